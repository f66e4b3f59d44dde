// Every error reply is the errors envelope, and none carries internals.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { openTestDatabase, type Database } from './db/database'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  STORE_BUSY_MESSAGE,
  describeValidationError,
  isDatabaseUnavailable,
  toErrorReply,
} from './errors'

const LEAKS = /\bat .+\.(ts|js):\d+|node_modules|\bstack\b|SELECT|relation|PGlite|ECONNREFUSED|secret/i

describe('the error reply', () => {
  it('carries a DomainError status, message and field', () => {
    expect(toErrorReply(new DomainError('conflict', 'Sorry, Please select a size', 'size'))).toEqual({
      status: 409,
      body: { errors: [{ message: 'Sorry, Please select a size', field: 'size' }] },
    })
  })

  it('omits field when the error is not about one input', () => {
    expect(toErrorReply(new DomainError('notFound', 'This product is not available!')).body).toEqual({
      errors: [{ message: 'This product is not available!' }],
    })
  })

  it('answers 500 with the spec fallback for anything unexpected, whatever it says', () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'), { statusCode: 503 })
    expect(toErrorReply(failure)).toEqual({
      status: 500,
      body: { errors: [{ message: 'An error has occured. please try again later' }] },
    })
    expect(toErrorReply('a thrown string').status).toBe(500)
    expect(toErrorReply(undefined).status).toBe(500)
  })

  it("keeps the status of the framework's own client errors, with a readable message", () => {
    const error = Object.assign(new Error("Unsupported Media Type: 'text/xml'"), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    })
    expect(toErrorReply(error)).toEqual({
      status: 415,
      body: { errors: [{ message: 'This content type is not supported' }] },
    })
  })
})

describe('a database that cannot be reached', () => {
  const busy = { status: 503, body: { errors: [{ message: STORE_BUSY_MESSAGE }] }, headers: { 'Retry-After': '1' } }
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' })
  const failedQuery = (cause: Error) =>
    new DrizzleQueryError('select "id" from "users" where "email" = $1', ['ada@example.com'], cause)
  const lost: [string, Error][] = [
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'refused on every address',
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ],
    ['shut down by an administrator', pgError('57P01', 'terminating connection due to administrator command')],
    ['still starting', pgError('57P03', 'the database system is starting up')],
    ['a connection exception', pgError('08006', 'connection failure')],
    ['ended', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['lost earlier', new Error('Client has encountered a connection error and is not queryable')],
  ]

  it.each(lost)(
    'answers 503 with Retry-After when the connection was %s, bare or inside a failed query',
    (_, error) => {
      expect(toErrorReply(error)).toEqual(busy)
      expect(toErrorReply(failedQuery(error))).toEqual(busy)
    },
  )

  it('answers 503, not 401, when the database fails while the sign-in check reads the user', () => {
    const wrapped = Object.assign(new Error('Unauthorized'), {
      name: 'Unauthorized',
      errors: [failedQuery(new Error('Connection terminated unexpectedly'))],
    })
    expect(toErrorReply(wrapped)).toEqual(busy)
  })

  it('keeps other database failures and unreachable outside services 500', () => {
    for (const error of [
      failedQuery(pgError('23505', 'duplicate key value violates unique constraint')),
      failedQuery(pgError('57014', 'canceling statement due to statement timeout')),
      Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' }),
      }),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
      expect(toErrorReply(error).status).toBe(500)
    }
  })
})

