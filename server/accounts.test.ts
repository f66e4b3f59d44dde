// Accounts through the API (spec §2 Login, Sign Up, Verification; §4 Auth; docs/adr/0001 items 7–9 and 0003):
// what each call does, and that every refusal says why and changes nothing.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { queryRows } from './db/database'
import { accountErrors, OTP_ALPHABET } from './services/accounts'
import { SESSION_EXPIRED_MESSAGE } from './services/tokens'
import {
  bearer,
  databaseFingerprint,
  EXAMPLE_PASSWORD,
  latestEmailedCode,
  refreshCookie,
  refreshTokenSet,
  openTestApp,
  signUpTestUser,
  type TestApp,
} from './test-support'

const MINUTE = 60_000

let testApp: TestApp
let offset = 0
const now = () => new Date(Date.now() + offset)

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now, shortAccessTokens: true })
})

afterAll(async () => {
  await testApp?.close()
})

beforeEach(() => {
  offset = 0
})

function post(url: string, payload: object, token?: string) {
  return testApp.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) })
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

async function emailsTo(email: string): Promise<number> {
  const page = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })
  return page.body.split('data-slot="outbox-message"').length - 1
}

/** A code this account was not sent (the alphabet has no 0 or 1). */
const WRONG_CODE = '01010'

