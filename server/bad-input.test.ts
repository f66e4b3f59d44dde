// Malformed requests to every operation of openapi.yaml, generated from the contract itself: wrong types,
// unknown fields, off-pattern values, missing fields, missing or mistyped bodies, missing or false tokens. Each
// must be refused with a 4xx and the errors envelope, and none may change the database.
import { DEFAULT_CHECKOUTS } from '../src/domain/payment-token'
import { PAYSTACK_SIGNATURE_HEADER, paystackPayments, paystackSignature } from './providers/payments/paystack'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { ROLE_CHECKS } from './access'
import { newId } from './db/ids'
import { uploadsRepo } from './db/repos/uploads.repo'
import { categories, users, vendors } from './db/schema'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { paymentTokenService } from './services/tokens'
import {
  badValues,
  bearer,
  databaseFingerprint,
  EXAMPLE_PASSWORD,
  latestEmailedCode,
  loadContract,
  openTestApp,
  RESET_CODE_EMAILED,
  sampleValue,
  schemaValidator,
  signUpTestUser,
  TOKEN_PLACEHOLDER,
  validRequest,
  type ContractOperation,
  type JsonSchema,
  type TestApp,
  type TestRequest,
  injectOperation,
} from './test-support'
import { verifiedTestUser } from './test-shop'

// refreshToken and logout read the refresh cookie (docs/adr/0023): no body, no parameter, no bearer required.
const TAKES_NO_INPUT = ['getIdentityConfig', 'getPromo', 'listCategories', 'getPaymentConfig', 'refreshToken', 'logout']

/** The account the sampled requests act for: its email is the one the contract's samples use. */
const SAMPLE_EMAIL = 'shopper@example.com'

/** A token shaped like the store's, signed with a key that is not the store's. */
async function forgedToken(subject: string): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('oja')
    .setAudience('oja-web')
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(new TextEncoder().encode('a secret that is not the store secret'))
}

interface BadCase {
  title: string
  request: TestRequest
  status: number
  /** The input the first error must name, when the case is about one input. */
  field?: string
}

function isObjectSchema(schema: JsonSchema) {
  return schema.type === 'object' && schema.properties !== undefined
}

/** Cases for one body object: unknown field, each required field missing, each property given bad values. */
function bodyCases(
  operation: ContractOperation,
  schema: JsonSchema,
  valid: Record<string, unknown>,
  build: (body: Record<string, unknown>) => unknown,
  at: string,
): BadCase[] {
  const cases: BadCase[] = []
  const send = (title: string, body: unknown, field: string | undefined): BadCase => ({
    title,
    request: validRequest(operation, { body }),
    status: 400,
    ...(field ? { field } : {}),
  })
  const prefix = at ? `${at}.` : ''
  // A schema open to unknown fields (Flutterwave's webhook event) takes them by design.
  if (schema.additionalProperties === false)
    cases.push(send(`an unknown field ${prefix}colour`, build({ ...valid, colour: 'red' }), `${prefix}colour`))
  for (const name of (schema.required ?? []) as string[]) {
    const { [name]: _removed, ...rest } = valid
    cases.push(send(`no ${prefix}${name}`, build(rest), `${prefix}${name}`))
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    for (const bad of badValues(property)) {
      cases.push(send(`${bad.why} in ${prefix}${name}`, build({ ...valid, [name]: bad.value }), `${prefix}${name}`))
    }
    // One level down: objects, and the first item of arrays of objects (order lines, sizes, the card reference).
    const nestedValue = valid[name] ?? sampleValue(property)
    if (isObjectSchema(property)) {
      cases.push(
        ...bodyCases(
          operation,
          property,
          nestedValue as Record<string, unknown>,
          (inner) => build({ ...valid, [name]: inner }),
          `${prefix}${name}`,
        ),
      )
    }
    const items = property.items as JsonSchema | undefined
    if (property.type === 'array' && items && isObjectSchema(items)) {
      const first = (nestedValue as Record<string, unknown>[])[0]!
      cases.push(
        ...bodyCases(operation, items, first, (inner) => build({ ...valid, [name]: [inner] }), `${prefix}${name}.0`),
      )
    }
  }
  return cases
}

