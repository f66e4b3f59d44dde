// The SMS provider (docs/adr/0027): one interface, two adapters. Termii when its key is set (termii-sms.ts); otherwise
// the sandbox outbox (sandbox-sms.ts), kept beside the emails at /dev/outbox, so a fresh machine can read every text.

export interface SmsMessage {
  /** A Nigerian mobile number as the shopper gave it (src/domain/phone.ts normalises it for the provider). */
  to: string
  body: string
}

export interface SmsSender {
  readonly kind: 'termii' | 'sandbox'
  send(message: SmsMessage): Promise<void>
}
