// The shopper's copy of their data (ADR 0024) through the API: everything they made is in it, in the shapes and naira
// amounts the other endpoints answer for the same records; nothing of another shopper's and no sign-in secret is; it
// comes as a file named by the store's day in Lagos; it needs a token, and a burst is throttled.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountData, Address, Order, Payment, WalletTransaction } from '../src/domain/contract'
import { newId } from './db/ids'
import { availabilityRepo } from './db/repos/availability.repo'
import { uploadsRepo } from './db/repos/uploads.repo'
import { otpCodes, users } from './db/schema'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { THROTTLE_LIMITS, tooManyMessage } from './throttle'
import {
  bearer,
  findOperation,
  latestEmailedCode,
  openTestApp,
  schemaValidator,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from './test-support'
import { addTestAddress, addTestProduct, addToTestCart, type TestProduct } from './test-shop'

const TOKEN_SECRET = 'the data export test store secret, at least 32 characters'
const SECRET_KEY = 'FLWSECK_TEST-export-X'

let api: FakeFlutterwaveApi
let testApp: TestApp
/** The store's clock: the real time unless a test sets it. */
let clock: Date | null = null
let nextTransaction = 8_100_000

beforeAll(async () => {
  api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
  const payments = flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-export-X',
    secretKey: SECRET_KEY,
    webhookHash: 'the export test webhook hash',
    apiBaseUrl: api.baseUrl,
    timeoutMs: 2_000,
    retryDelayMs: 10,
  })
  testApp = await openTestApp({ seed: false, payments, tokenSecret: TOKEN_SECRET, now: () => clock ?? new Date() })
})

afterAll(async () => {
  await testApp?.close()
  await api?.close()
})

type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json<T>(): T }

function exportOf(token: string | null, app = testApp.app) {
  return app.inject({ method: 'GET', url: '/api/users/me/data', headers: token === null ? {} : bearer(token) })
}

async function exported(user: TestUser): Promise<{ data: AccountData; response: Answer }> {
  const response = await exportOf(user.token)
  expect(response.statusCode, response.body).toBe(200)
  return { data: response.json<{ data: AccountData }>().data, response }
}

async function get<T>(user: TestUser, url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(user.token) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: T }>().data
}

async function post<T>(user: TestUser, url: string, payload: object, status = 201): Promise<T> {
  const response = await testApp.app.inject({ method: 'POST', url, headers: bearer(user.token), payload })
  expect(response.statusCode, response.body).toBe(status)
  return response.json<{ data: T }>().data
}

/** Places an order for what is in the cart; the card payment it waits for. */
function placeOrder(user: TestUser, addressId: string): Promise<Payment> {
  return post<Payment>(user, '/api/payments', { addressId, deliveryMethod: 'express' })
}

/** Pays a placed order by card (the fake provider vouches for it) and confirms it as the shopper's browser does. */
async function payOrder(user: TestUser, payment: Payment): Promise<Order> {
  nextTransaction += 1
  api.add({ id: nextTransaction, tx_ref: payment.txRef, amount: payment.amount })
  return post<Order>(user, '/api/orders', {
    paymentToken: payment.token,
    flutterwave: { transaction_id: String(nextTransaction), tx_ref: payment.txRef },
  })
}

/** Funds the wallet by card with `naira`, confirmed by the shopper's browser. */
async function fundWallet(user: TestUser, naira: number): Promise<string> {
  const { txRef } = await post<{ txRef: string }>(user, '/api/wallets/fund', { amount: naira })
  nextTransaction += 1
  api.add({ id: nextTransaction, tx_ref: txRef, amount: naira })
  await post(user, '/api/wallets/fund/confirm', {
    flutterwave: { transaction_id: String(nextTransaction), tx_ref: txRef },
  })
  return txRef
}

/** A swap photo the shopper uploaded, as the upload endpoint records one. */
async function uploadedPhoto(owner: TestUser): Promise<string> {
  const id = newId()
  const src = `/media/uploads/${id}-800.webp`
  await uploadsRepo(testApp.database.db).insert(
    owner.id,
    'swap',
    [
      {
        image: { src, width: 800, height: 600, srcSet: `/media/uploads/${id}-800.webp 800w` },
        keys: [`uploads/${id}-800.webp`],
      },
    ],
    new Date(),
  )
  return src
}

interface Shopper {
  user: TestUser
  addressId: string
  phone: TestProduct
  watch: TestProduct
  speaker: TestProduct
  order: Order
  awaiting: Payment
  fundingRef: string
  swap: { _id: string; photos: string[] }
  availability: { _id: string; productId: string; variant: string | null; createdAt: string }
  emailedCode: string
}

let made = 0

/** A verified shopper with an address, a paid order and one never paid, a wallet funding, a wishlist item, a swap
 *  request with a photo and two back-in-stock requests (one of them told). */
