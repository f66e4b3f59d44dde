// Vendors' products (spec §1 vendors, §7 products write, §9 uploaded product) through the API: creating with and
// without sizes and the values the store gives, editing, marking out of stock, restocking (a waiting shopper's email)
// and archiving, every refusal with its message and nothing written, and the drawn product page seeing a change at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductPage, RequestBody } from '../src/domain/contract'
import { formatNaira } from '../src/domain/money'
import { productMessages } from '../src/domain/product-form'
import { uploadMessages } from '../src/domain/uploads'
import { queryRows } from './db/database'
import { newId } from './db/ids'
import { availabilityRepo } from './db/repos/availability.repo'
import { catalogueRepo } from './db/repos/catalogue.repo'
import { outboxRepo } from './db/repos/outbox.repo'
import { productsWriteRepo } from './db/repos/products-write.repo'
import { uploadsRepo } from './db/repos/uploads.repo'
import { categories, users, vendors } from './db/schema'
import { sandboxMailer } from './providers/mail/sandbox-mailer'
import { availabilityService } from './services/availability'
import { vendorProductsService } from './services/vendor-products'
import { VERIFY_EMAIL_MESSAGE } from './services/verified-user'
import { bearer, databaseFingerprint, openTestApp, signUpTestUser, type TestApp, type TestUser } from './test-support'
import { verifiedTestUser } from './test-shop'

const PUBLIC_URL = 'https://shop.oja.test'
const PHONES = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  slug: 'phones',
  title: 'Phones',
  image: '/media/categories/phones-800.webp',
}
const AUDIO = {
  id: 'cccccccccccccccccccccccc',
  slug: 'audio',
  title: 'Audio',
  image: '/media/categories/audio-800.webp',
}
const INDEX =
  '<!doctype html><html lang="en-NG"><head><title>Built title</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>'
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/app/routes/product-detail-route.tsx': { file: 'assets/product-detail-route-abc.js', isDynamicEntry: true },
}

let webRoot: string
let testApp: TestApp
let clock = new Date('2026-11-24T09:00:00.000Z')
let ada: Vendor
let bayo: Vendor
let shopper: TestUser
let people = 0

type Vendor = TestUser & { vendorId: string }

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-web-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  // Pages kept for a minute: only the catalogue write's invalidation can make a page show a new price in time.
  testApp = await openTestApp({ seed: false, now: () => clock, webRoot, publicUrl: PUBLIC_URL, pageCacheMs: 60_000 })
  await testApp.database.db.insert(categories).values([PHONES, AUDIO])
  ada = await vendor('Ada Gadgets')
  bayo = await vendor('Bayo Phones')
  shopper = await person()
})

