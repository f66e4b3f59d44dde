// Live chat (docs/adr/0036; openapi.yaml chat and the console's chat operations), on PGlite and PostgreSQL: a shopper's
// message reaches a staff stream held by ANOTHER store process (its own pool and signals' connection on PostgreSQL)
// and the reply reaches the shopper's; a shopper reads only their own conversation; writers are throttled; a reply to
// a shopper with no stream open is emailed to them; text is kept as sent.
// @postgres: messages reach a staff stream on a second store process through LISTEN/NOTIFY.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatTexts } from '../src/domain/chat'
import { buildApp, sandboxAccounts } from './app'
import { readConfig } from './config'
import { openSameDatabase, type Database } from './db/database'
import { outboxRepo } from './db/repos/outbox.repo'
import { staffRepo } from './db/repos/staff.repo'
import { usersRepo } from './db/repos/users.repo'
import { auditRepo } from './db/repos/audit.repo'
import { CHAT_LIMITS, chatKeyHashOf } from './services/chat'
import { chatConversations } from './db/schema'
import { eq } from 'drizzle-orm'
import { staffService } from './services/staff'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { verifiedTestUser } from './test-shop'

const tokenSecret = randomBytes(48).toString('base64url')
const databaseUrl = readConfig().databaseUrl
let testApp: TestApp
let second: { app: FastifyInstance; database: Database; close(): Promise<void> }
let firstUrl: string
let secondUrl: string
let shopper: TestUser
let other: TestUser
let staffer: TestUser

/** Another store process: on PostgreSQL its own pool and signals' connection on the same schema. */
async function openSecondProcess(): Promise<typeof second> {
  const database = databaseUrl ? await openSameDatabase(databaseUrl, testApp.database) : testApp.database
  const mediaDir = mkdtempSync(join(tmpdir(), 'oja-chat-second-'))
  const app = await buildApp({
    database,
    mediaDir,
    accounts: sandboxAccounts(tokenSecret),
    throttle: false,
    walletSettlementMs: false,
    uploadSweepMs: false,
    refundRoundMs: false,
    sandboxWebhookDelayMs: false,
  })
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      if (database !== testApp.database) await database.close()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, tokenSecret })
  const db = testApp.database.db
  shopper = await verifiedTestUser(testApp.app, 'chat-shopper@example.com')
  other = await verifiedTestUser(testApp.app, 'chat-other@example.com')
  staffer = await verifiedTestUser(testApp.app, 'chat-staff@example.com')
  await staffService({ users: usersRepo(db), staff: staffRepo(db), now: () => new Date() }).add(staffer.email, 'staff')
  second = await openSecondProcess()
  firstUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' })
}, 60_000)

afterAll(async () => {
  await second?.close()
  await testApp?.close()
})

interface StreamEvent {
  event: string
  data: unknown
}

/** A visitor's chat key as the panel sends it. */
function keyed(key: string) {
  return { 'x-chat-key': key }
}

/** An event stream read with fetch and the Authorization header (or a visitor's key), as the web app reads it. */
async function openStream(base: string, path: string, token: string | { key: string }) {
  const controller = new AbortController()
  const headers = typeof token === 'string' ? bearer(token) : keyed(token.key)
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal })
  const events: StreamEvent[] = []
  const waiting: (() => void)[] = []
  let buffer = ''
  const done = (async () => {
    if (!response.body) return
    const decoder = new TextDecoder()
    try {
      const reader = response.body.getReader()
      for (;;) {
        const { done: ended, value } = await reader.read()
        if (ended) break
        buffer += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const name = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (name && data) events.push({ event: name, data: JSON.parse(data) })
          for (const wake of waiting.splice(0)) wake()
        }
      }
    } catch {
      // Aborted by the test.
    }
  })()
  return {
    response,
    events,
    async next(predicate: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = events.find(predicate)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`No such event in ${JSON.stringify(events)}`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    async close() {
      controller.abort()
      await done
    },
  }
}

function send(app: FastifyInstance, token: string, text: string) {
  return app.inject({ method: 'POST', url: '/api/chat/messages', headers: bearer(token), payload: { text } })
}

