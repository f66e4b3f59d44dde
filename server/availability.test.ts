// Back-in-stock requests (spec §3 Availability request, §4, §5, §9): asking through the API, with every refusal and
// its message, and the stock write of one product or size (through the service; vendors' edits are tested in
// vendor-products.test.ts) that emails each waiting shopper once, however many restocks race.
// @postgres: requests and stock changes race on several connections.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from './db/database'
import { availabilityRepo } from './db/repos/availability.repo'
import { catalogueRepo } from './db/repos/catalogue.repo'
import { outboxRepo } from './db/repos/outbox.repo'
import { sandboxMailer } from './providers/mail/sandbox-mailer'
import { availabilityErrors, availabilityService, stockErrors, type AvailabilityService } from './services/availability'
import { VERIFY_EMAIL_MESSAGE } from './services/verified-user'
import { bearer, databaseFingerprint, openTestApp, signUpTestUser, type TestApp, type TestUser } from './test-support'
import { addTestProduct, verifiedTestUser } from './test-shop'

const HOUR = 60 * 60 * 1000
const PUBLIC_URL = 'https://shop.oja.test'

let testApp: TestApp
let clock = new Date('2026-11-20T10:00:00.000Z')
let stock: AvailabilityService
let shoppers = 0

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now: () => clock })
  const db = testApp.database.db
  stock = availabilityService({
    requests: availabilityRepo(db, testApp.app.store.catalogueCache),
    catalogue: catalogueRepo(db, { cache: testApp.app.store.catalogueCache }),
    mailer: sandboxMailer({ outbox: outboxRepo(db), log: { info: () => {} }, now: () => clock }),
    publicUrl: PUBLIC_URL,
    now: () => clock,
  })
})

afterAll(async () => {
  await testApp?.close()
})

async function freshShopper(): Promise<TestUser> {
  shoppers += 1
  return verifiedTestUser(testApp.app, `availability-${shoppers}@example.com`)
}

function ask(token: string, productId: string, variant?: string | null) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/products/availability-requests',
    headers: bearer(token),
    payload: variant === undefined ? { productId } : { productId, variant },
  })
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

async function backInStockEmails(email: string) {
  const messages = await outboxRepo(testApp.database.db).list({ to: email, limit: 50 })
  return messages.filter((message) => message.subject.includes('back in stock'))
}

