// Vendors' writes racing everything else that writes a product (spec §7, §9). On PostgreSQL the requests really run at
// once on separate connections; on PGlite, which has one connection, they queue, and the outcome must be the same:
// stock never below zero and always the sum of the sizes, nothing sold that was not there, each waiting shopper told
// once, and every new product a slug of its own.
// @postgres: vendors race on one product and its stock.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment, Product, RequestBody } from '../src/domain/contract'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { outboxRepo } from './db/repos/outbox.repo'
import { uploadsRepo } from './db/repos/uploads.repo'
import { categories, users, vendors } from './db/schema'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { addTestAddress, addToTestCart, verifiedTestUser } from './test-shop'

const SECRET_KEY = 'FLWSECK_TEST-vendor-racing-X'
const CATEGORY = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  slug: 'phones',
  title: 'Phones',
  image: '/media/categories/phones-800.webp',
}

let api: FakeFlutterwaveApi
let testApp: TestApp
let seller: TestUser
let nextTransaction = 6_000_000
let pictures = 0

beforeAll(async () => {
  api = await startFakeFlutterwaveApi({ secretKey: SECRET_KEY })
  const payments = flutterwavePayments({
    publicKey: 'FLWPUBK_TEST-vendor-racing-X',
    secretKey: SECRET_KEY,
    webhookHash: 'vendor racing hash',
    apiBaseUrl: api.baseUrl,
    timeoutMs: 10_000,
    retryDelayMs: 10,
  })
  testApp = await openTestApp({ seed: false, payments })
  await testApp.database.db.insert(categories).values(CATEGORY)
  seller = await verifiedTestUser(testApp.app, 'racing-vendor@example.com')
  const vendorId = newId()
  await testApp.database.db.insert(vendors).values({ id: vendorId, name: 'Racing Gadgets' })
  await testApp.database.db.update(users).set({ vendorId }).where(eq(users.id, seller.id))
})

afterAll(async () => {
  await testApp?.close()
  await api?.close()
})

async function uploaded(): Promise<string[]> {
  pictures += 1
  const name = `/media/uploads/racing-${pictures}`
  const image = {
    src: `${name}-800.webp`,
    width: 800,
    height: 800,
    srcSet: `${name}-400.webp 400w, ${name}-800.webp 800w`,
  }
  await uploadsRepo(testApp.database.db).insert(
    seller.id,
    'product',
    [{ image, keys: [`uploads/racing-${pictures}-800.webp`] }],
    new Date(),
  )
  return [image.src]
}

async function productInput(changes: Partial<RequestBody<'createProduct'>>): Promise<RequestBody<'createProduct'>> {
  return {
    title: 'Racing Phone',
    description: 'For the racing tests.',
    original_price: 100_000,
    discounted_price: 100_000,
    categoryId: CATEGORY.id,
    images: await uploaded(),
    ...changes,
  }
}

function create(payload: RequestBody<'createProduct'>) {
  return testApp.app.inject({ method: 'POST', url: '/api/products', headers: bearer(seller.token), payload })
}

function update(payload: RequestBody<'updateProduct'>) {
  return testApp.app.inject({ method: 'PATCH', url: '/api/products', headers: bearer(seller.token), payload })
}

async function created(changes: Partial<RequestBody<'createProduct'>>): Promise<Product> {
  const response = await create(await productInput(changes))
  if (response.statusCode !== 201) throw new Error(`creating failed: ${response.statusCode} ${response.body}`)
  return response.json<{ data: Product }>().data
}

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

function confirm(user: TestUser, payment: Payment) {
  nextTransaction += 1
  api.add({ id: nextTransaction, tx_ref: payment.txRef, amount: payment.amount })
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(user.token),
    payload: {
      paymentToken: payment.token,
      flutterwave: { transaction_id: String(nextTransaction), tx_ref: payment.txRef },
    },
  })
}

async function stockOf(productId: string): Promise<{ stock: number; sizes: Record<string, number> }> {
  const [product] = await queryRows<{ stock: number }>(
    testApp.database.db,
    sql`select stock from products where id = ${productId}`,
  )
  const sizes = await queryRows<{ title: string; stock: number }>(
    testApp.database.db,
    sql`select title, stock from product_sizes where product_id = ${productId}`,
  )
  return {
    stock: Number(product?.stock),
    sizes: Object.fromEntries(sizes.map((size) => [size.title, Number(size.stock)])),
  }
}

async function paidUnits(productId: string): Promise<number> {
  const [row] = await queryRows<{ units: number }>(
    testApp.database.db,
    sql`select coalesce(sum(i.qty), 0)::int as units from order_items i join orders o on o.id = i.order_id where i.product_id = ${productId} and o.payment_state = 'paid'`,
  )
  return Number(row?.units)
}

