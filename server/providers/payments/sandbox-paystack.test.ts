// The Paystack sandbox, end to end on a default store (no gateway keys): Paystack's checkout offered beside
// Flutterwave's, the checkout window's reads and charges (card, bank transfer, USSD, Apple Pay), then the real
// adapter's verify and refund calls answered by the store's own Paystack-shaped routes, its signed webhook a moment
// later, and the outage switch (SANDBOX_GATEWAY_DOWN).
// @postgres: checkout windows, confirmations and refunds race on one Paystack sandbox transaction.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment, PaymentCheckout } from '../../../src/domain/contract'
import { SANDBOX_CHECKOUT_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import { queryRows } from '../../db/database'
import { bearer, openTestApp, type TestApp, type TestUser } from '../../test-support'
import {
  addTestProduct,
  addToTestCart,
  addressedTestUser,
  placeTestOrder,
  type AddressedTestUser,
} from '../../test-shop'
import { PAYSTACK_SIGNATURE_HEADER, paystackSignature } from './paystack'
import { SANDBOX_PAYSTACK_API_PREFIX } from './sandbox-paystack'

type Shopper = AddressedTestUser

interface Shop {
  testApp: TestApp
  shoppers: number
}

async function openShop(options: Parameters<typeof openTestApp>[0] = {}): Promise<Shop> {
  return { testApp: await openTestApp({ seed: false, sandboxWebhookDelayMs: false, ...options }), shoppers: 0 }
}

async function shopper(shop: Shop): Promise<Shopper> {
  shop.shoppers += 1
  return addressedTestUser(shop.testApp.app, `paystack-sandbox-${shop.shoppers}@example.com`)
}

/** A shopper with `naira` worth of one new product in the cart, and 'Place order' pressed. */
async function placed(shop: Shop, user: Shopper, naira = 20_000, stock = 5): Promise<Payment> {
  const product = await addTestProduct(shop.testApp, { title: `Gadget ${shop.shoppers}`, price: naira, stock })
  await addToTestCart(shop.testApp.app, user, product.id)
  return placeTestOrder(shop.testApp.app, user)
}

function accessCodeOf(checkouts: PaymentCheckout[] | undefined): string {
  const paystack = checkouts?.find((checkout) => checkout.gateway === 'paystack')
  expect(paystack?.accessCode).toBeDefined()
  return String(paystack?.accessCode)
}

function charge(shop: Shop, accessCode: string, channel = 'card', outcome = 'success') {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/paystack/charges',
    payload: { access_code: accessCode, channel, outcome },
  })
}

function confirm(shop: Shop, user: TestUser, payment: Payment) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(user.token),
    payload: { paymentToken: payment.token, paystack: { reference: payment.txRef } },
  })
}

async function paymentState(shop: Shop, txRef: string): Promise<string | undefined> {
  const [row] = await queryRows<{ payment_state: string }>(
    shop.testApp.database.db,
    sql`select payment_state from orders where tx_ref = ${txRef}`,
  )
  return row?.payment_state
}

async function ledgerRow(shop: Shop, reference: string) {
  const [row] = await queryRows<{ amount_kobo: string; refunded_kobo: string; status: string; channel: string }>(
    shop.testApp.database.db,
    sql`select amount_kobo, refunded_kobo, status, channel from sandbox_paystack_transactions
        where reference = ${reference}`,
  )
  return row
}

async function balanceOf(shop: Shop, user: TestUser): Promise<number> {
  const response = await shop.testApp.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(user.token) })
  return response.json<{ data: { balance: number } }>().data.balance
}

