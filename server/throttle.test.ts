// Issue 10's sign-in burst and its neighbours, on PGlite and (with DATABASE_URL) PostgreSQL: limits per account and
// per address, counted in the database so two store processes share them, a 429 that says when to come back, and
// the account usable again once the window has passed.
// @postgres: requests race for one counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { rateLimitRepo } from './db/repos/rate-limit.repo'
import { THROTTLE_LIMITS, tooManyMessage } from './throttle'
import { EXAMPLE_PASSWORD, openTestApp, signUpTestUser, type TestApp } from './test-support'

const MINUTE = 60_000
let offset = 0
const now = () => new Date(Date.UTC(2026, 10, 24, 9) + offset)
let testApp: TestApp

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now, throttle: THROTTLE_LIMITS })
})
afterAll(() => testApp.close())

const signIn = (email: string, password: string, remoteAddress = '198.51.100.7') =>
  testApp.app.inject({ method: 'POST', url: '/api/users/signin', payload: { email, password }, remoteAddress })

describe('throttled sign-in', () => {
  it('refuses a burst of wrong passwords at one account after 10, says when to retry, and lets the right one in once the window has passed', async () => {
    await signUpTestUser(testApp.app, 'target@example.com')
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        signIn('TARGET@example.com', `wrong-${index}`, `203.0.113.${index % 50}`),
      ),
    )
    const statuses = burst.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50)
    const refused = burst.find((response) => response.statusCode === 429)!
    expect(refused.json()).toEqual({ errors: [{ message: tooManyMessage(15 * MINUTE) }] })
    expect(refused.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      'Too many attempts. Please try again in 15 minutes',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    // The right password is refused too while the window lasts: a guesser cannot tell.
    expect((await signIn('target@example.com', EXAMPLE_PASSWORD)).statusCode).toBe(429)
    offset += 14 * MINUTE
    expect(
      (await signIn('target@example.com', EXAMPLE_PASSWORD)).json<{ errors: { message: string }[] }>().errors[0]!
        .message,
    ).toBe('Too many attempts. Please try again in 1 minute')
    offset += 2 * MINUTE
    expect((await signIn('target@example.com', EXAMPLE_PASSWORD)).statusCode).toBe(200)
  })

  it('limits one address across many accounts, and not other addresses', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 110 }, (_, index) => signIn(`someone-${index}@example.com`, 'guess', '192.0.2.55')),
    )
    expect(attempts.filter((response) => response.statusCode === 429)).toHaveLength(10)
    expect((await signIn('someone-else@example.com', 'guess', '192.0.2.56')).statusCode).toBe(401)
  })

  it('limits sign-ups per address', async () => {
    const signUps = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: { email: `new-${index}@example.com`, password: EXAMPLE_PASSWORD },
          remoteAddress: '192.0.2.80',
        }),
      ),
    )
    expect(signUps.filter((response) => response.statusCode === 201)).toHaveLength(20)
    expect(signUps.filter((response) => response.statusCode === 429)).toHaveLength(5)
  })

  it('shares the counts between two store processes on one database', async () => {
    const other = await buildApp({ database: testApp.database, mediaDir: testApp.mediaDir, now })
    try {
      await signUpTestUser(testApp.app, 'shared@example.com')
      const apps = [testApp.app, other]
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          apps[index % 2]!.inject({
            method: 'POST',
            url: '/api/users/signin',
            payload: { email: 'shared@example.com', password: 'nope' },
            remoteAddress: `203.0.113.${100 + index}`,
          }),
        ),
      )
      expect(answers.filter((response) => response.statusCode === 401)).toHaveLength(10)
      expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(6)
    } finally {
      await other.close()
    }
  })
})

describe('the throttling counters', () => {
  it('count every one of many hits at once on one key, and start again after the window', async () => {
    const repo = rateLimitRepo(testApp.database.db)
    const at = now()
    const hits = await Promise.all(Array.from({ length: 100 }, () => repo.hit('test:concurrent', MINUTE, at)))
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    )
    const later = await repo.hit('test:concurrent', MINUTE, new Date(at.getTime() + MINUTE))
    expect(later.hits).toBe(1)
  })
})