afterAll(async () => {
  await testApp?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

async function person(): Promise<TestUser> {
  people += 1
  return verifiedTestUser(testApp.app, `vendor-products-${people}@example.com`)
}

/** A verified user made a vendor the way the operator's command does it: a vendors row and users.vendor_id. */
async function vendor(name: string): Promise<Vendor> {
  const user = await person()
  const vendorId = newId()
  await testApp.database.db.insert(vendors).values({ id: vendorId, name })
  await testApp.database.db.update(users).set({ vendorId }).where(eq(users.id, user.id))
  return { ...user, vendorId }
}

let pictures = 0

/** Pictures `owner` has uploaded for products, as the upload endpoint records them; their 800px URLs. */
async function uploaded(owner: TestUser, count: number, purpose: 'product' | 'swap' = 'product'): Promise<string[]> {
  const stored = Array.from({ length: count }, () => {
    pictures += 1
    const name = `/media/uploads/test-${pictures}`
    return {
      image: {
        src: `${name}-800.webp`,
        width: 800,
        height: 600,
        srcSet: `${name}-400.webp 400w, ${name}-800.webp 800w`,
      },
      keys: [`uploads/test-${pictures}-400.webp`, `uploads/test-${pictures}-800.webp`],
    }
  })
  await uploadsRepo(testApp.database.db).insert(owner.id, purpose, stored, clock)
  return stored.map(({ image }) => image.src)
}

async function input(
  owner: TestUser,
  changes: Partial<RequestBody<'createProduct'>> = {},
): Promise<RequestBody<'createProduct'>> {
  return {
    title: 'Tecno Spark 20',
    description: 'A phone with a big battery.',
    original_price: 150_000,
    discounted_price: 135_000,
    categoryId: PHONES.id,
    images: changes.images ?? (await uploaded(owner, 2)),
    ...changes,
  }
}

function create(user: TestUser, payload: RequestBody<'createProduct'>) {
  return testApp.app.inject({ method: 'POST', url: '/api/products', headers: bearer(user.token), payload })
}

function update(user: TestUser, payload: RequestBody<'updateProduct'>) {
  return testApp.app.inject({ method: 'PATCH', url: '/api/products', headers: bearer(user.token), payload })
}

async function created(user: TestUser, changes: Partial<RequestBody<'createProduct'>> = {}): Promise<Product> {
  const response = await create(user, await input(user, changes))
  if (response.statusCode !== 201) throw new Error(`creating failed: ${response.statusCode} ${response.body}`)
  return response.json<{ data: Product }>().data
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

async function bySlug(slug: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/products/${slug}` })
}

async function backInStockEmails(email: string) {
  const messages = await outboxRepo(testApp.database.db).list({ to: email, limit: 50 })
  return messages.filter((message) => message.subject.includes('back in stock'))
}

describe('a vendor uploading a product', () => {
  it('saves one without sizes with 3 in stock, its pictures, a slug from the title, the vendor and the values the store gives', async () => {
    clock = new Date('2026-11-24T09:00:00.000Z')
    const images = await uploaded(ada, 2)
    const response = await create(
      ada,
      await input(ada, {
        title: 'Oraimo FreePods 4',
        categoryId: AUDIO.id,
        original_price: 25_000,
        discounted_price: 19_999.5,
        images,
      }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const product = response.json<{ data: Product }>().data
    expect(product).toMatchObject({
      slug: 'oraimo-freepods-4',
      title: 'Oraimo FreePods 4',
      original_price: 25_000,
      discounted_price: 19_999.5,
      categoryId: { _id: AUDIO.id, title: 'Audio', slug: 'audio' },
      is_stock: 3,
      size: [],
      images,
      vendorId: ada.vendorId,
      trending: false,
      views: 0,
      priceUpdatedAt: '2026-11-24T09:00:00.000Z',
      createdAt: '2026-11-24T09:00:00.000Z',
    })
    expect(product.imageVariants.map((image) => image.srcSet)).toEqual(
      images.map((src) => `${src.replace('-800.webp', '-400.webp')} 400w, ${src} 800w`),
    )
    expect(Number(product.rating.$numberDecimal)).toBeGreaterThanOrEqual(4.5)
    expect(Number(product.rating.$numberDecimal)).toBeLessThanOrEqual(5)
    expect(product.reviews).toBeGreaterThanOrEqual(5)
    expect(product.reviews).toBeLessThanOrEqual(15)
    const page = await bySlug('oraimo-freepods-4')
    expect(page.statusCode).toBe(200)
    expect(page.json<{ data: Product }>().data).toEqual(product)
  })

  it('takes the plain stock sent, 0 included', async () => {
    expect((await created(ada, { title: 'Soundcore Q20i', is_stock: 7 })).is_stock).toBe(7)
    expect((await created(ada, { title: 'Soundcore Q30', is_stock: 0 })).is_stock).toBe(0)
  })

  it('saves one with sizes in the order sent, its stock their sum', async () => {
    const product = await created(ada, {
      title: 'Infinix Hot 40',
      size: [
        { title: ' 128GB ', is_stock: 2 },
        { title: '256GB', is_stock: 5 },
      ],
    })
    expect(product.size).toEqual([
      { title: '128GB', is_stock: 2 },
      { title: '256GB', is_stock: 5 },
    ])
    expect(product.is_stock).toBe(7)
    expect(
      (await created(ada, { title: 'Infinix Hot 40i', size: [{ title: '64GB', is_stock: 1 }], is_stock: 1 })).is_stock,
    ).toBe(1)
  })

  it('gives a repeated title the next free number, and never a word the API uses after /api/products/', async () => {
    const first = await created(ada, { title: 'Redmi Note 13' })
    const second = await created(bayo, { title: 'Redmi Note 13' })
    const third = await created(ada, { title: 'Redmi  Note 13!' })
    expect([first.slug, second.slug, third.slug]).toEqual(['redmi-note-13', 'redmi-note-13-2', 'redmi-note-13-3'])
    expect((await created(ada, { title: 'PushImgs' })).slug).toBe('pushimgs-product')
    expect((await created(ada, { title: 'Availability Requests' })).slug).toBe('availability-requests-product')
    expect((await created(ada, { title: '📱📱' })).slug).toBe('product')
  })

  it('gives the rating from 4.5 to 5.0 with one decimal and 5 to 15 reviews, both ends included', async () => {
    const db = testApp.database.db
    const { catalogueCache } = testApp.app.store
    const products = catalogueRepo(db, { cache: catalogueCache })
    const service = (random: () => number) =>
      vendorProductsService({
        writes: productsWriteRepo(db, catalogueCache),
        catalogue: products,
        availability: availabilityService({
          requests: availabilityRepo(db, catalogueCache),
          catalogue: products,
          mailer: sandboxMailer({ outbox: outboxRepo(db), log: { info: () => {} } }),
          publicUrl: PUBLIC_URL,
        }),
        random,
      })
    const [vendorRow] = await db.select().from(users).where(eq(users.id, ada.id))
    const lowest = await service(() => 0).create(vendorRow!, await input(ada, { title: 'Lowest Rated' }))
    const highest = await service(() => 0.999_999).create(vendorRow!, await input(ada, { title: 'Highest Rated' }))
    expect([lowest.rating.$numberDecimal, lowest.reviews]).toEqual(['4.5', 5])
    expect([highest.rating.$numberDecimal, highest.reviews]).toEqual(['5.0', 15])
  })
})

describe('what is refused, with its message, writing nothing', () => {
  async function refused(
    response: Promise<{ statusCode: number; json(): unknown; body: string }>,
    status: number,
    error: { message: string; field?: string },
  ) {
    const before = await databaseFingerprint(testApp.database)
    const answer = await response
    expect(answer.statusCode, answer.body).toBe(status)
    expect(firstError(answer)).toEqual(error)
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  }

  it('a shopper who is not a vendor: no upload, no edit, no list', async () => {
    const payload = await input(shopper)
    await refused(create(shopper, payload), 403, { message: productMessages.notVendor })
    const product = await created(ada, { title: 'Not For Shoppers' })
    await refused(update(shopper, { _id: product._id, original_price: 1 }), 403, { message: productMessages.notVendor })
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/vendor/products',
      headers: bearer(shopper.token),
    })
    expect(list.statusCode).toBe(403)
  })

  it('a user whose email is not verified', async () => {
    const unverified = await signUpTestUser(testApp.app, 'vendor-products-unverified@example.com')
    await refused(create(unverified, await input(unverified)), 403, { message: VERIFY_EMAIL_MESSAGE })
  })

  it("another vendor's product", async () => {
    const product = await created(ada, { title: 'Ada Only' })
    await refused(update(bayo, { _id: product._id, original_price: 1, discounted_price: 1 }), 403, {
      message: productMessages.notYourProduct,
    })
    await refused(update(bayo, { _id: product._id, archive: true }), 403, { message: productMessages.notYourProduct })
    await refused(update(bayo, { _id: product._id, images: await uploaded(bayo, 1) }), 403, {
      message: productMessages.notYourProduct,
    })
  })

  it('a discounted price above the original, on upload and against the current price on an edit', async () => {
    await refused(create(ada, await input(ada, { original_price: 100_000, discounted_price: 100_001 })), 400, {
      message: productMessages.discountAbovePrice,
      field: 'discounted_price',
    })
    const product = await created(ada, { title: 'Price Rules', original_price: 100_000, discounted_price: 90_000 })
    await refused(update(ada, { _id: product._id, discounted_price: 100_000.01 }), 400, {
      message: productMessages.discountAbovePrice,
      field: 'discounted_price',
    })
    await refused(update(ada, { _id: product._id, original_price: 89_999 }), 400, {
      message: productMessages.discountAbovePrice,
      field: 'discounted_price',
    })
    await refused(update(ada, { _id: product._id, original_price: 0.001 }), 400, {
      message: productMessages.priceInvalid,
      field: 'original_price',
    })
  })

  it('a category the store does not have', async () => {
    await refused(create(ada, await input(ada, { categoryId: 'dddddddddddddddddddddddd' })), 400, {
      message: productMessages.categoryUnknown,
      field: 'categoryId',
    })
    const product = await created(ada, { title: 'Category Rules' })
    await refused(update(ada, { _id: product._id, categoryId: 'dddddddddddddddddddddddd' }), 400, {
      message: productMessages.categoryUnknown,
      field: 'categoryId',
    })
  })

  it("pictures that are not the vendor's product uploads: someone else's, a swap photo, or never uploaded", async () => {
    const mine = await uploaded(ada, 1)
    for (const images of [
      [...mine, ...(await uploaded(bayo, 1))],
      await uploaded(ada, 1, 'swap'),
      ['/media/uploads/never-800.webp'],
    ]) {
      await refused(create(ada, await input(ada, { images })), 400, {
        message: uploadMessages.notYours,
        field: 'images',
      })
    }
    const product = await created(ada, { title: 'Picture Rules' })
    await refused(update(ada, { _id: product._id, images: [...product.images, ...(await uploaded(bayo, 1))] }), 400, {
      message: uploadMessages.notYours,
      field: 'images',
    })
    // The same picture twice is a slip, not a gallery.
    await refused(update(ada, { _id: product._id, images: [product.images[0]!, product.images[0]!] }), 400, {
      message: 'images must not list the same item twice',
      field: 'images',
    })
  })

  it('blank texts, repeated sizes and a stock that is not the sum of the sizes', async () => {
    await refused(create(ada, await input(ada, { title: '   ' })), 400, {
      message: productMessages.titleRequired,
      field: 'title',
    })
    await refused(
      create(
        ada,
        await input(ada, {
          size: [
            { title: '128GB', is_stock: 1 },
            { title: '128gb ', is_stock: 1 },
          ],
        }),
      ),
      400,
      { message: productMessages.sizeRepeated, field: 'size.0.title' },
    )
    await refused(create(ada, await input(ada, { size: [{ title: '128GB', is_stock: 1 }], is_stock: 3 })), 400, {
      message: productMessages.stockNotSizeSum,
      field: 'is_stock',
    })
    const sized = await created(ada, { title: 'Stock Rules', size: [{ title: 'S', is_stock: 1 }] })
    await refused(update(ada, { _id: sized._id, is_stock: 4 }), 400, {
      message: productMessages.stockNotSizeSum,
      field: 'is_stock',
    })
    await refused(update(ada, { _id: sized._id, description: ' ' }), 400, {
      message: productMessages.descriptionRequired,
      field: 'description',
    })
  })

  it('an archived or unknown product', async () => {
    const product = await created(ada, { title: 'Archived Already' })
    expect((await update(ada, { _id: product._id, archive: true })).statusCode).toBe(200)
    await refused(update(ada, { _id: product._id, original_price: 1, discounted_price: 1 }), 404, {
      message: 'This product is not available!',
      field: '_id',
    })
    await refused(update(ada, { _id: 'ffffffffffffffffffffffff', archive: true }), 404, {
      message: 'This product is not available!',
      field: '_id',
    })
  })
})

describe('a vendor editing a product', () => {
  it('changes only the fields sent, and moves priceUpdatedAt only when a price changes', async () => {
    clock = new Date('2026-11-24T10:00:00.000Z')
    const product = await created(ada, { title: 'Edit Me', original_price: 50_000, discounted_price: 45_000 })
    clock = new Date('2026-11-24T11:00:00.000Z')
    const retitled = await update(ada, { _id: product._id, title: 'Edited Title', description: 'New words.' })
    expect(retitled.statusCode, retitled.body).toBe(200)
    const afterTitle = retitled.json<{ data: Product }>().data
    expect(afterTitle).toMatchObject({
      title: 'Edited Title',
      description: 'New words.',
      slug: product.slug,
      original_price: 50_000,
      priceUpdatedAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T11:00:00.000Z',
    })
    expect(afterTitle.rating).toEqual(product.rating)
    clock = new Date('2026-11-24T12:00:00.000Z')
    const samePrice = await update(ada, { _id: product._id, discounted_price: 45_000 })
    expect(samePrice.json<{ data: Product }>().data.priceUpdatedAt).toBe('2026-11-24T10:00:00.000Z')
    const cheaper = await update(ada, { _id: product._id, discounted_price: 40_000 })
    expect(cheaper.json<{ data: Product }>().data).toMatchObject({
      original_price: 50_000,
      discounted_price: 40_000,
      priceUpdatedAt: '2026-11-24T12:00:00.000Z',
    })
  })

  it("reorders and replaces the pictures with the product's own and the vendor's new uploads", async () => {
    const product = await created(ada, { title: 'Picture Order' })
    const added = await uploaded(ada, 1)
    const response = await update(ada, { _id: product._id, images: [product.images[1]!, ...added] })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<{ data: Product }>().data.images).toEqual([product.images[1], ...added])
  })

  it('replaces the sizes, the stock becoming their sum', async () => {
    const product = await created(ada, { title: 'Size Swap', size: [{ title: '64GB', is_stock: 1 }] })
    const response = await update(ada, {
      _id: product._id,
      size: [
        { title: '128GB', is_stock: 4 },
        { title: '256GB', is_stock: 2 },
      ],
    })
    expect(response.json<{ data: Product }>().data).toMatchObject({
      is_stock: 6,
      size: [
        { title: '128GB', is_stock: 4 },
        { title: '256GB', is_stock: 2 },
      ],
    })
  })
})

describe('out of stock and back', () => {
  it('marks a product without sizes out of stock, and restocking it emails the waiting shopper once', async () => {
    const product = await created(ada, { title: 'Back Soon Speaker', is_stock: 2 })
    const out = await update(ada, { _id: product._id, is_stock: 0 })
    expect(out.json<{ data: Product }>().data.is_stock).toBe(0)
    expect((await bySlug(product.slug)).json<{ data: Product }>().data.is_stock).toBe(0)
    const waiting = await person()
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/products/availability-requests',
      headers: bearer(waiting.token),
      payload: { productId: product._id },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const back = await update(ada, { _id: product._id, is_stock: 5 })
    expect(back.json<{ data: Product }>().data.is_stock).toBe(5)
    const emails = await backInStockEmails(waiting.email)
    expect(emails.map((email) => email.subject)).toEqual(['Back Soon Speaker is back in stock at Oja'])
    expect(emails[0]?.text).toContain(`${PUBLIC_URL}/product-details/${product.slug}`)
    await update(ada, { _id: product._id, is_stock: 0 })
    await update(ada, { _id: product._id, is_stock: 1 })
    expect(await backInStockEmails(waiting.email)).toHaveLength(1)
  })

  it('marks every size out of stock, and tells only the shopper waiting for the size that came back', async () => {
    const product = await created(ada, {
      title: 'Back Soon Phone',
      size: [
        { title: '64GB', is_stock: 1 },
        { title: '128GB', is_stock: 2 },
      ],
    })
    const out = await update(ada, { _id: product._id, is_stock: 0 })
    expect(out.json<{ data: Product }>().data).toMatchObject({
      is_stock: 0,
      size: [
        { title: '64GB', is_stock: 0 },
        { title: '128GB', is_stock: 0 },
      ],
    })
    const [wants64, wants128] = [await person(), await person()]
    for (const [user, variant] of [
      [wants64, '64GB'],
      [wants128, '128GB'],
    ] as const) {
      const asked = await testApp.app.inject({
        method: 'POST',
        url: '/api/products/availability-requests',
        headers: bearer(user.token),
        payload: { productId: product._id, variant },
      })
      expect(asked.statusCode, asked.body).toBe(201)
    }
    await update(ada, {
      _id: product._id,
      size: [
        { title: '64GB', is_stock: 0 },
        { title: '128GB', is_stock: 3 },
      ],
    })
    expect(await backInStockEmails(wants64.email)).toHaveLength(0)
    expect((await backInStockEmails(wants128.email)).map((email) => email.subject)).toEqual([
      'Back Soon Phone (128GB) is back in stock at Oja',
    ])
  })
})

describe('archiving a product', () => {
  it("takes it out of the listing, the vendor's list and its page, which answers that it is not available", async () => {
    const product = await created(ada, { title: 'Going Away Tablet' })
    const listed = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/products?limit=100' }))
        .json<{ data: ProductPage }>()
        .data.docs.map((doc) => doc._id)
    const own = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/vendor/products?limit=100', headers: bearer(ada.token) }))
        .json<{ data: ProductPage }>()
        .data.docs.map((doc) => doc._id)
    expect(await listed()).toContain(product._id)
    expect(await own()).toContain(product._id)
    const archived = await update(ada, { _id: product._id, archive: true })
    expect(archived.statusCode, archived.body).toBe(200)
    expect(await listed()).not.toContain(product._id)
    expect(await own()).not.toContain(product._id)
    const page = await bySlug(product.slug)
    expect(page.statusCode).toBe(404)
    expect(firstError(page)?.message).toBe('This product is not available!')
    const rows = await queryRows<{ archived: boolean }>(
      testApp.database.db,
      sql`select archived from products where id = ${product._id}`,
    )
    expect(rows[0]?.archived).toBe(true)
  })
})

describe("a vendor's own products", () => {
  it('lists only theirs, newest first, paged', async () => {
    const carol = await vendor('Carol Accessories')
    clock = new Date('2026-11-24T13:00:00.000Z')
    const older = await created(carol, { title: 'Carol Cable' })
    clock = new Date('2026-11-24T13:05:00.000Z')
    const newer = await created(carol, { title: 'Carol Charger' })
    const first = await testApp.app.inject({
      method: 'GET',
      url: '/api/vendor/products?limit=1',
      headers: bearer(carol.token),
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<{ data: ProductPage }>().data).toMatchObject({
      page: 1,
      nextPage: 2,
      prevPage: null,
      totalDocs: 2,
      totalPages: 2,
    })
    expect(first.json<{ data: ProductPage }>().data.docs.map((doc) => doc._id)).toEqual([newer._id])
    const second = await testApp.app.inject({
      method: 'GET',
      url: '/api/vendor/products?limit=1&page=2',
      headers: bearer(carol.token),
    })
    expect(second.json<{ data: ProductPage }>().data.docs.map((doc) => doc._id)).toEqual([older._id])
  })
})

describe('the drawn product page', () => {
  it('shows the new price right after the vendor changes it, though drawn pages are kept for a minute', async () => {
    const product = await created(ada, { title: 'Drawn Price Phone', original_price: 80_000, discounted_price: 80_000 })
    const page = () => testApp.app.inject({ method: 'GET', url: `/product-details/${product.slug}` })
    expect((await page()).body).toContain(`content="Drawn Price Phone · ${formatNaira(80_000)}"`)
    expect((await page()).body).toContain(`content="Drawn Price Phone · ${formatNaira(80_000)}"`)
    expect((await update(ada, { _id: product._id, discounted_price: 72_500 })).statusCode).toBe(200)
    const after = (await page()).body
    expect(after).toContain(`content="Drawn Price Phone · ${formatNaira(72_500)}"`)
    expect(after).toContain('<meta property="product:price:amount" content="72500.00" />')
  })
})
