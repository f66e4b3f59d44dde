// Live chat's calls over the typed client (docs/adr/0036): the shopper's conversation and messages, the console's, and
// the event streams of both. A stream is read with fetch through the client, so its middleware sends the Authorization
// header (renewing the access token first when it is about to end); EventSource cannot send one. A visitor's calls send
// their conversation's key (X-Chat-Key) instead.
import { fromCallback, type CallbackActorLogic, type EventObject } from 'xstate'
import type { ChatConversation, ChatConversationSummary, ChatMessage } from '@/domain/chat'
import type { Schema, SuccessData } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { ApiError, unwrap } from './errors'
import { fromRequest } from './request-actor'

/** How long a kept stream waits before it is opened again. */
export const CHAT_STREAM_RETRY_MS = 2_000

export type ChatConversationsPage = SuccessData<'listChatConversations'>
export type ChatStreamMessage = Schema<'ChatStreamMessage'>

/** What a chat stream tells the machine that reads it. */
export type ChatStreamEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.message'; data: ChatStreamMessage }
  | { type: 'stream.reload' }
  | { type: 'stream.ended' }
  | { type: 'stream.lost' }
  | { type: 'stream.failed'; error: unknown }

/** Reads Server-Sent Events' text: each complete event's name and data, the rest kept for the next chunk. */
export function readEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = []
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') })
  }
  return { events, rest }
}

type StreamPath = '/api/chat/stream' | '/api/staff/chat/stream' | '/api/chat/visitor/stream'

/** The header a visitor's calls carry (openapi.yaml chatKey). */
function keyHeader(visitorKey: string) {
  return { 'X-Chat-Key': visitorKey }
}

/** Reads a chat stream until it ends (resolves) or fails (rejects), telling `tell` each event. */
export async function readChatStream(
  path: StreamPath,
  tell: (event: ChatStreamEvent) => void,
  { signal, client = api, visitorKey = null }: CallOptions & { visitorKey?: string | null } = {},
): Promise<void> {
  const { response, error } = await client.GET(path, {
    parseAs: 'stream',
    signal,
    ...(visitorKey ? { headers: keyHeader(visitorKey) } : {}),
  })
  if (!response.ok || !response.body) await unwrap(Promise.resolve({ response, error, data: undefined }))
  tell({ type: 'stream.opened' })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    const { events, rest } = readEvents(buffer + value)
    buffer = rest
    for (const { event, data } of events) {
      if (event === 'message') tell({ type: 'stream.message', data: JSON.parse(data) as ChatStreamMessage })
      else if (event === 'reload') tell({ type: 'stream.reload' })
    }
  }
}

/**
 * A machine's `stream` child that reads the stream from each `stream.start` it is told (ending a running one first)
 * until a `stream.stop`, and tells the machine when a read ended or failed (machines/chat). A start with a visitor's key
 * reads the visitor's stream instead of `path`.
 */
export function toldChatStreamActor(path: StreamPath, client?: Api): CallbackActorLogic<StreamControl> {
  return fromCallback<StreamControl>(({ sendBack, receive }) => {
    let controller: AbortController | null = null
    const stop = () => {
      controller?.abort()
      controller = null
    }
    receive((event) => {
      stop()
      if (event.type !== 'stream.start') return
      const reading = new AbortController()
      controller = reading
      const { visitorKey } = event
      readChatStream(visitorKey ? '/api/chat/visitor/stream' : path, sendBack, {
        signal: reading.signal,
        client,
        visitorKey,
      }).then(
        () => {
          if (!reading.signal.aborted) sendBack({ type: 'stream.ended' })
        },
        (error: unknown) => {
          if (!reading.signal.aborted) sendBack({ type: 'stream.failed', error })
        },
      )
    })
    return stop
  })
}

/** What a told stream hears (machines/chat's ChatStreamControl). */
type StreamControl = { type: 'stream.start'; visitorKey: string | null } | { type: 'stream.stop' }

/**
 * A stream kept open for as long as its machine runs: read again `retryMs` after it ends or is lost (telling
 * `stream.lost`), until it is refused (a 401 or 403: `stream.failed`).
 */
export function keptChatStreamActor(path: StreamPath, retryMs: number, client?: Api): CallbackActorLogic<EventObject> {
  return fromCallback(({ sendBack }) => {
    const controller = new AbortController()
    const pause = () => new Promise((resolve) => setTimeout(resolve, retryMs))
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await readChatStream(path, sendBack, { signal: controller.signal, client })
        } catch (error) {
          if (controller.signal.aborted) return
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            sendBack({ type: 'stream.failed', error })
            return
          }
        }
        if (controller.signal.aborted) return
        sendBack({ type: 'stream.lost' })
        await pause()
      }
    })()
    return () => controller.abort()
  })
}

export type VisitorChatStart = SuccessData<'startVisitorChat'>

/** A visitor's conversation by its key, or null when the key opens none (gone, or never issued here). */
async function loadVisitorChat(client: Api, visitorKey: string, signal: AbortSignal) {
  try {
    return (await unwrap(client.GET('/api/chat/visitor', { headers: keyHeader(visitorKey), signal }))).data
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null
    throw error
  }
}

/**
 * Slots of machines/chat: the shopper's conversation, their message and their stream; a visitor's, by their key, and
 * the start of one.
 */
export function chatActors(client: Api = api) {
  return {
    loadChat: fromRequest<ChatConversation | null, { visitorKey: string | null }>(async ({ visitorKey }, signal) =>
      visitorKey
        ? loadVisitorChat(client, visitorKey, signal)
        : (await unwrap(client.GET('/api/chat', { signal }))).data,
    ),
    sendMessage: fromRequest<ChatMessage, { text: string; visitorKey: string | null }>(
      async ({ text, visitorKey }, signal) =>
        (
          await unwrap(
            visitorKey
              ? client.POST('/api/chat/visitor/messages', { body: { text }, headers: keyHeader(visitorKey), signal })
              : client.POST('/api/chat/messages', { body: { text }, signal }),
          )
        ).data,
    ),
    startVisitorChat: fromRequest<VisitorChatStart, { email: string; name: string; text: string }>(
      async ({ email, name, text }, signal) =>
        (
          await unwrap(
            client.POST('/api/chat/visitor', {
              body: { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}), text },
              signal,
            }),
          )
        ).data,
    ),
    stream: toldChatStreamActor('/api/chat/stream', client),
  }
}

/** Slots of machines/staff-chat: the conversations, one read, a reply, and every conversation's stream. */
export function staffChatActors(client: Api = api) {
  return {
    loadConversations: fromRequest<ChatConversationsPage, { page: number; limit: number }>(
      async (query, signal) => (await unwrap(client.GET('/api/staff/chat', { params: { query }, signal }))).data,
    ),
    loadConversation: fromRequest<ChatConversation, { id: string }>(
      async ({ id }, signal) =>
        (await unwrap(client.GET('/api/staff/chat/{id}', { params: { path: { id } }, signal }))).data,
    ),
    sendReply: fromRequest<ChatMessage, { id: string; text: string }>(
      async ({ id, text }, signal) =>
        (
          await unwrap(
            client.POST('/api/staff/chat/{id}/messages', { params: { path: { id } }, body: { text }, signal }),
          )
        ).data,
    ),
    stream: keptChatStreamActor('/api/staff/chat/stream', CHAT_STREAM_RETRY_MS, client),
  }
}

export type { ChatConversationSummary }
