// Changing the password (docs/adr/0025): the current password first, then the new one is set, every other session of
// the account ends (on another store process too, within seconds) while the caller's stays, and the shopper is emailed.
// @postgres: a second store process sees the ended sessions.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CURRENT_PASSWORD_WRONG, NO_PASSWORD_YET } from '../src/domain/account-recovery'
import { newId } from './db/ids'
import { users } from './db/schema'
import { THROTTLE_LIMITS, tooManyMessage } from './throttle'
import { bearer, EXAMPLE_PASSWORD, openSecondStore, openTestApp, signUpTestUser, type TestApp } from './test-support'

const SECRET = 'the change password test store secret, 32 characters or more'
const NEW_PASSWORD = 'a brand new passphrase'

let testApp: TestApp

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, tokenSecret: SECRET })
})

afterAll(async () => {
  await testApp?.close()
})

function changePassword(token: string, currentPassword: string, password = NEW_PASSWORD, app = testApp.app) {
  return app.inject({
    method: 'POST',
    url: '/api/users/changePassword',
    headers: bearer(token),
    payload: { currentPassword, password },
  })
}

const addresses = (token: string, app: FastifyInstance = testApp.app) =>
  app.inject({ url: '/api/address', headers: bearer(token) })

async function signIn(email: string, password: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email, password },
  })
  return response
}

async function tokenOf(email: string, password = EXAMPLE_PASSWORD): Promise<string> {
  const response = await signIn(email, password)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: { token: string } }>().data.token
}

function errorOf(response: LightMyRequestResponse) {
  return response.json<{ errors: { message: string; field?: string }[] }>().errors[0]
}

describe('changePassword', () => {
  it("keeps the caller's session, ends the others (on another store process within 5 s) and emails the shopper", async () => {
    const { app: second, close } = await openSecondStore(testApp, SECRET)
    try {
      const user = await signUpTestUser(testApp.app, 'change@example.com')
      const phone = await tokenOf(user.email)
      const laptop = await tokenOf(user.email)
      expect((await addresses(phone, second)).statusCode).toBe(200)
      const changedAt = Date.now()
      const response = await changePassword(user.token, EXAMPLE_PASSWORD)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ data: { changed: true, signedOut: 2 } })

      expect((await addresses(user.token)).statusCode).toBe(200)
      expect((await addresses(user.token, second)).statusCode).toBe(200)
      expect((await addresses(laptop)).statusCode).toBe(401)
      let status = 200
      while (status === 200 && Date.now() - changedAt < 5000) {
        status = (await addresses(phone, second)).statusCode
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(status).toBe(401)
      expect(Date.now() - changedAt).toBeLessThan(5000)

      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200)
      expect((await signIn(user.email, EXAMPLE_PASSWORD)).statusCode).toBe(401)
      const [mail] = await testApp.app.store.outbox.list({ to: user.email, limit: 1 })
      expect(mail?.subject).toBe('Your Oja password was changed')
    } finally {
      await close()
    }
  })

  it('refuses a wrong current password, naming currentPassword, and changes nothing', async () => {
    const user = await signUpTestUser(testApp.app, 'wrong-current@example.com')
    const other = await tokenOf(user.email)
    const response = await changePassword(user.token, 'not my password')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({ message: CURRENT_PASSWORD_WRONG, field: 'currentPassword' })
    expect((await addresses(other)).statusCode).toBe(200)
    expect((await signIn(user.email, EXAMPLE_PASSWORD)).statusCode).toBe(200)
  })

  it("tells an account without a password to set one with 'Forgot your password?'", async () => {
    const at = new Date()
    const id = newId(at)
    await testApp.database.db
      .insert(users)
      .values({ id, email: 'apple-only@example.com', appleSubject: 'apple-subject-change', emailVerifiedAt: at })
    const { sessions, tokens } = testApp.app.store
    const token = await tokens.issue(id, (await sessions.start(id, true)).sessionId)
    const response = await changePassword(token, 'anything at all')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({ message: NO_PASSWORD_YET, field: 'currentPassword' })
  })

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: { currentPassword: EXAMPLE_PASSWORD, password: NEW_PASSWORD },
    })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a new password shorter than 4 characters', async () => {
    const user = await signUpTestUser(testApp.app, 'short-new@example.com')
    const response = await changePassword(user.token, EXAMPLE_PASSWORD, 'abc')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)?.field).toBe('password')
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

  it('refuses an 11th try in 15 minutes with 429 and the envelope, even with the right current password', async () => {
    const user = await signUpTestUser(throttled.app, 'guesser@example.com')
    for (let i = 0; i < 10; i++)
      expect((await changePassword(user.token, `guess ${i}`, NEW_PASSWORD, throttled.app)).statusCode).toBe(400)
    const refused = await changePassword(user.token, EXAMPLE_PASSWORD, NEW_PASSWORD, throttled.app)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json()).toEqual({ errors: [{ message: tooManyMessage(15 * 60_000) }] })
  })
})