describe('validation messages', () => {
  const cases: [string, Parameters<typeof describeValidationError>[0], string, { message: string; field?: string }][] =
    [
      [
        'a missing field',
        { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
        'body',
        { message: 'email is required', field: 'email' },
      ],
      [
        'a missing nested field',
        { keyword: 'required', instancePath: '/flutterwave', params: { missingProperty: 'tx_ref' } },
        'body',
        { message: 'flutterwave.tx_ref is required', field: 'flutterwave.tx_ref' },
      ],
      [
        'an unknown field',
        { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'colour' } },
        'body',
        { message: 'colour is not allowed', field: 'colour' },
      ],
      [
        'a wrong type',
        { keyword: 'type', instancePath: '/limit', params: { type: 'integer' } },
        'querystring',
        { message: 'limit must be an integer', field: 'limit' },
      ],
      [
        'a nullable type',
        { keyword: 'type', instancePath: '/size', params: { type: 'string,null' } },
        'body',
        { message: 'size must be a string or null', field: 'size' },
      ],
      [
        'an enum',
        { keyword: 'enum', instancePath: '/sort', params: { allowedValues: ['highToLow', 'lowToHigh'] } },
        'querystring',
        { message: 'sort must be one of: highToLow, lowToHigh', field: 'sort' },
      ],
      [
        'a pattern',
        { keyword: 'pattern', instancePath: '/original_price', params: { pattern: '^x$' } },
        'querystring',
        { message: 'original_price is not in the expected format', field: 'original_price' },
      ],
      [
        'a format',
        { keyword: 'format', instancePath: '/email', params: { format: 'email' } },
        'body',
        { message: 'email must be a valid email', field: 'email' },
      ],
      [
        'a minimum',
        { keyword: 'minimum', instancePath: '/amount', params: { limit: 500 } },
        'body',
        { message: 'amount must be at least 500', field: 'amount' },
      ],
      [
        'a maximum',
        { keyword: 'maximum', instancePath: '/limit', params: { limit: 100 } },
        'querystring',
        { message: 'limit must be at most 100', field: 'limit' },
      ],
      [
        'an empty text',
        { keyword: 'minLength', instancePath: '/name', params: { limit: 1 } },
        'body',
        { message: 'name must not be empty', field: 'name' },
      ],
      [
        'a short text',
        { keyword: 'minLength', instancePath: '/password', params: { limit: 4 } },
        'body',
        { message: 'password must be at least 4 characters long', field: 'password' },
      ],
      [
        'an item of a list',
        { keyword: 'minimum', instancePath: '/orderedProducts/0/qty', params: { limit: 1 } },
        'body',
        { message: 'orderedProducts.0.qty must be at least 1', field: 'orderedProducts.0.qty' },
      ],
      [
        'a body that is not an object',
        { keyword: 'type', instancePath: '', params: { type: 'object' } },
        'body',
        { message: 'The request body must be an object' },
      ],
      [
        'a change with nothing to change',
        { keyword: 'minProperties', instancePath: '', params: { limit: 2 } },
        'body',
        { message: 'Send at least one field to change' },
      ],
    ]
  for (const [title, error, part, expected] of cases) {
    it(`names the field and says what is wrong for ${title}`, () => {
      expect(describeValidationError(error, part)).toEqual(expected)
    })
  }
})

describe('error replies over HTTP', () => {
  let database: Database
  let app: FastifyInstance
  let mediaDir: string

  beforeAll(async () => {
    database = await openTestDatabase()
    mediaDir = mkdtempSync(join(tmpdir(), 'oja-media-'))
    app = await buildApp({ database, mediaDir })
    // A route that fails the way a bug would, with internals in its message.
    app.get('/api/test-failure', async () => {
      throw new Error('SELECT * FROM users WHERE password = secret')
    })
    await app.ready()
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('answers 404 with the envelope for an unknown /api route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] })
    }
  })

  it('answers 404 for a method the contract does not give a path', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/categories' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] })
  })

  it('answers 500 with the spec fallback and no internals when a handler fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ errors: [{ message: INTERNAL_ERROR_MESSAGE }] })
    expect(response.body).not.toMatch(LEAKS)
  })

  it('answers 400 with the envelope for a malformed URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ errors: [{ message: 'The address is not valid' }] })
  })

  it('answers 414 with the envelope for a path value too long to route', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(300)}` })
    expect(response.statusCode).toBe(414)
    expect(response.json()).toEqual({ errors: [{ message: 'The address is too long' }] })
  })

  it('answers 500 with the fallback and no internals when the database is gone', async () => {
    const gone = await openTestDatabase()
    const dir = mkdtempSync(join(tmpdir(), 'oja-media-'))
    const broken = await buildApp({ database: gone, mediaDir: dir })
    await gone.close()
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/products' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ errors: [{ message: INTERNAL_ERROR_MESSAGE }] })
      expect(response.body).not.toMatch(LEAKS)
    } finally {
      await broken.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
