// Live chat's event streams (docs/adr/0036): Server-Sent Events written by this process to the shoppers and staff
// connected to it. Every message is announced on the `chat` signal in the transaction that writes it
// (server/db/signals.ts), so each process hears every message, its own and its neighbours', reads it once and writes it
// to its own open streams: the shopper's whose conversation it is, and every staff stream. When the signals' connection
// was lost (null), every stream is told to `reload`.
//
// A stream sends a comment every heartbeat (so proxies keep it and a dead one is found), renews the shopper's presence
// (whether a staff reply is emailed), ends after its lifetime (before the access token it was opened with; the client
// opens another) and is forgotten when either side closes it. A user (or a visitor's conversation) has at most
// `perUser` streams on a process.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Schema } from '../src/domain/contract'
import { CHAT_CHANNEL, type ChatRepo } from './db/repos/chat.repo'
import type { Signals } from './db/signals'
import { DomainError } from './errors'
import { CHAT_PRESENCE_MS, chatMessageOf } from './services/chat'

export const CHAT_STREAM_SETTINGS = {
  heartbeatMs: 15_000,
  lifetimeMs: 5 * 60_000,
  presenceMs: CHAT_PRESENCE_MS,
  perUser: 3,
} as const

export type ChatStreamSettings = typeof CHAT_STREAM_SETTINGS

export const TOO_MANY_STREAMS = 'The chat is open in too many tabs. Close one and try again'

/** Whose stream it is: staff hear every conversation; a shopper their own; a visitor the one their key opened. */
export type ChatListener =
  { kind: 'staff'; userId: string } | { kind: 'shopper'; userId: string } | { kind: 'visitor'; conversationId: string }

interface OpenStream {
  /** Streams of one owner count against one cap: a user's id, or a visitor's conversation. */
  owner: string
  listener: ChatListener
  write(text: string): void
  end(): void
}

function ownerOf(listener: ChatListener): string {
  return listener.kind === 'visitor' ? `visitor:${listener.conversationId}` : listener.userId
}

/** Whether a stream hears a message of `conversationId`, whose shopper is `userId` (null for a visitor's). */
function hears(listener: ChatListener, message: { conversationId: string; userId: string | null }): boolean {
  if (listener.kind === 'staff') return true
  if (listener.kind === 'shopper') return message.userId !== null && message.userId === listener.userId
  return message.userId === null && message.conversationId === listener.conversationId
}

type ChatStreamMessage = Schema<'ChatStreamMessage'>

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
}

export interface ChatStreamsDeps {
  signals: Signals
  chat: Pick<ChatRepo, 'message' | 'markPresent' | 'markVisitorPresent'>
  now: () => Date
  log: { error(details: object, message: string): void }
  settings?: Partial<ChatStreamSettings>
}

export function chatStreams({ signals, chat, now, log, settings = {} }: ChatStreamsDeps) {
  const { heartbeatMs, lifetimeMs, presenceMs, perUser } = { ...CHAT_STREAM_SETTINGS, ...settings }
  const streams = new Set<OpenStream>()
  let listening: Promise<() => Promise<void>> | undefined

  const failed = (what: string) => (error: unknown) => log.error({ err: error }, `Live chat: ${what} failed`)

  async function heard(payload: string | null) {
    if (payload === null) {
      for (const stream of streams) stream.write(event('reload', {}))
      return
    }
    const message = await chat.message(payload)
    if (!message) return
    const data: ChatStreamMessage = { conversationId: message.conversationId, message: chatMessageOf(message) }
    const text = event('message', data)
    for (const stream of streams) if (hears(stream.listener, message)) stream.write(text)
  }

  function listen() {
    listening ??= signals.listen(CHAT_CHANNEL, (payload) => void heard(payload).catch(failed('hearing a message')))
    return listening
  }

  /** Marks the shopper or visitor present until `until` (staff have no presence). */
  function markPresent(listener: ChatListener, until: Date | null): Promise<void> {
    if (listener.kind === 'shopper') return chat.markPresent(listener.userId, until)
    if (listener.kind === 'visitor') return chat.markVisitorPresent(listener.conversationId, until)
    return Promise.resolve()
  }

  function presence(listener: ChatListener) {
    return markPresent(listener, new Date(now().getTime() + presenceMs)).catch(failed('marking presence'))
  }

  function ownStreams(owner: string) {
    return [...streams].filter((stream) => stream.owner === owner).length
  }

  return {
    /** How many streams are open on this process (tests wait for a close to be noticed). */
    get size() {
      return streams.size
    },

    /** Answers the request with a stream for `listener` (a shopper's or visitor's own, or staff's of every one). */
    async open(request: FastifyRequest, reply: FastifyReply, listener: ChatListener) {
      const owner = ownerOf(listener)
      if (ownStreams(owner) >= perUser) throw new DomainError('tooMany', TOO_MANY_STREAMS)
      await listen()
      await presence(listener)
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      })
      let open = true
      const stream: OpenStream = {
        owner,
        listener,
        write(text) {
          if (open) raw.write(text)
        },
        end() {
          if (!open) return
          open = false
          clearInterval(beat)
          clearTimeout(lifetime)
          streams.delete(stream)
          raw.end()
          if (ownStreams(owner) === 0) void markPresent(listener, null).catch(failed('clearing presence'))
        },
      }
      const beat = setInterval(() => {
        stream.write(': heartbeat\n\n')
        void presence(listener)
      }, heartbeatMs)
      const lifetime = setTimeout(() => stream.end(), lifetimeMs)
      streams.add(stream)
      request.raw.on('close', () => stream.end())
      raw.on('close', () => stream.end())
      // The first bytes: the client knows the stream is open.
      raw.write(': open\n\n')
    },

    /** Ends every stream and stops listening (the app is closing). */
    async close() {
      for (const stream of [...streams]) stream.end()
      const stop = await listening?.catch(() => undefined)
      listening = undefined
      await stop?.()
    },
  }
}

export type ChatStreams = ReturnType<typeof chatStreams>
