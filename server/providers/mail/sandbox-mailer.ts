// The default mail provider: nothing leaves the machine. Each message is kept in the database's outbox and shown
// at /dev/outbox (to this machine only), so the verification code can be read without a mail server. The log
// says a message was kept, never to whom or what it says: a log is read by more people than the outbox.
import type { OutboxRepo } from '../../db/repos/outbox.repo'
import type { Mailer } from './mailer'

export interface MailLog {
  info(details: object, message: string): void
}

export function sandboxMailer({
  outbox,
  log,
  now = () => new Date(),
}: {
  outbox: OutboxRepo
  log: MailLog
  now?: () => Date
}): Mailer {
  return {
    kind: 'sandbox',
    async send(message) {
      await outbox.add({ ...message, createdAt: now() })
      log.info({}, 'sandbox mail kept in the outbox (read it at /dev/outbox on this machine)')
    },
  }
}