function messageEvent(text: string) {
  return (event: StreamEvent) =>
    event.event === 'message' &&
    typeof event.data === 'object' &&
    event.data !== null &&
    'message' in event.data &&
    (event.data as { message: { text: string } }).message.text === text
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('live chat across store processes', () => {
  it("a shopper's message reaches a staff stream on another process, and the reply reaches the shopper", async () => {
    const staffStream = await openStream(secondUrl, '/api/staff/chat/stream', staffer.token)
    const shopperStream = await openStream(firstUrl, '/api/chat/stream', shopper.token)
    try {
      expect(staffStream.response.status).toBe(200)
      expect(staffStream.response.headers.get('content-type')).toContain('text/event-stream')
      expect(shopperStream.response.status).toBe(200)

      const text = 'Is the <b>iPhone 13</b> in stock? & when?'
      const sent = await send(testApp.app, shopper.token, text)
      expect(sent.statusCode).toBe(201)
      const heard = await staffStream.next(messageEvent(text))
      const conversationId = (heard.data as { conversationId: string }).conversationId
      // The shopper's own stream hears it too.
      await shopperStream.next(messageEvent(text))

      // The console lists it unread; reading it marks it read.
      const list = await second.app.inject({ method: 'GET', url: '/api/staff/chat', headers: bearer(staffer.token) })
      expect(list.statusCode).toBe(200)
      const [summary] = list.json<{
        data: { docs: { _id: string; unread: number; lastMessage: { text: string } }[] }
      }>().data.docs
      expect(summary).toMatchObject({ _id: conversationId, unread: 1, lastMessage: { text } })
      const read = await second.app.inject({
        method: 'GET',
        url: `/api/staff/chat/${conversationId}`,
        headers: bearer(staffer.token),
      })
      expect(read.json<{ data: { messages: { text: string }[] } }>().data.messages.map((m) => m.text)).toEqual([text])

      // Staff reply from the second process; the shopper's stream on the first hears it, and it is audited.
      const reply = await second.app.inject({
        method: 'POST',
        url: `/api/staff/chat/${conversationId}/messages`,
        headers: bearer(staffer.token),
        payload: { text: 'Yes, in all sizes.' },
      })
      expect(reply.statusCode).toBe(201)
      await shopperStream.next(messageEvent('Yes, in all sizes.'))
      const audit = await auditRepo(testApp.database.db).list({ targetId: conversationId, page: 1, limit: 5 })
      expect(audit.rows.map((row) => row.action)).toEqual(['chat.reply'])

      // Stored as sent.
      const mine = await testApp.app.inject({ method: 'GET', url: '/api/chat', headers: bearer(shopper.token) })
      expect(mine.json<{ data: { messages: { author: string; text: string }[] } }>().data.messages).toMatchObject([
        { author: 'shopper', text },
        { author: 'staff', text: 'Yes, in all sizes.' },
      ])
      // The shopper was present: nothing emailed.
      const emails = await outboxRepo(testApp.database.db).list({ to: shopper.email, limit: 10 })
      expect(emails.filter((email) => email.subject.includes('chat'))).toEqual([])
    } finally {
      await staffStream.close()
      await shopperStream.close()
    }
    await waitFor(() => testApp.app.chatStreams.size === 0 && second.app.chatStreams.size === 0)
  })

  it("a shopper's stream hears only their own conversation", async () => {
    const otherStream = await openStream(firstUrl, '/api/chat/stream', other.token)
    try {
      await send(second.app, shopper.token, 'Only for the store')
      await send(second.app, other.token, 'Mine')
      await otherStream.next(messageEvent('Mine'))
      expect(otherStream.events.some(messageEvent('Only for the store'))).toBe(false)
    } finally {
      await otherStream.close()
    }
  })

  it('a reply to a shopper who has gone is emailed to them with the conversation, as plain text', async () => {
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/chat', headers: bearer(other.token) })
    const id = mine.json<{ data: { _id: string } }>().data._id
    await waitFor(() => testApp.app.chatStreams.size === 0)
    // The last stream's close clears the presence after it is forgotten: wait for the row.
    await waitFor(async () => {
      const [row] = await testApp.database.db.select().from(chatConversations).where(eq(chatConversations.id, id))
      return row?.shopperPresentUntil === null
    })
    const reply = await testApp.app.inject({
      method: 'POST',
      url: `/api/staff/chat/${id}/messages`,
      headers: bearer(staffer.token),
      payload: { text: 'We have it <script>x</script>' },
    })
    expect(reply.statusCode).toBe(201)
    await testApp.app.store.background.idle()
    const [email] = await outboxRepo(testApp.database.db).list({ to: other.email, limit: 1 })
    expect(email?.subject).toBe('A reply to your chat with Oja')
    expect(email?.text).toContain('You: Mine\nOja: We have it <script>x</script>')
  })
})

describe('who reads what', () => {
  it("a shopper cannot read or answer in another's conversation, nor open the console's stream", async () => {
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/chat', headers: bearer(shopper.token) })
    const id = mine.json<{ data: { _id: string } }>().data._id
    const read = await testApp.app.inject({ method: 'GET', url: `/api/staff/chat/${id}`, headers: bearer(other.token) })
    expect(read.statusCode).toBe(403)
    const write = await testApp.app.inject({
      method: 'POST',
      url: `/api/staff/chat/${id}/messages`,
      headers: bearer(other.token),
      payload: { text: 'hi' },
    })
    expect(write.statusCode).toBe(403)
    const stream = await fetch(`${firstUrl}/api/staff/chat/stream`, { headers: bearer(other.token) })
    expect(stream.status).toBe(403)
    const unsigned = await fetch(`${firstUrl}/api/chat/stream`)
    expect(unsigned.status).toBe(401)
  })

  it('a conversation that does not exist is 404 to staff', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/staff/chat/65a1f0c2e4b0a1b2c3d4e5f6',
      headers: bearer(staffer.token),
    })
    expect(read.statusCode).toBe(404)
  })

  it('a message of spaces or over the limit is refused', async () => {
    expect((await send(testApp.app, shopper.token, '   ')).json()).toEqual({
      errors: [{ message: chatTexts.empty, field: 'text' }],
    })
    expect((await send(testApp.app, shopper.token, 'x'.repeat(2001))).statusCode).toBe(400)
  })
})

