// The cart through the API (spec §2 Cart, §3 Cart item, §4 Add to cart and Cart quantity, §5, §6): what each call
// does, every refusal with its message, prices that only the catalogue sets, and one shopper never reaching another's.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COUPON, summariseCart } from '../src/domain/cart'
import { nairaToKobo } from '../src/domain/money'
import { products } from './db/schema'
import { cartErrors } from './services/cart'
import { VERIFY_EMAIL_MESSAGE } from './services/verified-user'
import { bearer, databaseFingerprint, openTestApp, signUpTestUser, type TestApp, type TestUser } from './test-support'
import { addTestProduct, verifiedTestUser } from './test-shop'

interface Line {
  _id: string
  qty: number
  size: string | null
  original_price: number
  discounted_price: number
  productId: { _id: string; slug: string; title: string; original_price: number; discounted_price: number }
}

let testApp: TestApp
let shopper: TestUser
let other: TestUser
let shoppers = 0
/** Every statement the store sent to the database, in order. */
const queryLog: string[] = []

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, queryLog })
  shopper = await verifiedTestUser(testApp.app, 'cart-shopper@example.com')
  other = await verifiedTestUser(testApp.app, 'cart-other@example.com')
})

afterAll(async () => {
  await testApp?.close()
})

/** A verified shopper with an empty cart, for tests that count lines. */
async function freshShopper(): Promise<TestUser> {
  shoppers += 1
  return verifiedTestUser(testApp.app, `cart-fresh-${shoppers}@example.com`)
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
}

const add = (token: string, productId: string, size?: string | null) =>
  call('POST', '/api/carts', token, size === undefined ? { productId } : { productId, size })
const change = (token: string, cartId: string, qty: 1 | -1) => call('PATCH', '/api/carts', token, { cartId, qty })
const remove = (token: string, cartId: string) => call('DELETE', `/api/carts/${cartId}`, token)

async function list(token: string): Promise<Line[]> {
  const response = await call('GET', '/api/carts', token)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: { docs: Line[] } }>().data.docs
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

describe('reading the cart', () => {
  it('takes the lines with their products, and the session with its shopper unless kept (docs/adr/0048)', async () => {
    const user = await freshShopper()
    const cable = await addTestProduct(testApp, { title: 'Read Cable', price: 2_000, stock: 5 })
    const shirt = await addTestProduct(testApp, { title: 'Read Shirt', price: 9_000, sizes: [['M', 2]] })
    await add(user.token, cable.id)
    await add(user.token, shirt.id, 'M')
    await testApp.app.store.background.idle()
    const from = queryLog.length
    const lines = await list(user.token)
    expect(lines.map((line) => [line.productId.title, line.size, line.qty])).toEqual([
      ['Read Cable', null, 1],
      ['Read Shirt', 'M', 1],
    ])
    const statements = queryLog.slice(from)
    // The embedded database keeps the session read by the adds just before until a change to it is signalled.
    if (testApp.database.kind === 'postgres') expect(statements.shift()).toMatch(/from "sessions" left join "users"/)
    expect(statements).toHaveLength(1)
    expect(statements[0]).toMatch(/from "cart_items" inner join "products"/)
  })
})

