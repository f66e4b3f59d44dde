// The mail provider: one interface, two adapters. SMTP when SMTP_HOST is set (smtp-mailer.ts); otherwise the
// sandbox outbox (sandbox-mailer.ts), so a fresh machine can still read every email the store sends.

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'sandbox'
  send(message: MailMessage): Promise<void>
}