async function until(check: () => Promise<boolean>) {
  for (let waited = 0; waited < 60 && !(await check()); waited += 1)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('the Paystack sandbox', () => {
  let shop: Shop

  beforeAll(async () => {
    shop = await openShop()
  })

  afterAll(async () => {
    await shop?.testApp.close()
  })

  it("is offered beside Flutterwave's on a default store, with an access code its checkout window reads", async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user, 25_000)
    expect(payment.checkouts?.map((checkout) => checkout.gateway)).toEqual(['flutterwave', 'paystack'])
    const paystack = payment.checkouts?.[1]
    expect(paystack).toMatchObject({ methods: ['card', 'bank_transfer', 'ussd'] })
    expect(paystack?.accessCode).toMatch(/^ac_[\w-]{16}$/)

    const read = await shop.testApp.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/paystack/transactions/${accessCodeOf(payment.checkouts)}`,
    })
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toEqual({
      data: {
        reference: payment.txRef,
        amountKobo: Math.round(payment.amount * 100),
        currency: 'NGN',
        email: user.email,
        channels: ['card', 'bank_transfer', 'ussd'],
        status: 'ongoing',
      },
    })
    const unknown = await shop.testApp.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/paystack/transactions/ac_not-one-it-gave',
    })
    expect(unknown.statusCode).toBe(404)
    expect((await charge(shop, 'ac_not-one-it-gave')).statusCode).toBe(404)
  })

  it.each(['card', 'bank_transfer', 'ussd'])(
    'takes a payment by %s, which the real adapter verifies, and confirms the order once',
    async (channel) => {
      const user = await shopper(shop)
      const payment = await placed(shop, user)
      const accessCode = accessCodeOf(payment.checkouts)
      const charged = await charge(shop, accessCode, channel)
      expect(charged.statusCode, charged.body).toBe(201)
      expect(charged.json()).toEqual({ data: { reference: payment.txRef, status: 'success' } })
      expect((await confirm(shop, user, payment)).statusCode).toBe(201)
      expect((await confirm(shop, user, payment)).statusCode).toBe(200)
      expect(await ledgerRow(shop, payment.txRef)).toMatchObject({ status: 'success', channel })

      const again = await charge(shop, accessCode, channel)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ errors: [{ message: 'This transaction has already ended' }] })
    },
  )

  it('confirms nothing for a payment the shopper made fail, and ends it', async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user)
    const failed = await charge(shop, accessCodeOf(payment.checkouts), 'card', 'failed')
    expect(failed.json()).toEqual({ data: { reference: payment.txRef, status: 'failed' } })
    expect((await confirm(shop, user, payment)).statusCode).toBe(409)
    expect(await paymentState(shop, payment.txRef)).toBe('awaiting')
    expect((await charge(shop, accessCodeOf(payment.checkouts))).statusCode).toBe(409)
  })

  it("takes Apple Pay's two calls (spec §7), and fails a payment object without a token", async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user)
    const transaction = accessCodeOf(payment.checkouts)
    const session = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/paystack/apple-pay/session',
      payload: {
        transaction,
        sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        displayName: 'Oja',
        domainName: 'localhost',
      },
    })
    expect(session.statusCode, session.body).toBe(201)
    expect(session.json<{ data: { merchantSession: object } }>().data.merchantSession).toMatchObject({
      displayName: 'Oja',
      domainName: 'localhost',
    })
    const applePay = (paymentObject: object) =>
      shop.testApp.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/paystack/apple-pay/charge',
        payload: { transaction, paymentObject },
      })
    const paid = await applePay({ token: { paymentData: { version: 'EC_v1' } } })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json()).toEqual({ data: { reference: payment.txRef, status: 'success' } })
    expect(await ledgerRow(shop, payment.txRef)).toMatchObject({ status: 'success', channel: 'apple_pay' })
    expect((await confirm(shop, user, payment)).statusCode).toBe(201)
    expect((await applePay({ token: {} })).statusCode).toBe(409)

    const other = await placed(shop, await shopper(shop))
    const tokenless = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/paystack/apple-pay/charge',
      payload: { transaction: accessCodeOf(other.checkouts), paymentObject: {} },
    })
    expect(tokenless.json()).toEqual({ data: { reference: other.txRef, status: 'failed' } })
  })

  it("answers Paystack's API only with the sandbox's own secret key", async () => {
    for (const authorization of [undefined, 'Bearer sk_test_a-guess']) {
      const response = await shop.testApp.app.inject({
        method: 'GET',
        url: `${SANDBOX_PAYSTACK_API_PREFIX}/transaction/verify/anything`,
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ status: false, message: 'Invalid key' })
    }
  })

  it('credits a wallet funding paid through it once', async () => {
    const user = await shopper(shop)
    const started = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/fund',
      headers: bearer(user.token),
      payload: { amount: 5_000 },
    })
    expect(started.statusCode, started.body).toBe(201)
    const funding = started.json<{ data: { txRef: string; checkouts?: PaymentCheckout[] } }>().data
    expect((await charge(shop, accessCodeOf(funding.checkouts), 'bank_transfer')).statusCode).toBe(201)
    const confirmFunding = () =>
      shop.testApp.app.inject({
        method: 'POST',
        url: '/api/wallets/fund/confirm',
        headers: bearer(user.token),
        payload: { paystack: { reference: funding.txRef } },
      })
    expect((await confirmFunding()).statusCode).toBe(201)
    expect((await confirmFunding()).statusCode).toBe(200)
    expect(await balanceOf(shop, user)).toBe(5_000)
  })

  it('refunds, through its own ledger, a payment whose goods sold out while the shopper paid', async () => {
    const ada = await shopper(shop)
    const bola = await shopper(shop)
    const tablet = await addTestProduct(shop.testApp, { title: 'Paystack Tablet', price: 90_000, stock: 1 })
    await addToTestCart(shop.testApp.app, ada, tablet.id)
    await addToTestCart(shop.testApp.app, bola, tablet.id)
    const adaPays = await placeTestOrder(shop.testApp.app, ada)
    const bolaPays = await placeTestOrder(shop.testApp.app, bola)
    expect((await charge(shop, accessCodeOf(adaPays.checkouts))).statusCode).toBe(201)
    expect((await charge(shop, accessCodeOf(bolaPays.checkouts), 'ussd')).statusCode).toBe(201)
    expect((await confirm(shop, ada, adaPays)).statusCode).toBe(201)
    expect((await confirm(shop, bola, bolaPays)).statusCode).toBe(409)
    const ledger = await ledgerRow(shop, bolaPays.txRef)
    expect(Number(ledger?.refunded_kobo)).toBe(Number(ledger?.amount_kobo))
    expect(Number(ledger?.amount_kobo)).toBe(Math.round(bolaPays.amount * 100))
  })

  it('ends a transaction once when its checkout window pays it several times at once', async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user)
    const accessCode = accessCodeOf(payment.checkouts)
    const answers = await Promise.all(
      ['card', 'ussd', 'bank_transfer', 'card', 'ussd'].map((channel) => charge(shop, accessCode, channel)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409])
    const confirmations = await Promise.all([1, 2, 3, 4].map(() => confirm(shop, user, payment)))
    expect(confirmations.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201])
  })

  it('refunds no more than was paid when refunds of one transaction race', async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user, 10_000)
    expect((await charge(shop, accessCodeOf(payment.checkouts))).statusCode).toBe(201)
    const { provider } = shop.testApp.app.store.payment.paystackSandbox ?? {}
    const amountKobo = Math.round(payment.amount * 100)
    const refunds = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => provider!.refundTransaction(payment.txRef, amountKobo - 100)),
    )
    expect(refunds.filter((refund) => refund.status === 'fulfilled')).toHaveLength(1)
    const ledger = await ledgerRow(shop, payment.txRef)
    expect(Number(ledger?.refunded_kobo)).toBe(amountKobo - 100)
  })
})

describe("the Paystack sandbox's webhook", () => {
  let shop: Shop

  beforeAll(async () => {
    shop = await openShop({ sandboxWebhookDelayMs: 0 })
  })

  afterAll(async () => {
    await shop?.testApp.close()
  })

  it('confirms the order a moment after a successful payment, signed as Paystack signs it, when the browser never comes back', async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user)
    expect((await charge(shop, accessCodeOf(payment.checkouts), 'ussd')).statusCode).toBe(201)
    await until(async () => (await paymentState(shop, payment.txRef)) === 'paid')
    expect(await paymentState(shop, payment.txRef)).toBe('paid')
    expect((await confirm(shop, user, payment)).statusCode).toBe(200)
  })

  it('refuses a charge.success signed with another key, and confirms nothing by it', async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user)
    const body = JSON.stringify({ event: 'charge.success', data: { reference: payment.txRef, status: 'success' } })
    const forged = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(body, 'sk_test_not-the-sandbox-key'),
      },
      payload: body,
    })
    expect(forged.statusCode).toBe(401)
    expect(await paymentState(shop, payment.txRef)).toBe('awaiting')
  })

  it('does not call the webhook for a failed payment', async () => {
    const user = await shopper(shop)
    const payment = await placed(shop, user)
    await charge(shop, accessCodeOf(payment.checkouts), 'card', 'failed')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await paymentState(shop, payment.txRef)).toBe('awaiting')
  })

  it("credits a wallet funding once from the webhook and the shopper's confirmation", async () => {
    const user = await shopper(shop)
    const funding = (
      await shop.testApp.app.inject({
        method: 'POST',
        url: '/api/wallets/fund',
        headers: bearer(user.token),
        payload: { amount: 2_500 },
      })
    ).json<{ data: { txRef: string; checkouts?: PaymentCheckout[] } }>().data
    expect((await charge(shop, accessCodeOf(funding.checkouts))).statusCode).toBe(201)
    await until(async () => (await balanceOf(shop, user)) > 0)
    const confirmed = await shop.testApp.app.inject({
      method: 'POST',
      url: '/api/wallets/fund/confirm',
      headers: bearer(user.token),
      payload: { paystack: { reference: funding.txRef } },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(await balanceOf(shop, user)).toBe(2_500)
  })
})

describe('SANDBOX_GATEWAY_DOWN', () => {
  it("=paystack: Paystack's sandbox answers as a gateway that is down, and only Flutterwave is offered", async () => {
    const shop = await openShop({ payments: { sandboxDown: 'paystack' } })
    try {
      const payment = await placed(shop, await shopper(shop))
      expect(payment.checkouts?.map((checkout) => checkout.gateway)).toEqual(['flutterwave'])
      expect(shop.testApp.app.store.payment.gateways.preferred()).toEqual(['flutterwave', 'paystack'])
    } finally {
      await shop.testApp.close()
    }
  })

  it("=flutterwave: its checkout script and API answer 503, and Paystack's checkout is still offered", async () => {
    const shop = await openShop({ payments: { sandboxDown: 'flutterwave' } })
    try {
      const script = await shop.testApp.app.inject({ method: 'GET', url: SANDBOX_CHECKOUT_SCRIPT_PATH })
      expect(script.statusCode).toBe(503)
      const api = await shop.testApp.app.inject({
        method: 'GET',
        url: '/sandbox/flutterwave/v3/transactions/4000001/verify',
      })
      expect(api.statusCode).toBe(503)
      const payment = await placed(shop, await shopper(shop))
      expect(payment.checkouts?.map((checkout) => checkout.gateway)).toEqual(['flutterwave', 'paystack'])
      accessCodeOf(payment.checkouts)
    } finally {
      await shop.testApp.close()
    }
  })
})
