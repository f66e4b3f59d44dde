// Orders paid through either gateway (docs/adr/0041): Paystack's signed webhook confirms an order through the same
// settle step as Flutterwave's, once however often it comes and however many at once, only when Paystack's own
// record pays that order; the order keeps which gateway took its money, and a cancellation's refund goes back
// through that gateway. Both gateways are the real adapters against the local fakes of their APIs.
// @postgres: the same Paystack event races on several connections.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payment } from '../src/domain/contract'
import { nairaToKobo } from '../src/domain/money'
import { orderEvents, orders, users } from './db/schema'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { startFakePaystackApi, type FakePaystackApi } from './providers/payments/fake-paystack-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { paystackPayments } from './providers/payments/paystack'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { addTestAddress, addTestProduct, addToTestCart, verifiedTestUser } from './test-shop'

const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-two-gateways-X'
const WEBHOOK_HASH = 'the two gateways test webhook hash'
const PAYSTACK_SECRET = 'sk_test_two-gateways'
const WEBHOOK_REFUSED = 'This webhook call is not from the payment provider'

let flutterwave: FakeFlutterwaveApi
let paystack: FakePaystackApi
let testApp: TestApp
let staffToken: string
let made = 0
let nextFlutterwaveId = 7_000_000

beforeAll(async () => {
  flutterwave = await startFakeFlutterwaveApi({ secretKey: FLUTTERWAVE_SECRET })
  paystack = await startFakePaystackApi({ secretKey: PAYSTACK_SECRET })
  const adapters = {
    flutterwave: flutterwavePayments({
      publicKey: 'FLWPUBK_TEST-two-gateways-X',
      secretKey: FLUTTERWAVE_SECRET,
      webhookHash: WEBHOOK_HASH,
      apiBaseUrl: flutterwave.baseUrl,
      timeoutMs: 10_000,
      retryDelayMs: 10,
    }),
    paystack: paystackPayments({
      publicKey: 'pk_test_two-gateways',
      secretKey: PAYSTACK_SECRET,
      apiBaseUrl: paystack.baseUrl,
      timeoutMs: 10_000,
      retryDelayMs: 10,
    }),
  }
  testApp = await openTestApp({ seed: false, payments: { adapters } })
  const staff = await verifiedTestUser(testApp.app, 'two-gateways-staff@example.com')
  await testApp.app.store.db.update(users).set({ staffRole: 'staff' }).where(eq(users.id, staff.id))
  staffToken = staff.token
})

afterAll(async () => {
  await testApp?.close()
  await paystack?.close()
  await flutterwave?.close()
})

/** A shopper's order for one product, placed (awaiting payment). */
async function placed(): Promise<{ shopper: TestUser; payment: Payment; kobo: number }> {
  made += 1
  const shopper = await verifiedTestUser(testApp.app, `two-gateways-${made}@example.com`)
  const addressId = await addTestAddress(testApp.app, shopper)
  const product = await addTestProduct(testApp, { title: `Gateway Phone ${made}`, price: 10_000, stock: 5 })
  await addToTestCart(testApp.app, shopper, product.id)
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(shopper.token),
    payload: { addressId, deliveryMethod: 'standard' },
  })
  expect(response.statusCode, response.body).toBe(201)
  const payment = response.json<{ data: Payment }>().data
  return { shopper, payment, kobo: nairaToKobo(payment.amount) }
}

async function orderOf(txRef: string) {
  const [order] = await testApp.app.store.db.select().from(orders).where(eq(orders.txRef, txRef))
  return order!
}

/** Paystack's webhook as Paystack sends it (or as a test spoils it). */
function paystackWebhook(body: string, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  })
}

function sendSigned(reference: string) {
  const { headers, body } = paystack.signedWebhook('charge.success', paystack.chargeEvent(reference))
  return paystackWebhook(body, headers)
}

