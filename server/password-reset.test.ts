// Password reset (docs/adr/0025): 'Forgot your password?' answers the same, in status, body and the statements it runs
// (so in time), for every well-formed address; the emailed code sets a new password once, before it expires, and ends every session (on
// another store process too, within seconds); five wrong codes lock the address; sends and requests are limited.
// @postgres: a second store process sees the ended sessions.
import { sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESET_CODE_LOCKED, RESET_CODE_WRONG } from '../src/domain/account-recovery'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { users } from './db/schema'
import { THROTTLE_LIMITS, tooManyMessage } from './throttle'
import { bearer, EXAMPLE_PASSWORD, openSecondStore, openTestApp, signUpTestUser, type TestApp } from './test-support'

const SECRET = 'the password reset test store secret, 32 characters or more'
const NEW_PASSWORD = 'a brand new passphrase'
const MINUTE = 60_000

let testApp: TestApp
/** Every statement the store sent to the database, in order. */
const queryLog: string[] = []
let offset = 0
const now = () => new Date(Date.now() + offset)

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now, tokenSecret: SECRET, queryLog })
})

afterAll(async () => {
  await testApp?.close()
})

beforeEach(() => {
  offset = 0
})

function post(url: string, payload: object, app: FastifyInstance = testApp.app) {
  return app.inject({ method: 'POST', url, payload })
}

const forgot = (email: string, app?: FastifyInstance) => post('/api/users/forgotPassword', { email }, app)
const reset = (email: string, code: string, password = NEW_PASSWORD, app?: FastifyInstance) =>
  post('/api/users/resetPassword', { email, code, password }, app)
const signIn = (email: string, password: string) => post('/api/users/signin', { email, password })

function errorOf(response: LightMyRequestResponse) {
  return response.json<{ errors: { message: string; field?: string }[] }>().errors[0]
}

/** The emails to `to` in the sandbox outbox, newest first. */
function emailsTo(to: string) {
  return testApp.app.store.outbox.list({ to, limit: 100 })
}

/** The newest reset code emailed to `email`, once the background work of 'Forgot your password?' has run. */
async function emailedResetCode(email: string): Promise<string> {
  await testApp.app.store.background.idle()
  for (const { text } of await emailsTo(email)) {
    const code = /Your password reset code is ([A-Z0-9]{5})/.exec(text)?.[1]
    if (code) return code
  }
  throw new Error(`no reset code emailed to ${email}`)
}

async function resetCodesEmailed(email: string): Promise<number> {
  await testApp.app.store.background.idle()
  return (await emailsTo(email)).filter((mail) => mail.subject.startsWith('Your Oja password reset code')).length
}

async function askForCode(email: string): Promise<string> {
  const response = await forgot(email)
  expect(response.statusCode, response.body).toBe(200)
  return emailedResetCode(email)
}

/** A different code of the same alphabet: a wrong guess. */
function wrongCode(code: string): string {
  return code === 'AAAAA' ? 'BBBBB' : 'AAAAA'
}

/** The response to `send`, and the statements it ran (after what was already running has finished). */
async function withStatements(send: () => Promise<LightMyRequestResponse>) {
  await testApp.app.store.background.idle()
  const from = queryLog.length
  const response = await send()
  return { response, statements: queryLog.slice(from) }
}

