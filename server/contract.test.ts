// openapi.yaml is the one contract: these tests hold the contract to its own conventions, hold the server's
// replies to the contract, and list the operations that are still not served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTestProduct, verifiedTestUser } from './test-shop'
import {
  bearer,
  dereference,
  EXAMPLE_PASSWORD,
  findOperation,
  latestEmailedCode,
  loadContract,
  openTestApp,
  refreshCookie,
  schemaValidator,
  signUpTestUser,
  validRequest,
  type ContractOperation,
  type JsonSchema,
  type TestApp,
  type TestUser,
  injectOperation,
} from './test-support'

/**
 * Operations in the contract that answer 501 'Not implemented yet'. When a feature lands, remove its entries
 * here and their `501` responses from openapi.yaml.
 */
const NOT_IMPLEMENTED: string[] = []

const TAGS = [
  'products',
  'categories',
  'promo',
  'users',
  'identity',
  'carts',
  'wishlists',
  'orders',
  'payments',
  'swap',
  'address',
  'wallets',
  'staff',
  'chat',
]

const { operations, document } = loadContract()
const errorEnvelope = dereference(
  (document.components as { schemas: Record<string, JsonSchema> }).schemas.ErrorEnvelope!,
  document,
)

function takesInput(operation: ContractOperation) {
  return operation.parameters.length > 0 || operation.body !== undefined
}

/** Every object schema inside a request body, with where it is. */
function objectSchemas(schema: JsonSchema, at: string): { at: string; schema: JsonSchema }[] {
  const found: { at: string; schema: JsonSchema }[] = []
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  if (types.includes('object')) found.push({ at, schema })
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
    found.push(...objectSchemas(child, `${at}.${name}`))
  if (schema.items) found.push(...objectSchemas(schema.items as JsonSchema, `${at}[]`))
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    for (const [index, branch] of ((schema[key] ?? []) as JsonSchema[]).entries())
      found.push(...objectSchemas(branch, `${at}.${key}[${index}]`))
  }
  return found
}