describe('adding to the cart', () => {
  it('adds one of a product without sizes, priced and described by the catalogue', async () => {
    const user = await freshShopper()
    const charger = await addTestProduct(testApp, {
      title: 'Fast Charger',
      price: 12_000,
      sale: 9_500,
      stock: 4,
    })
    const response = await add(user.token, charger.id)
    expect(response.statusCode, response.body).toBe(201)
    const line = response.json<{ data: Line }>().data
    expect(line).toMatchObject({ qty: 1, size: null, original_price: 12_000, discounted_price: 9_500 })
    const bySlug = await testApp.app.inject({ method: 'GET', url: `/api/products/${charger.slug}` })
    expect(line.productId).toEqual(bySlug.json<{ data: unknown }>().data)
    expect(await list(user.token)).toEqual([line])
  })

  it('answers the line as it is, unchanged, when the same product and size are added again', async () => {
    const user = await freshShopper()
    const phone = await addTestProduct(testApp, {
      title: 'Tecno Spark',
      price: 150_000,
      sizes: [
        ['128GB', 3],
        ['256GB', 2],
      ],
    })
    const first = await add(user.token, phone.id, '128GB')
    expect(first.statusCode, first.body).toBe(201)
    await change(user.token, first.json<{ data: Line }>().data._id, 1)
    const again = await add(user.token, phone.id, '128GB')
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json<{ data: Line }>().data).toMatchObject({
      _id: first.json<{ data: Line }>().data._id,
      qty: 2,
      size: '128GB',
    })
    const otherSize = await add(user.token, phone.id, '256GB')
    expect(otherSize.statusCode, otherSize.body).toBe(201)
    expect((await list(user.token)).map((line) => [line.size, line.qty])).toEqual([
      ['128GB', 2],
      ['256GB', 1],
    ])
  })

  it('refuses a product with sizes when no size is chosen, with the spec message', async () => {
    const watch = await addTestProduct(testApp, {
      title: 'Smart Watch',
      price: 40_000,
      sizes: [
        ['42mm', 2],
        ['46mm', 1],
      ],
    })
    for (const size of [undefined, null, '']) {
      const response = await add(shopper.token, watch.id, size)
      expect(response.statusCode, response.body).toBe(409)
      expect(firstError(response)).toEqual({ message: 'Sorry, Please select a size', field: 'size' })
    }
  })

  it('refuses a size the product does not come in, and any size for a product without sizes', async () => {
    const watch = await addTestProduct(testApp, { title: 'Band Watch', price: 30_000, sizes: [['42mm', 2]] })
    const wrongSize = await add(shopper.token, watch.id, '50mm')
    expect(wrongSize.statusCode).toBe(400)
    expect(firstError(wrongSize)).toEqual({ message: cartErrors.notASize('Band Watch'), field: 'size' })
    const cable = await addTestProduct(testApp, { title: 'USB-C Cable', price: 3_000, stock: 10 })
    const sized = await add(shopper.token, cable.id, '1m')
    expect(sized.statusCode).toBe(400)
    expect(firstError(sized)).toEqual({ message: cartErrors.hasNoSizes('USB-C Cable'), field: 'size' })
  })

  it('refuses an out-of-stock product, and an out-of-stock size of a stocked product, with the spec message', async () => {
    const before = await databaseFingerprint(testApp.database)
    const speaker = await addTestProduct(testApp, { title: 'Hopestar P15', price: 18_000, stock: 0 })
    const response = await add(shopper.token, speaker.id)
    expect(response.statusCode).toBe(409)
    expect(firstError(response)?.message).toBe('Sorry, Hopestar P15 is not in stock.')
    const tablet = await addTestProduct(testApp, {
      title: 'Redmi Pad',
      price: 210_000,
      sizes: [
        ['64GB', 0],
        ['128GB', 3],
      ],
    })
    const soldOutSize = await add(shopper.token, tablet.id, '64GB')
    expect(soldOutSize.statusCode).toBe(409)
    expect(firstError(soldOutSize)?.message).toBe('Sorry, Redmi Pad is not in stock.')
    const after = await databaseFingerprint(testApp.database)
    expect(after.cart_items).toBe(before.cart_items)
  })

  it('answers 404 for a product that is unknown or no longer in the catalogue', async () => {
    const archived = await addTestProduct(testApp, {
      title: 'Old Phone',
      price: 50_000,
      stock: 3,
      archived: true,
    })
    for (const productId of [archived.id, 'ffffffffffffffffffffffff']) {
      const response = await add(shopper.token, productId)
      expect(response.statusCode).toBe(404)
      expect(firstError(response)).toEqual({ message: 'This product is not available!', field: 'productId' })
    }
  })

  it('refuses a size with control characters in it as a bad request, not a failure', async () => {
    const watch = await addTestProduct(testApp, { title: 'Nul Watch', price: 30_000, sizes: [['42mm', 2]] })
    const response = await add(shopper.token, watch.id, '42mm\u0000')
    expect(response.statusCode).toBe(400)
    expect(firstError(response)).toEqual({ message: 'size must not contain control characters', field: 'size' })
  })

  it('takes no price from the client', async () => {
    const earbuds = await addTestProduct(testApp, { title: 'Buds Pro', price: 25_000, stock: 5 })
    const response = await call('POST', '/api/carts', shopper.token, { productId: earbuds.id, discounted_price: 1 })
    expect(response.statusCode).toBe(400)
    expect(firstError(response)).toEqual({ message: 'discounted_price is not allowed', field: 'discounted_price' })
  })
})

