// Issue 10's attacks, replayed so they stay fixed (on PGlite, and on PostgreSQL when DATABASE_URL is set): crafted
// input that used to answer 500 now gets a 400 in the error envelope, changes nothing, and leaves no secret in the
// log; the identity sandbox cannot take over a password account.
// @postgres: crafted input through the node-postgres driver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm'
import { loggableError } from './errors'
import { controlCharacterMessage, finiteNumberMessage } from './input-guard'
import { databaseFingerprint, EXAMPLE_PASSWORD, openTestApp, signUpTestUser, type TestApp } from './test-support'

const lines: string[] = []
let testApp: TestApp

beforeAll(async () => {
  testApp = await openTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } })
  await signUpTestUser(testApp.app, 'existing@example.com')
})
afterAll(() => testApp.close())

interface Attack {
  name: string
  method: 'GET' | 'POST'
  url: string
  payload?: object
  message: string
}

const NUL = '\u0000'
const attacks: Attack[] = [
  {
    name: 'a NUL in firstName at sign-up',
    method: 'POST',
    url: '/api/users/signup',
    payload: { email: 'nul1@example.com', password: EXAMPLE_PASSWORD, firstName: `Ada${NUL}` },
    message: controlCharacterMessage('firstName'),
  },
  {
    name: 'a NUL in lastName at sign-up',
    method: 'POST',
    url: '/api/users/signup',
    payload: { email: 'nul2@example.com', password: EXAMPLE_PASSWORD, lastName: `Obi${NUL}` },
    message: controlCharacterMessage('lastName'),
  },
  {
    name: 'a NUL in referralCode at sign-up',
    method: 'POST',
    url: '/api/users/signup',
    payload: { email: 'nul3@example.com', password: EXAMPLE_PASSWORD, referralCode: `R${NUL}` },
    message: controlCharacterMessage('referralCode'),
  },
  {
    name: 'a bell in the password at sign-in',
    method: 'POST',
    url: '/api/users/signin',
    payload: { email: 'existing@example.com', password: `x\u0007` },
    message: controlCharacterMessage('password'),
  },
  {
    name: 'a NUL in the listing title',
    method: 'GET',
    url: '/api/products?title=pho%00ne',
    message: controlCharacterMessage('title'),
  },
  {
    name: 'a NUL in the outbox recipient',
    method: 'GET',
    url: '/dev/outbox?to=a%00b',
    message: controlCharacterMessage('to'),
  },
  {
    name: 'a NUL in a sandbox token name',
    method: 'POST',
    url: '/api/identity/sandbox/token',
    payload: { provider: 'google', email: 'z@example.com', name: `Z${NUL}` },
    message: controlCharacterMessage('name'),
  },
  { name: 'limit=Infinity', method: 'GET', url: '/api/products?limit=Infinity', message: finiteNumberMessage('limit') },
  { name: 'limit=1e309', method: 'GET', url: '/api/products?limit=1e309', message: finiteNumberMessage('limit') },
  {
    name: 'limit=-Infinity',
    method: 'GET',
    url: '/api/products?limit=-Infinity',
    message: finiteNumberMessage('limit'),
  },
  { name: 'page=1e309', method: 'GET', url: '/api/products?page=1e309', message: finiteNumberMessage('page') },
  {
    name: 'rating=Infinity',
    method: 'GET',
    url: '/api/products?rating=Infinity',
    message: finiteNumberMessage('rating'),
  },
]

describe('hostile input', () => {
  it.each(attacks)(
    'refuses $name with 400 in the envelope and changes nothing',
    async ({ method, url, payload, message }) => {
      const before = await databaseFingerprint(testApp.database)
      const response = await testApp.app.inject({ method, url, ...(payload ? { payload } : {}) })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(message)
      expect(await databaseFingerprint(testApp.database)).toEqual(before)
    },
  )

  it('still takes tabs and line breaks in a body, and ordinary numbers in the query', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/products?limit=2&page=1&rating=0.5' })).statusCode,
    ).toBe(200)
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'tab@example.com', password: `pass\tword`, firstName: 'Tolu' },
    })
    expect(signUp.statusCode, signUp.body).toBe(201)
  })

  it('leaves no password, hash, token or code in the log of any of those requests', () => {
    const log = lines.join('')
    expect(log).not.toMatch(/\$argon2/)
    expect(log).not.toContain(EXAMPLE_PASSWORD)
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./) // a JWT
    expect(log).not.toMatch(/verification code: [A-Z0-9]{5}/i)
    expect(log).not.toContain('"level":50') // nothing failed
  })

  it('logs a failed query without its parameters', () => {
    const failure = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['ada@example.com', '$argon2id$v=19$secret'],
      new Error('invalid byte sequence'),
    )
    const logged = JSON.stringify(loggableError(failure))
    expect(logged).toContain('insert into users')
    expect(logged).toContain('invalid byte sequence')
    expect(logged).not.toContain('ada@example.com')
    expect(logged).not.toContain('argon2')
  })
})
