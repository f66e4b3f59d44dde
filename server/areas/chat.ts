// Live chat (docs/adr/0036): the shopper's conversation and the staff console's, with their event streams fed by the
// `chat` signal on every store process. The console's roles are checked before the body is read (ROLE_CHECKS).
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { chatStreams, type ChatStreams } from '../chat-streams'
import { chatRepo } from '../db/repos/chat.repo'
import { rateLimitRepo } from '../db/repos/rate-limit.repo'
import { chatHandlers } from '../handlers/chat'
import { chatService } from '../services/chat'
import { serve } from '../store'

const chatPlugin: FastifyPluginAsync = async (app) => {
  const { store } = app
  const chat = chatRepo(store.db)
  const streams = chatStreams({
    signals: store.database.signals,
    chat,
    now: store.now,
    log: app.log,
    ...(store.deps.chatStreams ? { settings: store.deps.chatStreams } : {}),
  })
  // Before the server waits for open connections to end: the streams never would.
  app.addHook('preClose', async () => streams.close())
  app.decorate('chatStreams', streams)
  const service = chatService({
    chat,
    rateLimits: rateLimitRepo(store.db),
    mailer: store.mailer,
    background: store.background,
    now: store.now,
  })
  serve(store, chatHandlers({ chat: service, streams }))
}

/** Not encapsulated, so the app (and tests) see this process's open streams as `app.chatStreams`. */
export const chatArea = fp(chatPlugin, { name: 'chat' })

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open chat streams (server/chat-streams.ts). */
    chatStreams: ChatStreams
  }
}
