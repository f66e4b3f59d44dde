// chat tag and the console's chat operations (docs/adr/0036): the shopper's conversation, their messages and their
// stream; staff's list, one conversation, replies and their stream.
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { ChatStreams } from '../chat-streams'
import { ChatThrottled, type ChatService } from '../services/chat'
import { requireStaff } from '../services/verified-user'
import { signedInUser, type Handlers } from './handler'
import type { FastifyReply } from 'fastify'

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
      await streams.open(request, reply, { userId: signedInUser(request).id, staff: false })
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
      await streams.open(request, reply, { userId: user.id, staff: true })
    },
  } satisfies Handlers
}
