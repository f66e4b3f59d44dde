// Card payment and orders through the API (ADR 0009), with the real Flutterwave adapter against the local fake of its
// API: 'Place order' prices the cart on the server and signs the token; confirming reads the provider's own record and
// then takes the stock, clears the cart and pays the order once, or refuses and refunds; the webhook confirms the same
// order by the same path; every refusal changes nothing; another shopper's ids answer 404.
import { sql } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, Payment } from '../src/domain/contract'
import { readPaymentToken } from '../src/domain/payment-token'
import { queryRows } from './db/database'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { bearer, databaseFingerprint, openTestApp, type TestApp, type TestUser } from './test-support'
import { addTestAddress, addTestProduct, addToTestCart, verifiedTestUser, type TestProduct } from './test-shop'

const TOKEN_SECRET = 'the orders test store secret, at least 32 characters'
const SECRET_KEY = 'FLWSECK_TEST-orders-X'
const WEBHOOK_HASH = 'the orders test webhook hash'
const FAILED = 'An error has occured please contact us for additional support'

let api: FakeFlutterwaveApi
let testApp: TestApp
let nextTransaction = 7_000_000

beforeAll(async () => {
  api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
  const payments = flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-orders-X',
    secretKey: SECRET_KEY,
    webhookHash: WEBHOOK_HASH,
    apiBaseUrl: api.baseUrl,
    timeoutMs: 2_000,
    retryDelayMs: 10,
  })
  testApp = await openTestApp({ seed: false, payments, tokenSecret: TOKEN_SECRET })
})

afterAll(async () => {
  await testApp?.close()
  await api?.close()
})

type Answer = { statusCode: number; body: string; json<T>(): T }
const firstMessage = (response: Answer) => response.json<{ errors: { message: string }[] }>().errors[0]?.message

let shoppers = 0
async function shopper(): Promise<TestUser & { addressId: string }> {
  shoppers += 1
  const user = await verifiedTestUser(testApp.app, `orders-shopper-${shoppers}@example.com`)
  return { ...user, addressId: await addTestAddress(testApp.app, user) }
}

function placeOrder(user: TestUser & { addressId: string }, body: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(user.token),
    payload: { addressId: user.addressId, deliveryMethod: 'express', ...body },
  })
}

async function placed(user: TestUser & { addressId: string }, body: Record<string, unknown> = {}): Promise<Payment> {
  const response = await placeOrder(user, body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: Payment }>().data
}

/** The shopper paid in Flutterwave's checkout: the provider now holds this transaction. */
function paid(
  payment: Payment,
  overrides: { amount?: number; tx_ref?: string; status?: 'successful' | 'failed'; currency?: string } = {},
): string {
  nextTransaction += 1
  api.add({
    id: nextTransaction,
    tx_ref: payment.txRef,
    amount: payment.amount,
    customer: { email: 'payer@example.com' },
    ...overrides,
  })
  return String(nextTransaction)
}

function confirm(user: TestUser, payment: Payment, transactionId: string, paymentToken = payment.token) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(user.token),
    payload: { paymentToken, flutterwave: { transaction_id: transactionId, tx_ref: payment.txRef } },
  })
}

function webhook(transactionId: string | number, hash = WEBHOOK_HASH) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'verif-hash': hash },
    payload: {
      event: 'charge.completed',
      data: { id: Number(transactionId), tx_ref: 'ignored', status: 'successful' },
    },
  })
}

async function stockOf(product: TestProduct, size?: string): Promise<number> {
  const [row] = size
    ? await queryRows<{ stock: number }>(
        testApp.database.db,
        sql`select stock from product_sizes where product_id = ${product.id} and title = ${size}`,
      )
    : await queryRows<{ stock: number }>(testApp.database.db, sql`select stock from products where id = ${product.id}`)
  return Number(row?.stock)
}

async function orderRow(txRef: string) {
  const [row] = await queryRows<{
    payment_state: string
    tracking_id: string | null
    refund_state: string | null
    refusal: string | null
  }>(
    testApp.database.db,
    sql`select payment_state, tracking_id, refund_state, refusal from orders where tx_ref = ${txRef}`,
  )
  return row
}