async function waitingRequests(productId: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from availability_requests where product_id = ${productId} and notified_at is null`,
  )
  return rows[0]?.count ?? 0
}

describe('asking to be told when a product is back', () => {
  it('records a request for an out-of-stock product without sizes', async () => {
    clock = new Date('2026-11-20T10:00:00.000Z')
    const user = await freshShopper()
    const speaker = await addTestProduct(testApp, { title: 'Hopestar P15', price: 18_000, stock: 0 })
    const response = await ask(user.token, speaker.id)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ data: unknown }>().data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      productId: speaker.id,
      variant: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    })
  })

  it('refuses a repeat within 2 hours with a message, and takes it again from 2 hours on', async () => {
    clock = new Date('2026-11-20T10:00:00.000Z')
    const user = await freshShopper()
    const bank = await addTestProduct(testApp, { title: 'Power Bank', price: 19_000, stock: 0 })
    const first = await ask(user.token, bank.id)
    expect(first.statusCode).toBe(201)
    clock = new Date(clock.getTime() + 2 * HOUR - 1)
    const repeat = await ask(user.token, bank.id)
    expect(repeat.statusCode).toBe(409)
    expect(firstError(repeat)?.message).toBe(availabilityErrors.alreadyAsked('Power Bank'))
    clock = new Date('2026-11-20T12:00:00.000Z')
    const later = await ask(user.token, bank.id)
    expect(later.statusCode, later.body).toBe(201)
    expect(later.json<{ data: { createdAt: string } }>().data.createdAt).toBe('2026-11-20T12:00:00.000Z')
    expect(await waitingRequests(bank.id)).toBe(1)
  })

  it('keeps one waiting request when the same shopper asks many times at once', async () => {
    const user = await freshShopper()
    const pad = await addTestProduct(testApp, { title: 'Mouse Pad', price: 6_500, stock: 0 })
    const responses = await Promise.all(Array.from({ length: 10 }, () => ask(user.token, pad.id)))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ])
    expect(await waitingRequests(pad.id)).toBe(1)
  })

  it('needs a variant for a product with a size in stock, with the spec message, and one the product comes in', async () => {
    const user = await freshShopper()
    const tablet = await addTestProduct(testApp, {
      title: 'Redmi Pad',
      price: 210_000,
      sizes: [
        ['64GB', 2],
        ['128GB', 0],
      ],
    })
    for (const variant of [undefined, null, '']) {
      const response = await ask(user.token, tablet.id, variant)
      expect(response.statusCode).toBe(409)
      expect(firstError(response)).toEqual({ message: 'Sorry, Please select a variant', field: 'variant' })
    }
    const wrong = await ask(user.token, tablet.id, '1TB')
    expect(wrong.statusCode).toBe(400)
    expect(firstError(wrong)).toEqual({ message: availabilityErrors.notAVariant('Redmi Pad'), field: 'variant' })
    const plain = await addTestProduct(testApp, { title: 'Lens Protector', price: 4_500, stock: 0 })
    const variantOfPlain = await ask(user.token, plain.id, 'Black')
    expect(variantOfPlain.statusCode).toBe(400)
    expect(firstError(variantOfPlain)).toEqual({
      message: availabilityErrors.hasNoVariants('Lens Protector'),
      field: 'variant',
    })
  })

  it('refuses a product or variant that is in stock, and takes an out-of-stock variant of a stocked product', async () => {
    const user = await freshShopper()
    const phone = await addTestProduct(testApp, {
      title: 'itel P55',
      price: 145_000,
      sizes: [
        ['64GB', 0],
        ['128GB', 3],
      ],
    })
    const inStockVariant = await ask(user.token, phone.id, '128GB')
    expect(inStockVariant.statusCode).toBe(409)
    expect(firstError(inStockVariant)?.message).toBe(availabilityErrors.inStock('itel P55'))
    expect((await ask(user.token, phone.id, '64GB')).statusCode).toBe(201)
    const cable = await addTestProduct(testApp, { title: 'Aux Cable', price: 1_500, stock: 8 })
    const inStock = await ask(user.token, cable.id)
    expect(inStock.statusCode).toBe(409)
    expect(firstError(inStock)?.message).toBe(availabilityErrors.inStock('Aux Cable'))
  })

  it('answers 404 for a product that is unknown or archived', async () => {
    const user = await freshShopper()
    const archived = await addTestProduct(testApp, {
      title: 'Old Laptop',
      price: 520_000,
      stock: 0,
      archived: true,
    })
    for (const productId of [archived.id, 'ffffffffffffffffffffffff']) {
      const response = await ask(user.token, productId)
      expect(response.statusCode).toBe(404)
      expect(firstError(response)).toEqual({ message: 'This product is not available!', field: 'productId' })
    }
  })

  it('refuses a shopper whose email is not verified, with a message, and records nothing', async () => {
    const unverified = await signUpTestUser(testApp.app, 'availability-unverified@example.com')
    const speaker = await addTestProduct(testApp, { title: 'Mini Speaker', price: 9_000, stock: 0 })
    const before = await databaseFingerprint(testApp.database)
    const response = await ask(unverified.token, speaker.id)
    expect(response.statusCode).toBe(403)
    expect(firstError(response)?.message).toBe(VERIFY_EMAIL_MESSAGE)
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})

describe('a product back in stock', () => {
  it('emails each waiting shopper once, naming the product and linking to its page, and closes their requests', async () => {
    const [ada, bola] = [await freshShopper(), await freshShopper()]
    const headphones = await addTestProduct(testApp, { title: 'Sony WH-1000XM5', price: 620_000, stock: 0 })
    await ask(ada.token, headphones.id)
    await ask(bola.token, headphones.id)
    expect(await stock.setStock(headphones.id, { stock: 3 })).toEqual({ notified: 2 })
    for (const shopper of [ada, bola]) {
      const emails = await backInStockEmails(shopper.email)
      expect(emails).toHaveLength(1)
      expect(emails[0]?.subject).toBe('Sony WH-1000XM5 is back in stock at Oja')
      expect(emails[0]?.text).toContain(`${PUBLIC_URL}/product-details/${headphones.slug}`)
    }
    expect(await waitingRequests(headphones.id)).toBe(0)
    // More stock, or selling out and coming back, tells nobody twice.
    expect(await stock.setStock(headphones.id, { stock: 5 })).toEqual({ notified: 0 })
    await stock.setStock(headphones.id, { stock: 0 })
    expect(await stock.setStock(headphones.id, { stock: 1 })).toEqual({ notified: 0 })
    expect(await backInStockEmails(ada.email)).toHaveLength(1)
  })

  it('tells only the shoppers waiting for the size that came back', async () => {
    const [wants64, wants128] = [await freshShopper(), await freshShopper()]
    const pad = await addTestProduct(testApp, {
      title: 'Galaxy Tab',
      price: 300_000,
      sizes: [
        ['64GB', 0],
        ['128GB', 0],
      ],
    })
    await ask(wants64.token, pad.id, '64GB')
    await ask(wants128.token, pad.id, '128GB')
    expect(await stock.setStock(pad.id, { size: '128GB', stock: 2 })).toEqual({ notified: 1 })
    expect(await backInStockEmails(wants64.email)).toHaveLength(0)
    const emails = await backInStockEmails(wants128.email)
    expect(emails.map((email) => email.subject)).toEqual(['Galaxy Tab (128GB) is back in stock at Oja'])
    // The product's own stock is the sum of its sizes, and the catalogue shows it at once.
    const product = await testApp.app.inject({ method: 'GET', url: `/api/products/${pad.slug}` })
    expect(
      product.json<{ data: { is_stock: number; size: { title: string; is_stock: number }[] } }>().data,
    ).toMatchObject({
      is_stock: 2,
      size: [
        { title: '64GB', is_stock: 0 },
        { title: '128GB', is_stock: 2 },
      ],
    })
  })

  it('takes a request without a variant for a product sold out in every size, and tells it when any size comes back', async () => {
    // ADR 0008: no size of such a product can be picked, so the shopper asks about the product.
    const [shopper, other] = [await freshShopper(), await freshShopper()]
    const watch = await addTestProduct(testApp, {
      title: 'Apple Watch SE',
      price: 250_000,
      sizes: [
        ['40mm', 0],
        ['44mm', 0],
      ],
    })
    expect((await ask(shopper.token, watch.id, null)).statusCode).toBe(201)
    expect((await ask(other.token, watch.id)).statusCode).toBe(201)
    expect(await stock.setStock(watch.id, { size: '44mm', stock: 1 })).toEqual({ notified: 2 })
    expect((await backInStockEmails(shopper.email)).map((email) => email.subject)).toEqual([
      'Apple Watch SE is back in stock at Oja',
    ])
    // Once a size is in stock, a request must name one again (spec §5).
    const third = await freshShopper()
    const refused = await ask(third.token, watch.id)
    expect(refused.statusCode).toBe(409)
    expect(firstError(refused)?.message).toBe(availabilityErrors.selectVariant)
  })

  it('sends each waiting shopper exactly one email when two restocks race', async () => {
    const waiting = [await freshShopper(), await freshShopper(), await freshShopper()]
    const mouse = await addTestProduct(testApp, { title: 'RGB Mouse', price: 12_000, stock: 0 })
    for (const shopper of waiting) await ask(shopper.token, mouse.id)
    const results = await Promise.all([stock.setStock(mouse.id, { stock: 2 }), stock.setStock(mouse.id, { stock: 4 })])
    expect(results.map((result) => result.notified).sort()).toEqual([0, 3])
    for (const shopper of waiting) expect(await backInStockEmails(shopper.email)).toHaveLength(1)
  })

  it('refuses a stock that is not a whole number of units, a size the product lacks, and a product that is not there', async () => {
    const plain = await addTestProduct(testApp, { title: 'Car Charger', price: 6_000, stock: 0 })
    const sized = await addTestProduct(testApp, { title: 'Smart Band', price: 20_000, sizes: [['S', 0]] })
    const before = await databaseFingerprint(testApp.database)
    await expect(stock.setStock(plain.id, { stock: -1 })).rejects.toMatchObject({
      kind: 'invalid',
      message: stockErrors.notWhole,
    })
    await expect(stock.setStock(plain.id, { stock: 1.5 })).rejects.toMatchObject({
      kind: 'invalid',
      message: stockErrors.notWhole,
    })
    await expect(stock.setStock(plain.id, { size: 'S', stock: 1 })).rejects.toMatchObject({
      kind: 'invalid',
      message: stockErrors.hasNoSizes,
    })
    await expect(stock.setStock(sized.id, { stock: 1 })).rejects.toMatchObject({
      kind: 'invalid',
      message: stockErrors.sizeRequired,
    })
    await expect(stock.setStock(sized.id, { size: 'XL', stock: 1 })).rejects.toMatchObject({
      kind: 'invalid',
      message: stockErrors.noSuchSize,
    })
    await expect(stock.setStock('ffffffffffffffffffffffff', { stock: 1 })).rejects.toMatchObject({ kind: 'notFound' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})
