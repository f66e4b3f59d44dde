// Racing confirmations (ADR 0009). On PostgreSQL the requests really run at once on separate connections; on PGlite,
// which has one connection, they queue, and the outcome must be the same: the last unit is sold once, and one payment
// pays one order once, whoever confirms it and however often.
// @postgres: payment confirmations race on several connections.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment } from '../src/domain/contract'
import { queryRows } from './db/database'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { addTestAddress, addTestProduct, addToTestCart, verifiedTestUser } from './test-shop'

const SECRET_KEY = 'FLWSECK_TEST-racing-X'
const WEBHOOK_HASH = 'the racing test webhook hash'
const SOLD_OUT = 'Sorry, Last Phone sold out while you were paying. Your payment has been refunded.'

let api: FakeFlutterwaveApi
let testApp: TestApp
let nextTransaction = 5_000_000

beforeAll(async () => {
  api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
  const payments = flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-racing-X',
    secretKey: SECRET_KEY,
    webhookHash: WEBHOOK_HASH,
    apiBaseUrl: api.baseUrl,
    timeoutMs: 10_000,
    retryDelayMs: 10,
  })
  testApp = await openTestApp({ seed: false, payments })
})

afterAll(async () => {
  await testApp?.close()
  await api?.close()
})

type Shopper = TestUser & { addressId: string }

async function shopper(email: string): Promise<Shopper> {
  const user = await verifiedTestUser(testApp.app, email)
  return { ...user, addressId: await addTestAddress(testApp.app, user) }
}

async function placed(user: Shopper): Promise<Payment> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(user.token),
    payload: { addressId: user.addressId, deliveryMethod: 'standard' },
  })
  if (response.statusCode !== 201) throw new Error(`placing the order failed: ${response.statusCode} ${response.body}`)
  return response.json<{ data: Payment }>().data
}

function paid(payment: Payment): string {
  nextTransaction += 1
  api.add({ id: nextTransaction, tx_ref: payment.txRef, amount: payment.amount })
  return String(nextTransaction)
}

function confirm(user: TestUser, payment: Payment, transactionId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(user.token),
    payload: { paymentToken: payment.token, flutterwave: { transaction_id: transactionId, tx_ref: payment.txRef } },
  })
}

function webhook(transactionId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'verif-hash': WEBHOOK_HASH },
    payload: { event: 'charge.completed', data: { id: Number(transactionId) } },
  })
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    testApp.database.db,
    sql`select stock from products where id = ${productId}`,
  )
  return Number(row?.stock)
}

describe('racing payments', () => {
  it('30 shoppers paying at once for the last unit: one paid order, stock 0, 29 refused with the message and refunded', async () => {
    const phone = await addTestProduct(testApp, { title: 'Last Phone', price: 250_000, stock: 1 })
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => shopper(`last-unit-${index}@example.com`)),
    )
    for (const user of shoppers) await addToTestCart(testApp.app, user, phone.id)
    const payments = await Promise.all(shoppers.map((user) => placed(user)))
    const transactions = payments.map((payment) => paid(payment))
    const refundsBefore = api.requests.filter((request) => request.path.endsWith('/refund')).length

    const answers = await Promise.all(
      shoppers.map((user, index) => confirm(user, payments[index]!, transactions[index]!)),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(
      statuses.filter((status) => status === 201),
      answers.map((answer) => answer.body).join('\n'),
    ).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(29)
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(SOLD_OUT)
    }
    expect(await stockOf(phone.id)).toBe(0)
    const states = await queryRows<{ payment_state: string; refund_state: string | null; count: number }>(
      testApp.database.db,
      sql`select payment_state, refund_state, count(*)::int as count from orders o
          where exists (select 1 from order_items i where i.order_id = o.id and i.product_id = ${phone.id})
          group by payment_state, refund_state order by payment_state`,
    )
    expect(states).toEqual([
      { payment_state: 'paid', refund_state: null, count: 1 },
      { payment_state: 'refused', refund_state: 'refunded', count: 29 },
    ])
    const refunds = api.requests.filter((request) => request.path.endsWith('/refund')).slice(refundsBefore)
    expect(refunds).toHaveLength(29)
    const winner = answers.findIndex((answer) => answer.statusCode === 201)
    transactions.forEach((id, index) => expect(api.refundedKobo(id), id).toBe(index === winner ? 0 : 25_300_000))
  })

  it('one payment confirmed 10 times at once by the shopper and the webhook together: one order, stock and cart taken once', async () => {
    const user = await shopper('ten-times@example.com')
    const charger = await addTestProduct(testApp, { title: 'Fast Charger', price: 8_000, stock: 5 })
    const earbuds = await addTestProduct(testApp, {
      title: 'Earbuds',
      price: 20_000,
      sizes: [
        ['Black', 3],
        ['White', 3],
      ],
    })
    await addToTestCart(testApp.app, user, charger.id, { qty: 2 })
    await addToTestCart(testApp.app, user, earbuds.id, { size: 'White' })
    const payment = await placed(user)
    const transactionId = paid(payment)

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? confirm(user, payment, transactionId) : webhook(transactionId),
      ),
    )
    const fromShopper = answers.filter((_, index) => index % 2 === 0).map((answer) => answer.statusCode)
    const fromWebhook = answers.filter((_, index) => index % 2 === 1).map((answer) => answer.statusCode)
    expect(fromWebhook).toEqual([200, 200, 200, 200, 200])
    expect(
      fromShopper.every((status) => status === 200 || status === 201),
      answers.map((answer) => answer.body).join('\n'),
    ).toBe(true)
    expect(fromShopper.filter((status) => status === 201).length).toBeLessThanOrEqual(1)

    const orders = await queryRows<{ payment_state: string; transaction_id: string; tracking_id: string }>(
      testApp.database.db,
      sql`select payment_state, transaction_id, tracking_id from orders where user_id = ${user.id}`,
    )
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ payment_state: 'paid', transaction_id: transactionId })
    const trackingIds = new Set(
      answers
        .filter((_, index) => index % 2 === 0)
        .map((answer) => answer.json<{ data: { trackingId: string } }>().data.trackingId),
    )
    expect([...trackingIds]).toEqual([orders[0]!.tracking_id])
    expect(await stockOf(charger.id)).toBe(3)
    const [white] = await queryRows<{ stock: number }>(
      testApp.database.db,
      sql`select stock from product_sizes where product_id = ${earbuds.id} and title = 'White'`,
    )
    expect(white?.stock).toBe(2)
    expect(await stockOf(earbuds.id)).toBe(5)
    const [cart] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from cart_items where user_id = ${user.id}`,
    )
    expect(cart?.count).toBe(0)
    const outbox = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(user.email)}` })
    expect(outbox.body.match(/<h2[^>]*>Your Oja order OJA-/g)).toHaveLength(1)
  })
})
