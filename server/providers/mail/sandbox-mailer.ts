// The default mail provider: nothing leaves the machine. Each message is kept in the database's outbox, shown
// at /dev/outbox and printed in the server log, so the verification code can be read without a mail server.
import type { OutboxRepo } from '../../db/repos/outbox.repo'
import type { Mailer } from './mailer'

export interface MailLog {
  info(details: object, message: string): void
}

export function sandboxMailer({ outbox, log, now = () => new Date() }: { outbox: OutboxRepo; log: MailLog; now?: () => Date }): Mailer {
  return {
    kind: 'sandbox',
    async send(message) {
      await outbox.add({ ...message, createdAt: now() })
      log.info({ mail: message }, `sandbox mail to ${message.to}: ${message.subject} (read it at /dev/outbox)`)
    },
  }
}