describe("Paystack's webhook", { timeout: 120_000 }, () => {
  it('changes nothing for a wrong, missing or replayed-with-changes signature', async () => {
    const { payment, kobo } = await placed()
    paystack.add({ reference: payment.txRef, amount: kobo })
    const { headers, body } = paystack.signedWebhook('charge.success', paystack.chargeEvent(payment.txRef))
    const wrong = paystackWebhook(body, { 'x-paystack-signature': 'f'.repeat(128) })
    const missing = paystackWebhook(body, {})
    const flutterwaveHash = paystackWebhook(body, { 'verif-hash': WEBHOOK_HASH })
    const altered = paystackWebhook(body.replace('charge.success', 'charge.success '), headers)
    const reserialized = paystackWebhook(JSON.stringify(JSON.parse(body), null, 1), headers)
    for (const answer of await Promise.all([wrong, missing, flutterwaveHash, altered, reserialized])) {
      expect(answer.statusCode, answer.body).toBe(401)
      expect(answer.json()).toEqual({ errors: [{ message: WEBHOOK_REFUSED }] })
    }
    const order = await orderOf(payment.txRef)
    expect(order).toMatchObject({ paymentState: 'awaiting', transactionId: null, paymentGateway: null })
    expect(paystack.requests.filter((request) => request.path.includes(payment.txRef))).toEqual([])
  })

  it('confirms an order once when the same charge.success arrives 10 times at once', async () => {
    const { payment, kobo } = await placed()
    const transaction = paystack.add({ reference: payment.txRef, amount: kobo })
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendSigned(payment.txRef)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    const order = await orderOf(payment.txRef)
    expect(order).toMatchObject({
      paymentState: 'paid',
      transactionId: String(transaction.id),
      paymentGateway: 'paystack',
    })
    const paidEvents = await testApp.app.store.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'paid')))
    expect(paidEvents).toHaveLength(1)
    // And once more, later: still paid once.
    expect((await sendSigned(payment.txRef)).statusCode).toBe(200)
    expect(await orderOf(payment.txRef)).toMatchObject({ paymentState: 'paid', paidAt: order.paidAt })
  })

  it('confirms nothing when Paystack says a smaller amount, another currency or another reference', async () => {
    const smaller = await placed()
    paystack.add({ reference: smaller.payment.txRef, amount: smaller.kobo })
    paystack.settle(smaller.payment.txRef, 'success', { amount: smaller.kobo - 1 })
    const dollars = await placed()
    paystack.add({ reference: dollars.payment.txRef, amount: dollars.kobo })
    paystack.settle(dollars.payment.txRef, 'success', { currency: 'USD' })
    const failed = await placed()
    paystack.add({ reference: failed.payment.txRef, amount: failed.kobo })
    paystack.settle(failed.payment.txRef, 'failed')
    for (const { payment } of [smaller, dollars, failed]) {
      expect((await sendSigned(payment.txRef)).statusCode).toBe(200)
      expect(await orderOf(payment.txRef)).toMatchObject({ paymentState: 'awaiting', paymentGateway: null })
    }

    // Paystack's answer is about another order's reference: read as malformed, so nothing is confirmed and the
    // webhook is asked to come again.
    const other = await placed()
    const elsewhere = await placed()
    paystack.add({ reference: other.payment.txRef, amount: other.kobo })
    const theirs = paystack.add({ reference: elsewhere.payment.txRef, amount: other.kobo })
    const { headers, body } = paystack.signedWebhook('charge.success', paystack.chargeEvent(other.payment.txRef))
    paystack.mishap(other.payment.txRef, {
      kind: 'body',
      status: 200,
      body: JSON.stringify({ status: true, message: 'Verification successful', data: { ...theirs } }),
    })
    const answer = await paystackWebhook(body, headers)
    expect(answer.statusCode).toBe(503)
    expect(await orderOf(other.payment.txRef)).toMatchObject({ paymentState: 'awaiting' })
    expect(await orderOf(elsewhere.payment.txRef)).toMatchObject({ paymentState: 'awaiting' })
  })

  it("credits a transfer into a shopper's dedicated account once, however often its webhook comes", async () => {
    const shopper = await verifiedTestUser(testApp.app, 'two-gateways-transfer@example.com')
    // Paystack opens an account for a customer with a phone number: the shopper's address gives it.
    await addTestAddress(testApp.app, shopper)
    const wallet = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(shopper.token) })
      return response.json<{ data: { balance: number; accounts: { accountNumber: string }[] } }>().data
    }
    const accountNumber = await vi.waitFor(
      async () => {
        const [account] = (await wallet()).accounts
        if (!account) throw new Error('the dedicated account is not open yet')
        return account.accountNumber
      },
      { timeout: 10_000, interval: 50 },
    )
    const { transaction } = await paystack.sendTransfer(accountNumber, 250_000)
    const { headers, body } = paystack.signedWebhook('charge.success', paystack.chargeEvent(transaction.reference))
    const answers = await Promise.all(Array.from({ length: 3 }, () => paystackWebhook(body, headers)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect((await wallet()).balance).toBe(2_500)

    // One into an account number no wallet has: received, credited to no one, and Paystack is not asked about it.
    const stranger = paystack.signedWebhook('charge.success', {
      reference: 'transfer-ref-1',
      amount: 500_000,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      status: 'success',
      authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '0000000001' },
      customer: { customer_code: 'CUS_test', email: 'someone@example.com' },
    })
    const answer = await paystackWebhook(stranger.body, stranger.headers)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(paystack.requests.filter((request) => request.path.includes('transfer-ref-1'))).toEqual([])
  })
})

