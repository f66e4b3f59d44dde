// Sessions the server knows (docs/adr/0023): every token names a session, the guard accepts it only while that session
// is live, refresh keeps the session, logout and signOutEverywhere end sessions, and an ending reaches another store
// process over the same database within seconds.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { decodeJwt, SignJWT } from 'jose'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, sandboxAccounts } from './app'
import { queryRows } from './db/database'
import { LAST_SEEN_EVERY_MS } from './services/sessions'
import { SESSION_EXPIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './services/tokens'
import { bearer, EXAMPLE_PASSWORD, latestEmailedCode, openTestApp, signUpTestUser, type TestApp } from './test-support'

const SECRET = 'the sessions test store secret, at least 32 characters'
const HOUR = 3600_000

let testApp: TestApp
let offset = 0
const now = () => new Date(Date.now() + offset)

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now, tokenSecret: SECRET })
})

afterAll(async () => {
  await testApp?.close()
})

beforeEach(() => {
  offset = 0
})

function call(method: 'GET' | 'POST', url: string, token?: string, app: FastifyInstance = testApp.app) {
  return app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) })
}

/** A protected call that changes nothing: the shopper's saved addresses. */
const addresses = (token: string, app?: FastifyInstance) => call('GET', '/api/address', token, app)
const refresh = (token: string) => call('GET', '/api/users/refreshToken', token)
const logout = (token: string, app?: FastifyInstance) => call('POST', '/api/users/logout', token, app)
const signOutEverywhere = (token: string) => call('POST', '/api/users/signOutEverywhere', token)

async function signIn(email: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email, password: EXAMPLE_PASSWORD },
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: { token: string } }).data.token
}

function message(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string }[] }).errors[0]?.message
}

function sidOf(token: string): unknown {
  return decodeJwt(token).sid
}

async function sessionRow(sessionId: unknown) {
  const [row] = await queryRows<{
    user_id: string
    ended_at: Date | null
    ended_reason: string | null
    expires_at: Date
    last_seen_at: Date
  }>(
    testApp.database.db,
    sql`select user_id, ended_at, ended_reason, expires_at, last_seen_at from sessions where id = ${String(sessionId)}`,
  )
  return row
}

