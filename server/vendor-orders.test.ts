// listVendorOrders (docs/adr/0027): a vendor reads the lines of paid orders that are their products, newest order
// first, paged, with the city and state of the delivery and nothing else of the shopper; anyone else is refused.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address, SuccessData } from '../src/domain/contract'
import { nairaToKobo } from '../src/domain/money'
import { newId } from './db/ids'
import { insertOrder, markPaid } from './db/repos/order-writes'
import { products, users, vendors } from './db/schema'
import { addTestProduct, verifiedTestUser, type TestProduct } from './test-shop'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'

type Page = SuccessData<'listVendorOrders'>

let testApp: TestApp
let ada: TestUser
let bayo: TestUser
let shopper: TestUser
let earbuds: TestProduct
let charger: TestProduct
let speaker: TestProduct
/** The paid orders' ids, oldest first. */
const paid: string[] = []

const ADDRESS: Address = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaab',
  name: 'Chidi Okeke',
  street: '4 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  pincode: '100001',
  phone: '08031234567',
}

async function vendor(email: string, name: string): Promise<TestUser & { vendorId: string }> {
  const user = await verifiedTestUser(testApp.app, email)
  const vendorId = newId()
  await testApp.database.db.insert(vendors).values({ id: vendorId, name })
  await testApp.database.db.update(users).set({ vendorId }).where(eq(users.id, user.id))
  return { ...user, vendorId }
}

/** An order written as 'Place order' writes it and, unless `paidAt` is null, marked paid then. */
async function order(
  lines: { product: TestProduct; size?: string; qty: number; price: number }[],
  paidAt: Date | null,
  placedAt = paidAt ?? new Date('2026-11-20T09:00:00Z'),
): Promise<string> {
  return testApp.database.db.transaction(async (tx) => {
    const total = lines.reduce((sum, line) => sum + nairaToKobo(line.price) * line.qty, 0)
    const row = await insertOrder(tx, {
      userId: shopper.id,
      txRef: `oja-${newId()}`,
      subtotalKobo: total,
      discountKobo: 0,
      couponKobo: 0,
      deliveryKobo: 0,
      amountKobo: total,
      coupon: null,
      deliveryMethod: 'standard',
      deliveryAddress: ADDRESS,
      lines: lines.map((line) => ({
        productId: line.product.id,
        cartItemId: newId(),
        size: line.size ?? null,
        qty: line.qty,
        priceKobo: nairaToKobo(line.price),
        originalPriceKobo: nairaToKobo(line.price),
      })),
      now: placedAt,
    })
    if (paidAt)
      await markPaid(tx, {
        orderId: row.id,
        transactionId: newId(),
        trackingId: `OJA-${row.id.slice(-6)}`,
        gateway: 'flutterwave',
        now: paidAt,
      })
    return row.id
  })
}

async function listAs(user: TestUser, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/vendor/orders${query}`, headers: bearer(user.token) })
}

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
  const [a, b] = [await vendor('ada-vendor@example.com', 'Ada Gadgets'), await vendor('bayo@example.com', 'Bayo')]
  ada = a
  bayo = b
  shopper = await verifiedTestUser(testApp.app, 'vendor-orders-shopper@example.com')
  earbuds = await addTestProduct(testApp, { title: 'Earbuds', price: 15_000, sizes: [['Black', 5]] })
  charger = await addTestProduct(testApp, { title: 'Charger', price: 4_500.5, stock: 5 })
  speaker = await addTestProduct(testApp, { title: 'Speaker', price: 30_000, stock: 5 })
  await testApp.database.db
    .update(products)
    .set({ vendorId: a.vendorId })
    .where(inArray(products.id, [earbuds.id, charger.id]))
  await testApp.database.db.update(products).set({ vendorId: b.vendorId }).where(eq(products.id, speaker.id))
  paid.push(
    await order(
      [
        { product: earbuds, size: 'Black', qty: 2, price: 15_000 },
        { product: speaker, qty: 1, price: 30_000 },
      ],
      new Date('2026-11-21T10:00:00Z'),
    ),
    await order([{ product: charger, qty: 3, price: 4_500.5 }], new Date('2026-11-22T10:00:00Z')),
  )
  // Never paid: no vendor sees it.
  await order([{ product: charger, qty: 1, price: 4_500.5 }], null)
}, 120_000)

afterAll(async () => {
  await testApp?.close()
})

describe('listVendorOrders', () => {
  it("shows a vendor each paid line of their products, newest order first, and no one else's", async () => {
    const response = await listAs(ada)
    expect(response.statusCode).toBe(200)
    const page = response.json<{ data: Page }>().data
    expect(page).toMatchObject({ page: 1, nextPage: null, prevPage: null, totalDocs: 2, totalPages: 1 })
    expect(page.docs).toEqual([
      {
        orderId: paid[1],
        trackingId: `OJA-${paid[1]!.slice(-6)}`,
        paidAt: '2026-11-22T10:00:00.000Z',
        status: 'Pending',
        productId: charger.id,
        slug: charger.slug,
        title: 'Charger',
        size: null,
        qty: 3,
        price: 4_500.5,
        deliveryMethod: 'standard',
        city: 'Ikeja',
        state: 'Lagos',
      },
      expect.objectContaining({ orderId: paid[0], productId: earbuds.id, size: 'Black', qty: 2, price: 15_000 }),
    ])
    const bayos = (await listAs(bayo)).json<{ data: Page }>().data
    expect(bayos.docs.map((line) => [line.orderId, line.title])).toEqual([[paid[0], 'Speaker']])
  })

  it("keeps the shopper's name, phone and street out", async () => {
    const body = (await listAs(ada)).body
    for (const secret of ['Chidi', '08031234567', 'Allen Avenue', shopper.email]) expect(body).not.toContain(secret)
  })

  it('pages the lines', async () => {
    const second = (await listAs(ada, '?limit=1&page=2')).json<{ data: Page }>().data
    expect(second).toMatchObject({ page: 2, nextPage: null, prevPage: 1, totalDocs: 2, totalPages: 2 })
    expect(second.docs.map((line) => line.title)).toEqual(['Earbuds'])
    const first = (await listAs(ada, '?limit=1')).json<{ data: Page }>().data
    expect(first).toMatchObject({ page: 1, nextPage: 2, prevPage: null })
    expect(first.docs.map((line) => line.title)).toEqual(['Charger'])
    const beyond = (await listAs(ada, '?limit=1&page=9')).json<{ data: Page }>().data
    expect(beyond).toMatchObject({ docs: [], page: 9, nextPage: null, prevPage: 2, totalDocs: 2 })
  })

  it('refuses a shopper (403) and anyone signed out (401)', async () => {
    const refused = await listAs(shopper)
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ errors: { message: string }[] }>().errors[0]?.message).toEqual(expect.any(String))
    expect((await testApp.app.inject({ method: 'GET', url: '/api/vendor/orders' })).statusCode).toBe(401)
  })
})