describe('openapi.yaml', () => {
  it('describes every call of spec §7, the two identity calls, the four payment calls and the three wallet funding and payment calls, the vendor product list, the swap photos, the wallet notices seen, the two session endings and the data export', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/products',
        'GET /api/products/{slug}',
        'PATCH /api/products',
        'POST /api/products',
        'POST /api/products/pushimgs',
        'POST /api/products/availability-requests',
        'GET /api/categories',
        'GET /api/promo',
        'GET /api/users/refreshToken',
        'POST /api/users/logout',
        'POST /api/users/signOutEverywhere',
        'POST /api/users/signin',
        'POST /api/users/signup',
        'POST /api/users/sendOtp',
        'POST /api/users/verifyOtp',
        'GET /api/carts',
        'POST /api/carts',
        'PATCH /api/carts',
        'DELETE /api/carts/{id}',
        'GET /api/wishlists',
        'POST /api/wishlists',
        'DELETE /api/wishlists/{productId}',
        'GET /api/orders',
        'POST /api/orders',
        'POST /api/swap',
        'GET /api/address',
        'POST /api/address',
        'PATCH /api/address',
        'DELETE /api/address/{id}',
        'DELETE /api/user/address/{id}',
        'GET /api/wallets',
        'GET /api/wallets/fetchDataPlan',
        'GET /api/wallets/fetchBanks',
        'POST /api/wallets/verifyBank',
        'POST /api/wallets/buyDataPlan',
        'POST /api/wallets/buyAirtime',
        'POST /api/wallets/withdraw',
        'GET /api/wallets/transactions',
        'GET /api/identity/config',
        'POST /api/identity/sandbox/token',
        'GET /api/payments/config',
        'POST /api/payments',
        'POST /api/payments/flutterwave/webhook',
        'POST /api/payments/sandbox/charges',
        'POST /api/wallets/fund',
        'POST /api/wallets/fund/confirm',
        'POST /api/orders/wallet',
        'GET /api/vendor/products',
        'POST /api/swap/photos',
        'POST /api/wallets/notices/seen',
        'GET /api/users/me/data',
      ]),
    )
  })

  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations.map((operation) => operation.operationId)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('tags every operation with exactly one of the declared tags', () => {
    for (const operation of operations) {
      expect(operation.tags, operation.operationId).toHaveLength(1)
      expect(TAGS, operation.operationId).toContain(operation.tags[0])
    }
  })

  it('lists 400 for every operation that takes input and 401 for every protected one', () => {
    for (const operation of operations) {
      if (takesInput(operation)) expect(Object.keys(operation.responses), operation.operationId).toContain('400')
      if (operation.secured) expect(Object.keys(operation.responses), operation.operationId).toContain('401')
    }
  })

  it('leaves only the catalogue, sign-in/sign-up, refresh and logout (the refresh cookie), the password reset, the identity and payment settings, the sandboxes, the webhook and a visitor starting a chat public', () => {
    expect(
      operations
        .filter((operation) => !operation.secured && !operation.keyed)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual([
      'chargeSandboxApplePay',
      'chargeSandboxPayment',
      'chargeSandboxPaystack',
      'forgotPassword',
      'getIdentityConfig',
      'getPaymentConfig',
      'getProductBySlug',
      'getPromo',
      'getSandboxPaystackTransaction',
      'issueSandboxIdentityToken',
      'listCategories',
      'listProducts',
      'logout',
      'receivePaymentWebhook',
      'receivePaystackWebhook',
      'refreshToken',
      'resetPassword',
      'sendSandboxTransfer',
      'signIn',
      'signUp',
      'startVisitorChat',
      'suggestProducts',
      'validateSandboxApplePaySession',
    ])
  })

  it("opens a visitor's chat by its key alone, and lists 401 for it", () => {
    const keyed = operations.filter((operation) => operation.keyed)
    expect(keyed.map((operation) => operation.operationId).sort()).toEqual([
      'getVisitorChat',
      'sendVisitorChatMessage',
      'streamVisitorChat',
    ])
    for (const operation of keyed) {
      expect(operation.secured, operation.operationId).toBe(false)
      expect(Object.keys(operation.responses), operation.operationId).toContain('401')
    }
  })

  it('describes every error reply as the errors envelope', () => {
    for (const operation of operations) {
      for (const [status, schema] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) expect(schema, `${operation.operationId} ${status}`).toEqual(errorEnvelope)
      }
    }
  })

  it('wraps every successful reply in data', () => {
    for (const operation of operations) {
      for (const [status, schema] of Object.entries(operation.responses)) {
        if (Number(status) >= 300 || (operation.streams && schema === undefined)) continue
        expect(schema?.required, `${operation.operationId} ${status}`).toEqual(['data'])
      }
    }
  })

  it("rejects unknown fields in every object of every request body but the payment provider's webhook", () => {
    // Apple Pay's payment object is Apple's to shape (spec §7); the sandbox reads only whether it carries a token.
    const applesOwn = new Set(['chargeSandboxApplePay.paymentObject'])
    for (const operation of operations) {
      // The gateways' events are theirs to shape (and they add fields over time); only what names a payment is read.
      if (!operation.body || ['receivePaymentWebhook', 'receivePaystackWebhook'].includes(operation.operationId))
        continue
      for (const { at, schema } of objectSchemas(operation.body.schema, operation.operationId)) {
        if (applesOwn.has(at)) continue
        expect(schema.additionalProperties, at).toBe(false)
      }
    }
  })

  it('lists 501 exactly for the operations that are not served yet', () => {
    const declared = operations
      .filter((operation) => '501' in operation.responses)
      .map((operation) => operation.operationId)
    expect(declared.sort()).toEqual([...NOT_IMPLEMENTED].sort())
  })
})

