// The order a request is judged in (ADR 0013), for every operation of openapi.yaml: who you are (401), then whether
// you may (403), then what you sent (400); and a JSON body nested any depth the body limit allows is a 400, never a
// stack overflow.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productMessages } from '../src/domain/product-form'
import { ROLE_CHECKS } from './access'
import { newId } from './db/ids'
import { users, vendors } from './db/schema'
import { MAX_BODY_DEPTH, tooDeepMessage } from './input-guard'
import { SIGN_IN_REQUIRED_MESSAGE } from './services/tokens'
import { VERIFY_EMAIL_MESSAGE } from './services/verified-user'
import {
  loadContract,
  signUpTestUser,
  validRequest,
  openTestApp,
  type ContractOperation,
  type JsonSchema,
  type TestApp,
  type TestUser,
} from './test-support'
import { verifiedTestUser } from './test-shop'

let testApp: TestApp
let unverified: TestUser
let shopper: TestUser
/** A verified vendor who is also the store's owner: holding every role, their bodies reach the body's checks. */
let vendor: TestUser

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
  ;[unverified, shopper, vendor] = await Promise.all([
    signUpTestUser(testApp.app, 'order-unverified@example.com'),
    verifiedTestUser(testApp.app, 'order-shopper@example.com'),
    verifiedTestUser(testApp.app, 'order-vendor@example.com'),
  ])
  const vendorId = newId()
  await testApp.database.db.insert(vendors).values({ id: vendorId, name: 'Order Gadgets' })
  await testApp.database.db.update(users).set({ vendorId, staffRole: 'owner' }).where(eq(users.id, vendor.id))
})

afterAll(async () => {
  await testApp?.close()
})

const operations = loadContract().operations
const roles: Partial<Record<string, string>> = ROLE_CHECKS

/** The operation's request with an incomplete body (an empty JSON object), with `token` or none. */
function incomplete(operation: ContractOperation, token?: string) {
  const request = validRequest(operation, { body: {}, ...(token ? { token } : {}) })
  if (operation.body?.contentType === 'multipart/form-data') {
    request.payload = '{}'
    request.headers['content-type'] = 'application/json'
  }
  if (!token) delete request.headers.authorization
  return testApp.app.inject(request)
}

const messageOf = (body: string) => (JSON.parse(body) as { errors: { message: string }[] }).errors[0]?.message

describe('authentication, then authorisation, then the body', () => {
  it('every protected operation answers 401 without a token, whatever body came with it', async () => {
    const secured = operations.filter((operation) => operation.secured)
    expect(secured.length).toBeGreaterThan(20)
    for (const operation of secured) {
      const answer = await incomplete(operation)
      expect([operation.operationId, answer.statusCode, messageOf(answer.body)]).toEqual([
        operation.operationId,
        401,
        SIGN_IN_REQUIRED_MESSAGE,
      ])
    }
  })

  it('every role-restricted operation answers 403 to a signed-in user without the role, whatever body came with it', async () => {
    const restricted = operations.filter((operation) => roles[operation.operationId] !== undefined)
    expect(restricted.map((operation) => operation.operationId).sort()).toEqual(Object.keys(ROLE_CHECKS).sort())
    for (const operation of restricted) {
      const vendorOnly = roles[operation.operationId] === 'vendor'
      for (const [who, expected] of [
        [unverified, VERIFY_EMAIL_MESSAGE],
        ...(vendorOnly ? [[shopper, productMessages.notVendor] as const] : []),
      ] as const) {
        const answer = await incomplete(operation, who.token)
        expect([operation.operationId, who.email, answer.statusCode, messageOf(answer.body)]).toEqual([
          operation.operationId,
          who.email,
          403,
          expected,
        ])
      }
    }
  })

  it('the issue’s two cases: a swap request without a token is 401, a shopper creating a product is 403', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/swap', payload: { name: 'Ada' } })).statusCode).toBe(
      401,
    )
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { title: 'x' },
    })
    expect([answer.statusCode, messageOf(answer.body)]).toEqual([403, productMessages.notVendor])
  })
})

/** How deep a schema lets a body nest (objects and arrays), following every property and item. */
function schemaDepth(schema: JsonSchema | undefined): number {
  if (!schema || typeof schema !== 'object') return 0
  const children: unknown[] = []
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    if (Array.isArray(schema[key])) children.push(...(schema[key] as unknown[]))
  const nested = Math.max(0, ...children.map((child) => schemaDepth(child as JsonSchema)))
  const properties = Object.values((schema.properties as Record<string, JsonSchema> | undefined) ?? {})
  const items = schema.items as JsonSchema | undefined
  const own =
    properties.length > 0 || schema.type === 'object'
      ? 1 + Math.max(0, ...properties.map(schemaDepth))
      : schema.type === 'array' || items
        ? 1 + schemaDepth(items)
        : 0
  return Math.max(own, nested)
}

describe('a JSON body nested deeper than the limit', () => {
  const jsonOperations = operations.filter((operation) => operation.body?.contentType === 'application/json')
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

  it('the limit is far above the deepest body the contract has', () => {
    const deepest = Math.max(...jsonOperations.map((operation) => schemaDepth(operation.body?.schema)))
    expect(deepest).toBeGreaterThan(1)
    expect(deepest * 4).toBeLessThanOrEqual(MAX_BODY_DEPTH)
  })

  it('answers 400 on every JSON-body operation at 10,000 deep (sign-in and the webhook included), and at the limit + 1', async () => {
    expect(jsonOperations.length).toBeGreaterThan(20)
    expect(jsonOperations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['signIn', 'receivePaymentWebhook']),
    )
    for (const operation of jsonOperations) {
      for (const depth of [MAX_BODY_DEPTH + 1, 10_000]) {
        const request = validRequest(operation, { token: vendor.token })
        const answer = await testApp.app.inject({ ...request, payload: `{"a":${nested(depth - 1)}}` })
        expect([operation.operationId, depth, answer.statusCode, messageOf(answer.body)]).toEqual([
          operation.operationId,
          depth,
          400,
          tooDeepMessage,
        ])
      }
    }
  })

  it('answers 400 at the deepest the body limit allows', async () => {
    // Fastify's default body limit is 1 MiB; two bytes a level.
    const deepest = nested(Math.floor(1_048_576 / 2) - 1)
    for (const url of ['/api/users/signin', '/api/payments/flutterwave/webhook']) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deepest,
      })
      expect([url, answer.statusCode, messageOf(answer.body)]).toEqual([url, 400, tooDeepMessage])
    }
  })

  it('takes a body at the contract’s own depth as it did', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'order-shopper@example.com', password: 'wrong password here' },
    })
    expect(answer.statusCode).not.toBe(500)
    expect(messageOf(answer.body)).not.toBe(tooDeepMessage)
  })
})
