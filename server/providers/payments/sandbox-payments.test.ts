// The card payment sandbox, end to end on the server: its checkout's charge, then the real adapter's verify and refund
// calls answered by the store's own Flutterwave-shaped routes (through app.inject), and its webhook a moment later.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment, PaymentConfig } from '../../../src/domain/contract'
import { readPaymentToken } from '../../../src/domain/payment-token'
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SANDBOX_PAYSTACK_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import { queryRows } from '../../db/database'
import { bearer, openTestApp, type TestApp, type TestUser } from '../../test-support'
import {
  addTestProduct,
  addToTestCart,
  addressedTestUser,
  placeTestOrder,
  type AddressedTestUser,
  type TestProduct,
} from '../../test-shop'

type Shopper = AddressedTestUser

interface Shop {
  testApp: TestApp
  config: PaymentConfig
  shoppers: number
}

async function openShop(sandboxWebhookDelayMs: number | false): Promise<Shop> {
  const testApp = await openTestApp({ seed: false, sandboxWebhookDelayMs })
  const config = (await testApp.app.inject({ method: 'GET', url: '/api/payments/config' })).json<{
    data: PaymentConfig
  }>().data
  return { testApp, config, shoppers: 0 }
}

async function shopper(shop: Shop): Promise<Shopper> {
  shop.shoppers += 1
  return addressedTestUser(shop.testApp.app, `sandbox-shopper-${shop.shoppers}@example.com`)
}

const placed = (shop: Shop, user: Shopper): Promise<Payment> => placeTestOrder(shop.testApp.app, user)

/** What the sandbox's checkout posts when the shopper pays (or fails) in its modal. */
function charge(shop: Shop, payment: Payment, overrides: Record<string, unknown> = {}) {
  const payload = readPaymentToken(payment.token)!
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/charges',
    payload: {
      public_key: shop.config.publicKey,
      tx_ref: payload.txRef,
      amount: payload.amount / 100,
      currency: 'NGN',
      customer: { email: payload.email, name: payload.name },
      outcome: 'successful',
      ...overrides,
    },
  })
}

async function charged(shop: Shop, payment: Payment, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await charge(shop, payment, overrides)
  expect(response.statusCode, response.body).toBe(201)
  return String(response.json<{ data: { transaction_id: number } }>().data.transaction_id)
}

function confirm(shop: Shop, user: TestUser, payment: Payment, transactionId: string) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(user.token),
    payload: { paymentToken: payment.token, flutterwave: { transaction_id: transactionId, tx_ref: payment.txRef } },
  })
}

async function paymentState(shop: Shop, txRef: string): Promise<string | undefined> {
  const [row] = await queryRows<{ payment_state: string }>(
    shop.testApp.database.db,
    sql`select payment_state from orders where tx_ref = ${txRef}`,
  )
  return row?.payment_state
}

async function stockOf(shop: Shop, product: TestProduct): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    shop.testApp.database.db,
    sql`select stock from products where id = ${product.id}`,
  )
  return Number(row?.stock)
}