describe('a session', () => {
  it('is started by sign-up and sign-in, each with its own unguessable id in the token', async () => {
    const user = await signUpTestUser(testApp.app, 'starts@example.com')
    const again = await signIn(user.email)
    expect(sidOf(user.token)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(sidOf(again)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(sidOf(again)).not.toEqual(sidOf(user.token))
    const row = await sessionRow(sidOf(user.token))
    expect(row).toMatchObject({ user_id: user.id, ended_at: null, ended_reason: null })
    expect(new Date(row!.expires_at).getTime() - Date.now()).toBeGreaterThan(167 * HOUR)
  })

  it('ends with logout: the token is refused on the next call, and refresh with it too', async () => {
    const user = await signUpTestUser(testApp.app, 'logout@example.com')
    expect((await addresses(user.token)).statusCode).toBe(200)
    const ended = await logout(user.token)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(ended.json()).toEqual({ data: { ended: true } })
    const after = await addresses(user.token)
    expect(after.statusCode).toBe(401)
    expect(message(after)).toBe(SESSION_EXPIRED_MESSAGE)
    const refreshed = await refresh(user.token)
    expect(refreshed.statusCode).toBe(401)
    expect(message(refreshed)).toBe(SESSION_EXPIRED_MESSAGE)
    expect((await logout(user.token)).statusCode).toBe(401)
    expect(await sessionRow(sidOf(user.token))).toMatchObject({ ended_reason: 'logout' })
  })

  it("ends everywhere: both of the account's sessions end, another account's do not", async () => {
    const user = await signUpTestUser(testApp.app, 'everywhere@example.com')
    const second = await signIn(user.email)
    const other = await signUpTestUser(testApp.app, 'bystander@example.com')
    const ended = await signOutEverywhere(second)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(ended.json()).toEqual({ data: { ended: 2 } })
    expect((await addresses(user.token)).statusCode).toBe(401)
    expect((await addresses(second)).statusCode).toBe(401)
    expect((await refresh(user.token)).statusCode).toBe(401)
    expect((await addresses(other.token)).statusCode).toBe(200)
    expect(await sessionRow(sidOf(user.token))).toMatchObject({ ended_reason: 'signedOutEverywhere' })
    expect(await sessionRow(sidOf(second))).toMatchObject({ ended_reason: 'signedOutEverywhere' })
    expect(await sessionRow(sidOf(other.token))).toMatchObject({ ended_at: null })
  })

  it('is kept by refresh, which moves its end on; the older token works until the session ends', async () => {
    const user = await signUpTestUser(testApp.app, 'refresh@example.com')
    const before = await sessionRow(sidOf(user.token))
    offset = 2 * HOUR
    const response = await refresh(user.token)
    expect(response.statusCode, response.body).toBe(200)
    const fresh = (response.json() as { data: { token: string } }).data.token
    expect(sidOf(fresh)).toEqual(sidOf(user.token))
    const after = await sessionRow(sidOf(user.token))
    expect(new Date(after!.expires_at).getTime() - new Date(before!.expires_at).getTime()).toBeGreaterThanOrEqual(
      2 * HOUR - 2000,
    )
    expect((await addresses(user.token)).statusCode).toBe(200)
    expect((await addresses(fresh)).statusCode).toBe(200)
    expect((await logout(fresh)).statusCode).toBe(200)
    expect((await addresses(user.token)).statusCode).toBe(401)
    expect((await addresses(fresh)).statusCode).toBe(401)
  })

  it('is kept by a verified code: the reply names the same session', async () => {
    const user = await signUpTestUser(testApp.app, 'verify-keeps@example.com')
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/verifyOtp',
      headers: bearer(user.token),
      payload: { email: user.email, otp: await latestEmailedCode(testApp.app, user.email) },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(sidOf((response.json() as { data: { token: string } }).data.token)).toEqual(sidOf(user.token))
  })

  it('is refused once past its end, even while the token itself has not expired', async () => {
    const user = await signUpTestUser(testApp.app, 'expires@example.com')
    // A session that ends before its token does (as a shorter session lifetime would make it).
    await testApp.database.db.execute(
      sql`update sessions set expires_at = ${new Date(Date.now() + HOUR).toISOString()}::timestamptz
          where id = ${String(sidOf(user.token))}`,
    )
    expect((await addresses(user.token)).statusCode).toBe(200)
    offset = HOUR + 60_000
    const refused = await addresses(user.token)
    expect(refused.statusCode).toBe(401)
    expect(message(refused)).toBe(SESSION_EXPIRED_MESSAGE)
    expect((await refresh(user.token)).statusCode).toBe(401)
  })

  it('is refused, as its token is, a token lifetime after the last refresh', async () => {
    const user = await signUpTestUser(testApp.app, 'lifetime@example.com')
    offset = 168 * HOUR + 60_000
    const refused = await refresh(user.token)
    expect(refused.statusCode).toBe(401)
    expect(message(refused)).toBe(SESSION_EXPIRED_MESSAGE)
  })

  it('notes when it was last seen at most once a minute, and only for calls that worked', async () => {
    const user = await signUpTestUser(testApp.app, 'seen@example.com')
    const started = (await sessionRow(sidOf(user.token)))!.last_seen_at
    expect((await addresses(user.token)).statusCode).toBe(200)
    expect((await sessionRow(sidOf(user.token)))!.last_seen_at).toEqual(started)
    offset = LAST_SEEN_EVERY_MS + 1000
    expect((await addresses(user.token)).statusCode).toBe(200)
    const seen = (await sessionRow(sidOf(user.token)))!.last_seen_at
    expect(new Date(seen).getTime()).toBeGreaterThan(new Date(started).getTime())
    expect((await addresses(user.token)).statusCode).toBe(200)
    expect((await sessionRow(sidOf(user.token)))!.last_seen_at).toEqual(seen)
  })
})

describe('a token without a session', () => {
  async function signed(claims: Record<string, unknown>, subject: string): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('oja')
      .setAudience('oja-web')
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(new TextEncoder().encode(SECRET))
  }

  it('is refused when signed with the store secret but naming no session (a token from before sessions)', async () => {
    const user = await signUpTestUser(testApp.app, 'no-sid@example.com')
    const token = await signed({}, user.id)
    for (const response of [await addresses(token), await refresh(token), await logout(token)]) {
      expect(response.statusCode).toBe(401)
      expect(message(response)).toBe(SIGN_IN_REQUIRED_MESSAGE)
    }
  })

  it('is refused when it names a session that does not exist, or one of another account', async () => {
    const user = await signUpTestUser(testApp.app, 'made-up-sid@example.com')
    const other = await signUpTestUser(testApp.app, 'someone-else@example.com')
    expect((await addresses(await signed({ sid: 'AAAAAAAAAAAAAAAAAAAAAA' }, user.id))).statusCode).toBe(401)
    expect((await addresses(await signed({ sid: sidOf(other.token) }, user.id))).statusCode).toBe(401)
  })
})

describe('two store processes over one database', () => {
  let second: FastifyInstance
  let mediaDir: string

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'oja-sessions-'))
    // Its own store (and so its own session cache), on the first app's database and secret.
    second = await buildApp({
      database: testApp.database,
      mediaDir,
      accounts: sandboxAccounts(SECRET),
      throttle: false,
      walletSettlementMs: false,
      uploadSweepMs: false,
      refundRoundMs: false,
      sandboxWebhookDelayMs: false,
    })
    await second.ready()
  })

  afterAll(async () => {
    await second?.close()
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
  })

  it('a logout on one is refused by the other within 5 seconds', async () => {
    const user = await signUpTestUser(testApp.app, 'two-processes@example.com')
    // The second process has read the session (and keeps it for a while).
    expect((await addresses(user.token, second)).statusCode).toBe(200)
    expect((await addresses(user.token, second)).statusCode).toBe(200)
    const endedAt = Date.now()
    expect((await logout(user.token, testApp.app)).statusCode).toBe(200)
    let status = 200
    while (status === 200 && Date.now() - endedAt < 5000) {
      status = (await addresses(user.token, second)).statusCode
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe(401)
    expect(Date.now() - endedAt).toBeLessThan(5000)
  })
})