describe('forgotPassword', () => {
  it('emails a 5-character code that expires, and says what to do if the shopper did not ask', async () => {
    const user = await signUpTestUser(testApp.app, 'forgot@example.com')
    const response = await forgot('Forgot@Example.com')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ data: { sent: true } })
    expect(await emailedResetCode(user.email)).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/)
    const [mail] = await emailsTo(user.email)
    expect(mail!.text).toContain('within 10 minutes')
    expect(mail!.text).toContain('If you did not ask for it, ignore this email')
  })

  it('answers unknown and deleted addresses exactly as known ones, and sends them nothing', async () => {
    const known = await signUpTestUser(testApp.app, 'known-forgot@example.com')
    const answers = [await forgot(known.email), await forgot('nobody-here@example.com')]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe(answers[0]!.body)
    }
    expect(await resetCodesEmailed(known.email)).toBe(1)
    expect(await resetCodesEmailed('nobody-here@example.com')).toBe(0)
  })

  it('answers before it reads anything, so a known and an unknown address take the same time', async () => {
    const known = await signUpTestUser(testApp.app, 'timing-known@example.com')
    await testApp.app.store.background.idle()
    const held: (() => Promise<void>)[] = []
    const run = vi.spyOn(testApp.app.store.background, 'run').mockImplementation((_what, work) => void held.push(work))
    try {
      const from = queryLog.length
      const answers = [await forgot(known.email), await forgot('timing-unknown@example.com')]
      for (const answer of answers) expect(answer.body).toBe(JSON.stringify({ data: { sent: true } }))
      // The replies ran no statement: the lookup and the email are the work each left for after its reply.
      expect(queryLog.slice(from)).toEqual([])
      expect(held).toHaveLength(2)
    } finally {
      run.mockRestore()
    }
    for (const work of held) await work()
    expect(await resetCodesEmailed(known.email)).toBe(1)
    expect(await resetCodesEmailed('timing-unknown@example.com')).toBe(0)
  })

  it('stops sending at the per-account limit without saying so', async () => {
    const user = await signUpTestUser(testApp.app, 'send-limit@example.com')
    for (let i = 0; i < 7; i++) {
      offset = i * 31_000
      const response = await forgot(user.email)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ data: { sent: true } })
      await testApp.app.store.background.idle()
    }
    expect(await resetCodesEmailed(user.email)).toBe(5)
    // An hour after the first, it sends again.
    offset = 61 * MINUTE
    await forgot(user.email)
    expect(await resetCodesEmailed(user.email)).toBe(6)
  })

  it('sends the next code only 30 seconds after the last', async () => {
    const user = await signUpTestUser(testApp.app, 'too-soon@example.com')
    await forgot(user.email)
    await forgot(user.email)
    expect(await resetCodesEmailed(user.email)).toBe(1)
  })
})

