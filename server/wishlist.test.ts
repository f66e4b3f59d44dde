// The wishlist through the API (spec §2 Wishlist, §3 Wishlist item, §4 Wishlist toggle): newest first, products as
// the catalogue reads them now, a repeated or racing add leaves one item, and one shopper never reaches another's.
// @postgres: adds race for the wishlist cap.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from './db/database'
import { products } from './db/schema'
import { NOT_IN_WISHLIST_MESSAGE } from './services/wishlist'
import { bearer, openTestApp, signUpTestUser, type TestApp, type TestUser } from './test-support'
import { addTestProduct, verifiedTestUser } from './test-shop'

interface Item {
  _id: string
  createdAt: string
  productId: { _id: string; title: string; is_stock: number; trending: boolean }
}

let testApp: TestApp
let clock = new Date('2026-11-20T10:00:00.000Z')
let shoppers = 0

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now: () => clock })
})

afterAll(async () => {
  await testApp?.close()
})

async function freshShopper(): Promise<TestUser> {
  shoppers += 1
  return verifiedTestUser(testApp.app, `wishlist-${shoppers}@example.com`)
}

const add = (token: string, productId: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/wishlists', headers: bearer(token), payload: { productId } })
const remove = (token: string, productId: string) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/wishlists/${productId}`, headers: bearer(token) })

async function list(token: string): Promise<Item[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/wishlists', headers: bearer(token) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: { docs: Item[] } }>().data.docs
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

describe('the wishlist', () => {
  it('adds products and lists them newest first, each as the catalogue reads it', async () => {
    const user = await freshShopper()
    const speaker = await addTestProduct(testApp, { title: 'Party Speaker', price: 65_000, stock: 0 })
    const buds = await addTestProduct(testApp, { title: 'Sport Buds', price: 22_000, stock: 7 })
    clock = new Date('2026-11-20T10:00:00.000Z')
    const first = await add(user.token, speaker.id)
    expect(first.statusCode, first.body).toBe(201)
    clock = new Date('2026-11-20T10:05:00.000Z')
    const second = await add(user.token, buds.id)
    expect(second.statusCode, second.body).toBe(201)
    const items = await list(user.token)
    expect(items.map((item) => item.productId.title)).toEqual(['Sport Buds', 'Party Speaker'])
    expect(items[1]).toMatchObject({
      createdAt: '2026-11-20T10:00:00.000Z',
      productId: { _id: speaker.id, is_stock: 0 },
    })
    const bySlug = await testApp.app.inject({ method: 'GET', url: `/api/products/${buds.slug}` })
    expect(items[0]?.productId).toEqual(bySlug.json<{ data: unknown }>().data)
  })

  it('answers the existing item with 200 when a product is added again, and keeps one', async () => {
    const user = await freshShopper()
    const watch = await addTestProduct(testApp, { title: 'Kids Watch', price: 15_000, stock: 4 })
    const first = await add(user.token, watch.id)
    const again = await add(user.token, watch.id)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await list(user.token)).toHaveLength(1)
  })

  it('keeps one item when the same product is added many times at once', async () => {
    const user = await freshShopper()
    const lamp = await addTestProduct(testApp, { title: 'Desk Lamp', price: 7_000, stock: 4 })
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(user.token, lamp.id)))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ])
    const rows = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from wishlist_items where user_id = ${user.id}`,
    )
    expect(rows[0]?.count).toBe(1)
  })

  it('removes a product by its id, and says so when it is not there', async () => {
    const user = await freshShopper()
    const pen = await addTestProduct(testApp, { title: 'Stylus Pen', price: 5_000, stock: 4 })
    const item = (await add(user.token, pen.id)).json<{ data: Item }>().data
    const removed = await remove(user.token, pen.id)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ data: { _id: item._id } })
    expect(await list(user.token)).toEqual([])
    const again = await remove(user.token, pen.id)
    expect(again.statusCode).toBe(404)
    expect(firstError(again)?.message).toBe(NOT_IN_WISHLIST_MESSAGE)
  })

  it('refuses an unknown or archived product, and leaves out an item whose product has left the catalogue', async () => {
    const user = await freshShopper()
    const archived = await addTestProduct(testApp, {
      title: 'Retired Phone',
      price: 50_000,
      stock: 2,
      archived: true,
    })
    for (const productId of [archived.id, 'ffffffffffffffffffffffff']) {
      const response = await add(user.token, productId)
      expect(response.statusCode).toBe(404)
      expect(firstError(response)).toEqual({ message: 'This product is not available!', field: 'productId' })
    }
    const tripod = await addTestProduct(testApp, { title: 'Tripod', price: 9_000, stock: 2 })
    await add(user.token, tripod.id)
    await testApp.database.db.update(products).set({ archived: true }).where(eq(products.id, tripod.id))
    expect(await list(user.token)).toEqual([])
  })

  it("never shows or removes another shopper's items", async () => {
    const owner = await freshShopper()
    const intruder = await freshShopper()
    const case_ = await addTestProduct(testApp, { title: 'Phone Case', price: 3_000, stock: 9 })
    await add(owner.token, case_.id)
    expect(await list(intruder.token)).toEqual([])
    const response = await remove(intruder.token, case_.id)
    expect(response.statusCode).toBe(404)
    expect(await list(owner.token)).toHaveLength(1)
  })

  it('is open to a shopper whose email is not verified yet', async () => {
    const unverified = await signUpTestUser(testApp.app, 'wishlist-unverified@example.com')
    const strap = await addTestProduct(testApp, { title: 'Watch Strap', price: 2_500, stock: 9 })
    expect((await add(unverified.token, strap.id)).statusCode).toBe(201)
    expect(await list(unverified.token)).toHaveLength(1)
    expect((await remove(unverified.token, strap.id)).statusCode).toBe(200)
  })
})
