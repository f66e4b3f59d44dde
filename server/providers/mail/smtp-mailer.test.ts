// The SMTP adapter against a small fake submission server on a local port (no network): the conversation,
// the login, the envelope and the message as a mail server receives it.
import { createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SmtpError, smtpMailer } from './smtp-mailer'

interface Received {
  commands: string[]
  data: string
}

/** Speaks just enough SMTP: greets, offers AUTH, accepts (or refuses) each command, collects DATA. */
function fakeSmtpServer({ refuse = {} }: { refuse?: Record<string, string> } = {}): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((socket: Socket) => {
    const session: Received = { commands: [], data: '' }
    received.push(session)
    let buffer = ''
    let inData = false
    socket.write('220 fake.smtp.test ESMTP ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          session.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 2.0.0 queued\r\n')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        session.commands.push(line)
        const verb = line.split(/[ :]/)[0]!.toUpperCase()
        if (refuse[verb]) socket.write(`${refuse[verb]}\r\n`)
        else if (verb === 'EHLO') socket.write('250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n')
        else if (verb === 'AUTH') socket.write('235 2.7.0 authenticated\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })))
}

let running: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => (running ? running.close(resolve) : resolve(undefined)))
  running = undefined
})

describe('the SMTP mailer', () => {
  it('logs in, sends the envelope and a base64 text message, and quits', async () => {
    const { server, port, received } = await fakeSmtpServer()
    running = server
    const mailer = smtpMailer({ host: '127.0.0.1', port, security: 'none', user: 'oja', password: 's3cret', from: 'Oja <no-reply@oja.ng>', now: () => new Date('2026-11-22T10:00:00Z') })
    await mailer.send({ to: 'ada@example.com', subject: 'Your Oja verification code: AB3CD', text: 'Your verification code is AB3CD\n.\nBye' })

    const [session] = received
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
    expect(headers).toContain('Content-Transfer-Encoding: base64')
    expect(Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('Your verification code is AB3CD\r\n.\r\nBye')
  })

  it('encodes a subject that is not plain ASCII', async () => {
    const { server, port, received } = await fakeSmtpServer()
    running = server
    await smtpMailer({ host: '127.0.0.1', port, security: 'none', from: 'no-reply@oja.ng' }).send({ to: 'ada@example.com', subject: 'Ẹ káàbọ̀', text: 'Hi' })
    expect(received[0]!.commands).not.toContainEqual(expect.stringMatching(/^AUTH/))
    expect(received[0]!.data).toContain(`Subject: =?UTF-8?B?${Buffer.from('Ẹ káàbọ̀').toString('base64')}?=`)
  })

  it('rejects with the server reply when a recipient is refused', async () => {
    const { server, port } = await fakeSmtpServer({ refuse: { RCPT: '550 5.1.1 no such mailbox' } })
    running = server
    const sending = smtpMailer({ host: '127.0.0.1', port, security: 'none', from: 'no-reply@oja.ng' }).send({ to: 'nobody@example.com', subject: 'Hi', text: 'Hi' })
    await expect(sending).rejects.toBeInstanceOf(SmtpError)
    await expect(sending).rejects.toThrow('550 5.1.1 no such mailbox')
  })

  it('refuses to go on without encryption when STARTTLS is required but not offered', async () => {
    const { server, port } = await fakeSmtpServer()
    running = server
    const sending = smtpMailer({ host: '127.0.0.1', port, security: 'starttls', user: 'oja', password: 's3cret', from: 'no-reply@oja.ng' }).send({ to: 'ada@example.com', subject: 'Hi', text: 'Hi' })
    await expect(sending).rejects.toThrow('does not offer STARTTLS')
  })

  it('refuses a header with a line break', async () => {
    const { server, port } = await fakeSmtpServer()
    running = server
    const sending = smtpMailer({ host: '127.0.0.1', port, security: 'none', from: 'no-reply@oja.ng' }).send({ to: 'ada@example.com', subject: 'Hi\r\nBcc: everyone@example.com', text: 'Hi' })
    await expect(sending).rejects.toThrow('line break')
  })
})