describe('sign-up', () => {
  it('makes an unverified account with an argon2id hash and the referral code, and emails a 5-character code', async () => {
    const response = await post('/api/users/signup', {
      email: 'Ada.Obi@Example.com',
      password: 'abcd',
      firstName: 'Ada',
      lastName: 'Obi',
      referralCode: ' FRIEND50 ',
    })
    expect(response.statusCode, response.body).toBe(201)
    const { data } = response.json() as { data: { token: string; user: Record<string, unknown> } }
    expect(data.user).toMatchObject({
      email: 'Ada.Obi@Example.com',
      firstName: 'Ada',
      lastName: 'Obi',
      referralCode: 'FRIEND50',
      verificationCode: true,
      vendorId: null,
      isAuth: true,
    })
    expect(data.token.split('.')).toHaveLength(3)
    const [row] = await queryRows<{ password_hash: string }>(
      testApp.database.db,
      sql`select password_hash from users where lower(email) = 'ada.obi@example.com'`,
    )
    expect(row!.password_hash).toMatch(/^\$argon2id\$/)
    expect(row!.password_hash).not.toContain('abcd')
    const code = await latestEmailedCode(testApp.app, 'ada.obi@example.com')
    expect(code).toHaveLength(5)
    for (const character of code) expect(OTP_ALPHABET).toContain(character)
  })

  it('refuses an email that is taken in any letter case, naming the field, and changes nothing', async () => {
    await signUpTestUser(testApp.app, 'taken@example.com')
    const before = await databaseFingerprint(testApp.database)
    const response = await post('/api/users/signup', { email: 'TAKEN@example.COM', password: EXAMPLE_PASSWORD })
    expect(response.statusCode).toBe(409)
    expect(firstError(response)).toEqual({ message: accountErrors.emailTaken, field: 'email' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('refuses a malformed email and a password under 4 characters, and changes nothing', async () => {
    const before = await databaseFingerprint(testApp.database)
    const badEmail = await post('/api/users/signup', { email: 'ada-at-example.com', password: EXAMPLE_PASSWORD })
    expect(badEmail.statusCode).toBe(400)
    expect(firstError(badEmail)).toEqual({ message: 'email must be a valid email', field: 'email' })
    const shortPassword = await post('/api/users/signup', { email: 'short@example.com', password: 'abc' })
    expect(shortPassword.statusCode).toBe(400)
    expect(firstError(shortPassword)).toEqual({
      message: 'password must be at least 4 characters long',
      field: 'password',
    })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})

describe('sign-in with email and password', () => {
  it('signs in whatever the letter case of the email, with the account as it is', async () => {
    await signUpTestUser(testApp.app, 'bola@example.com')
    const response = await post('/api/users/signin', { email: 'BOLA@example.com', password: EXAMPLE_PASSWORD })
    expect(response.statusCode, response.body).toBe(200)
    expect(
      (response.json() as { data: { user: { email: string; verificationCode: boolean } } }).data.user,
    ).toMatchObject({ email: 'bola@example.com', verificationCode: true })
  })

  it('gives a wrong password and an unknown email the same answer, and changes nothing', async () => {
    await signUpTestUser(testApp.app, 'chike@example.com')
    const before = await databaseFingerprint(testApp.database)
    const wrongPassword = await post('/api/users/signin', { email: 'chike@example.com', password: 'not the password' })
    const unknownEmail = await post('/api/users/signin', { email: 'nobody@example.com', password: EXAMPLE_PASSWORD })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(firstError(response)).toEqual({ message: accountErrors.wrongCredentials })
    }
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('refuses a password for an account made through Google', async () => {
    const idToken = await sandboxToken('google', 'google-only@example.com', 'Tobi Ade')
    expect((await post('/api/users/signin', { oauthToken: idToken })).statusCode).toBe(200)
    const response = await post('/api/users/signin', { email: 'google-only@example.com', password: EXAMPLE_PASSWORD })
    expect(response.statusCode).toBe(401)
    expect(firstError(response)).toEqual({ message: accountErrors.wrongCredentials })
  })
})

describe('access tokens', () => {
  it('are refreshed by the refresh cookie for the user its session names', async () => {
    const user = await signUpTestUser(testApp.app, 'refresh@example.com')
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/refreshToken',
      headers: refreshCookie(user.refreshToken),
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as { data: { token: string; user: { _id: string } } }
    expect(data.user._id).toBe(user.id)
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/refreshToken',
      headers: refreshCookie(refreshTokenSet(response)),
    })
    expect(again.statusCode).toBe(200)
  })

  it('stop working after 15 minutes with a message to sign in again', async () => {
    const user = await signUpTestUser(testApp.app, 'expiring@example.com')
    const addresses = () => testApp.app.inject({ method: 'GET', url: '/api/address', headers: bearer(user.token) })
    offset = 15 * MINUTE - 5000
    expect((await addresses()).statusCode).toBe(200)
    offset = 15 * MINUTE + 5000
    const response = await addresses()
    expect(response.statusCode).toBe(401)
    expect(firstError(response)).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })
})

describe('email verification', () => {
  it('verifies with the emailed code in any letter case, once', async () => {
    const user = await signUpTestUser(testApp.app, 'verify@example.com')
    const code = await latestEmailedCode(testApp.app, user.email)
    const response = await post('/api/users/verifyOtp', { email: user.email, otp: code.toLowerCase() }, user.token)
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as { data: { user: { verificationCode: boolean } } }).data.user.verificationCode).toBe(
      false,
    )
    const [left] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from otp_codes where user_id = ${user.id}`,
    )
    expect(left!.count).toBe(0)
    const again = await post('/api/users/verifyOtp', { email: user.email, otp: code }, user.token)
    expect(again.statusCode).toBe(409)
    expect(firstError(again)).toEqual({ message: accountErrors.alreadyVerified })
  })

  it('refuses a wrong code, keeping the account unverified', async () => {
    const user = await signUpTestUser(testApp.app, 'wrong-code@example.com')
    const response = await post('/api/users/verifyOtp', { email: user.email, otp: WRONG_CODE }, user.token)
    expect(response.statusCode).toBe(400)
    expect(firstError(response)).toEqual({ message: accountErrors.wrongCode, field: 'otp' })
    const refreshed = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/refreshToken',
      headers: refreshCookie(user.refreshToken),
    })
    expect((refreshed.json() as { data: { user: { verificationCode: boolean } } }).data.user.verificationCode).toBe(
      true,
    )
  })

  it('refuses a code after 10 minutes, and changes nothing', async () => {
    const user = await signUpTestUser(testApp.app, 'late@example.com')
    const code = await latestEmailedCode(testApp.app, user.email)
    offset = 10 * MINUTE + 1000
    const before = await databaseFingerprint(testApp.database)
    const response = await post('/api/users/verifyOtp', { email: user.email, otp: code }, user.token)
    expect(response.statusCode).toBe(400)
    expect(firstError(response)).toEqual({ message: accountErrors.expiredCode, field: 'otp' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('locks the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const user = await signUpTestUser(testApp.app, 'locked@example.com')
    const code = await latestEmailedCode(testApp.app, user.email)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('/api/users/verifyOtp', { email: user.email, otp: WRONG_CODE }, user.token)
      expect(firstError(response)).toEqual({ message: accountErrors.wrongCode, field: 'otp' })
    }
    const fifth = await post('/api/users/verifyOtp', { email: user.email, otp: WRONG_CODE }, user.token)
    expect(fifth.statusCode).toBe(400)
    expect(firstError(fifth)).toEqual({ message: accountErrors.lockedCode, field: 'otp' })
    const right = await post('/api/users/verifyOtp', { email: user.email, otp: code }, user.token)
    expect(right.statusCode).toBe(429)
    expect(firstError(right)).toEqual({ message: accountErrors.lockedCode, field: 'otp' })

    offset = MINUTE
    expect((await post('/api/users/sendOtp', { email: user.email }, user.token)).statusCode).toBe(200)
    const newCode = await latestEmailedCode(testApp.app, user.email)
    expect(
      (await post('/api/users/verifyOtp', { email: user.email, otp: code === newCode ? code : newCode }, user.token))
        .statusCode,
    ).toBe(200)
  })

  it('sends at most one code every 30 seconds and five an hour', async () => {
    const user = await signUpTestUser(testApp.app, 'limits@example.com')
    const soon = await post('/api/users/sendOtp', { email: user.email }, user.token)
    expect(soon.statusCode).toBe(429)
    expect(firstError(soon)!.message).toMatch(/^Please wait (30|29|28) seconds before asking for another code$/)
    for (let send = 1; send <= 4; send += 1) {
      offset = send * 31_000
      const response = await post('/api/users/sendOtp', { email: user.email }, user.token)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ data: { sent: true } })
    }
    offset = 10 * MINUTE
    const sixth = await post('/api/users/sendOtp', { email: user.email }, user.token)
    expect(sixth.statusCode).toBe(429)
    expect(firstError(sixth)!.message).toBe(accountErrors.sendTooMany(50))
    expect(await emailsTo(user.email)).toBe(5)
    offset = 61 * MINUTE
    // The access token ran out long ago: the refresh cookie gets the next one, as the web app does.
    const refreshed = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/refreshToken',
      headers: refreshCookie(user.refreshToken),
    })
    const { token } = (refreshed.json() as { data: { token: string } }).data
    expect((await post('/api/users/sendOtp', { email: user.email }, token)).statusCode).toBe(200)
  })

  it("never lets one user's token send or check another user's code", async () => {
    const mallory = await signUpTestUser(testApp.app, 'mallory@example.com')
    const victim = await signUpTestUser(testApp.app, 'victim@example.com')
    const code = await latestEmailedCode(testApp.app, victim.email)
    offset = MINUTE
    const before = await databaseFingerprint(testApp.database)
    const send = await post('/api/users/sendOtp', { email: victim.email }, mallory.token)
    const verify = await post('/api/users/verifyOtp', { email: victim.email, otp: code }, mallory.token)
    for (const response of [send, verify]) {
      expect(response.statusCode).toBe(403)
      expect(firstError(response)).toEqual({ message: accountErrors.notYourEmail, field: 'email' })
    }
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
    expect(await emailsTo(victim.email)).toBe(1)
    expect((await post('/api/users/verifyOtp', { email: victim.email, otp: code }, victim.token)).statusCode).toBe(200)
  })
})

async function sandboxToken(provider: 'google' | 'apple', email: string, name: string): Promise<string> {
  const response = await post('/api/identity/sandbox/token', { provider, email, name })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { data: { idToken: string } }).data.idToken
}

describe('sign-in with Google and Apple (identity sandbox)', () => {
  it('makes a verified account on the first Google sign-in and finds it on the next', async () => {
    const first = await post('/api/users/signin', {
      oauthToken: await sandboxToken('google', 'emeka@example.com', 'Emeka Nwosu'),
    })
    expect(first.statusCode, first.body).toBe(200)
    const user = (first.json() as { data: { user: { _id: string } } }).data.user
    expect(user).toMatchObject({
      email: 'emeka@example.com',
      firstName: 'Emeka',
      lastName: 'Nwosu',
      verificationCode: false,
    })
    const second = await post('/api/users/signin', {
      oauthToken: await sandboxToken('google', 'emeka@example.com', 'Someone Else'),
    })
    expect((second.json() as { data: { user: { _id: string; firstName: string } } }).data.user).toMatchObject({
      _id: user._id,
      firstName: 'Emeka',
    })
    expect(await emailsTo('emeka@example.com')).toBe(0)
  })

  it('never links the sandbox to an account that has a password: the sandbox vouches for any email (ADR 0007)', async () => {
    const account = await signUpTestUser(testApp.app, 'funke@example.com')
    const before = await databaseFingerprint(testApp.database)
    for (const signIn of [
      { appleToken: await sandboxToken('apple', 'FUNKE@example.com', '') },
      { oauthToken: await sandboxToken('google', 'funke@example.com', 'Funke') },
    ]) {
      const response = await post('/api/users/signin', signIn)
      expect(response.statusCode, response.body).toBe(409)
      expect(firstError(response)).toEqual({ message: accountErrors.emailTakenByPassword })
    }
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
    const withPassword = await post('/api/users/signin', { email: 'funke@example.com', password: EXAMPLE_PASSWORD })
    expect((withPassword.json() as { data: { user: { _id: string } } }).data.user._id).toBe(account.id)
  })

  it('refuses a Google token sent as an Apple one, an expired token and a tampered one, and changes nothing', async () => {
    const google = await sandboxToken('google', 'ife@example.com', 'Ife Ojo')
    const before = await databaseFingerprint(testApp.database)
    const asApple = await post('/api/users/signin', { appleToken: google })
    expect(asApple.statusCode).toBe(401)
    expect(firstError(asApple)).toEqual({ message: accountErrors.identityInvalid('Apple'), field: 'appleToken' })

    const [header, payload, signature] = google.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, email: 'someone-else@example.com' })).toString('base64url'),
      signature,
    ].join('.')
    const forged = await post('/api/users/signin', { oauthToken: tampered })
    expect(forged.statusCode).toBe(401)
    expect(firstError(forged)).toEqual({ message: accountErrors.identityInvalid('Google'), field: 'oauthToken' })

    offset = 11 * MINUTE
    const expired = await post('/api/users/signin', { oauthToken: google })
    expect(expired.statusCode).toBe(401)
    expect(firstError(expired)).toEqual({ message: accountErrors.identityExpired('Google'), field: 'oauthToken' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})

describe('the sandbox outbox page', () => {
  it('shows the emails, newest first, with their text escaped', async () => {
    // Later than every email the tests above sent, some of them with the clock moved on.
    offset = 120 * MINUTE
    await signUpTestUser(testApp.app, "o'brien@example.com")
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const recipients = [...page.body.matchAll(/data-slot="outbox-message-to">([^<]*)</g)].map((match) => match[1])
    expect(recipients[0]).toBe('o&#39;brien@example.com')
    expect(recipients.length).toBeGreaterThan(1)
    expect(page.body).not.toContain("o'brien@")
  })

  it('is shown to this machine only: another address, or a request a proxy forwarded, gets a 404', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
    ]) {
      const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox', ...request })
      expect(page.statusCode, JSON.stringify(request)).toBe(404)
      expect(page.body).not.toContain('outbox-message')
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200)
  })

  it('keeps the codes out of the log: the log says a message was kept, not to whom or what it says', async () => {
    const lines: string[] = []
    const logged = await openTestApp({
      seed: false,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      await signUpTestUser(logged.app, 'log-reader@example.com')
      const outbox = await logged.app.inject({ method: 'GET', url: '/dev/outbox' })
      const code = /\b([A-Z0-9]{5})\b/.exec(outbox.body.split('outbox-message-body')[1] ?? '')?.[1]
      expect(code).toBeDefined()
      const log = lines.join('')
      expect(log).toContain('sandbox mail kept in the outbox')
      expect(log).not.toContain(code!)
      expect(log).not.toContain('log-reader@example.com')
    } finally {
      await logged.close()
    }
  })
})