describe('cart quantities', () => {
  it('raises a line one at a time up to the stock of its product and size, then refuses with how many there are', async () => {
    const user = await freshShopper()
    const phone = await addTestProduct(testApp, {
      title: 'Infinix Hot',
      price: 120_000,
      sizes: [
        ['64GB', 2],
        ['128GB', 9],
      ],
    })
    const line = (await add(user.token, phone.id, '64GB')).json<{ data: Line }>().data
    const raised = await change(user.token, line._id, 1)
    expect(raised.statusCode, raised.body).toBe(200)
    expect(raised.json<{ data: Line }>().data).toMatchObject({
      _id: line._id,
      qty: 2,
      size: '64GB',
      original_price: 120_000,
    })
    const beyond = await change(user.token, line._id, 1)
    expect(beyond.statusCode).toBe(409)
    expect(firstError(beyond)?.message).toBe('Sorry, only 2 Infinix Hot in stock.')
    expect((await list(user.token))[0]?.qty).toBe(2)
  })

  it('lowers a line by one, and refuses to go below 1', async () => {
    const user = await freshShopper()
    const mouse = await addTestProduct(testApp, { title: 'Gaming Mouse', price: 9_000, stock: 5 })
    const line = (await add(user.token, mouse.id)).json<{ data: Line }>().data
    await change(user.token, line._id, 1)
    const lowered = await change(user.token, line._id, -1)
    expect(lowered.statusCode, lowered.body).toBe(200)
    expect(lowered.json<{ data: Line }>().data.qty).toBe(1)
    const belowOne = await change(user.token, line._id, -1)
    expect(belowOne.statusCode).toBe(409)
    expect(firstError(belowOne)?.message).toBe(cartErrors.belowOne)
    expect((await list(user.token))[0]?.qty).toBe(1)
  })

  it('says a line is not in stock when its stock has gone to none', async () => {
    const user = await freshShopper()
    const lamp = await addTestProduct(testApp, { title: 'Ring Light', price: 15_000, stock: 1 })
    const line = (await add(user.token, lamp.id)).json<{ data: Line }>().data
    await testApp.database.db.update(products).set({ stock: 0 }).where(eq(products.id, lamp.id))
    const response = await change(user.token, line._id, 1)
    expect(response.statusCode).toBe(409)
    expect(firstError(response)?.message).toBe('Sorry, Ring Light is not in stock.')
  })
})

describe('removing from the cart', () => {
  it('removes a line and answers its id; a second removal finds nothing', async () => {
    const user = await freshShopper()
    const fan = await addTestProduct(testApp, { title: 'Desk Fan', price: 20_000, stock: 5 })
    const line = (await add(user.token, fan.id)).json<{ data: Line }>().data
    const removed = await remove(user.token, line._id)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ data: { _id: line._id } })
    expect(await list(user.token)).toEqual([])
    const again = await remove(user.token, line._id)
    expect(again.statusCode).toBe(404)
    expect(firstError(again)?.message).toBe(cartErrors.notInCart)
  })
})

