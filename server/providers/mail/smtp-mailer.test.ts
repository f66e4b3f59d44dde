// The SMTP adapter against a small fake submission server on a local port (no network): the conversation,
// the login, the envelope and the message as a mail server receives it.
import { createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SmtpError, smtpMailer } from './smtp-mailer'

interface Received {
  commands: string[]
  data: string
  /** Settles when the client has closed the connection (after QUIT). */
  closed: Promise<void>
}

/**
 * Speaks just enough SMTP: greets, offers AUTH (not STARTTLS), accepts (or refuses) each command, collects DATA.
 * Bytes are read and written as they are, never decoded per read, and a reply in `split` is sent in two writes
 * a moment apart, cut inside its first multibyte character, as a slow network would deliver it.
 */
function fakeSmtpServer({
  refuse = {},
  split = [],
}: { refuse?: Record<string, string>; split?: string[] } = {}): Promise<{
  server: Server
  port: number
  received: Received[]
}> {
  const received: Received[] = []
  const reply = (socket: Socket, text: string) => {
    const bytes = Buffer.from(`${text}\r\n`, 'utf8')
    if (!split.includes(text)) return void socket.write(bytes)
    const cut = bytes.findIndex((byte) => byte >= 0x80) + 1
    socket.write(bytes.subarray(0, cut))
    setTimeout(() => socket.write(bytes.subarray(cut)), 20)
  }
  const server = createServer((socket: Socket) => {
    socket.setNoDelay(true)
    let closed!: () => void
    const session: Received = { commands: [], data: '', closed: new Promise((resolve) => (closed = resolve)) }
    socket.on('close', () => closed())
    received.push(session)
    let buffer = Buffer.alloc(0)
    let inData = false
    reply(socket, '220 fake.smtp.test ESMTP ready')
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          // A line that starts with a dot arrives with one more (RFC 5321 4.5.2).
          session.data = buffer
            .subarray(0, end)
            .toString('utf8')
            .replace(/(^|\r\n)\./g, '$1')
          buffer = buffer.subarray(end + 5)
          inData = false
          reply(socket, '250 2.0.0 queued')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.subarray(0, end).toString('utf8')
        buffer = buffer.subarray(end + 2)
        session.commands.push(line)
        const verb = line.split(/[ :]/)[0]!.toUpperCase()
        if (refuse[verb]) reply(socket, refuse[verb])
        else if (verb === 'EHLO') reply(socket, '250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME')
        else if (verb === 'AUTH') reply(socket, '235 2.7.0 authenticated')
        else if (verb === 'STARTTLS') reply(socket, '502 5.5.1 STARTTLS not available')
        else if (verb === 'DATA') {
          inData = true
          reply(socket, '354 go ahead')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else reply(socket, '250 ok')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, received }),
    ),
  )
}

/** The message text as a reader sees it, whichever transfer encoding the message chose. */
function bodyText(headers: string, body: string): string {
  const encoding = headerValue(headers, 'Content-Transfer-Encoding')
  if (encoding === 'base64') return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  expect(encoding).toBe('7bit')
  return body
}