function badCases(operation: ContractOperation): BadCase[] {
  const cases: BadCase[] = []
  for (const parameter of operation.parameters) {
    const where = parameter.in === 'path' ? 'path' : 'query'
    for (const bad of badValues(parameter.schema, { asText: true })) {
      const override = { [where]: { [parameter.name]: String(bad.value) } }
      cases.push({
        title: `${bad.why} in the ${where} parameter ${parameter.name}`,
        request: validRequest(operation, override),
        status: 400,
        field: parameter.name,
      })
    }
  }
  if (operation.body?.contentType === 'application/json') {
    const schema = operation.body.schema
    const { payload: _payload, ...withoutBody } = validRequest(operation)
    const { 'content-type': _type, ...headersWithoutType } = withoutBody.headers
    cases.push({ title: 'no body at all', request: { ...withoutBody, headers: headersWithoutType }, status: 400 })
    cases.push({
      title: 'a body that is not JSON',
      request: { ...withoutBody, payload: '{"broken":', headers: withoutBody.headers },
      status: 400,
    })
    cases.push({
      title: 'a text/plain body',
      request: { ...withoutBody, payload: 'hello', headers: { ...headersWithoutType, 'content-type': 'text/plain' } },
      status: 415,
    })
    cases.push({
      title: 'a JSON array instead of an object',
      request: validRequest(operation, { body: [] }),
      status: 400,
    })
    if (isObjectSchema(schema)) {
      cases.push(...bodyCases(operation, schema, sampleValue(schema) as Record<string, unknown>, (body) => body, ''))
    } else {
      // A choice of shapes (sign-in, either gateway's payment): something from two of them at once, and none of them.
      const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[]
      const mixed = Object.assign({}, ...branches.map((branch) => sampleValue(branch)))
      cases.push({
        title: 'fields of two forms at once',
        request: validRequest(operation, { body: mixed }),
        status: 400,
      })
      cases.push({ title: 'an empty object', request: validRequest(operation, { body: {} }), status: 400 })
      for (const [index, branch] of branches.entries()) {
        cases.push(
          ...bodyCases(operation, branch, sampleValue(branch) as Record<string, unknown>, (body) => body, '').map(
            (c) => ({ ...c, title: `${c.title} (form ${index + 1})` }),
          ),
        )
      }
    }
  }
  if (operation.body?.contentType === 'multipart/form-data') {
    const { payload: _payload, ...withoutBody } = validRequest(operation)
    const { 'content-type': _type, ...headersWithoutType } = withoutBody.headers
    cases.push({ title: 'no body at all', request: { ...withoutBody, headers: headersWithoutType }, status: 400 })
    cases.push({
      title: 'JSON instead of a multipart form',
      request: {
        ...withoutBody,
        payload: '{"images":[]}',
        headers: { ...headersWithoutType, 'content-type': 'application/json' },
      },
      status: 415,
    })
  }
  if (operation.secured) {
    const request = validRequest(operation)
    const { authorization: _token, ...anonymous } = request.headers
    cases.push({ title: 'no bearer token', request: { ...request, headers: anonymous }, status: 401 })
    cases.push({
      title: 'a token of another scheme',
      request: { ...request, headers: { ...anonymous, authorization: 'Basic dXNlcjpwYXNz' } },
      status: 401,
    })
    cases.push({
      title: 'an empty bearer token',
      request: { ...request, headers: { ...anonymous, authorization: 'Bearer ' } },
      status: 401,
    })
    cases.push({
      title: 'a bearer token that is not a token',
      request: { ...request, headers: { ...anonymous, authorization: 'Bearer abc.def.ghi' } },
      status: 401,
    })
    cases.push({
      title: 'a bearer token signed with another key',
      request: { ...request, headers: { ...anonymous, authorization: 'Bearer forged' } },
      status: 401,
    })
  }
  if (operation.keyed) {
    const request = validRequest(operation)
    const { 'x-chat-key': _key, ...keyless } = request.headers
    cases.push({ title: 'no chat key', request: { ...request, headers: keyless }, status: 401 })
    cases.push({
      title: 'a chat key of the wrong shape',
      request: { ...request, headers: { ...keyless, 'x-chat-key': 'not-a-key' } },
      status: 401,
    })
  }
  return cases
}

const { operations } = loadContract()
const envelope = {
  type: 'object',
  additionalProperties: false,
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['message'],
        properties: { message: { type: 'string', minLength: 1 }, field: { type: 'string' } },
      },
    },
  },
}

/** The store's secrets in this test, so that the well-formed payment calls carry what the store would accept. */
const TOKEN_SECRET = 'the bad-input test store secret, 48 characters long!'
const WEBHOOK_HASH = 'the bad-input test webhook hash'
const PAYSTACK_SECRET_KEY = 'sk_test_bad-input'

let testApp: TestApp
let token: string
/** A verified vendor's who is also the store's owner: operations that need a role check it before the body (ADR 0013),
 *  so their bad bodies are sent by someone who has every role (vendor, staff, owner). */
let vendorToken: string
let vendorUserId: string
let forged: string
let shopperId: string