describe('resetPassword', () => {
  it('sets the new password with the emailed code and ends every session, on another store process within 5 s', async () => {
    const { app: second, close } = await openSecondStore(testApp, SECRET)
    try {
      const user = await signUpTestUser(testApp.app, 'reset-journey@example.com')
      // The second process has read the session and keeps it for a while.
      expect((await second.inject({ url: '/api/address', headers: bearer(user.token) })).statusCode).toBe(200)
      const code = await askForCode(user.email)
      const resetAt = Date.now()
      const response = await reset(user.email, code.toLowerCase())
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ data: { reset: true } })

      const ended = await queryRows<{ ended_reason: string | null }>(
        testApp.database.db,
        sql`select ended_reason from sessions where user_id = ${user.id}`,
      )
      expect(ended.map((row) => row.ended_reason)).toEqual(['passwordReset'])
      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200)
      expect((await signIn(user.email, EXAMPLE_PASSWORD)).statusCode).toBe(401)
      let status = 200
      while (status === 200 && Date.now() - resetAt < 5000) {
        status = (await second.inject({ url: '/api/address', headers: bearer(user.token) })).statusCode
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(status).toBe(401)
      expect(Date.now() - resetAt).toBeLessThan(5000)
      expect((await testApp.app.inject({ url: '/api/address', headers: bearer(user.token) })).statusCode).toBe(401)
      expect((await emailsTo(user.email))[0]!.subject).toBe('Your Oja password was changed')
    } finally {
      await close()
    }
  })

  it('uses a code once', async () => {
    const user = await signUpTestUser(testApp.app, 'single-use@example.com')
    const code = await askForCode(user.email)
    expect((await reset(user.email, code)).statusCode).toBe(200)
    const again = await reset(user.email, code, 'yet another passphrase')
    expect(again.statusCode).toBe(400)
    expect(errorOf(again)).toEqual({ message: RESET_CODE_WRONG, field: 'code' })
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a code after 10 minutes', async () => {
    const user = await signUpTestUser(testApp.app, 'expired-reset@example.com')
    const code = await askForCode(user.email)
    offset = 10 * MINUTE + 1000
    const response = await reset(user.email, code)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({ message: RESET_CODE_WRONG, field: 'code' })
    expect((await signIn(user.email, EXAMPLE_PASSWORD)).statusCode).toBe(200)
  })

  it('answers a wrong code, an unknown address and an address with no code alike, running the same statements', async () => {
    const user = await signUpTestUser(testApp.app, 'wrong-alike@example.com')
    const noCode = await signUpTestUser(testApp.app, 'no-code@example.com')
    const code = await askForCode(user.email)
    const answers = [
      await withStatements(() => reset(user.email, wrongCode(code))),
      await withStatements(() => reset('no-account@example.com', code)),
      await withStatements(() => reset(noCode.email, code)),
    ]
    // The same status and body, and the same statements (only their parameters differ), so the same time.
    for (const { response, statements } of answers) {
      expect(response.statusCode).toBe(400)
      expect(response.body).toBe(answers[0]!.response.body)
      expect(statements).toEqual(answers[0]!.statements)
    }
    expect(answers[0]!.statements.length).toBeGreaterThan(0)
    expect(errorOf(answers[0]!.response)).toEqual({ message: RESET_CODE_WRONG, field: 'code' })
  })

  it('locks an address after 5 wrong codes, account or not, until a new code is asked for', async () => {
    const user = await signUpTestUser(testApp.app, 'locked@example.com')
    const code = await askForCode(user.email)
    for (const email of [user.email, 'locked-nobody@example.com']) {
      for (let i = 0; i < 5; i++) expect((await reset(email, wrongCode(code))).statusCode).toBe(400)
      const locked = await reset(email, code)
      expect(locked.statusCode).toBe(429)
      expect(errorOf(locked)).toEqual({ message: RESET_CODE_LOCKED, field: 'code' })
    }
    // The guessed-at code stays dead; a new one works.
    offset = 31_000
    const fresh = await askForCode(user.email)
    expect((await reset(user.email, code)).statusCode).toBe(400)
    expect((await reset(user.email, fresh)).statusCode).toBe(200)
  })

  it('lifts the lock when its window passes', async () => {
    for (let i = 0; i < 5; i++) await reset('window@example.com', 'AAAAA')
    expect((await reset('window@example.com', 'AAAAA')).statusCode).toBe(429)
    offset = 15 * MINUTE + 1000
    expect((await reset('window@example.com', 'AAAAA')).statusCode).toBe(400)
  })

  it('sets a first password for an account made with Google or Apple', async () => {
    const id = newId(new Date())
    await testApp.database.db.insert(users).values({
      id,
      email: 'google-only@example.com',
      googleSubject: 'google-subject-reset',
      emailVerifiedAt: new Date(),
    })
    const code = await askForCode('google-only@example.com')
    expect((await reset('google-only@example.com', code)).statusCode).toBe(200)
    const signedIn = await signIn('google-only@example.com', NEW_PASSWORD)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
  })
})

describe('throttling', () => {
  let throttled: TestApp

  beforeAll(async () => {
    throttled = await openTestApp({ seed: false, throttle: THROTTLE_LIMITS })
  })

  afterAll(async () => {
    await throttled?.close()
  })

  it('refuses a sixth forgotPassword for one address in 15 minutes with 429 and the envelope', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('throttled@example.com', throttled.app)).statusCode).toBe(200)
    const refused = await forgot('throttled@example.com', throttled.app)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json()).toEqual({ errors: [{ message: tooManyMessage(15 * MINUTE) }] })
    await throttled.app.store.background.idle()
  })

  it('refuses a 21st resetPassword for one address in 15 minutes with 429 and the envelope', async () => {
    for (let i = 0; i < 20; i++) await reset('throttled-reset@example.com', 'AAAAA', NEW_PASSWORD, throttled.app)
    const refused = await reset('throttled-reset@example.com', 'AAAAA', NEW_PASSWORD, throttled.app)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ errors: [{ message: tooManyMessage(15 * MINUTE) }] })
  })
})