describe('refunds go back the way the money came', { timeout: 120_000 }, () => {
  function cancel(orderId: string, refund: number) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/cancel`,
      headers: bearer(staffToken),
      payload: { from: 'Pending', refund, refundTo: 'original', reason: 'Out of stock at the warehouse' },
    })
  }

  it("refunds a Paystack-paid order through Paystack, once, and a Flutterwave-paid one through Flutterwave's", async () => {
    const byPaystack = await placed()
    paystack.add({ reference: byPaystack.payment.txRef, amount: byPaystack.kobo })
    expect((await sendSigned(byPaystack.payment.txRef)).statusCode).toBe(200)
    const paystackOrder = await orderOf(byPaystack.payment.txRef)
    expect(paystackOrder.paymentGateway).toBe('paystack')

    const byFlutterwave = await placed()
    nextFlutterwaveId += 1
    flutterwave.add({
      id: nextFlutterwaveId,
      tx_ref: byFlutterwave.payment.txRef,
      amount: byFlutterwave.payment.amount,
    })
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(byFlutterwave.shopper.token),
      payload: {
        paymentToken: byFlutterwave.payment.token,
        flutterwave: { transaction_id: String(nextFlutterwaveId), tx_ref: byFlutterwave.payment.txRef },
      },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    const flutterwaveOrder = await orderOf(byFlutterwave.payment.txRef)
    expect(flutterwaveOrder.paymentGateway).toBe('flutterwave')

    const paystackRefundsBefore = paystack.refunds().length
    const [first, second] = await Promise.all([
      cancel(paystackOrder.id, byPaystack.payment.amount),
      cancel(paystackOrder.id, byPaystack.payment.amount),
    ])
    expect([first!.statusCode, second!.statusCode].sort(), `${first!.body} ${second!.body}`).toEqual([200, 409])
    await testApp.app.store.background.idle()
    expect(paystack.refundedKobo(byPaystack.payment.txRef)).toBe(byPaystack.kobo)
    expect(paystack.refunds().length).toBe(paystackRefundsBefore + 1)
    expect(flutterwave.refundedKobo(paystackOrder.transactionId!)).toBe(0)

    expect((await cancel(flutterwaveOrder.id, byFlutterwave.payment.amount)).statusCode).toBe(200)
    await testApp.app.store.background.idle()
    expect(flutterwave.refundedKobo(nextFlutterwaveId)).toBe(byFlutterwave.kobo)
    expect(paystack.refunds().length).toBe(paystackRefundsBefore + 1)
  })
})

describe('choosing the gateway, and failing over', { timeout: 120_000 }, () => {
  it('offers Flutterwave then Paystack (card, bank transfer, USSD), opened under the order’s reference', async () => {
    const { payment } = await placed()
    expect(payment.checkouts?.map(({ gateway, methods }) => ({ gateway, methods }))).toEqual([
      { gateway: 'flutterwave', methods: ['card'] },
      { gateway: 'paystack', methods: ['card', 'bank_transfer', 'ussd'] },
    ])
    expect(payment.checkouts?.[1]?.accessCode).toEqual(expect.any(String))
    expect(paystack.transaction(payment.txRef)).toMatchObject({ reference: payment.txRef })
  })

  it('leaves Paystack out when it cannot be opened now', async () => {
    paystack.mishap('/transaction/initialize', { kind: 'serverError' }, { kind: 'serverError' })
    const { payment } = await placed()
    expect(payment.checkouts?.map(({ gateway }) => gateway)).toEqual(['flutterwave'])
    // A resting gateway is still tried, after the others; once it answers it is offered again.
    const next = await placed()
    expect(next.payment.checkouts?.map(({ gateway }) => gateway)).toEqual(['flutterwave', 'paystack'])
  })

  it('offers Paystack first while Flutterwave is down, and confirms an order paid there', async () => {
    const { payment: before } = await placed()
    nextFlutterwaveId += 1
    flutterwave.add({ id: nextFlutterwaveId, tx_ref: before.txRef, amount: before.amount })
    flutterwave.mishap(nextFlutterwaveId, { kind: 'serverError' }, { kind: 'serverError' })
    const down = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/flutterwave/webhook',
      headers: { 'verif-hash': WEBHOOK_HASH },
      payload: { event: 'charge.completed', data: { id: nextFlutterwaveId } },
    })
    expect(down.statusCode, down.body).toBe(503)

    const { payment, kobo } = await placed()
    expect(payment.checkouts?.map(({ gateway }) => gateway)).toEqual(['paystack', 'flutterwave'])
    paystack.settle(payment.txRef, 'success', { amount: kobo, channel: 'bank_transfer' })
    expect((await sendSigned(payment.txRef)).statusCode).toBe(200)
    expect(await orderOf(payment.txRef)).toMatchObject({ paymentState: 'paid', paymentGateway: 'paystack' })

    // Flutterwave answers again: it is first once more.
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/payments/flutterwave/webhook',
          headers: { 'verif-hash': WEBHOOK_HASH },
          payload: { event: 'charge.completed', data: { id: nextFlutterwaveId } },
        })
      ).statusCode,
    ).toBe(200)
    expect(await orderOf(before.txRef)).toMatchObject({ paymentState: 'paid', paymentGateway: 'flutterwave' })
    const { payment: after } = await placed()
    expect(after.checkouts?.map(({ gateway }) => gateway)).toEqual(['flutterwave', 'paystack'])
  })
})

describe("Paystack's inline checkout in the browser", () => {
  it("lets pages load Paystack's InlineJS, call its API and frame its checkout while Paystack is live", async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/payments/config' })
    const policy = String(api.headers['content-security-policy'])
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.paystack\.co/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.paystack\.co/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/checkout\.paystack\.com/)
    const script = await testApp.app.inject({ method: 'GET', url: '/sandbox/paystack/inline.js' })
    expect(script.statusCode).toBe(404)
  })
})