describe('throttling and caps', () => {
  it("a shopper's messages are throttled per shopper, counted across processes", async () => {
    const writer = await verifiedTestUser(testApp.app, 'chat-chatty@example.com')
    const answers = []
    for (let i = 0; i < CHAT_LIMITS.shopper.max + 1; i++)
      answers.push(await send(i % 2 === 0 ? testApp.app : second.app, writer.token, `message ${i}`))
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: CHAT_LIMITS.shopper.max }, () => 201),
    )
    const refused = answers.at(-1)!
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('a user holds at most three streams on a process', async () => {
    const streams = [
      await openStream(firstUrl, '/api/chat/stream', shopper.token),
      await openStream(firstUrl, '/api/chat/stream', shopper.token),
      await openStream(firstUrl, '/api/chat/stream', shopper.token),
    ]
    try {
      const fourth = await fetch(`${firstUrl}/api/chat/stream`, { headers: bearer(shopper.token) })
      expect(fourth.status).toBe(429)
    } finally {
      for (const stream of streams) await stream.close()
    }
    await waitFor(() => testApp.app.chatStreams.size === 0)
  })
})

interface VisitorStart {
  key: string
  conversation: {
    _id: string
    shopper: { name: string; email: string; visitor: boolean }
    messages: { text: string }[]
  }
}

function startVisitor(
  app: FastifyInstance,
  payload: { email: string; name?: string; text: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/api/chat/visitor', payload, remoteAddress })
}

async function startedVisitor(app: FastifyInstance, email: string, text: string, remoteAddress?: string) {
  const started = await startVisitor(app, { email, name: 'Bisi', text }, remoteAddress)
  expect(started.statusCode).toBe(201)
  return started.json<{ data: VisitorStart }>().data
}

function sendAsVisitor(app: FastifyInstance, key: string, text: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/chat/visitor/messages',
    headers: keyed(key),
    payload: { text },
    remoteAddress,
  })
}

