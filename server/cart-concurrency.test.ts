// Racing cart writes (docs/architecture.md: what must not double changes with one conditional statement and a
// constraint behind it). On PostgreSQL the requests really run at once on separate connections; on PGlite, which
// has one connection, they queue, and the outcome must be the same.
// @postgres: cart writes race for the last items in stock.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from './db/database'
import { bearer, openTestApp, type TestApp, type TestUser } from './test-support'
import { addTestProduct, verifiedTestUser } from './test-shop'

let testApp: TestApp
let shopper: TestUser

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
  shopper = await verifiedTestUser(testApp.app, 'racing-shopper@example.com')
})

afterAll(async () => {
  await testApp?.close()
})

async function lines(productId: string) {
  return queryRows<{ id: string; qty: number }>(
    testApp.database.db,
    sql`select id, qty from cart_items where user_id = ${shopper.id} and product_id = ${productId}`,
  )
}

describe('racing cart writes', () => {
  it('20 adds of the same product and size, then 20 +1s on a line whose stock is 5: one line, quantity 5, no 5xx', async () => {
    const phone = await addTestProduct(testApp, {
      title: 'Racing Phone',
      price: 150_000,
      sizes: [
        ['128GB', 5],
        ['256GB', 9],
      ],
    })
    const adds = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/carts',
          headers: bearer(shopper.token),
          payload: { productId: phone.id, size: '128GB' },
        }),
      ),
    )
    expect(adds.map((response) => response.statusCode).sort()).toEqual([...Array<number>(19).fill(200), 201])
    const added = await lines(phone.id)
    expect(added).toHaveLength(1)
    const lineId = added[0]!.id
    for (const response of adds) expect(response.json<{ data: { _id: string } }>().data._id).toBe(lineId)

    const raises = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.inject({
          method: 'PATCH',
          url: '/api/carts',
          headers: bearer(shopper.token),
          payload: { cartId: lineId, qty: 1 },
        }),
      ),
    )
    const statuses = raises.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(4)
    expect(statuses.filter((status) => status === 409)).toHaveLength(16)
    for (const response of raises.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
        'Sorry, only 5 Racing Phone in stock.',
      )
    }
    for (const response of raises.filter((candidate) => candidate.statusCode === 200)) {
      expect(response.json<{ data: { qty: number } }>().data.qty).toBeLessThanOrEqual(5)
    }
    expect(await lines(phone.id)).toEqual([{ id: lineId, qty: 5 }])
  })

  it('racing -1s never take a line below 1', async () => {
    const cable = await addTestProduct(testApp, { title: 'Racing Cable', price: 2_000, stock: 10 })
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: bearer(shopper.token),
      payload: { productId: cable.id },
    })
    const lineId = added.json<{ data: { _id: string } }>().data._id
    for (let raised = 0; raised < 3; raised++) {
      await testApp.app.inject({
        method: 'PATCH',
        url: '/api/carts',
        headers: bearer(shopper.token),
        payload: { cartId: lineId, qty: 1 },
      })
    }
    const lowers = await Promise.all(
      Array.from({ length: 10 }, () =>
        testApp.app.inject({
          method: 'PATCH',
          url: '/api/carts',
          headers: bearer(shopper.token),
          payload: { cartId: lineId, qty: -1 },
        }),
      ),
    )
    expect(lowers.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, ...Array<number>(7).fill(409)])
    expect(await lines(cable.id)).toEqual([{ id: lineId, qty: 1 }])
  })
})
