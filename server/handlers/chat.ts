// chat tag and the console's chat operations (docs/adr/0036): the shopper's conversation, their messages and their
// stream; a visitor's, opened by the key in X-Chat-Key; staff's list, one conversation, replies and their stream.
import { isChatKey } from '../../src/domain/chat'
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { ChatStreams } from '../chat-streams'
import { DomainError } from '../errors'
import { CHAT_KEY_REQUIRED, ChatThrottled, type ChatService } from '../services/chat'
import { requireStaff } from '../services/verified-user'
import { signedInUser, type Handlers } from './handler'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The visitor's chat key (server/access.ts has already refused a request without one). */
function chatKeyOf(request: FastifyRequest): string {
  const key = request.headers['x-chat-key']
  if (!isChatKey(key)) throw new DomainError('unauthenticated', CHAT_KEY_REQUIRED)
  return key
}

/** A throttled write answers 429 with Retry-After, as the store's other limits do (server/throttle.ts). */
async function withRetryAfter<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof ChatThrottled) reply.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)))
    throw error
  }
}

export function chatHandlers({ chat, streams }: { chat: ChatService; streams: ChatStreams }) {
  return {
    async getMyChat(request) {
      return { data: await chat.mine(signedInUser(request)) }
    },
    async sendChatMessage(request, reply) {
      const message = await withRetryAfter(reply, () => chat.send(signedInUser(request), request.body.text))
      reply.code(201)
      return { data: message }
    },
    async streamMyChat(request, reply) {
      await streams.open(request, reply, { kind: 'shopper', userId: signedInUser(request).id })
    },
    async startVisitorChat(request, reply) {
      const { email, name = '', text } = request.body
      const started = await withRetryAfter(reply, () => chat.startVisitor({ email, name, text }, request.ip))
      reply.code(201)
      return { data: started }
    },
    async getVisitorChat(request) {
      return { data: await chat.visitorChat(chatKeyOf(request)) }
    },
    async sendVisitorChatMessage(request, reply) {
      const message = await withRetryAfter(reply, () =>
        chat.sendVisitor(chatKeyOf(request), request.body.text, request.ip),
      )
      reply.code(201)
      return { data: message }
    },
    async streamVisitorChat(request, reply) {
      const conversation = await chat.visitorConversation(chatKeyOf(request))
      await streams.open(request, reply, { kind: 'visitor', conversationId: conversation.id })
    },
    async listChatConversations(request) {
      const { limit = LISTING_PAGE_SIZE, page = 1 } = request.query
      return { data: await chat.list(signedInUser(request), { limit, page }) }
    },
    async getChatConversation(request) {
      return { data: await chat.read(signedInUser(request), request.params.id) }
    },
    async replyToChat(request, reply) {
      const message = await withRetryAfter(reply, () =>
        chat.reply(signedInUser(request), request.params.id, request.body.text),
      )
      reply.code(201)
      return { data: message }
    },
    async streamStaffChat(request, reply) {
      const user = signedInUser(request)
      requireStaff(user)
      await streams.open(request, reply, { kind: 'staff', userId: user.id })
    },
  } satisfies Handlers
}