/** A header's text as a reader sees it: folded lines joined and MIME encoded-words (RFC 2047) decoded. */
function headerValue(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r\n[ \t]+/g, ' ')
  const line = unfolded.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}: `))
  if (line === undefined) return undefined
  const raw = line.slice(name.length + 2)
  expect(raw).toMatch(/^[\x20-\x7e]*$/)
  return raw
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

let running: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => (running ? running.close(resolve) : resolve(undefined)))
  running = undefined
})

describe('the SMTP mailer', () => {
  it('logs in, sends the envelope and a text message whose lone dot does not end it, and quits', async () => {
    const { server, port, received } = await fakeSmtpServer()
    running = server
    const mailer = smtpMailer({
      host: '127.0.0.1',
      port,
      security: 'none',
      user: 'oja',
      password: 's3cret',
      from: 'Oja <no-reply@oja.ng>',
      idleMs: 50,
      now: () => new Date('2026-11-22T10:00:00Z'),
    })
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your Oja verification code: AB3CD',
      text: 'Your verification code is AB3CD\n.\nBye',
    })

    const [session] = received
    await session!.closed
    expect(session!.commands).toEqual([
      'EHLO oja.localhost',
      `AUTH PLAIN ${Buffer.from('\0oja\0s3cret').toString('base64')}`,
      'MAIL FROM:<no-reply@oja.ng>',
      'RCPT TO:<ada@example.com>',
      'DATA',
      'QUIT',
    ])
    const [headers, body] = session!.data.split('\r\n\r\n')
    expect(headers).toContain('From: Oja <no-reply@oja.ng>')
    expect(headers).toContain('To: ada@example.com')
    expect(headers).toContain('Subject: Your Oja verification code: AB3CD')
    expect(headers).toContain('Date: Sun, 22 Nov 2026 10:00:00 +0000')
    expect(bodyText(headers!, body!)).toBe('Your verification code is AB3CD\r\n.\r\nBye')
  })

  it('encodes a subject that is not plain ASCII', async () => {
    const { server, port, received } = await fakeSmtpServer()
    running = server
    await smtpMailer({ host: '127.0.0.1', port, security: 'none', idleMs: 50, from: 'no-reply@oja.ng' }).send({
      to: 'ada@example.com',
      subject: 'Ẹ káàbọ̀',
      text: 'Hi',
    })
    expect(received[0]!.commands).not.toContainEqual(expect.stringMatching(/^AUTH/))
    const [headers] = received[0]!.data.split('\r\n\r\n')
    expect(headerValue(headers!, 'Subject')).toBe('Ẹ káàbọ̀')
  })

  it('sends naira signs and Yoruba letters in the subject and body intact, over a server whose replies arrive in pieces', async () => {
    const ehlo = '250-fake.smtp.test Ọjà ₦\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME'
    const { server, port, received } = await fakeSmtpServer({ refuse: { EHLO: ehlo }, split: [ehlo] })
    running = server
    const text = 'Ọjà: your order of ₦12,500.00 is on its way.\nẸ ṣé!'
    await smtpMailer({ host: '127.0.0.1', port, security: 'none', idleMs: 50, from: 'Ọjà <no-reply@oja.ng>' }).send({
      to: 'ada@example.com',
      subject: 'Ọjà — ₦12,500.00 paid',
      text,
    })
    const [headers, body] = received[0]!.data.split('\r\n\r\n')
    expect(headerValue(headers!, 'Subject')).toBe('Ọjà — ₦12,500.00 paid')
    expect(headerValue(headers!, 'From')).toBe('Ọjà <no-reply@oja.ng>')
    expect(bodyText(headers!, body!)).toBe(text.replace(/\n/g, '\r\n'))
  })

  it('reports a refusal whose text has a character split across two reads exactly as the server wrote it', async () => {
    const refusal = '550 5.1.1 Ọjà: no mailbox here for ₦ refunds'
    const { server, port } = await fakeSmtpServer({ refuse: { RCPT: refusal }, split: [refusal] })
    running = server
    const sending = smtpMailer({ host: '127.0.0.1', port, security: 'none', idleMs: 50, from: 'no-reply@oja.ng' }).send(
      { to: 'refunds@example.com', subject: 'Hi', text: 'Hi' },
    )
    await expect(sending).rejects.toBeInstanceOf(SmtpError)
    await expect(sending).rejects.toThrow(refusal)
  })

  it('rejects with the server reply when a recipient is refused', async () => {
    const { server, port } = await fakeSmtpServer({ refuse: { RCPT: '550 5.1.1 no such mailbox' } })
    running = server
    const sending = smtpMailer({ host: '127.0.0.1', port, security: 'none', idleMs: 50, from: 'no-reply@oja.ng' }).send(
      { to: 'nobody@example.com', subject: 'Hi', text: 'Hi' },
    )
    await expect(sending).rejects.toBeInstanceOf(SmtpError)
    await expect(sending).rejects.toThrow('550 5.1.1 no such mailbox')
  })

  it('refuses to go on without encryption when STARTTLS is required but not offered', async () => {
    const { server, port, received } = await fakeSmtpServer()
    running = server
    const sending = smtpMailer({
      host: '127.0.0.1',
      port,
      security: 'starttls',
      user: 'oja',
      password: 's3cret',
      idleMs: 50,
      from: 'no-reply@oja.ng',
    }).send({ to: 'ada@example.com', subject: 'Hi', text: 'Hi' })
    await expect(sending).rejects.toThrow('does not offer STARTTLS')
    expect(received[0]!.commands).not.toContainEqual(expect.stringMatching(/^(AUTH|MAIL)/))
  })

  it('refuses a header with a line break', async () => {
    const { server, port } = await fakeSmtpServer()
    running = server
    const sending = smtpMailer({ host: '127.0.0.1', port, security: 'none', idleMs: 50, from: 'no-reply@oja.ng' }).send(
      { to: 'ada@example.com', subject: 'Hi\r\nBcc: everyone@example.com', text: 'Hi' },
    )
    await expect(sending).rejects.toThrow('line break')
  })
})