describe('the card payment sandbox', () => {
  let shop: Shop

  beforeAll(async () => {
    shop = await openShop(false)
  })

  afterAll(async () => {
    await shop?.testApp.close()
  })

  it("is the default: the store's own checkout script and a test public key made for this instance", async () => {
    expect(shop.config).toEqual({
      mode: 'sandbox',
      scriptUrl: SANDBOX_CHECKOUT_SCRIPT_PATH,
      publicKey: expect.stringMatching(/^FLWPUBK_TEST-[0-9a-f]{32}-X$/) as string,
      // Paystack's sandbox beside it (docs/adr/0043), with its own stand-in script and test key.
      paystack: {
        scriptUrl: SANDBOX_PAYSTACK_SCRIPT_PATH,
        publicKey: expect.stringMatching(/^pk_test_[0-9a-f]{40}$/) as string,
      },
    })
  })

  it("serves its checkout script and Paystack's stand-in from the store, and the pages allow no outside payment script", async () => {
    const script = await shop.testApp.app.inject({ method: 'GET', url: SANDBOX_CHECKOUT_SCRIPT_PATH })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain('FlutterwaveCheckout')
    const paystack = await shop.testApp.app.inject({ method: 'GET', url: SANDBOX_PAYSTACK_SCRIPT_PATH })
    expect(paystack.statusCode).toBe(200)
    expect(paystack.body).toContain('window.PaystackPop = PaystackPop')
    const api = await shop.testApp.app.inject({ method: 'GET', url: '/api/payments/config' })
    expect(String(api.headers['content-security-policy'])).not.toContain('flutterwave')
    expect(String(api.headers['content-security-policy'])).not.toContain('paystack')
  })

  it('takes a payment with the test card, which the real adapter then verifies, and the order is confirmed', async () => {
    const user = await shopper(shop)
    const speaker = await addTestProduct(shop.testApp, { title: 'Sandbox Speaker', price: 30_000, stock: 4 })
    await addToTestCart(shop.testApp.app, user, speaker.id, { qty: 2 })
    const payment = await placed(shop, user)
    const recorded = await charge(shop, payment)
    expect(recorded.statusCode).toBe(201)
    const { transaction_id: transactionId, ...rest } = recorded.json<{
      data: { transaction_id: number; tx_ref: string; status: string }
    }>().data
    expect(rest).toEqual({ tx_ref: payment.txRef, status: 'successful' })
    expect(transactionId).toBeGreaterThanOrEqual(4_000_001)

    const response = await confirm(shop, user, payment, String(transactionId))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ data: { amountPaid: number; trackingId: string } }>().data).toMatchObject({
      amountPaid: 63_000,
      trackingId: expect.stringMatching(/^OJA-/) as string,
    })
    expect(await stockOf(shop, speaker)).toBe(2)
  })

  it('confirms nothing for a checkout opened for less, a payment the shopper made fail, or another public key', async () => {
    const user = await shopper(shop)
    const lamp = await addTestProduct(shop.testApp, { title: 'Sandbox Lamp', price: 12_000, stock: 2 })
    await addToTestCart(shop.testApp.app, user, lamp.id)
    const payment = await placed(shop, user)

    const short = await charged(shop, payment, { amount: payment.amount - 1 })
    expect((await confirm(shop, user, payment, short)).statusCode).toBe(409)
    const failed = await charged(shop, payment, { outcome: 'failed' })
    expect((await confirm(shop, user, payment, failed)).statusCode).toBe(409)
    const dollars = await charged(shop, payment, { currency: 'USD' })
    expect((await confirm(shop, user, payment, dollars)).statusCode).toBe(409)
    const wrongKey = await charge(shop, payment, { public_key: 'FLWPUBK_TEST-not-this-store-X' })
    expect(wrongKey.statusCode).toBe(400)
    expect(wrongKey.json()).toEqual({
      errors: [{ message: "This is not the card payment sandbox's public key", field: 'public_key' }],
    })
    expect((await charge(shop, payment, { amount: 0.001 })).statusCode).toBe(400)
    expect(await paymentState(shop, payment.txRef)).toBe('awaiting')
    expect(await stockOf(shop, lamp)).toBe(2)
  })

  it("answers Flutterwave's verify and refund calls only with the sandbox's own secret key", async () => {
    for (const request of [
      { method: 'GET' as const, url: '/sandbox/flutterwave/v3/transactions/4000001/verify' },
      { method: 'POST' as const, url: '/sandbox/flutterwave/v3/transactions/4000001/refund', payload: { amount: 1 } },
    ]) {
      for (const authorization of [undefined, 'Bearer FLWSECK_TEST-a-guess-X']) {
        const response = await shop.testApp.app.inject({ ...request, headers: authorization ? { authorization } : {} })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({ status: 'error', message: 'Invalid authorization key', data: null })
      }
    }
  })

  it('refunds, into its own ledger, a payment whose goods sold out while the shopper paid', async () => {
    const ada = await shopper(shop)
    const bola = await shopper(shop)
    const tablet = await addTestProduct(shop.testApp, { title: 'Sandbox Tablet', price: 90_000, stock: 1 })
    await addToTestCart(shop.testApp.app, ada, tablet.id)
    await addToTestCart(shop.testApp.app, bola, tablet.id)
    const adaPays = await placed(shop, ada)
    const bolaPays = await placed(shop, bola)
    expect((await confirm(shop, ada, adaPays, await charged(shop, adaPays))).statusCode).toBe(201)
    const bolaTransaction = await charged(shop, bolaPays)
    const refused = await confirm(shop, bola, bolaPays, bolaTransaction)
    expect(refused.statusCode).toBe(409)
    const [ledger] = await queryRows<{ amount_kobo: number; refunded_kobo: number }>(
      shop.testApp.database.db,
      sql`select amount_kobo, refunded_kobo from sandbox_payments where id = ${Number(bolaTransaction)}`,
    )
    expect(Number(ledger?.refunded_kobo)).toBe(9_300_000)
    expect(Number(ledger?.amount_kobo)).toBe(9_300_000)
  })
})

describe("the card payment sandbox's webhook", () => {
  let shop: Shop

  beforeAll(async () => {
    shop = await openShop(0)
  })

  afterAll(async () => {
    await shop?.testApp.close()
  })

  it('confirms the order a moment after a successful payment, when the browser never comes back', async () => {
    const user = await shopper(shop)
    const router = await addTestProduct(shop.testApp, { title: 'Sandbox Router', price: 45_000, stock: 3 })
    await addToTestCart(shop.testApp.app, user, router.id)
    const payment = await placed(shop, user)
    const transactionId = await charged(shop, payment)
    for (let waited = 0; waited < 50 && (await paymentState(shop, payment.txRef)) !== 'paid'; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await paymentState(shop, payment.txRef)).toBe('paid')
    expect(await stockOf(shop, router)).toBe(2)
    expect((await confirm(shop, user, payment, transactionId)).statusCode).toBe(200)
  })

  it('does not call the webhook for a failed payment', async () => {
    const user = await shopper(shop)
    const fan = await addTestProduct(shop.testApp, { title: 'Sandbox Fan', price: 15_000, stock: 3 })
    await addToTestCart(shop.testApp.app, user, fan.id)
    const payment = await placed(shop, user)
    await charged(shop, payment, { outcome: 'failed' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await paymentState(shop, payment.txRef)).toBe('awaiting')
  })
})

describe('closing a store with a sandbox webhook still to come', () => {
  it('drops the webhook call instead of making it on a closed store', async () => {
    const logged: string[] = []
    const testApp = await openTestApp({
      seed: false,
      sandboxWebhookDelayMs: 100,
      logger: { level: 'warn', stream: { write: (line) => void logged.push(line) } },
    })
    const shop: Shop = {
      testApp,
      config: (await testApp.app.inject({ method: 'GET', url: '/api/payments/config' })).json<{ data: PaymentConfig }>()
        .data,
      shoppers: 0,
    }
    const user = await shopper(shop)
    const kettle = await addTestProduct(testApp, { title: 'Sandbox Kettle', price: 9_000, stock: 3 })
    await addToTestCart(testApp.app, user, kettle.id)
    await charged(shop, await placed(shop, user))
    await testApp.close()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(logged.filter((line) => line.includes('sandbox webhook'))).toEqual([])
  })
})
