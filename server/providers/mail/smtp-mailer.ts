// Mail through an SMTP submission server, on nodemailer's SMTP transport: implicit TLS, STARTTLS that must
// succeed, or plain (tests); AUTH when a user is set. One connection, kept for a burst of messages (a wave of
// sign-ups) and closed with QUIT once it has been idle for a while.
import { createTransport } from 'nodemailer'
import type { ConnectionOptions } from 'node:tls'
import type { SmtpConfig } from '../../config'
import type { Mailer, MailMessage } from './mailer'

export class SmtpError extends Error {
  override readonly name = 'SmtpError'
}

export interface SmtpMailerOptions extends SmtpConfig {
  from: string
  /** The name this side gives in EHLO. */
  clientName?: string
  timeoutMs?: number
  /** How long an unused connection stays open for the next message. */
  idleMs?: number
  /** Extra TLS settings (a test's own certificate authority). */
  tls?: ConnectionOptions
  now?: () => Date
}

/** What nodemailer attaches to the errors it rejects with. */
interface TransportError extends Error {
  code?: string
  command?: string
  response?: string
}

/** The failure in words that name the step the server refused, with its reply. */
function smtpError(error: unknown): SmtpError {
  if (error instanceof SmtpError || !(error instanceof Error))
    return error instanceof SmtpError ? error : new SmtpError(String(error))
  const failure: TransportError = error
  // nodemailer reads replies as bytes and decodes each whole reply, so a character split across reads arrives intact.
  const reply = failure.response
  if (failure.code === 'ETLS' && failure.command === 'STARTTLS' && reply) {
    return new SmtpError(`The SMTP server does not offer STARTTLS: ${reply}`, { cause: error })
  }
  if (reply)
    return new SmtpError(`The SMTP server refused ${failure.command ?? 'the message'}: ${reply}`, { cause: error })
  return new SmtpError(`The message could not be sent: ${failure.message}`, { cause: error })
}

/** Headers are one line each: a line break in one would let its text add headers of its own. */
function headerText(value: string): string {
  if (/[\r\n]/.test(value)) throw new SmtpError('A mail header cannot contain a line break')
  return value
}

export function smtpMailer(options: SmtpMailerOptions): Mailer {
  const {
    host,
    port,
    security,
    from,
    clientName = 'oja.localhost',
    timeoutMs = 15_000,
    idleMs = 5_000,
    now = () => new Date(),
  } = options
  const transport = createTransport({
    pool: true,
    maxConnections: 1,
    idleTimeout: idleMs,
    host,
    port,
    name: clientName,
    secure: security === 'tls',
    // 'starttls' never falls back to plain text: no STARTTLS, no mail.
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(options.user !== undefined ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(options.tls ? { tls: options.tls } : {}),
  })

  async function send(message: MailMessage) {
    const mail = {
      from: headerText(from),
      to: headerText(message.to),
      subject: headerText(message.subject),
      // Mail lines end in CRLF on the wire, whatever the text was written with.
      text: message.text.replace(/\r?\n/g, '\r\n'),
      date: now(),
    }
    try {
      await transport.sendMail(mail)
    } catch (error) {
      throw smtpError(error)
    }
  }

  return { kind: 'smtp', send }
}