async function cartCount(user: TestUser): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from cart_items where user_id = ${user.id}`,
  )
  return Number(row?.count)
}

/** The tables a refused confirmation must leave alone. */
async function shopState() {
  const all = await databaseFingerprint(testApp.database)
  return {
    orders: all.orders,
    order_items: all.order_items,
    products: all.products,
    product_sizes: all.product_sizes,
    cart_items: all.cart_items,
  }
}

describe('the payment config', () => {
  it('is the live checkout with the public key when the store has Flutterwave keys', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payments/config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      data: { mode: 'live', scriptUrl: 'https://checkout.flutterwave.com/v3.js', publicKey: 'FLWPUBK_TEST-orders-X' },
    })
  })

  it("lets pages load Flutterwave's own checkout, and serves no sandbox script", async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/payments/config' })
    const policy = String(api.headers['content-security-policy'])
    expect(policy).toMatch(/script-src [^;]*https:\/\/checkout\.flutterwave\.com/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/checkout\.flutterwave\.com/)
    const script = await testApp.app.inject({ method: 'GET', url: '/sandbox/flutterwave/v3.js' })
    expect(script.statusCode).toBe(404)
  })

  it('takes no sandbox charges while payments are live', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/charges',
      payload: {
        public_key: 'FLWPUBK_TEST-orders-X',
        tx_ref: 'oja-x',
        amount: 100,
        currency: 'NGN',
        customer: { email: 'a@example.com' },
        outcome: 'successful',
      },
    })
    expect(response.statusCode).toBe(404)
    const verify = await testApp.app.inject({
      method: 'GET',
      url: '/sandbox/flutterwave/v3/transactions/4000001/verify',
    })
    expect(verify.statusCode).toBe(404)
  })
})

describe("'Place order' (createPayment)", () => {
  it('prices the cart from the catalogue with the coupon and delivery, keeps the order awaiting, and signs the payload', async () => {
    const user = await shopper()
    const phone = await addTestProduct(testApp, {
      title: 'Checkout Phone',
      price: 120_000,
      sale: 100_000.5,
      stock: 3,
    })
    const case_ = await addTestProduct(testApp, {
      title: 'Checkout Case',
      price: 6_000,
      sizes: [
        ['Small', 2],
        ['Large', 4],
      ],
    })
    await addToTestCart(testApp.app, user, phone.id, { qty: 2 })
    await addToTestCart(testApp.app, user, case_.id, { size: 'Large' })
    const payment = await placed(user, { coupon: 'oja-10k' })
    // 2 × ₦100,000.50 + ₦6,000 − ₦10,000 coupon + ₦10,000 express
    expect(payment.amount).toBe(206_001)
    expect(readPaymentToken(payment.token)).toEqual({
      amount: 20_600_100,
      name: 'Ada Obi',
      email: user.email,
      deliveryMethod: 'express',
      addressId: user.addressId,
      txRef: payment.txRef,
      checkouts: [{ gateway: 'flutterwave', methods: ['card'] }],
    })
    expect(payment.txRef).toMatch(/^oja-[0-9a-f]{32}$/)
    expect(await orderRow(payment.txRef)).toMatchObject({ payment_state: 'awaiting', tracking_id: null })
    // Nothing is taken or cleared before a payment is confirmed.
    expect(await stockOf(phone)).toBe(3)
    expect(await cartCount(user)).toBe(2)
    // Another 'Place order' is another payment under another reference.
    expect((await placed(user, { coupon: 'oja-10k' })).txRef).not.toBe(payment.txRef)
  })

  it('refuses an empty cart, a line beyond the stock, a coupon the cart does not qualify for, and an unverified shopper', async () => {
    const user = await shopper()
    let response = await placeOrder(user)
    expect(response.statusCode).toBe(409)
    expect(firstMessage(response)).toBe('No items in your cart to Checkout!')

    const cable = await addTestProduct(testApp, { title: 'Short Cable', price: 2_000, stock: 2 })
    await addToTestCart(testApp.app, user, cable.id, { qty: 2 })
    response = await placeOrder(user, { coupon: 'oja-10k' })
    expect(response.statusCode).toBe(409)
    expect(firstMessage(response)).toBe('OJA10K applies to orders above ₦100,000')
    response = await placeOrder(user, { coupon: 'FREE-MONEY' })
    expect(response.statusCode).toBe(409)

    await testApp.database.db.execute(sql`update products set stock = 1 where id = ${cable.id}`)
    response = await placeOrder(user)
    expect(response.statusCode).toBe(409)
    expect(firstMessage(response)).toBe('Sorry, only 1 Short Cable in stock.')
    await testApp.database.db.execute(sql`update products set stock = 0 where id = ${cable.id}`)
    response = await placeOrder(user)
    expect(firstMessage(response)).toBe('Sorry, Short Cable is not in stock.')

    await testApp.database.db.execute(sql`update users set email_verified_at = null where id = ${user.id}`)
    response = await placeOrder(user)
    expect(response.statusCode).toBe(403)
    const [count] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from orders where user_id = ${user.id}`,
    )
    expect(count?.count).toBe(0)
  })

  it("answers 404 for another shopper's address", async () => {
    const ada = await shopper()
    const bola = await shopper()
    const lamp = await addTestProduct(testApp, { title: 'Desk Lamp', price: 9_000, stock: 5 })
    await addToTestCart(testApp.app, ada, lamp.id)
    const response = await placeOrder(ada, { addressId: bola.addressId })
    expect(response.statusCode).toBe(404)
  })
})