beforeAll(async () => {
  // Live card payments against an address nothing answers: no well-formed call here gets as far as asking it.
  const payments = flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-bad-input-X',
    secretKey: 'FLWSECK_TEST-bad-input-X',
    webhookHash: WEBHOOK_HASH,
    apiBaseUrl: 'http://127.0.0.1:9/v3',
  })
  const paystack = paystackPayments({
    publicKey: 'pk_test_bad-input',
    secretKey: PAYSTACK_SECRET_KEY,
    apiBaseUrl: 'http://127.0.0.1:9',
  })
  testApp = await openTestApp({
    payments: { adapters: { flutterwave: payments, paystack } },
    tokenSecret: TOKEN_SECRET,
  })
  const shopper = await signUpTestUser(testApp.app, SAMPLE_EMAIL)
  shopperId = shopper.id
  token = shopper.token
  forged = await forgedToken(shopper.id)
  const vendor = await verifiedTestUser(testApp.app, 'bad-input-vendor@example.com')
  const shop = newId()
  await testApp.database.db.insert(vendors).values({ id: shop, name: 'Bad Input Gadgets' })
  await testApp.database.db.update(users).set({ vendorId: shop, staffRole: 'owner' }).where(eq(users.id, vendor.id))
  vendorToken = vendor.token
  vendorUserId = vendor.id
})

const roles: Partial<Record<string, string>> = ROLE_CHECKS

/** The request with the sample account's token (or the forged one) in place of the placeholder. */
function withToken(request: TestRequest, operation: ContractOperation): TestRequest {
  const authorization = request.headers.authorization
  const own = roles[operation.operationId] === undefined ? token : vendorToken
  if (authorization === `Bearer ${TOKEN_PLACEHOLDER}`)
    return { ...request, headers: { ...request.headers, ...bearer(own) } }
  if (authorization === 'Bearer forged') return { ...request, headers: { ...request.headers, ...bearer(forged) } }
  return request
}

/** The well-formed request; logout and signOutEverywhere end sessions of their own (not the shared token's);
 *  verifyOtp's needs the code the sample account was emailed, createOrder a payment token the
 *  store signed (for an order that does not exist: 404), startWalletFunding an amount the store takes, createProduct
 *  prices the product form takes, a category of the store's and a picture the vendor uploaded, createPromo a time ahead,
 *  createCategory a picture its owner uploaded, the webhook Flutterwave's hash. */
