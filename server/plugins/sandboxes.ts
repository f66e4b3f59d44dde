// What stands in for outside services while they are not configured and has pages of its own: the outbox page of
// the sandbox mailer (server/dev/outbox-page.ts). The card payment sandbox's checkout script is registered with the
// security headers (plugins/security.ts), its charges are an operation of the payments area.
import fp from 'fastify-plugin'
import { registerOutboxPage } from '../dev/outbox-page'

export const sandboxesPlugin = fp(
  async (app) => {
    const { mailer, outbox } = app.store
    if (mailer.kind === 'sandbox') registerOutboxPage(app, outbox)
  },
  { name: 'sandboxes' },
)