describe('confirming a card-paid order (createOrder)', () => {
  it('takes the stock, clears the ordered lines, pays the order with a tracking id, emails the shopper, and lists it', async () => {
    const user = await shopper()
    const watch = await addTestProduct(testApp, {
      title: 'Smart Watch',
      price: 50_000,
      sizes: [
        ['40mm', 3],
        ['44mm', 1],
      ],
    })
    await addToTestCart(testApp.app, user, watch.id, { size: '40mm', qty: 2 })
    const payment = await placed(user)
    const transactionId = paid(payment)

    const response = await confirm(user, payment, transactionId)
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json<{ data: Order }>().data
    expect(order).toMatchObject({
      status: 'Pending',
      amountPaid: 110_000,
      deliveryMethod: 'express',
      deliveryAddress: { _id: user.addressId, name: 'Ada Obi', state: 'Lagos', country: 'Nigeria' },
      flutterwave: { transaction_id: transactionId, tx_ref: payment.txRef },
      orderedProducts: [
        {
          productId: { _id: watch.id, title: 'Smart Watch', discounted_price: 50_000 },
          price: 50_000,
          qty: 2,
          size: '40mm',
        },
      ],
    })
    expect(order.trackingId).toMatch(/^OJA-[A-HJ-KM-NP-Z2-9]{8}$/)
    expect(await stockOf(watch, '40mm')).toBe(1)
    expect(await stockOf(watch)).toBe(2)
    expect(await cartCount(user)).toBe(0)

    const outbox = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(user.email)}` })
    expect(outbox.body).toContain(`Your Oja order ${order.trackingId!} is confirmed`)
    expect(outbox.body).toContain('Smart Watch (40mm) × 2')
    expect(outbox.body).toContain('Express delivery')

    const listed = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(user.token) })
    expect(listed.json<{ data: { docs: Order[] } }>().data.docs).toEqual([order])

    // The same payment again, by the shopper or by the webhook, is the same order: nothing more is taken.
    const again = await confirm(user, payment, transactionId)
    expect(again.statusCode).toBe(200)
    expect(again.json<{ data: Order }>().data).toEqual(order)
    expect((await webhook(transactionId)).statusCode).toBe(200)
    expect(await stockOf(watch, '40mm')).toBe(1)
  })

  it('lists only paid orders, newest first, and none of another shopper', async () => {
    const user = await shopper()
    const other = await shopper()
    const mug = await addTestProduct(testApp, { title: 'Oja Mug', price: 3_000, stock: 10 })
    await addToTestCart(testApp.app, user, mug.id)
    const first = await placed(user)
    expect((await confirm(user, first, paid(first))).statusCode).toBe(201)
    await addToTestCart(testApp.app, user, mug.id)
    const second = await placed(user)
    expect((await confirm(user, second, paid(second))).statusCode).toBe(201)
    await addToTestCart(testApp.app, user, mug.id)
    await placed(user)
    const docs = (await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(user.token) })).json<{
      data: { docs: Order[] }
    }>().data.docs
    expect(docs.map((order) => order.flutterwave.tx_ref)).toEqual([second.txRef, first.txRef])
    const theirs = (
      await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(other.token) })
    ).json<{ data: { docs: Order[] } }>().data.docs
    expect(theirs).toEqual([])
  })

  describe('confirms nothing, and changes nothing, for', () => {
    let user: TestUser & { addressId: string }
    let product: TestProduct
    let payment: Payment

    beforeAll(async () => {
      user = await shopper()
      product = await addTestProduct(testApp, { title: 'Guarded Speaker', price: 40_000, stock: 4 })
      await addToTestCart(testApp.app, user, product.id)
      payment = await placed(user)
    })

    async function refused(send: () => Promise<Answer>, status: number, message?: string) {
      const before = await shopState()
      const response = await send()
      expect(response.statusCode, response.body).toBe(status)
      if (message) expect(firstMessage(response)).toBe(message)
      expect(await shopState()).toEqual(before)
      expect(await orderRow(payment.txRef)).toMatchObject({ payment_state: 'awaiting' })
    }

    it('a checkout opened for less than the order (a tampered amount)', async () => {
      await refused(() => confirm(user, payment, paid(payment, { amount: payment.amount - 0.01 })), 409, FAILED)
    })

    it('a failed transaction, one in another currency, and one the provider does not know', async () => {
      await refused(() => confirm(user, payment, paid(payment, { status: 'failed' })), 409, FAILED)
      await refused(() => confirm(user, payment, paid(payment, { currency: 'USD' })), 409, FAILED)
      await refused(() => confirm(user, payment, '99999999'), 409, FAILED)
      await refused(() => confirm(user, payment, 'not-a-number'), 409, FAILED)
    })

    it('a transaction made for another order (its tx_ref)', async () => {
      const other = await shopper()
      await addToTestCart(testApp.app, other, product.id)
      const theirs = await placed(other)
      await refused(() => confirm(user, payment, paid(theirs)), 409, FAILED)
    })

    it('a token whose payload was edited, one signed with another key, and a session token', async () => {
      const transactionId = paid(payment)
      const [header, body, signature] = payment.token.split('.')
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>
      const edited = `${header!}.${Buffer.from(JSON.stringify({ ...claims, amount: 100 })).toString('base64url')}.${signature!}`
      await refused(() => confirm(user, payment, transactionId, edited), 400)
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('oja')
        .setAudience('oja-payment')
        .setSubject(user.id)
        .sign(new TextEncoder().encode('another key that is long enough to sign tokens'))
      await refused(() => confirm(user, payment, transactionId, forged), 400)
      await refused(() => confirm(user, payment, transactionId, user.token), 400)
      // …and the payment token is no session token either.
      const asSession = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(payment.token) })
      expect(asSession.statusCode).toBe(401)
    })

    it("another shopper's reference: 404", async () => {
      const stranger = await shopper()
      await refused(() => confirm(stranger, payment, paid(payment)), 404)
    })

    it('a reference that is not the one the token names', async () => {
      const transactionId = paid(payment)
      await refused(
        () =>
          testApp.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: bearer(user.token),
            payload: {
              paymentToken: payment.token,
              flutterwave: { transaction_id: transactionId, tx_ref: 'oja-another' },
            },
          }),
        400,
      )
    })

    it('a provider that cannot be asked now: 503, and the order still waits to be confirmed later', async () => {
      const transactionId = paid(payment)
      api.mishap(transactionId, { kind: 'serverError' }, { kind: 'serverError' })
      await refused(() => confirm(user, payment, transactionId), 503)
      const later = await confirm(user, payment, transactionId)
      expect(later.statusCode).toBe(201)
    })
  })

  it("refuses and refunds a payment whose goods sold out while the shopper paid; a refund the provider refuses is the refund round's", async () => {
    const ada = await shopper()
    const bola = await shopper()
    const console_ = await addTestProduct(testApp, { title: 'Last Console', price: 300_000, stock: 1 })
    await addToTestCart(testApp.app, ada, console_.id)
    await addToTestCart(testApp.app, bola, console_.id)
    const adaPays = await placed(ada)
    const bolaPays = await placed(bola)
    expect((await confirm(ada, adaPays, paid(adaPays))).statusCode).toBe(201)

    const bolaTransaction = paid(bolaPays)
    // The verify call is answered; the refund fails (and its one retry).
    api.mishap(bolaTransaction, { kind: 'asDocumented' }, { kind: 'serverError' }, { kind: 'serverError' })
    const response = await confirm(bola, bolaPays, bolaTransaction)
    expect(response.statusCode).toBe(409)
    // Not refunded yet, so not said to be (ADR 0014).
    const refunding =
      'Sorry, Last Console sold out while you were paying. We are refunding your payment and will email you as soon as it is done.'
    expect(firstMessage(response)).toBe(refunding)
    expect(await stockOf(console_)).toBe(0)
    expect(await cartCount(bola)).toBe(1)
    expect(await orderRow(bolaPays.txRef)).toMatchObject({ payment_state: 'refused', refund_state: 'due' })
    expect(api.refundedKobo(bolaTransaction)).toBe(0)

    // Asking again reads how the refund stands; the refund round, once its wait is over, makes it.
    const again = await confirm(bola, bolaPays, bolaTransaction)
    expect(firstMessage(again)).toBe(refunding)
    expect(api.refundedKobo(bolaTransaction)).toBe(0)
    await testApp.database.db.execute(
      sql`update orders set refund_next_at = now() - interval '1 second' where tx_ref = ${bolaPays.txRef}`,
    )
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 1, refunded: 1 })
    expect(await orderRow(bolaPays.txRef)).toMatchObject({ refund_state: 'refunded' })
    expect(api.refundedKobo(bolaTransaction)).toBe(31_000_000)
    const refunded = await confirm(bola, bolaPays, bolaTransaction)
    expect(firstMessage(refunded)).toBe(
      'Sorry, Last Console sold out while you were paying. Your payment has been refunded.',
    )
    // Refunded once however often it is asked about.
    expect(await testApp.app.rounds.run('refunds')).toEqual({ tried: 0, refunded: 0 })
    expect(api.refundedKobo(bolaTransaction)).toBe(31_000_000)
  })
})

describe("Flutterwave's webhook", () => {
  it('is refused without the secret hash', async () => {
    expect((await webhook(1, 'a guess')).statusCode).toBe(401)
    const bare = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/flutterwave/webhook',
      payload: { data: { id: 1 } },
    })
    expect(bare.statusCode).toBe(401)
  })

  it('is received, and changes nothing, for a transaction or order the store does not know', async () => {
    const before = await shopState()
    expect((await webhook(123_456_789)).json()).toEqual({ data: { received: true } })
    api.add({ id: 123_456_790, tx_ref: 'oja-unknown-order', amount: 100 })
    expect((await webhook(123_456_790)).statusCode).toBe(200)
    expect(await shopState()).toEqual(before)
  })

  it('confirms the order when the browser never comes back; the shopper then gets the same order', async () => {
    const user = await shopper()
    const bag = await addTestProduct(testApp, { title: 'Travel Bag', price: 25_000, stock: 2 })
    await addToTestCart(testApp.app, user, bag.id)
    const payment = await placed(user)
    const transactionId = paid(payment)
    expect((await webhook(transactionId)).statusCode).toBe(200)
    expect(await orderRow(payment.txRef)).toMatchObject({ payment_state: 'paid' })
    expect(await stockOf(bag)).toBe(1)
    const late = await confirm(user, payment, transactionId)
    expect(late.statusCode).toBe(200)
    expect(await stockOf(bag)).toBe(1)
  })

  it('answers 503 when the provider cannot be asked, so that it is sent again', async () => {
    const user = await shopper()
    const pen = await addTestProduct(testApp, { title: 'Stylus Pen', price: 5_000, stock: 2 })
    await addToTestCart(testApp.app, user, pen.id)
    const payment = await placed(user)
    const transactionId = paid(payment)
    api.mishap(transactionId, { kind: 'serverError' }, { kind: 'serverError' })
    expect((await webhook(transactionId)).statusCode).toBe(503)
    expect(await orderRow(payment.txRef)).toMatchObject({ payment_state: 'awaiting' })
  })
})