async function wellFormed(operation: ContractOperation): Promise<TestRequest> {
  if (operation.operationId === 'logout') {
    // Ends a session of its own: the sample account signs in once more, so the shared token stays live.
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: SAMPLE_EMAIL, password: EXAMPLE_PASSWORD },
    })
    const { data } = signIn.json() as { data: { token: string } }
    return { ...validRequest(operation), headers: { ...validRequest(operation).headers, ...bearer(data.token) } }
  }
  if (operation.operationId === 'signOutEverywhere') {
    // Ends every session of an account of its own, not the sample account's.
    const other = await signUpTestUser(testApp.app, 'bad-input-everywhere@example.com')
    return { ...validRequest(operation), headers: { ...validRequest(operation).headers, ...bearer(other.token) } }
  }
  if (operation.operationId === 'resetPassword') {
    // A code emailed to an account of its own, whose password it then sets.
    const email = 'bad-input-reset@example.com'
    await signUpTestUser(testApp.app, email)
    await testApp.app.inject({ method: 'POST', url: '/api/users/forgotPassword', payload: { email } })
    const code = await latestEmailedCode(testApp.app, email, RESET_CODE_EMAILED)
    return validRequest(operation, { body: { email, code, password: 'a new password' } })
  }
  if (operation.operationId === 'changePassword' || operation.operationId === 'deleteAccount') {
    // Changes or deletes an account of its own, not the sample account the other requests act for.
    const email = `bad-input-${operation.operationId}@example.com`
    const other = await signUpTestUser(testApp.app, email)
    const body =
      operation.operationId === 'changePassword'
        ? { currentPassword: EXAMPLE_PASSWORD, password: 'a new password' }
        : { email }
    return {
      ...validRequest(operation, { body }),
      headers: { ...validRequest(operation).headers, ...bearer(other.token) },
    }
  }
  if (operation.operationId === 'verifyOtp') {
    return withToken(
      validRequest(operation, {
        body: { email: SAMPLE_EMAIL, otp: await latestEmailedCode(testApp.app, SAMPLE_EMAIL) },
      }),
      operation,
    )
  }
  if (operation.operationId === 'createOrder') {
    const txRef = 'oja-no-such-order'
    const paymentToken = await paymentTokenService({ secret: TOKEN_SECRET }).issue(shopperId, {
      amount: 100,
      name: 'Ada',
      email: SAMPLE_EMAIL,
      deliveryMethod: 'express',
      addressId: '65a1f0c2e4b0a1b2c3d4e5f6',
      txRef,
      checkouts: [...DEFAULT_CHECKOUTS],
    })
    return withToken(
      validRequest(operation, { body: { paymentToken, flutterwave: { transaction_id: '1', tx_ref: txRef } } }),
      operation,
    )
  }
  if (operation.operationId === 'startWalletFunding') {
    // The contract's smallest amount (0) is below the store's funding minimum (ADR 0010), a refusal of its own.
    return withToken(validRequest(operation, { body: { amount: 5_000 } }), operation)
  }
  if (operation.operationId === 'createProduct') {
    // The contract's smallest price (0) is below the form's rule, a refusal of its own.
    const sample = sampleValue(operation.body!.schema) as Record<string, unknown>
    const [category] = await testApp.database.db.select({ id: categories.id }).from(categories).limit(1)
    const image = {
      src: '/media/uploads/bad-input-800.webp',
      width: 800,
      height: 800,
      srcSet: '/media/uploads/bad-input-400.webp 400w, /media/uploads/bad-input-800.webp 800w',
    }
    await uploadsRepo(testApp.database.db).insert(
      vendorUserId,
      'product',
      [{ image, keys: ['uploads/bad-input-800.webp'] }],
      new Date(),
    )
    const body = {
      ...sample,
      original_price: 100_000,
      discounted_price: 100_000,
      categoryId: category?.id,
      images: [image.src],
    }
    return withToken(validRequest(operation, { body }), operation)
  }
  if (operation.operationId === 'createPromo') {
    // The contract's sample dates are past, which the store refuses; a promo far ahead overlaps nothing.
    const body = {
      text: 'Bad input promo',
      priceDrop: true,
      startsAt: '2998-01-01T00:00:00.000Z',
      expires: '2998-01-02T00:00:00.000Z',
    }
    return withToken(validRequest(operation, { body }), operation)
  }
  if (operation.operationId === 'createCategory') {
    // A category's picture is one its owner uploaded.
    const image = {
      src: '/media/uploads/bad-input-category-800.webp',
      width: 800,
      height: 800,
      srcSet: '/media/uploads/bad-input-category-800.webp 800w',
    }
    await uploadsRepo(testApp.database.db).insert(
      vendorUserId,
      'category',
      [{ image, keys: ['uploads/bad-input-category-800.webp'] }],
      new Date(),
    )
    return withToken(validRequest(operation, { body: { title: 'Bad input category', image: image.src } }), operation)
  }
  if (operation.operationId === 'receivePaymentWebhook') {
    const request = validRequest(operation)
    return { ...request, headers: { ...request.headers, 'verif-hash': WEBHOOK_HASH } }
  }
  if (operation.operationId === 'receivePaystackWebhook') {
    const request = validRequest(operation)
    const signature = paystackSignature(String(request.payload), PAYSTACK_SECRET_KEY)
    return { ...request, headers: { ...request.headers, [PAYSTACK_SIGNATURE_HEADER]: signature } }
  }
  return withToken(validRequest(operation), operation)
}

afterAll(async () => {
  await testApp?.close()
})

describe('malformed requests', () => {
  it('cover every operation in the contract, except those that take no input', () => {
    const without = operations
      .filter((operation) => badCases(operation).length === 0)
      .map((operation) => operation.operationId)
    expect(without.sort()).toEqual([...TAKES_NO_INPUT].sort())
  })

  for (const operation of operations) {
    const cases = badCases(operation)
    if (cases.length === 0) continue
    describe(`${operation.operationId} (${operation.method} ${operation.path})`, () => {
      let before: Record<string, string>

      it('accepts the well-formed request the cases are built from', async () => {
        const response = await injectOperation(testApp.app, await wellFormed(operation), operation)
        expect([400, 401, 415], response.body).not.toContain(response.statusCode)
        // What a request started after its reply (a password-reset code) is part of what it changed.
        await testApp.app.store.background.idle()
        before = await databaseFingerprint(testApp.database)
      })

      for (const badCase of cases) {
        it(`refuses ${badCase.title} with ${badCase.status} and the errors envelope`, async () => {
          const response = await testApp.app.inject(withToken(badCase.request, operation))
          expect(response.statusCode, response.body).toBe(badCase.status)
          const body: unknown = response.json()
          expect(schemaValidator(envelope)(body), response.body).toBe(true)
          if (badCase.field)
            expect(
              (body as { errors: { field?: string }[] }).errors.map((error) => error.field),
              response.body,
            ).toContain(badCase.field)
          expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\bstack\b/i)
        })
      }

      it('changes nothing in the database with any of them', async () => {
        expect(Object.keys(before).length).toBeGreaterThan(0)
        expect(await databaseFingerprint(testApp.database)).toEqual(before)
      })
    })
  }
})