async function busyShopper(tag: string): Promise<Shopper> {
  made += 1
  const email = `export-${tag}-${made}@example.com`
  const signedUp = await signUpTestUser(testApp.app, email)
  const emailedCode = await latestEmailedCode(testApp.app, email)
  await post(signedUp, '/api/users/verifyOtp', { email, otp: emailedCode }, 200)
  const user = signedUp
  const addressId = await addTestAddress(testApp.app, user, `Ada ${tag}`)
  const phone = await addTestProduct(testApp, {
    title: `Export Phone ${tag}`,
    price: 150_000.5,
    sale: 140_000.25,
    stock: 5,
  })
  const watch = await addTestProduct(testApp, { title: `Export Watch ${tag}`, price: 45_000, stock: 3 })
  const speaker = await addTestProduct(testApp, {
    title: `Export Speaker ${tag}`,
    price: 20_000,
    sizes: [
      ['Small', 0],
      ['Large', 2],
    ],
  })
  const pad = await addTestProduct(testApp, { title: `Export Pad ${tag}`, price: 90_000, stock: 0 })

  await addToTestCart(testApp.app, user, phone.id, { qty: 2 })
  const order = await payOrder(user, await placeOrder(user, addressId))
  await addToTestCart(testApp.app, user, watch.id)
  const awaiting = await placeOrder(user, addressId)

  const fundingRef = await fundWallet(user, 5_000.75)
  await post(user, '/api/wishlists', { productId: watch.id })
  const swap = await post<{ _id: string; photos: string[] }>(user, '/api/swap', {
    brand: 'Apple',
    model: 'iPhone 12 Pro',
    storage: '128GB',
    condition: 'used',
    wanted: phone.title,
    wantedProductId: phone.id,
    phone: '08031234567',
    city: 'Ikeja',
    photos: [await uploadedPhoto(user)],
  })
  const availability = await post<Shopper['availability']>(user, '/api/products/availability-requests', {
    productId: speaker.id,
    variant: 'Small',
  })
  await post(user, '/api/products/availability-requests', { productId: pad.id })
  await availabilityRepo(testApp.database.db, testApp.app.store.catalogueCache).restock(pad.id, {
    stock: 4,
    now: new Date(),
  })
  return { user, addressId, phone, watch, speaker, order, awaiting, fundingRef, swap, availability, emailedCode }
}