describe('a visitor who gives an email', () => {
  it("starts a conversation a staff stream on another process hears; the reply reaches the visitor's stream", async () => {
    const staffStream = await openStream(secondUrl, '/api/staff/chat/stream', staffer.token)
    try {
      const visitor = await startedVisitor(testApp.app, 'bisi@example.com', 'Do you deliver to <i>Ibadan</i>?')
      expect(visitor.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(visitor.conversation.shopper).toEqual({ name: 'Bisi', email: 'bisi@example.com', visitor: true })
      const id = visitor.conversation._id
      const heard = await staffStream.next(messageEvent('Do you deliver to <i>Ibadan</i>?'))
      expect((heard.data as { conversationId: string }).conversationId).toBe(id)

      // Only the key's hash is kept.
      const [row] = await testApp.database.db.select().from(chatConversations).where(eq(chatConversations.id, id))
      expect(row).toMatchObject({
        userId: null,
        visitorEmail: 'bisi@example.com',
        visitorKeyHash: chatKeyHashOf(visitor.key),
      })
      expect(JSON.stringify(row)).not.toContain(visitor.key)

      // The console lists it as a visitor's, with their email.
      const list = await second.app.inject({ method: 'GET', url: '/api/staff/chat', headers: bearer(staffer.token) })
      const summary = list
        .json<{ data: { docs: { _id: string; shopper: object; unread: number }[] } }>()
        .data.docs.find((doc) => doc._id === id)
      expect(summary).toMatchObject({ shopper: { email: 'bisi@example.com', visitor: true }, unread: 1 })

      // The visitor's stream, on the first process, opened by the key.
      const visitorStream = await openStream(firstUrl, '/api/chat/visitor/stream', { key: visitor.key })
      try {
        expect(visitorStream.response.status).toBe(200)
        const written = await sendAsVisitor(testApp.app, visitor.key, 'And Ilorin?')
        expect(written.statusCode).toBe(201)
        await visitorStream.next(messageEvent('And Ilorin?'))
        await staffStream.next(messageEvent('And Ilorin?'))
        const reply = await second.app.inject({
          method: 'POST',
          url: `/api/staff/chat/${id}/messages`,
          headers: bearer(staffer.token),
          payload: { text: 'Yes, both, in two days.' },
        })
        expect(reply.statusCode).toBe(201)
        await visitorStream.next(messageEvent('Yes, both, in two days.'))
        const read = await testApp.app.inject({ method: 'GET', url: '/api/chat/visitor', headers: keyed(visitor.key) })
        expect(read.statusCode).toBe(200)
        expect(read.json<{ data: { messages: { author: string; text: string }[] } }>().data.messages).toMatchObject([
          { author: 'shopper', text: 'Do you deliver to <i>Ibadan</i>?' },
          { author: 'shopper', text: 'And Ilorin?' },
          { author: 'staff', text: 'Yes, both, in two days.' },
        ])
        await testApp.app.store.background.idle()
        await second.app.store.background.idle()
        // Present: nothing emailed.
        expect(await outboxRepo(testApp.database.db).list({ to: 'bisi@example.com', limit: 5 })).toEqual([])
      } finally {
        await visitorStream.close()
      }
    } finally {
      await staffStream.close()
    }
    await waitFor(() => testApp.app.chatStreams.size === 0 && second.app.chatStreams.size === 0)
  })

  it('a reply to a visitor who has gone is emailed to the email they gave', async () => {
    const visitor = await startedVisitor(testApp.app, 'gone@example.com', 'Call me back?', '10.0.1.1')
    // Their presence from the first message ends; no stream of theirs is open.
    await testApp.database.db
      .update(chatConversations)
      .set({ shopperPresentUntil: null })
      .where(eq(chatConversations.id, visitor.conversation._id))
    const reply = await second.app.inject({
      method: 'POST',
      url: `/api/staff/chat/${visitor.conversation._id}/messages`,
      headers: bearer(staffer.token),
      payload: { text: 'We emailed you.' },
    })
    expect(reply.statusCode).toBe(201)
    await second.app.store.background.idle()
    const [email] = await outboxRepo(testApp.database.db).list({ to: 'gone@example.com', limit: 1 })
    expect(email?.subject).toBe('A reply to your chat with Oja')
    expect(email?.text).toContain('You: Call me back?\nOja: We emailed you.')
  })

  it('a key opens its own conversation only: a wrong key reads, writes and streams nothing; none is 401', async () => {
    const visitor = await startedVisitor(testApp.app, 'own@example.com', 'Mine alone', '10.0.2.1')
    const stranger = await startedVisitor(testApp.app, 'stranger@example.com', 'Someone else', '10.0.2.2')
    const wrong = 'A'.repeat(43)
    const read = await testApp.app.inject({ method: 'GET', url: '/api/chat/visitor', headers: keyed(wrong) })
    expect([read.statusCode, read.json()]).toEqual([404, { errors: [{ message: 'Conversation not found' }] }])
    expect((await sendAsVisitor(testApp.app, wrong, 'hello')).statusCode).toBe(404)
    expect((await fetch(`${firstUrl}/api/chat/visitor/stream`, { headers: keyed(wrong) })).status).toBe(404)
    const none = await testApp.app.inject({ method: 'GET', url: '/api/chat/visitor' })
    expect([none.statusCode, none.json()]).toEqual([401, { errors: [{ message: chatTexts.keyRequired }] }])
    expect((await fetch(`${firstUrl}/api/chat/visitor/stream`)).status).toBe(401)
    // A signed-in shopper's token is not a key.
    const token = await testApp.app.inject({ method: 'GET', url: '/api/chat/visitor', headers: bearer(shopper.token) })
    expect(token.statusCode).toBe(401)

    // The visitor's stream hears their conversation only: not another visitor's, not a shopper's.
    const stream = await openStream(firstUrl, '/api/chat/visitor/stream', { key: visitor.key })
    try {
      await sendAsVisitor(second.app, stranger.key, 'Not for you', '10.0.2.2')
      await send(second.app, other.token, 'Nor this')
      await sendAsVisitor(second.app, visitor.key, 'For me', '10.0.2.1')
      await stream.next(messageEvent('For me'))
      expect(stream.events.some(messageEvent('Not for you'))).toBe(false)
      expect(stream.events.some(messageEvent('Nor this'))).toBe(false)
    } finally {
      await stream.close()
    }
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/chat/visitor', headers: keyed(visitor.key) })
    expect(mine.json<{ data: { messages: { text: string }[] } }>().data.messages.map((m) => m.text)).toEqual([
      'Mine alone',
      'For me',
    ])
    // An ended key opens nothing.
    await testApp.database.db
      .update(chatConversations)
      .set({ visitorKeyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatConversations.id, visitor.conversation._id))
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/chat/visitor', headers: keyed(visitor.key) })).statusCode,
    ).toBe(404)
    await waitFor(() => testApp.app.chatStreams.size === 0)
  })

  it('refuses an email the store would not take, a long name and an empty message, naming the field', async () => {
    const answers = await Promise.all([
      startVisitor(testApp.app, { email: 'bisi', text: 'Hi' }, '10.0.3.1'),
      startVisitor(testApp.app, { email: 'bisi@example.com', name: 'x'.repeat(101), text: 'Hi' }, '10.0.3.1'),
      startVisitor(testApp.app, { email: 'bisi@example.com', text: '   ' }, '10.0.3.1'),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400])
    expect(answers[2]!.json()).toEqual({ errors: [{ message: chatTexts.empty, field: 'text' }] })
  })

  it('throttles starts per address, and messages per key, across processes', async () => {
    const starts = []
    for (let i = 0; i < CHAT_LIMITS.visitorStart.max + 1; i++)
      starts.push(
        await startVisitor(
          i % 2 === 0 ? testApp.app : second.app,
          { email: `v${i}@example.com`, text: 'Hi' },
          '10.0.4.1',
        ),
      )
    expect(starts.slice(0, -1).every((answer) => answer.statusCode === 201)).toBe(true)
    expect(starts.at(-1)!.statusCode).toBe(429)
    expect(Number(starts.at(-1)!.headers['retry-after'])).toBeGreaterThan(0)
    // Another address may still start.
    const elsewhere = await startVisitor(testApp.app, { email: 'v@example.com', text: 'Hi' }, '10.0.4.2')
    expect(elsewhere.statusCode).toBe(201)

    const { key } = starts[0]!.json<{ data: VisitorStart }>().data
    const answers = []
    for (let i = 0; i < CHAT_LIMITS.visitor.max + 1; i++)
      answers.push(await sendAsVisitor(i % 2 === 0 ? testApp.app : second.app, key, `message ${i}`, `10.0.5.${i}`))
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: CHAT_LIMITS.visitor.max }, () => 201),
    )
    expect(answers.at(-1)!.statusCode).toBe(429)
  })
})
