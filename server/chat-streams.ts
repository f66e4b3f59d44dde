// Live chat's event streams (docs/adr/0036): Server-Sent Events written by this process to the shoppers and staff
// connected to it. Every message is announced on the `chat` signal in the transaction that writes it
// (server/db/signals.ts), so each process hears every message, its own and its neighbours', reads it once and writes it
// to its own open streams: the shopper's whose conversation it is, and every staff stream. When the signals' connection
// was lost (null), every stream is told to `reload`.
//
// A stream sends a comment every heartbeat (so proxies keep it and a dead one is found), renews the shopper's presence
// (whether a staff reply is emailed), ends after its lifetime (before the access token it was opened with; the client
// opens another) and is forgotten when either side closes it. A user has at most `perUser` streams on a process.
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

interface OpenStream {
  userId: string
  /** Staff hear every conversation; a shopper only their own. */
  staff: boolean
  write(text: string): void
  end(): void
}

type ChatStreamMessage = Schema<'ChatStreamMessage'>

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
}

export interface ChatStreamsDeps {
  signals: Signals
  chat: Pick<ChatRepo, 'message' | 'markPresent'>
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
    for (const stream of streams) if (stream.staff || stream.userId === message.userId) stream.write(text)
  }

  function listen() {
    listening ??= signals.listen(CHAT_CHANNEL, (payload) => void heard(payload).catch(failed('hearing a message')))
    return listening
  }

  function presence(userId: string) {
    return chat.markPresent(userId, new Date(now().getTime() + presenceMs)).catch(failed('marking presence'))
  }

  function shopperStreams(userId: string) {
    return [...streams].filter((stream) => !stream.staff && stream.userId === userId).length
  }

  return {
    /** How many streams are open on this process (tests wait for a close to be noticed). */
    get size() {
      return streams.size
    },

    /** Answers the request with a stream for `userId` (a shopper's own, or staff's of every conversation). */
    async open(request: FastifyRequest, reply: FastifyReply, { userId, staff }: { userId: string; staff: boolean }) {
      if ([...streams].filter((stream) => stream.userId === userId).length >= perUser)
        throw new DomainError('tooMany', TOO_MANY_STREAMS)
      await listen()
      if (!staff) await presence(userId)
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
        userId,
        staff,
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
          if (!staff && shopperStreams(userId) === 0)
            void chat.markPresent(userId, null).catch(failed('clearing presence'))
        },
      }
      const beat = setInterval(() => {
        stream.write(': heartbeat\n\n')
        if (!staff) void presence(userId)
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
