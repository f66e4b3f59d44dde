// Mail through an SMTP submission server (RFC 5321 with STARTTLS, RFC 3207, and AUTH PLAIN/LOGIN, RFC 4954),
// written on node:net/tls: sending one short text message needs a dozen commands, not a mail library.
import { randomBytes } from 'node:crypto'
import { connect as connectPlain, type Socket } from 'node:net'
import { connect as connectTls, type ConnectionOptions } from 'node:tls'
import type { SmtpConfig } from '../../config'
import type { Mailer, MailMessage } from './mailer'

export class SmtpError extends Error {
  override readonly name = 'SmtpError'
}

interface Reply {
  code: number
  lines: string[]
}

/** Reads whole SMTP replies (the last line of a reply is `NNN text`, the others `NNN-text`) from one socket. */
function replyReader(socket: Socket) {
  let buffer = ''
  let failure: Error | null = null
  let pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null

  function deliver() {
    if (!pending) return
    let offset = 0
    const lines: string[] = []
    for (;;) {
      const end = buffer.indexOf('\r\n', offset)
      if (end < 0) break
      const line = buffer.slice(offset, end)
      offset = end + 2
      lines.push(line.slice(4))
      if (/^\d{3}(?: |$)/.test(line)) {
        buffer = buffer.slice(offset)
        const waiting = pending
        pending = null
        waiting.resolve({ code: Number(line.slice(0, 3)), lines })
        return
      }
    }
    if (failure) {
      const waiting = pending
      pending = null
      waiting.reject(failure)
    }
  }

  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    deliver()
  }
  const onError = (error: Error) => {
    failure ??= error
    deliver()
  }
  const onClose = () => onError(new SmtpError('The SMTP server closed the connection'))
  socket.on('data', onData)
  socket.on('error', onError)
  socket.on('close', onClose)

  return {
    next: () =>
      new Promise<Reply>((resolve, reject) => {
        pending = { resolve, reject }
        deliver()
      }),
    detach() {
      socket.off('data', onData)
      socket.off('error', onError)
      socket.off('close', onClose)
    },
  }
}

function open(connect: () => Socket, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect()
    socket.setTimeout(timeoutMs, () => socket.destroy(new SmtpError(`The SMTP server did not answer within ${timeoutMs} ms`)))
    const event = 'encrypted' in socket ? 'secureConnect' : 'connect'
    socket.once(event, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** The address inside 'Name <address>', or the text itself. */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim()
}

function headerText(value: string): string {
  if (/[\r\n]/.test(value)) throw new SmtpError('A mail header cannot contain a line break')
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`
}

/** The message as sent after DATA: headers, then the body in base64 so no line can end the data early. */
function formatMessage(message: MailMessage & { from: string; date: Date; messageId: string }): string {
  const body = Buffer.from(message.text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n')
  return [
    `From: ${headerText(message.from)}`,
    `To: ${headerText(message.to)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${message.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${message.messageId}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n')
}

export interface SmtpMailerOptions extends SmtpConfig {
  from: string
  /** The name this side gives in EHLO. */
  clientName?: string
  timeoutMs?: number
  /** Extra TLS settings (a test's own certificate authority). */
  tls?: ConnectionOptions
  now?: () => Date
}

export function smtpMailer(options: SmtpMailerOptions): Mailer {
  const { host, port, security, from, clientName = 'oja.localhost', timeoutMs = 15_000, now = () => new Date() } = options

  async function send(message: MailMessage) {
    const sender = addressOf(from)
    const recipient = addressOf(message.to)
    const plain = () => connectPlain({ host, port })
    const secure = (socket?: Socket) => connectTls({ host, port, servername: host, ...(socket ? { socket } : {}), ...options.tls })
    let socket = await open(security === 'tls' ? () => secure() : plain, timeoutMs)
    let reader = replyReader(socket)
    const expect = async (allowed: number[], what: string) => {
      const reply = await reader.next()
      if (!allowed.includes(reply.code)) throw new SmtpError(`The SMTP server refused ${what}: ${reply.code} ${reply.lines.join(' ')}`)
      return reply
    }
    const command = async (line: string, allowed: number[], what = line.split(' ')[0]!) => {
      socket.write(`${line}\r\n`)
      return expect(allowed, what)
    }
    try {
      await expect([220], 'the connection')
      let hello = await command(`EHLO ${clientName}`, [250])
      if (security === 'starttls') {
        if (!hello.lines.some((line) => /^STARTTLS\b/i.test(line))) throw new SmtpError('The SMTP server does not offer STARTTLS')
        await command('STARTTLS', [220])
        reader.detach()
        socket = await open(() => secure(socket), timeoutMs)
        reader = replyReader(socket)
        hello = await command(`EHLO ${clientName}`, [250])
      }
      if (options.user !== undefined) {
        const mechanisms = hello.lines.find((line) => /^AUTH\b/i.test(line))?.toUpperCase().split(/\s+/) ?? []
        const password = options.password ?? ''
        if (mechanisms.includes('PLAIN') || !mechanisms.includes('LOGIN')) {
          await command(`AUTH PLAIN ${Buffer.from(`\0${options.user}\0${password}`).toString('base64')}`, [235], 'the login')
        } else {
          await command('AUTH LOGIN', [334], 'the login')
          await command(Buffer.from(options.user).toString('base64'), [334], 'the login')
          await command(Buffer.from(password).toString('base64'), [235], 'the login')
        }
      }
      await command(`MAIL FROM:<${sender}>`, [250])
      await command(`RCPT TO:<${recipient}>`, [250, 251])
      await command('DATA', [354])
      const messageId = `${randomBytes(12).toString('hex')}@${sender.split('@')[1] ?? clientName}`
      socket.write(`${formatMessage({ ...message, from, date: now(), messageId })}\r\n.\r\n`)
      await expect([250], 'the message')
      await command('QUIT', [221]).catch(() => undefined)
    } finally {
      reader.detach()
      socket.destroy()
    }
  }

  return { kind: 'smtp', send }
}
