// Issue 10's slow and malformed clients against a listening store (limits shortened for the test): each is cut
// off or refused with the error envelope, never left holding a connection.
// @pglite: its slow bodies race in the HTTP server, not in the database.
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { openTestDatabase, type Database } from './db/database'
import type { HttpLimits } from './http-limits'
import type { FastifyInstance } from 'fastify'
import { refreshCookie, refreshTokenSet } from './test-support'

const limits: HttpLimits = { headersMs: 800, requestMs: 1_200, idleMs: 5_000, keepAliveMs: 500, maxConnections: 1_000 }
let database: Database
let app: FastifyInstance
let port: number

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp({ database, mediaDir: '/nonexistent', httpLimits: limits })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await app.close()
  await database.close()
})

/** Opens a raw connection, writes `text`, and resolves with everything the server sends until it closes. */
function exchange(
  text: string,
  { end = false } = {},
): { socket: Socket; reply: Promise<{ text: string; ms: number }> } {
  const started = Date.now()
  const socket = connect(port, '127.0.0.1')
  let received = ''
  const reply = new Promise<{ text: string; ms: number }>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('close', () => resolve({ text: received, ms: Date.now() - started }))
    socket.on('error', () => undefined)
  })
  socket.write(text)
  if (end) socket.end()
  return { socket, reply }
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
}

function envelopeOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))
}

describe('slow and malformed clients', () => {
  it('answers 408 in the envelope and closes a request whose body never finishes', async () => {
    const { reply } = exchange(
      'POST /api/users/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    )
    const { text, ms } = await reply
    expect(statusOf(text)).toBe(408)
    expect(envelopeOf(text)).toEqual({ errors: [{ message: 'The request took too long to arrive' }] })
    expect(ms).toBeLessThan(limits.requestMs + 2_500)
  })

  it('closes a connection whose headers never finish', async () => {
    const { reply } = exchange('GET /api/products HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    const { text, ms } = await reply
    expect([408, 0]).toContain(statusOf(text) || 0)
    expect(ms).toBeLessThan(limits.headersMs + 2_500)
  })

  it('frees every one of 300 slow bodies held at once, and still serves others meanwhile', async () => {
    const held = Array.from({ length: 300 }, () =>
      exchange(
        'POST /api/users/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      ),
    )
    const meanwhile = await fetch(`http://127.0.0.1:${port}/api/promo`)
    expect(meanwhile.status).toBe(200)
    const replies = await Promise.all(held.map(({ reply }) => reply))
    expect(replies.every(({ text }) => statusOf(text) === 408)).toBe(true)
    expect(Math.max(...replies.map(({ ms }) => ms))).toBeLessThan(limits.requestMs + 3_000)
  })

  it('answers headers too large with 431 in the envelope', async () => {
    const { reply } = exchange(`GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    const { text } = await reply
    expect(statusOf(text)).toBe(431)
    expect(envelopeOf(text)).toEqual({ errors: [{ message: 'The request headers are too large' }] })
  })

  it('answers malformed framing with 400 in the envelope', async () => {
    for (const request of [
      'NOT HTTP AT ALL\r\n\r\n',
      'POST /api/users/signin HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
      'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]) {
      const { reply } = exchange(request)
      const { text } = await reply
      expect(statusOf(text), request).toBe(400)
      expect(envelopeOf(text)).toEqual({ errors: [{ message: 'The request is malformed' }] })
    }
  })
})

describe('caching of answers that carry a token or personal data', () => {
  it('marks sign-up, sign-in and every other personal answer no-store, and leaves the catalogue alone', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'cache@example.com', password: 'abcd1234' },
    })
    expect(signUp.statusCode).toBe(201)
    expect(signUp.headers['cache-control']).toBe('no-store')
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'cache@example.com', password: 'abcd1234' },
    })
    expect(signIn.headers['cache-control']).toBe('no-store')
    const token = signIn.json<{ data: { token: string } }>().data.token
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/users/refreshToken',
      headers: refreshCookie(refreshTokenSet(signIn)),
    })
    expect(refresh.headers['cache-control']).toBe('no-store')
    const refused = await app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'cache@example.com', password: 'wrong' },
    })
    expect(refused.headers['cache-control']).toBe('no-store')
    const withToken = await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(withToken.headers['cache-control']).toBe('no-store')
    expect((await app.inject({ method: 'GET', url: '/api/products' })).headers['cache-control']).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: '/api/promo' })).headers['cache-control']).toBeUndefined()
  })
})