describe('exportMyData', () => {
  let ada: Shopper
  let bola: Shopper

  beforeAll(async () => {
    ada = await busyShopper('ada')
    bola = await busyShopper('bola')
  })

  it('gives the shopper everything they made, in the shapes and naira amounts the list endpoints answer', async () => {
    const { data, response } = await exported(ada.user)
    const validate = schemaValidator(findOperation('exportMyData').responses['200']!)
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true)

    expect(data.account).toEqual({
      _id: ada.user.id,
      email: ada.user.email,
      firstName: '',
      lastName: '',
      referralCode: null,
      emailVerified: true,
      createdAt: expect.any(String),
      passwordSet: true,
      googleLinked: false,
      appleLinked: false,
      vendorId: null,
    })

    expect(data.addresses).toEqual((await get<{ docs: Address[] }>(ada.user, '/api/address')).docs)
    expect(data.addresses.map((address) => address._id)).toEqual([ada.addressId])

    const listed = (await get<{ docs: Order[] }>(ada.user, '/api/orders')).docs
    expect(data.orders).toEqual(listed)
    expect(data.orders).toEqual([ada.order])
    expect(data.orders[0]!.amountPaid).toBe(ada.order.amountPaid)
    expect(data.orders[0]!.orderedProducts[0]).toMatchObject({ price: 140_000.25, qty: 2 })

    expect(data.unpaidOrders).toEqual([
      {
        paymentState: 'awaiting',
        refund: null,
        refusal: null,
        order: expect.objectContaining({
          amountPaid: ada.awaiting.amount,
          flutterwave: { transaction_id: ada.awaiting.txRef, tx_ref: ada.awaiting.txRef },
        }),
      },
    ])

    const transactions = (await get<{ docs: WalletTransaction[] }>(ada.user, '/api/wallets/transactions?limit=50')).docs
    expect(data.walletTransactions).toEqual(transactions)
    expect(data.walletTransactions).toEqual([
      expect.objectContaining({ type: 'funding', amount: 5_000.75, fee: 0, reference: ada.fundingRef }),
    ])
    expect(data.walletBalance).toBe((await get<{ balance: number }>(ada.user, '/api/wallets')).balance)
    expect(data.walletBalance).toBe(5_000.75)

    expect(data.wishlist).toEqual([
      { productId: ada.watch.id, title: ada.watch.title, slug: ada.watch.slug, createdAt: expect.any(String) },
    ])

    expect(data.swapRequests).toEqual([ada.swap])
    expect(data.swapRequests[0]!.photos).toHaveLength(1)

    expect(data.backInStockRequests).toHaveLength(2)
    expect(data.backInStockRequests).toContainEqual({
      ...ada.availability,
      title: ada.speaker.title,
      slug: ada.speaker.slug,
      notified: false,
    })
    expect(data.backInStockRequests).toContainEqual(
      expect.objectContaining({ variant: null, notified: true, title: expect.stringContaining('Export Pad ada') }),
    )
  })

  it("never carries another shopper's records", async () => {
    const { response } = await exported(ada.user)
    const ids = [
      bola.user.id,
      bola.user.email,
      bola.addressId,
      bola.order._id,
      bola.awaiting.txRef,
      bola.fundingRef,
      bola.swap._id,
      bola.availability._id,
      bola.watch.id,
      'Ada bola',
    ]
    for (const id of ids) expect(response.body, id).not.toContain(id)
    // And the other way round: Bola's copy is Bola's.
    const { data } = await exported(bola.user)
    expect(data.account.email).toBe(bola.user.email)
    expect(data.orders.map((order) => order._id)).toEqual([bola.order._id])
    expect(JSON.stringify(data)).not.toContain(ada.user.id)
  })

  it('carries no password hash, code, token or Google / Apple subject, only whether they are set', async () => {
    const db = testApp.database.db
    await db
      .update(users)
      .set({ googleSubject: 'google-subject-of-ada-1234567', appleSubject: 'apple-subject-of-ada-7654321' })
      .where(eq(users.id, ada.user.id))
    const [row] = await db.select().from(users).where(eq(users.id, ada.user.id))
    expect(row?.passwordHash).toBeTruthy()
    const { data, response } = await exported(ada.user)
    expect(data.account).toMatchObject({ passwordSet: true, googleLinked: true, appleLinked: true })
    const secrets = [
      row!.passwordHash!,
      'google-subject-of-ada-1234567',
      'apple-subject-of-ada-7654321',
      ada.user.token,
      ada.awaiting.token,
      ada.emailedCode,
    ]
    for (const secret of secrets) expect(response.body, secret).not.toContain(secret)

    // A shopper still to verify their email has a live code: neither it nor its hash leaves.
    const pending = await signUpTestUser(testApp.app, 'export-pending@example.com')
    const code = await latestEmailedCode(testApp.app, pending.email)
    const [otp] = await db.select().from(otpCodes).where(eq(otpCodes.userId, pending.id))
    expect(otp?.codeHash).toBeTruthy()
    const own = await exported(pending)
    expect(own.data.account).toMatchObject({ emailVerified: false, passwordSet: true, googleLinked: false })
    for (const secret of [otp!.codeHash, code, pending.token]) expect(own.response.body, secret).not.toContain(secret)
    expect(own.data.walletBalance).toBe(0)
    expect(own.data.walletTransactions).toEqual([])
  })

  it("comes as a file named by the store's day in Lagos", async () => {
    // 23:30 in UTC is already the next day in Lagos (UTC+1).
    clock = new Date('2026-11-20T23:30:00.000Z')
    try {
      const shopper = await signUpTestUser(testApp.app, 'export-late@example.com')
      const { data, response } = await exported(shopper)
      expect(response.headers['content-disposition']).toBe('attachment; filename="oja-data-2026-11-21.json"')
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(data.exportedAt).toBe('2026-11-20T23:30:00.000Z')
      clock = new Date('2026-11-21T12:00:00.000Z')
      expect((await exportOf(shopper.token)).headers['content-disposition']).toBe(
        'attachment; filename="oja-data-2026-11-21.json"',
      )
    } finally {
      clock = null
    }
  })

  it('answers 401 without a token, and to a token that is not the store’s', async () => {
    for (const response of [
      await exportOf(null),
      await exportOf('not-a-token'),
      await testApp.app.inject({ method: 'GET', url: '/api/users/me/data', headers: { authorization: 'Basic x' } }),
    ]) {
      expect(response.statusCode, response.body).toBe(401)
      expect(response.body).not.toContain('"data"')
    }
  })
})

describe('exportMyData throttled', () => {
  let throttled: TestApp

  beforeAll(async () => {
    throttled = await openTestApp({ seed: false, throttle: THROTTLE_LIMITS })
  })
  afterAll(() => throttled?.close())

  it('lets an account export 3 times a minute, refuses the rest with the usual message, and not another account', async () => {
    const first = await signUpTestUser(throttled.app, 'export-burst@example.com')
    const second = await signUpTestUser(throttled.app, 'export-burst-other@example.com')
    const burst = await Promise.all(Array.from({ length: 6 }, () => exportOf(first.token, throttled.app)))
    const statuses = burst.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    const refused = burst.find((response) => response.statusCode === 429)!
    expect(refused.json()).toEqual({ errors: [{ message: tooManyMessage(60_000) }] })
    expect(refused.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      'Too many attempts. Please try again in 1 minute',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await exportOf(second.token, throttled.app)).statusCode).toBe(200)
  })
})