describe('a vendor writing stock while orders settle', () => {
  it('marking out of stock during 8 payments for 3 units: nothing sold after it, stock 0, never below', async () => {
    const phone = await created({ title: 'Three Left Phone', is_stock: 3 })
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => shopper(`out-of-stock-race-${index}@example.com`)),
    )
    for (const user of buyers) await addToTestCart(testApp.app, user, phone._id)
    const payments = await Promise.all(buyers.map((user) => placed(user)))

    const [marked, ...answers] = await Promise.all([
      update({ _id: phone._id, is_stock: 0 }),
      ...buyers.map((user, index) => confirm(user, payments[index]!)),
    ])
    expect(marked.statusCode, marked.body).toBe(200)
    const statuses = answers.map((answer) => answer.statusCode)
    expect(
      statuses.every((status) => status === 201 || status === 409),
      answers.map((answer) => answer.body).join('\n'),
    ).toBe(true)
    const sold = statuses.filter((status) => status === 201).length
    expect(sold).toBeLessThanOrEqual(3)
    expect(await paidUnits(phone._id)).toBe(sold)
    expect(await stockOf(phone._id)).toEqual({ stock: 0, sizes: {} })
  })

  it('marking out of stock and restocking one size during 12 payments: the sizes never below 0, the stock always their sum', async () => {
    const phone = await created({
      title: 'Racing Sizes Phone',
      size: [
        { title: '128GB', is_stock: 2 },
        { title: '256GB', is_stock: 2 },
      ],
    })
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => shopper(`size-race-${index}@example.com`)),
    )
    for (const [index, user] of buyers.entries())
      await addToTestCart(testApp.app, user, phone._id, { size: index % 2 === 0 ? '128GB' : '256GB' })
    const payments = await Promise.all(buyers.map((user) => placed(user)))

    const vendorWrites = (async () => {
      const out = await update({ _id: phone._id, is_stock: 0 })
      const back = await update({
        _id: phone._id,
        size: [
          { title: '128GB', is_stock: 3 },
          { title: '256GB', is_stock: 0 },
        ],
      })
      return [out, back]
    })()
    const [writes, answers] = await Promise.all([
      vendorWrites,
      Promise.all(buyers.map((user, index) => confirm(user, payments[index]!))),
    ])
    for (const write of writes) expect(write.statusCode, write.body).toBe(200)
    expect(
      answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409),
      answers.map((answer) => answer.body).join('\n'),
    ).toBe(true)
    const sold = answers.filter((answer) => answer.statusCode === 201).length
    // At most the 4 units there before it went out of stock, and the 3 it came back with.
    expect(sold).toBeLessThanOrEqual(7)
    expect(await paidUnits(phone._id)).toBe(sold)
    const after = await stockOf(phone._id)
    expect(after.sizes['128GB']).toBeGreaterThanOrEqual(0)
    expect(after.sizes['128GB']).toBeLessThanOrEqual(3)
    expect(after.sizes['256GB']).toBe(0)
    expect(after.stock).toBe(after.sizes['128GB']! + after.sizes['256GB']!)
  })
})

describe('racing restocks', () => {
  it('two vendor restocks at once tell each of 4 waiting shoppers exactly once', async () => {
    const speaker = await created({ title: 'Racing Speaker', is_stock: 0 })
    const waiting = await Promise.all(
      Array.from({ length: 4 }, (_, index) => verifiedTestUser(testApp.app, `restock-race-${index}@example.com`)),
    )
    for (const user of waiting) {
      const asked = await testApp.app.inject({
        method: 'POST',
        url: '/api/products/availability-requests',
        headers: bearer(user.token),
        payload: { productId: speaker._id },
      })
      expect(asked.statusCode, asked.body).toBe(201)
    }
    const answers = await Promise.all([
      update({ _id: speaker._id, is_stock: 2 }),
      update({ _id: speaker._id, is_stock: 5 }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    for (const user of waiting) {
      const emails = (await outboxRepo(testApp.database.db).list({ to: user.email, limit: 20 })).filter((message) =>
        message.subject.includes('back in stock'),
      )
      expect(emails, user.email).toHaveLength(1)
    }
  })
})

describe('racing uploads', () => {
  it('five products with one title created at once each get a slug of their own', async () => {
    const payloads = await Promise.all(Array.from({ length: 5 }, () => productInput({ title: 'Same Title Earbuds' })))
    const answers = await Promise.all(payloads.map((payload) => create(payload)))
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual([201, 201, 201, 201, 201])
    const slugs = answers.map((answer) => answer.json<{ data: Product }>().data.slug).sort()
    expect(slugs).toEqual([
      'same-title-earbuds',
      'same-title-earbuds-2',
      'same-title-earbuds-3',
      'same-title-earbuds-4',
      'same-title-earbuds-5',
    ])
  })
})
