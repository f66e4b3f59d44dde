// Sessions the server knows (docs/adr/0023): every token names a session, the guard accepts it only while that session
// is live, the refresh cookie keeps the session and is swapped on each refresh (a replaced one coming back after the
// grace ends the session), 'Keep me signed in' chooses the session's lifetime, logout and signOutEverywhere end
// sessions, and an ending reaches another store process over the same database within seconds.
// @postgres: refreshes race on one session.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { decodeJwt, SignJWT } from 'jose'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, sandboxAccounts } from './app'
import { queryRows } from './db/database'
import { IDLE_SESSION_MS, LAST_SEEN_EVERY_MS, REFRESH_GRACE_MS } from './services/sessions'
import { SESSION_EXPIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './services/tokens'
import {
  bearer,
  EXAMPLE_PASSWORD,
  latestEmailedCode,
  openTestApp,
  refreshCookie,
  refreshTokenSet,
  signUpTestUser,
  type TestApp,
} from './test-support'

const SECRET = 'the sessions test store secret, at least 32 characters'
const HOUR = 3600_000
const MINUTE = 60_000
const DAY = 24 * HOUR

let testApp: TestApp
let offset = 0
const now = () => new Date(Date.now() + offset)

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now, tokenSecret: SECRET, shortAccessTokens: true })
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
/** A refresh as the browser makes it: the refresh cookie, no bearer token. */
const refresh = (refreshToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/users/refreshToken', headers: refreshCookie(refreshToken) })
const logout = (token: string, app?: FastifyInstance) => call('POST', '/api/users/logout', token, app)
const signOutEverywhere = (token: string) => call('POST', '/api/users/signOutEverywhere', token)

async function signInReply(email: string, keepSignedIn?: boolean) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email, password: EXAMPLE_PASSWORD, ...(keepSignedIn === undefined ? {} : { keepSignedIn }) },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response
}

async function signIn(email: string): Promise<string> {
  return tokenOf(await signInReply(email))
}

function tokenOf(response: { json(): unknown }): string {
  return (response.json() as { data: { token: string } }).data.token
}

