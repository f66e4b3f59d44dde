// The default SMS provider: nothing leaves the machine. Each text is kept in the database's SMS outbox and shown at
// /dev/outbox beside the emails. The log says a text was kept, never to whom or what it says.
import type { SmsOutboxRepo } from '../../db/repos/sms-outbox.repo'
import type { SmsSender } from './sms'

export function sandboxSms({
  outbox,
  log,
  now = () => new Date(),
}: {
  outbox: SmsOutboxRepo
  log: { info(details: object, message: string): void }
  now?: () => Date
}): SmsSender {
  return {
    kind: 'sandbox',
    async send(message) {
      await outbox.add({ ...message, createdAt: now() })
      log.info({}, 'sandbox SMS kept in the outbox (read it at /dev/outbox on this machine)')
    },
  }
}
