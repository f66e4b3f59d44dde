// Deleting an account (docs/adr/0026): refused while money is in flight or left in the wallet, with the reason;
// otherwise the personal data is erased or anonymised, orders and the wallet's ledger are kept for the books, every
// session ends, the shopper's own address is told, and the address can sign up afresh. A funding racing the deletion
// settles one way, with no money lost.
// @postgres: a deletion races a card funding on two connections.
import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DELETE_CONFIRMATION_MISMATCH,
  DELETE_REFUSED_ORDER,
  DELETE_REFUSED_PAYMENT,
  DELETE_REFUSED_REFUND,
  DELETE_REFUSED_WITHDRAWAL,
  deleteRefusedBalanceMessage,
} from '../src/domain/account-recovery'
import { nairaToKobo } from '../src/domain/money'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { walletRepo } from './db/repos/wallet.repo'
import {
  addresses,
  availabilityRequests,
  cartItems,
  orders,
  swapRequests,
  users,
  walletEntries,
  walletTransactions,
  wishlistItems,
} from './db/schema'
import { addTestProduct } from './test-shop'
import {
  bearer,
  EXAMPLE_PASSWORD,
  openTestApp,
  refreshTokenSet,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from './test-support'
import { ledgerOf, openWalletShop, webhook, cardPayment, type WalletShop } from './test-wallet'
import { THROTTLE_LIMITS, tooManyMessage } from './throttle'

const HOUR = 3600_000

let shop: WalletShop

beforeAll(async () => {
  shop = await openWalletShop()
})

afterAll(async () => {
  await shop?.close()
})

const db = () => shop.testApp.database.db
const app = () => shop.testApp.app
const wallets = () => walletRepo(db(), app().store.catalogueCache)

function deleteAccount(user: Pick<TestUser, 'email' | 'token'>, email = user.email, on = app()) {
  return on.inject({ method: 'POST', url: '/api/users/deleteAccount', headers: bearer(user.token), payload: { email } })
}

function errorOf(response: LightMyRequestResponse) {
  return response.json<{ errors: { message: string; field?: string }[] }>().errors[0]
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id))
  return row!
}

/** Credits the wallet with `naira` (a card funding, as the ledger writes one). */
async function credit(userId: string, naira: number, at = new Date()) {
  const funding = await wallets().startFunding({
    userId,
    reference: `fund_${newId(at)}`,
    amountKobo: nairaToKobo(naira),
    description: 'Wallet funding by card',
    now: at,
  })
  await wallets().creditFunding(funding.id, `card_${funding.id}`, at)
}

/** Spends the whole balance on a withdrawal, pending until the bank answers. */
async function withdrawAll(userId: string, naira: number) {
  const debited = await wallets().debit({
    userId,
    type: 'withdrawal',
    kind: 'withdrawal',
    amountKobo: nairaToKobo(naira),
    reference: `wd_${newId()}`,
    description: 'Withdrawal to ADA OBI, Access Bank 0123456789',
    details: { bankCode: '044', bankName: 'Access Bank', accountNumber: '0123456789', accountName: 'ADA OBI' },
    now: new Date(),
  })
  if (debited.outcome !== 'debited') throw new Error(`withdrawal ${debited.outcome}`)
  return debited.transaction
}

async function addOrder(
  userId: string,
  state: { paymentState: string; status?: string; refundState?: string | null; createdAt?: Date },
) {
  const id = newId()
  await db()
    .insert(orders)
    .values({
      id,
      userId,
      txRef: `tx_${id}`,
      paymentState: state.paymentState,
      status: state.status ?? 'Pending',
      // A shipped order has its tracking number (the orders_shipped_with_tracking check).
      ...(state.status === 'Shipped' ? { carrier: 'GIG Logistics', trackingNumber: 'GIG-123456' } : {}),
      refundState: state.refundState ?? null,
      subtotalKobo: 500_000,
      discountKobo: 0,
      couponKobo: 0,
      deliveryKobo: 150_000,
      amountKobo: 650_000,
      deliveryMethod: 'standard',
      addressId: 'address-1',
      deliveryAddress: {
        _id: 'address-1',
        name: 'Ada Obi',
        street: '12 Marina Road',
        city: 'Lagos Island',
        state: 'Lagos',
        country: 'Nigeria',
        pincode: '101001',
        phone: '08031234567',
      },
      createdAt: state.createdAt ?? new Date(),
    })
  return id
}