function message(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string }[] }).errors[0]?.message
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
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
    refresh_hash: string | null
    previous_refresh_hash: string | null
    rotated_at: Date | null
    keep_signed_in: boolean
  }>(
    testApp.database.db,
    sql`select user_id, ended_at, ended_reason, expires_at, last_seen_at, refresh_hash, previous_refresh_hash,
          rotated_at, keep_signed_in
        from sessions where id = ${String(sessionId)}`,
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
    expect(new Date(row!.expires_at).getTime() - Date.now()).toBeGreaterThan(30 * DAY - HOUR)
    expect(row).toMatchObject({ keep_signed_in: true, refresh_hash: sha256(user.refreshToken) })
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
    expect(ended.cookies).toContainEqual(expect.objectContaining({ name: 'oja_refresh', value: '', maxAge: 0 }))
    const refreshed = await refresh(user.refreshToken)
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
    expect(ended.cookies).toContainEqual(expect.objectContaining({ name: 'oja_refresh', value: '' }))
    expect((await refresh(user.refreshToken)).statusCode).toBe(401)
    expect((await addresses(other.token)).statusCode).toBe(200)
    expect(await sessionRow(sidOf(user.token))).toMatchObject({ ended_reason: 'signedOutEverywhere' })
    expect(await sessionRow(sidOf(second))).toMatchObject({ ended_reason: 'signedOutEverywhere' })
    expect(await sessionRow(sidOf(other.token))).toMatchObject({ ended_at: null })
  })

  it('is kept by refresh, which moves its end on; a refreshed token works until the session ends', async () => {
    const user = await signUpTestUser(testApp.app, 'refresh@example.com')
    const before = await sessionRow(sidOf(user.token))
    offset = 2 * HOUR
    const response = await refresh(user.refreshToken)
    expect(response.statusCode, response.body).toBe(200)
    const fresh = tokenOf(response)
    expect(sidOf(fresh)).toEqual(sidOf(user.token))
    const after = await sessionRow(sidOf(user.token))
    expect(new Date(after!.expires_at).getTime() - new Date(before!.expires_at).getTime()).toBeGreaterThanOrEqual(
      2 * HOUR - 2000,
    )
    expect((await addresses(fresh)).statusCode).toBe(200)
    expect((await logout(fresh)).statusCode).toBe(200)
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
    expect(sidOf(tokenOf(response))).toEqual(sidOf(user.token))
    // With a new refresh cookie for that session.
    const next = refreshTokenSet(response)
    expect(await sessionRow(sidOf(user.token))).toMatchObject({ refresh_hash: sha256(next) })
    expect((await refresh(next)).statusCode).toBe(200)
  })

  it('is refused once past its end, even while the token itself has not expired', async () => {
    const user = await signUpTestUser(testApp.app, 'expires@example.com')
    // A session that ends before its token does (an idle session's end comes before its last token's).
    await testApp.database.db.execute(
      sql`update sessions set expires_at = ${new Date(Date.now() + 5 * MINUTE).toISOString()}::timestamptz
          where id = ${String(sidOf(user.token))}`,
    )
    expect((await addresses(user.token)).statusCode).toBe(200)
    offset = 6 * MINUTE
    const refused = await addresses(user.token)
    expect(refused.statusCode).toBe(401)
    expect(message(refused)).toBe(SESSION_EXPIRED_MESSAGE)
    expect((await refresh(user.refreshToken)).statusCode).toBe(401)
  })

  it('is refused, as its refresh cookie is, a token lifetime (30 days) after the last refresh', async () => {
    const user = await signUpTestUser(testApp.app, 'lifetime@example.com')
    offset = 30 * DAY + MINUTE
    const refused = await refresh(user.refreshToken)
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

describe('the refresh cookie', () => {
  /** The Set-Cookie of the refresh token a reply set. */
  function setCookieOf(response: { headers: Record<string, unknown> }): string {
    const header = response.headers['set-cookie']
    const all = Array.isArray(header) ? header.map(String) : [String(header)]
    return all.find((cookie) => cookie.startsWith('oja_refresh=')) ?? ''
  }

  it('is HttpOnly, SameSite=Strict, for /api/users only, and kept 30 days with "Keep me signed in"', async () => {
    const user = await signUpTestUser(testApp.app, 'cookie-kept@example.com')
    const cookie = setCookieOf(await signInReply(user.email, true))
    expect(cookie).toMatch(/^oja_refresh=[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).toContain('; SameSite=Strict')
    expect(cookie).toContain('; Path=/api/users')
    expect(cookie).toContain(`; Max-Age=${30 * 24 * 3600}`)
    // Plain http (no trusted proxy saying https): not Secure, or the browser would never send it back.
    expect(cookie).not.toContain('Secure')
    expect(setCookieOf(await signInReply(user.email))).toContain(`; Max-Age=${30 * 24 * 3600}`)
  })

  it('lasts until the browser closes without "Keep me signed in", and its session 2 hours without a refresh', async () => {
    const user = await signUpTestUser(testApp.app, 'cookie-unticked@example.com')
    const response = await signInReply(user.email, false)
    const cookie = setCookieOf(response)
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).not.toContain('Max-Age')
    expect(cookie).not.toContain('Expires')
    const token = tokenOf(response)
    expect(await sessionRow(sidOf(token))).toMatchObject({ keep_signed_in: false })
    offset = IDLE_SESSION_MS - MINUTE
    const refreshed = await refresh(refreshTokenSet(response))
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect(setCookieOf(refreshed)).not.toContain('Max-Age')
    offset += IDLE_SESSION_MS + MINUTE
    const idle = await refresh(refreshTokenSet(refreshed))
    expect(idle.statusCode).toBe(401)
    expect(message(idle)).toBe(SESSION_EXPIRED_MESSAGE)
  })

  it('keeps a ticked session past those 2 hours', async () => {
    const user = await signUpTestUser(testApp.app, 'cookie-ticked@example.com')
    offset = 3 * DAY
    expect((await refresh(user.refreshToken)).statusCode).toBe(200)
  })

  it('is swapped for a new one on each refresh, in the same session', async () => {
    const user = await signUpTestUser(testApp.app, 'rotation@example.com')
    offset = MINUTE
    const first = await refresh(user.refreshToken)
    expect(first.statusCode, first.body).toBe(200)
    const next = refreshTokenSet(first)
    expect(next).not.toBe(user.refreshToken)
    expect(sidOf(tokenOf(first))).toEqual(sidOf(user.token))
    expect(await sessionRow(sidOf(user.token))).toMatchObject({
      refresh_hash: sha256(next),
      previous_refresh_hash: sha256(user.refreshToken),
    })
    expect((await sessionRow(sidOf(user.token)))!.rotated_at).not.toBeNull()
    offset = 2 * MINUTE
    const second = await refresh(next)
    expect(second.statusCode).toBe(200)
    expect(refreshTokenSet(second)).not.toBe(next)
  })

  it('renews an access token that has run out (15 minutes), which is refused itself', async () => {
    const user = await signUpTestUser(testApp.app, 'run-out@example.com')
    offset = 16 * MINUTE
    const refused = await addresses(user.token)
    expect(refused.statusCode).toBe(401)
    expect(message(refused)).toBe(SESSION_EXPIRED_MESSAGE)
    const refreshed = await refresh(user.refreshToken)
    expect(refreshed.statusCode).toBe(200)
    expect((await addresses(tokenOf(refreshed))).statusCode).toBe(200)
  })

  it('is needed: a bearer token alone renews nothing', async () => {
    const user = await signUpTestUser(testApp.app, 'bearer-only@example.com')
    const response = await call('GET', '/api/users/refreshToken', user.token)
    expect(response.statusCode).toBe(401)
    expect(message(response)).toBe(SIGN_IN_REQUIRED_MESSAGE)
    expect(message(await refresh('not-a-refresh-token'))).toBe(SIGN_IN_REQUIRED_MESSAGE)
    expect(message(await refresh('A'.repeat(43)))).toBe(SIGN_IN_REQUIRED_MESSAGE)
  })

  it('replayed within the grace (two tabs at once) gets an access token and leaves the session as it is', async () => {
    const user = await signUpTestUser(testApp.app, 'grace@example.com')
    const rotated = await refresh(user.refreshToken)
    const next = refreshTokenSet(rotated)
    offset = REFRESH_GRACE_MS - 1000
    const replay = await refresh(user.refreshToken)
    expect(replay.statusCode, replay.body).toBe(200)
    expect(replay.cookies).toEqual([])
    expect(sidOf(tokenOf(replay))).toEqual(sidOf(user.token))
    expect(await sessionRow(sidOf(user.token))).toMatchObject({ ended_at: null, refresh_hash: sha256(next) })
    expect((await refresh(next)).statusCode).toBe(200)
  })

  it('raced by several refreshes at once is swapped once, and the session stays live', async () => {
    const user = await signUpTestUser(testApp.app, 'race@example.com')
    const replies = await Promise.all(Array.from({ length: 5 }, () => refresh(user.refreshToken)))
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200])
    const set = replies.flatMap((reply) => reply.cookies).filter((cookie) => cookie.name === 'oja_refresh')
    expect(set).toHaveLength(1)
    expect(await sessionRow(sidOf(user.token))).toMatchObject({
      ended_at: null,
      refresh_hash: sha256(set[0]!.value),
      previous_refresh_hash: sha256(user.refreshToken),
    })
    expect((await refresh(set[0]!.value)).statusCode).toBe(200)
  })

  it('ends the session by logout with an access token that has run out, and is cleared', async () => {
    const user = await signUpTestUser(testApp.app, 'logout-by-cookie@example.com')
    offset = 16 * MINUTE
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...bearer(user.token), ...refreshCookie(user.refreshToken) },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'oja_refresh', value: '', maxAge: 0 }))
    expect(await sessionRow(sidOf(user.token))).toMatchObject({ ended_reason: 'logout' })
    expect((await refresh(user.refreshToken)).statusCode).toBe(401)
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
    const refreshWithBearer = await call('GET', '/api/users/refreshToken', token)
    for (const response of [await addresses(token), refreshWithBearer, await logout(token)]) {
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

  it('a replaced refresh token used after the grace ends its session, refused by the other within 5 seconds', async () => {
    const user = await signUpTestUser(testApp.app, 'reuse@example.com')
    const rotated = await refresh(user.refreshToken)
    const next = refreshTokenSet(rotated)
    const token = tokenOf(rotated)
    expect((await addresses(token, second)).statusCode).toBe(200)
    offset = REFRESH_GRACE_MS + 1000
    const endedAt = Date.now()
    const replay = await refresh(user.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(message(replay)).toBe(SESSION_EXPIRED_MESSAGE)
    expect(await sessionRow(sidOf(token))).toMatchObject({ ended_reason: 'refreshReused' })
    // The token that replaced it is worth nothing now either: whoever holds it.
    expect((await refresh(next)).statusCode).toBe(401)
    let status = 200
    while (status === 200 && Date.now() - endedAt < 5000) {
      status = (await addresses(token, second)).statusCode
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe(401)
    expect(Date.now() - endedAt).toBeLessThan(5000)
  })

  it('an API call on the other after a logout on one is refused at once, its token verified there a moment before', async () => {
    const user = await signUpTestUser(testApp.app, 'two-processes-at-once@example.com')
    // The second process has verified the token (and keeps it for a while: docs/adr/0048) and read the session.
    expect((await addresses(user.token, second)).statusCode).toBe(200)
    expect((await logout(user.token, testApp.app)).statusCode).toBe(200)
    const after = await addresses(user.token, second)
    expect(after.statusCode).toBe(401)
    expect(message(after)).toBe(SESSION_EXPIRED_MESSAGE)
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

describe('what a store keeps of a signed-in call (docs/adr/0048)', () => {
  const cart = (token: string, app?: FastifyInstance) => call('GET', '/api/carts', token, app)

  it('sees a session ended by a statement no service made on the next call', async () => {
    const user = await signUpTestUser(testApp.app, 'kept-ended@example.com')
    expect((await addresses(user.token)).statusCode).toBe(200)
    expect((await addresses(user.token)).statusCode).toBe(200)
    await testApp.database.db.execute(
      sql`update sessions set ended_at = now(), ended_reason = 'logout' where id = ${String(sidOf(user.token))}`,
    )
    const after = await addresses(user.token)
    expect(after.statusCode).toBe(401)
    expect(message(after)).toBe(SESSION_EXPIRED_MESSAGE)
  })

  it('sees a user changed by a statement no service made on the next call, on every session of theirs', async () => {
    const user = await signUpTestUser(testApp.app, 'kept-changed@example.com')
    const second = await signIn(user.email)
    for (const token of [user.token, second]) expect((await cart(token)).statusCode).toBe(403)
    await testApp.database.db.execute(sql`update users set email_verified_at = now() where id = ${user.id}`)
    for (const token of [user.token, second]) expect((await cart(token)).statusCode).toBe(200)
    await testApp.database.db.execute(sql`update users set email_verified_at = null where id = ${user.id}`)
    for (const token of [user.token, second]) expect((await cart(token)).statusCode).toBe(403)
  })
})