describe('the server', () => {
  let testApp: TestApp
  let clock = new Date()
  let shopper: TestUser

  beforeAll(async () => {
    testApp = await openTestApp({ now: () => clock })
    shopper = await signUpTestUser(testApp.app, 'contract-shopper@example.com')
  })

  afterAll(async () => {
    await testApp?.close()
  })

  it('describes exactly the operations the server has a handler for, and those listed as not served yet', () => {
    // Each area of the server (server/areas/) hands its handlers to the contract, which lists them.
    const handled = testApp.app.handledOperations
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([...handled, ...NOT_IMPLEMENTED].sort())
  })

  async function replyMatchesContract(
    operationId: string,
    url: string,
    expectedStatus: number,
    request: { headers?: Record<string, string>; payload?: object } = {},
  ) {
    const operation = findOperation(operationId)
    const response = await testApp.app.inject({ method: operation.method, url, ...request })
    expect(response.statusCode, response.body).toBe(expectedStatus)
    expect(Object.keys(operation.responses), `${operationId} does not declare ${expectedStatus}`).toContain(
      String(expectedStatus),
    )
    const validate = schemaValidator(operation.responses[String(expectedStatus)]!)
    const body: unknown = response.json()
    expect(validate(body), JSON.stringify(validate.errors, null, 1)).toBe(true)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    return body
  }

  describe('replies as the contract says', () => {
    it('listProducts: a default page', async () => {
      const body = (await replyMatchesContract('listProducts', '/api/products', 200)) as { data: { docs: unknown[] } }
      expect(body.data.docs.length).toBeGreaterThan(0)
    })

    it('listProducts: every filter, sorted', async () => {
      await replyMatchesContract(
        'listProducts',
        '/api/products?sort=highToLow&rating=1&original_price=0--1000000&limit=100',
        200,
      )
      await replyMatchesContract('listProducts', '/api/products?sort=lowToHigh&page=2&limit=3', 200)
    })

    it('listProducts: an empty result', async () => {
      await replyMatchesContract('listProducts', '/api/products?title=nothing-is-called-this', 200)
    })

    it('listProducts: a bad query', async () => {
      await replyMatchesContract('listProducts', '/api/products?limit=1000', 400)
    })

    it('getProductBySlug: a product, an unknown slug and a malformed slug', async () => {
      const page = await testApp.app.inject({ method: 'GET', url: '/api/products?limit=1' })
      const slug = (page.json() as { data: { docs: { slug: string }[] } }).data.docs[0]!.slug
      await replyMatchesContract('getProductBySlug', `/api/products/${slug}`, 200)
      await replyMatchesContract('getProductBySlug', '/api/products/nothing-is-called-this', 404)
      await replyMatchesContract('getProductBySlug', '/api/products/Not_A_Slug', 400)
    })

    it('listCategories: every category', async () => {
      const body = (await replyMatchesContract('listCategories', '/api/categories', 200)) as {
        data: { docs: unknown[] }
      }
      expect(body.data.docs.length).toBeGreaterThan(0)
    })

    it('getPromo: the running promo, and null before it starts and after every promo has ended', async () => {
      // The seeded promo starts when the catalogue is seeded and runs for some days.
      clock = new Date()
      const running = (await replyMatchesContract('getPromo', '/api/promo', 200)) as { data: unknown }
      expect(running.data).not.toBeNull()
      clock = new Date('2000-01-01T00:00:00.000Z')
      const before = (await replyMatchesContract('getPromo', '/api/promo', 200)) as { data: unknown }
      expect(before.data).toBeNull()
      clock = new Date('9999-01-01T00:00:00.000Z')
      const ended = (await replyMatchesContract('getPromo', '/api/promo', 200)) as { data: unknown }
      expect(ended.data).toBeNull()
      clock = new Date()
    })

    it('signUp: a new account, and the same email again', async () => {
      const body = (await replyMatchesContract('signUp', '/api/users/signup', 201, {
        payload: {
          email: 'contract-new@example.com',
          password: EXAMPLE_PASSWORD,
          firstName: 'Ada',
          lastName: 'Obi',
          referralCode: 'FRIEND50',
        },
      })) as { data: { user: { verificationCode: boolean } } }
      expect(body.data.user.verificationCode).toBe(true)
      await replyMatchesContract('signUp', '/api/users/signup', 409, {
        payload: { email: 'CONTRACT-NEW@example.com', password: EXAMPLE_PASSWORD },
      })
      await replyMatchesContract('signUp', '/api/users/signup', 400, {
        payload: { email: 'contract-short@example.com', password: 'abc' },
      })
    })

    it('signIn: by password, a wrong password, and a forged Google token', async () => {
      await replyMatchesContract('signIn', '/api/users/signin', 200, {
        payload: { email: shopper.email, password: EXAMPLE_PASSWORD },
      })
      await replyMatchesContract('signIn', '/api/users/signin', 401, {
        payload: { email: shopper.email, password: 'not it' },
      })
      await replyMatchesContract('signIn', '/api/users/signin', 401, { payload: { oauthToken: 'not.a.token' } })
    })

    it('signIn: a sandbox Google token, and one whose email has a password account that Google does not vouch for', async () => {
      const issued = (await replyMatchesContract('issueSandboxIdentityToken', '/api/identity/sandbox/token', 201, {
        payload: { provider: 'google', email: 'contract-google@example.com', name: 'Chidi Okeke' },
      })) as { data: { idToken: string } }
      await replyMatchesContract('signIn', '/api/users/signin', 200, { payload: { oauthToken: issued.data.idToken } })
      await replyMatchesContract('issueSandboxIdentityToken', '/api/identity/sandbox/token', 400, {
        payload: { provider: 'facebook', email: 'contract-google@example.com' },
      })
    })

    it('refreshToken: a fresh session for the refresh cookie, and none without one', async () => {
      const user = await signUpTestUser(testApp.app, 'contract-refresh@example.com')
      await replyMatchesContract('refreshToken', '/api/users/refreshToken', 200, {
        headers: refreshCookie(user.refreshToken),
      })
      await replyMatchesContract('refreshToken', '/api/users/refreshToken', 401, { headers: bearer(user.token) })
    })

    it('logout: the session ends, and the same token is refused after', async () => {
      const user = await signUpTestUser(testApp.app, 'contract-logout@example.com')
      const body = (await replyMatchesContract('logout', '/api/users/logout', 200, {
        headers: bearer(user.token),
      })) as {
        data: unknown
      }
      expect(body.data).toEqual({ ended: true })
      await replyMatchesContract('logout', '/api/users/logout', 401, { headers: bearer(user.token) })
      await replyMatchesContract('refreshToken', '/api/users/refreshToken', 401, {
        headers: refreshCookie(user.refreshToken),
      })
    })

    it('signOutEverywhere: every session of the account ends, and none without a token', async () => {
      const user = await signUpTestUser(testApp.app, 'contract-everywhere@example.com')
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/signin',
        payload: { email: user.email, password: EXAMPLE_PASSWORD },
      })
      const second = (signIn.json() as { data: { token: string } }).data.token
      const body = (await replyMatchesContract('signOutEverywhere', '/api/users/signOutEverywhere', 200, {
        headers: bearer(second),
      })) as { data: unknown }
      expect(body.data).toEqual({ ended: 2 })
      await replyMatchesContract('signOutEverywhere', '/api/users/signOutEverywhere', 401, {
        headers: bearer(user.token),
      })
    })

    it('sendOtp and verifyOtp: another email, too soon, a wrong code, the right code, already verified', async () => {
      const user = await signUpTestUser(testApp.app, 'contract-verify@example.com')
      await replyMatchesContract('sendOtp', '/api/users/sendOtp', 403, {
        headers: bearer(user.token),
        payload: { email: shopper.email },
      })
      await replyMatchesContract('sendOtp', '/api/users/sendOtp', 429, {
        headers: bearer(user.token),
        payload: { email: user.email },
      })
      await replyMatchesContract('verifyOtp', '/api/users/verifyOtp', 400, {
        headers: bearer(user.token),
        payload: { email: user.email, otp: '00000' },
      })
      const code = await latestEmailedCode(testApp.app, user.email)
      const verified = (await replyMatchesContract('verifyOtp', '/api/users/verifyOtp', 200, {
        headers: bearer(user.token),
        payload: { email: user.email, otp: code },
      })) as { data: { user: { verificationCode: boolean } } }
      expect(verified.data.user.verificationCode).toBe(false)
      await replyMatchesContract('sendOtp', '/api/users/sendOtp', 409, {
        headers: bearer(user.token),
        payload: { email: user.email },
      })
      clock = new Date(Date.now() + 60_000)
      const other = await signUpTestUser(testApp.app, 'contract-resend@example.com')
      clock = new Date(Date.now() + 120_000)
      await replyMatchesContract('sendOtp', '/api/users/sendOtp', 200, {
        headers: bearer(other.token),
        payload: { email: other.email },
      })
      clock = new Date()
    })

    it('carts: add, the same again, a bad size, out of stock, +1, -1, beyond the stock, remove, unknown and unverified', async () => {
      const buyer = await verifiedTestUser(testApp.app, 'contract-cart@example.com')
      const auth = { headers: bearer(buyer.token) }
      const phone = await addTestProduct(testApp, {
        title: 'Contract Phone',
        price: 150_000,
        sale: 140_000,
        sizes: [['128GB', 2]],
      })
      const soldOut = await addTestProduct(testApp, { title: 'Contract Speaker', price: 20_000, stock: 0 })
      const added = (await replyMatchesContract('addCartItem', '/api/carts', 201, {
        ...auth,
        payload: { productId: phone.id, size: '128GB' },
      })) as { data: { _id: string } }
      await replyMatchesContract('addCartItem', '/api/carts', 200, {
        ...auth,
        payload: { productId: phone.id, size: '128GB' },
      })
      await replyMatchesContract('addCartItem', '/api/carts', 400, {
        ...auth,
        payload: { productId: phone.id, size: '1TB' },
      })
      await replyMatchesContract('addCartItem', '/api/carts', 409, { ...auth, payload: { productId: soldOut.id } })
      await replyMatchesContract('addCartItem', '/api/carts', 404, {
        ...auth,
        payload: { productId: 'ffffffffffffffffffffffff' },
      })
      await replyMatchesContract('listCartItems', '/api/carts', 200, auth)
      await replyMatchesContract('updateCartItem', '/api/carts', 200, {
        ...auth,
        payload: { cartId: added.data._id, qty: 1 },
      })
      await replyMatchesContract('updateCartItem', '/api/carts', 409, {
        ...auth,
        payload: { cartId: added.data._id, qty: 1 },
      })
      await replyMatchesContract('updateCartItem', '/api/carts', 200, {
        ...auth,
        payload: { cartId: added.data._id, qty: -1 },
      })
      await replyMatchesContract('updateCartItem', '/api/carts', 404, {
        ...auth,
        payload: { cartId: 'ffffffffffffffffffffffff', qty: 1 },
      })
      await replyMatchesContract('removeCartItem', `/api/carts/${added.data._id}`, 200, auth)
      await replyMatchesContract('removeCartItem', `/api/carts/${added.data._id}`, 404, auth)
      const unverified = { headers: bearer(shopper.token) }
      await replyMatchesContract('listCartItems', '/api/carts', 403, unverified)
      await replyMatchesContract('addCartItem', '/api/carts', 403, {
        ...unverified,
        payload: { productId: phone.id, size: '128GB' },
      })
      await replyMatchesContract('updateCartItem', '/api/carts', 403, {
        ...unverified,
        payload: { cartId: added.data._id, qty: 1 },
      })
      await replyMatchesContract('removeCartItem', `/api/carts/${added.data._id}`, 403, unverified)
    })

    it('wishlists: add, the same again, an unknown product, list, remove, remove again', async () => {
      const auth = { headers: bearer(shopper.token) }
      const watch = await addTestProduct(testApp, { title: 'Contract Watch', price: 45_000, stock: 3 })
      await replyMatchesContract('addWishlistItem', '/api/wishlists', 201, {
        ...auth,
        payload: { productId: watch.id },
      })
      await replyMatchesContract('addWishlistItem', '/api/wishlists', 200, {
        ...auth,
        payload: { productId: watch.id },
      })
      await replyMatchesContract('addWishlistItem', '/api/wishlists', 404, {
        ...auth,
        payload: { productId: 'ffffffffffffffffffffffff' },
      })
      await replyMatchesContract('listWishlistItems', '/api/wishlists', 200, auth)
      await replyMatchesContract('removeWishlistItem', `/api/wishlists/${watch.id}`, 200, auth)
      await replyMatchesContract('removeWishlistItem', `/api/wishlists/${watch.id}`, 404, auth)
    })

    it('createAvailabilityRequest: recorded, a repeat, in stock, no variant, a wrong variant, unknown and unverified', async () => {
      const asker = await verifiedTestUser(testApp.app, 'contract-availability@example.com')
      const auth = { headers: bearer(asker.token) }
      const url = '/api/products/availability-requests'
      const pad = await addTestProduct(testApp, {
        title: 'Contract Pad',
        price: 210_000,
        sizes: [
          ['64GB', 0],
          ['128GB', 4],
        ],
      })
      await replyMatchesContract('createAvailabilityRequest', url, 201, {
        ...auth,
        payload: { productId: pad.id, variant: '64GB' },
      })
      await replyMatchesContract('createAvailabilityRequest', url, 409, {
        ...auth,
        payload: { productId: pad.id, variant: '64GB' },
      })
      await replyMatchesContract('createAvailabilityRequest', url, 409, {
        ...auth,
        payload: { productId: pad.id, variant: '128GB' },
      })
      await replyMatchesContract('createAvailabilityRequest', url, 409, { ...auth, payload: { productId: pad.id } })
      await replyMatchesContract('createAvailabilityRequest', url, 400, {
        ...auth,
        payload: { productId: pad.id, variant: '2TB' },
      })
      await replyMatchesContract('createAvailabilityRequest', url, 404, {
        ...auth,
        payload: { productId: 'ffffffffffffffffffffffff' },
      })
      await replyMatchesContract('createAvailabilityRequest', url, 403, {
        headers: bearer(shopper.token),
        payload: { productId: pad.id, variant: '64GB' },
      })
    })

    it('wallets: the wallet, its transactions, funding, plans, banks, and refusals', async () => {
      const auth = { headers: bearer(shopper.token) }
      await replyMatchesContract('getWallet', '/api/wallets', 200, auth)
      const funding = (await replyMatchesContract('startWalletFunding', '/api/wallets/fund', 201, {
        ...auth,
        payload: { amount: 2_500 },
      })) as { data: { txRef: string } }
      await replyMatchesContract('startWalletFunding', '/api/wallets/fund', 400, { ...auth, payload: { amount: 10 } })
      await replyMatchesContract('confirmWalletFunding', '/api/wallets/fund/confirm', 404, {
        ...auth,
        payload: { flutterwave: { transaction_id: '1', tx_ref: 'oja-not-a-funding' } },
      })
      await replyMatchesContract('listWalletTransactions', '/api/wallets/transactions?limit=5', 200, auth)
      const page = (await replyMatchesContract('listWalletTransactions', '/api/wallets/transactions', 200, auth)) as {
        data: { docs: { reference: string; status: string }[] }
      }
      expect(page.data.docs).toEqual([expect.objectContaining({ reference: funding.data.txRef, status: 'pending' })])
      await replyMatchesContract('listDataPlans', '/api/wallets/fetchDataPlan', 200, auth)
      await replyMatchesContract('listBanks', '/api/wallets/fetchBanks', 200, auth)
      await replyMatchesContract('buyDataPlan', '/api/wallets/buyDataPlan', 404, {
        ...auth,
        payload: { phone: '08031234567', plan: 'no-such-plan' },
      })
      await replyMatchesContract('buyAirtime', '/api/wallets/buyAirtime', 409, {
        ...auth,
        payload: { phone: '08031234567', amount: 100 },
      })
      await replyMatchesContract('payOrderWithWallet', '/api/orders/wallet', 403, {
        ...auth,
        payload: { addressId: '65a1f0c2e4b0a1b2c3d4e5f6', deliveryMethod: 'standard' },
      })
    })

    it("exportMyData: the shopper's data, and none without a token", async () => {
      const body = (await replyMatchesContract('exportMyData', '/api/users/me/data', 200, {
        headers: bearer(shopper.token),
      })) as { data: { account: { email: string } } }
      expect(body.data.account.email).toBe(shopper.email)
      await replyMatchesContract('exportMyData', '/api/users/me/data', 401)
    })

    it('getIdentityConfig: both providers in the sandbox', async () => {
      const body = (await replyMatchesContract('getIdentityConfig', '/api/identity/config', 200)) as { data: unknown }
      expect(body.data).toEqual({
        google: { mode: 'sandbox', clientId: null },
        apple: { mode: 'sandbox', clientId: null },
      })
    })
  })

  describe('operations not served yet', () => {
    for (const operation of operations) {
      const pending = NOT_IMPLEMENTED.includes(operation.operationId)
      it(`${operation.operationId} ${pending ? 'answers 501 Not implemented yet' : 'is served'}`, async () => {
        // Ending sessions, changing the password or deleting the account would change the shared shopper for every call
        // after it: these act on an account of their own.
        const ends = ['logout', 'signOutEverywhere', 'changePassword', 'deleteAccount'].includes(operation.operationId)
        const token = ends
          ? (await signUpTestUser(testApp.app, `contract-served-${operation.operationId}@example.com`)).token
          : shopper.token
        const response = await injectOperation(testApp.app, validRequest(operation, { token }), operation)
        if (pending) {
          expect(response.statusCode, response.body).toBe(501)
          expect(response.json()).toEqual({ errors: [{ message: 'Not implemented yet' }] })
          expect(schemaValidator(operation.responses['501']!)(response.json())).toBe(true)
        } else {
          expect(response.statusCode, response.body).not.toBe(501)
          expect(response.statusCode, response.body).toBeLessThan(500)
        }
      })
    }
  })
})