describe('deleteAccount', () => {
  it('needs the account’s own email, in any case', async () => {
    const user = await signUpTestUser(app(), 'confirm@example.com')
    const wrong = await deleteAccount(user, 'someone-else@example.com')
    expect(wrong.statusCode).toBe(400)
    expect(errorOf(wrong)).toEqual({ message: DELETE_CONFIRMATION_MISMATCH, field: 'email' })
    expect((await userRow(user.id)).deletedAt).toBeNull()
    expect((await deleteAccount(user, 'CONFIRM@Example.com')).statusCode).toBe(200)
  })

  const inFlight: [string, (userId: string) => Promise<unknown>, string][] = [
    [
      'a withdrawal being paid out',
      async (id) => withdrawAll(id, 2_000).then(() => undefined),
      DELETE_REFUSED_WITHDRAWAL,
    ],
    [
      'an order paid for and not delivered',
      (id) => addOrder(id, { paymentState: 'paid', status: 'Shipped' }),
      DELETE_REFUSED_ORDER,
    ],
    ['a refund due', (id) => addOrder(id, { paymentState: 'refused', refundState: 'due' }), DELETE_REFUSED_REFUND],
    [
      'a refund held for staff',
      (id) => addOrder(id, { paymentState: 'refused', refundState: 'held' }),
      DELETE_REFUSED_REFUND,
    ],
    [
      'a card payment for an order started a moment ago',
      (id) => addOrder(id, { paymentState: 'awaiting' }),
      DELETE_REFUSED_PAYMENT,
    ],
    [
      'a wallet funding started a moment ago',
      (id) =>
        wallets().startFunding({
          userId: id,
          reference: `fund_${newId()}`,
          amountKobo: 100_000,
          description: 'Wallet funding by card',
          now: new Date(),
        }),
      DELETE_REFUSED_PAYMENT,
    ],
    ['a wallet balance', (id) => credit(id, 1_234.5), deleteRefusedBalanceMessage(123_450)],
  ]

  for (const [what, arrange, message] of inFlight) {
    it(`is refused with 409 and the reason while there is ${what}, and changes nothing`, async () => {
      const user = await signUpTestUser(app(), `in-flight-${newId()}@example.com`)
      if (what === 'a withdrawal being paid out') await credit(user.id, 2_000)
      await arrange(user.id)
      const before = await userRow(user.id)
      const response = await deleteAccount(user)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toEqual({ errors: [{ message }] })
      expect(await userRow(user.id)).toEqual(before)
      expect((await app().inject({ url: '/api/address', headers: bearer(user.token) })).statusCode).toBe(200)
    })
  }

  it('is not held up by delivered or cancelled orders, nor by a checkout abandoned over an hour ago', async () => {
    const user = await signUpTestUser(app(), 'settled-orders@example.com')
    await addOrder(user.id, { paymentState: 'paid', status: 'Delivered' })
    await addOrder(user.id, { paymentState: 'paid', status: 'Cancelled', refundState: 'refunded' })
    await addOrder(user.id, { paymentState: 'awaiting', createdAt: new Date(Date.now() - 2 * HOUR) })
    const response = await deleteAccount(user)
    expect(response.statusCode, response.body).toBe(200)
  })

  it('erases and anonymises the personal data, keeps the orders and the ledger, ends every session and emails the shopper', async () => {
    const user = await signUpTestUser(app(), 'Leaving@Example.com')
    const other = await app().inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: user.email, password: EXAMPLE_PASSWORD },
    })
    const otherToken = other.json<{ data: { token: string } }>().data.token
    await db()
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Obi', referralCode: 'ADA2026' })
      .where(eq(users.id, user.id))
    const product = await addTestProduct(shop.testApp, { title: 'Deletion Earbuds', price: 5_000, stock: 3 })
    await db().insert(addresses).values({
      id: newId(),
      userId: user.id,
      name: 'Ada Obi',
      street: '12 Marina Road',
      city: 'Lagos Island',
      state: 'Lagos',
      phone: '08031234567',
    })
    await db().insert(cartItems).values({ id: newId(), userId: user.id, productId: product.id })
    await db().insert(wishlistItems).values({ id: newId(), userId: user.id, productId: product.id })
    await db()
      .insert(availabilityRequests)
      .values({ id: newId(), userId: user.id, productId: product.id, requestedAt: new Date() })
    await db().insert(swapRequests).values({
      id: newId(),
      userId: user.id,
      brand: 'Apple',
      model: 'iPhone 12',
      condition: 'used',
      faults: 'Cracked screen, ask for Ada',
      wanted: 'iPhone 15',
      phone: '08031234567',
      city: 'Ikeja',
    })
    const orderId = await addOrder(user.id, { paymentState: 'paid', status: 'Delivered' })
    await credit(user.id, 2_000)
    const withdrawal = await withdrawAll(user.id, 2_000)
    await wallets().markSuccessful(withdrawal.id, new Date())
    const ledgerBefore = await ledgerOf(shop, user.id)

    const response = await deleteAccount(user)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ data: { deleted: true } })
    // The browser is told to forget its refresh token.
    expect(refreshTokenSet(response)).toBe('')

    const row = await userRow(user.id)
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      referralCode: null,
      passwordHash: null,
      googleSubject: null,
      appleSubject: null,
      vendorId: null,
    })
    expect(row.deletedAt).toBeInstanceOf(Date)
    for (const table of [addresses, cartItems, wishlistItems, availabilityRequests])
      expect(await db().select().from(table).where(eq(table.userId, user.id))).toEqual([])
    const [swap] = await db().select().from(swapRequests).where(eq(swapRequests.userId, user.id))
    expect(swap).toMatchObject({ brand: 'Apple', model: 'iPhone 12', phone: '', city: '', faults: null, photos: [] })
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ amountKobo: 650_000, paymentState: 'paid', status: 'Delivered' })
    expect(order!.deliveryAddress).toEqual({
      _id: 'address-1',
      name: 'Deleted account',
      street: '',
      city: 'Lagos Island',
      state: 'Lagos',
      country: 'Nigeria',
      pincode: null,
      phone: '',
    })
    expect(await ledgerOf(shop, user.id)).toEqual(ledgerBefore)
    const [payout] = await db().select().from(walletTransactions).where(eq(walletTransactions.id, withdrawal.id))
    expect(payout).toMatchObject({ description: 'Withdrawal', reference: withdrawal.reference, amountKobo: 200_000 })
    expect(payout!.details).toEqual({ bankCode: '044', bankName: 'Access Bank' })
    expect((await db().select().from(walletEntries).where(eq(walletEntries.userId, user.id))).length).toBe(2)

    for (const token of [user.token, otherToken])
      expect((await app().inject({ url: '/api/address', headers: bearer(token) })).statusCode).toBe(401)
    const reasons = await queryRows<{ ended_reason: string }>(
      db(),
      sql`select ended_reason from sessions where user_id = ${user.id}`,
    )
    expect(reasons.map((r) => r.ended_reason)).toEqual(['accountDeleted', 'accountDeleted'])
    const [mail] = await app().store.outbox.list({ to: user.email, limit: 1 })
    expect(mail).toMatchObject({ to: 'Leaving@Example.com', subject: 'Your Oja account has been deleted' })
  })

  it('leaves no way to sign in, and lets the address sign up afresh, with a password or with Google', async () => {
    const user = await signUpTestUser(app(), 'again@example.com')
    await db().update(users).set({ googleSubject: null }).where(eq(users.id, user.id))
    expect((await deleteAccount(user)).statusCode).toBe(200)
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: user.email, password: EXAMPLE_PASSWORD },
    })
    expect(signIn.statusCode).toBe(401)
    // 'Forgot your password?' finds nothing to reset.
    expect(
      (await app().inject({ method: 'POST', url: '/api/users/forgotPassword', payload: { email: user.email } }))
        .statusCode,
    ).toBe(200)
    await app().store.background.idle()
    const mails = await app().store.outbox.list({ to: user.email, limit: 10 })
    expect(mails.some((mail) => mail.subject.startsWith('Your Oja password reset code'))).toBe(false)

    const google = await app().inject({
      method: 'POST',
      url: '/api/identity/sandbox/token',
      payload: { provider: 'google', email: user.email },
    })
    const viaGoogle = await app().inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { oauthToken: google.json<{ data: { idToken: string } }>().data.idToken },
    })
    expect(viaGoogle.statusCode, viaGoogle.body).toBe(200)
    const googleId = viaGoogle.json<{ data: { user: { _id: string } } }>().data.user._id
    expect(googleId).not.toBe(user.id)
    const googleUser = {
      id: googleId,
      email: user.email,
      token: viaGoogle.json<{ data: { token: string } }>().data.token,
    }
    expect((await deleteAccount(googleUser)).statusCode).toBe(200)

    const fresh = await signUpTestUser(app(), user.email)
    expect(fresh.id).not.toBe(user.id)
    expect((await app().inject({ url: '/api/address', headers: bearer(fresh.token) })).statusCode).toBe(200)
  })

  it('racing a late card funding, settles one way: refused with the balance credited, or deleted with it in the books', async () => {
    const outcomes = new Set<number>()
    for (let round = 0; round < 4; round++) {
      const user = await signUpTestUser(app(), `race-${round}-${newId()}@example.com`)
      const txRef = `fund_race_${newId()}`
      // A checkout left for two hours, then paid after all.
      await wallets().startFunding({
        userId: user.id,
        reference: txRef,
        amountKobo: 300_000,
        description: 'Wallet funding by card',
        now: new Date(Date.now() - 2 * HOUR),
      })
      const transactionId = cardPayment(shop, txRef, 3_000)
      const [deleted, credited] = await Promise.all([
        deleteAccount(user),
        webhook(shop, { event: 'charge.completed', data: { id: Number(transactionId) } }),
      ])
      expect(credited.statusCode).toBe(200)
      expect([200, 409], deleted.body).toContain(deleted.statusCode)
      outcomes.add(deleted.statusCode)
      // Either way the payment is in the ledger, once, and the balance is its sum: no money lost.
      expect(await ledgerOf(shop, user.id)).toEqual({ balance: 300_000, sum: 300_000, entries: 1 })
      const row = await userRow(user.id)
      if (deleted.statusCode === 409) {
        expect(deleted.json()).toEqual({ errors: [{ message: deleteRefusedBalanceMessage(300_000) }] })
        expect(row.deletedAt).toBeNull()
      } else expect(row.deletedAt).toBeInstanceOf(Date)
    }
    expect(outcomes.size).toBeGreaterThan(0)
  })
})

describe('throttling', () => {
  let throttled: TestApp

  beforeAll(async () => {
    throttled = await openTestApp({ seed: false, throttle: THROTTLE_LIMITS })
  })

  afterAll(async () => {
    await throttled?.close()
  })

  it('refuses a sixth deleteAccount in 15 minutes with 429 and the envelope', async () => {
    const user = await signUpTestUser(throttled.app, 'delete-throttled@example.com')
    for (let i = 0; i < 5; i++)
      expect((await deleteAccount(user, 'not-mine@example.com', throttled.app)).statusCode).toBe(400)
    const refused = await deleteAccount(user, user.email, throttled.app)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ errors: [{ message: tooManyMessage(15 * 60_000) }] })
  })
})
