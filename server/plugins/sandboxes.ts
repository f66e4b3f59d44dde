// What stands in for outside services while they are not configured and has pages of its own: the outbox page of
// the sandbox mailer and the sandbox SMS provider (server/dev/outbox-page.ts). The card payment sandbox's checkout script is registered with the
// security headers (plugins/security.ts), its charges are an operation of the payments area.
import fp from 'fastify-plugin'
import { registerOutboxPage } from '../dev/outbox-page'

export const sandboxesPlugin = fp(
  async (app) => {
    const { mailer, outbox, sms, smsOutbox } = app.store
    if (mailer.kind !== 'sandbox' && sms.kind !== 'sandbox') return
    registerOutboxPage(app, {
      ...(mailer.kind === 'sandbox' ? { mail: outbox } : {}),
      ...(sms.kind === 'sandbox' ? { sms: smsOutbox } : {}),
    })
  },
  { name: 'sandboxes' },
)