describe('cart prices', () => {
  it('are the catalogue prices at the time of reading, never the ones at the time of adding', async () => {
    const user = await freshShopper()
    const tv = await addTestProduct(testApp, { title: 'Smart TV', price: 300_000, sale: 280_000, stock: 3 })
    await add(user.token, tv.id)
    await testApp.database.db
      .update(products)
      .set({ originalPriceKobo: nairaToKobo(310_000), discountedPriceKobo: nairaToKobo(250_000.5) })
      .where(eq(products.id, tv.id))
    testApp.app.store.catalogueCache.invalidate()
    const [line] = await list(user.token)
    expect(line).toMatchObject({ original_price: 310_000, discounted_price: 250_000.5 })
    expect(line?.productId).toMatchObject({ original_price: 310_000, discounted_price: 250_000.5 })
  })

  it('leave out a line whose product has left the catalogue, and refuse to change it', async () => {
    const user = await freshShopper()
    const radio = await addTestProduct(testApp, { title: 'FM Radio', price: 8_000, stock: 3 })
    const line = (await add(user.token, radio.id)).json<{ data: Line }>().data
    await testApp.database.db.update(products).set({ archived: true }).where(eq(products.id, radio.id))
    expect(await list(user.token)).toEqual([])
    const response = await change(user.token, line._id, 1)
    expect(response.statusCode).toBe(404)
    expect(firstError(response)?.message).toBe('This product is not available!')
  })

  it('give the shared summary rules the same figures: a cart the coupon applies to, and one at exactly ₦100,000', async () => {
    const summaryOf = (lines: Line[]) =>
      summariseCart(
        lines.map((line) => ({
          originalPrice: nairaToKobo(line.original_price),
          discountedPrice: nairaToKobo(line.discounted_price),
          qty: line.qty,
        })),
        { couponApplied: true },
      )
    const above = await freshShopper()
    const laptop = await addTestProduct(testApp, {
      title: 'Work Laptop',
      price: 70_000,
      sale: 60_000.5,
      stock: 5,
    })
    const line = (await add(above.token, laptop.id)).json<{ data: Line }>().data
    await change(above.token, line._id, 1)
    expect(summaryOf(await list(above.token))).toEqual({
      subtotal: nairaToKobo(140_000),
      discount: nairaToKobo(19_999),
      discountedTotal: nairaToKobo(120_001),
      couponDiscount: COUPON.amount,
      total: nairaToKobo(110_001),
    })
    const exactly = await freshShopper()
    const tablet = await addTestProduct(testApp, {
      title: 'Study Tablet',
      price: 110_000,
      sale: 100_000,
      stock: 5,
    })
    await add(exactly.token, tablet.id)
    expect(summaryOf(await list(exactly.token))).toEqual({
      subtotal: nairaToKobo(110_000),
      discount: nairaToKobo(10_000),
      discountedTotal: nairaToKobo(100_000),
      couponDiscount: 0,
      total: nairaToKobo(100_000),
    })
  })
})

describe("another shopper's cart", () => {
  it('is never listed, changed or removed: its lines answer 404', async () => {
    const owner = await freshShopper()
    const camera = await addTestProduct(testApp, { title: 'Action Camera', price: 90_000, stock: 5 })
    const line = (await add(owner.token, camera.id)).json<{ data: Line }>().data
    expect(await list(other.token)).not.toContainEqual(expect.objectContaining({ _id: line._id }))
    for (const response of [
      await change(other.token, line._id, 1),
      await change(other.token, line._id, -1),
      await remove(other.token, line._id),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(firstError(response)?.message).toBe(cartErrors.notInCart)
    }
    expect(await list(owner.token)).toEqual([line])
  })
})

describe('an unverified shopper', () => {
  it('cannot load, add to, change or remove from a cart (403 with a message), and nothing changes', async () => {
    const unverified = await signUpTestUser(testApp.app, 'cart-unverified@example.com')
    const owner = await freshShopper()
    const cable = await addTestProduct(testApp, { title: 'HDMI Cable', price: 4_000, stock: 5 })
    const line = (await add(owner.token, cable.id)).json<{ data: Line }>().data
    const before = await databaseFingerprint(testApp.database)
    const responses = [
      await call('GET', '/api/carts', unverified.token),
      await add(unverified.token, cable.id),
      await change(unverified.token, line._id, 1),
      await remove(unverified.token, line._id),
    ]
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(403)
      expect(firstError(response)?.message).toBe(VERIFY_EMAIL_MESSAGE)
    }
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})
