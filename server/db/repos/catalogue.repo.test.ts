// The catalogue repository against a real database (PGlite, or PostgreSQL when DATABASE_URL is set):
// every listing filter, both sorts, paging, the API shape of a product, archived products and the promo.
// @postgres: stock writes race on several connections.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type Database } from '../database'
import { categories, productSizes, products, promos, vendors } from '../schema'
import { catalogueCache, noCatalogueCache } from './catalogue-cache'
import type { Product } from '../../../src/domain/contract'
import { catalogueRepo, escapeLike, type ProductFilter } from './catalogue.repo'

let database: Database
let repo: ReturnType<typeof catalogueRepo>

const PHONES = 'c00000000000000000000001'
const AUDIO = 'c00000000000000000000002'
const CABLES = 'c00000000000000000000003'
const VENDOR = 'e00000000000000000000001'
const BASE_TIME = Date.parse('2026-10-01T12:00:00.000Z')

/** 24-hex product id from a small number, so tests can name products by number. */
const pid = (n: number) => `a${String(n).padStart(23, '0')}`

type Fixture = {
  n: number
  title: string
  category: string
  price: number
  sale?: number
  rating?: string
  /** Minutes after BASE_TIME; equal values test the id tiebreak. */
  minutes?: number
  archived?: boolean
}

const FIXTURES: Fixture[] = [
  { n: 1, title: 'Tecno Spark 30', category: PHONES, price: 215_000, sale: 199_000, rating: '4.6', minutes: 10 },
  { n: 2, title: 'Infinix Hot 50', category: PHONES, price: 205_000, sale: 189_500, rating: '4.2', minutes: 20 },
  { n: 3, title: 'Samsung Galaxy A15', category: PHONES, price: 235_000, sale: 215_000, rating: '3.9', minutes: 30 },
  { n: 4, title: 'itel A70', category: PHONES, price: 98_000, rating: '4.0', minutes: 40 },
  { n: 5, title: 'Oraimo FreePods 4', category: AUDIO, price: 22_000, sale: 18_500, rating: '4.8', minutes: 50 },
  { n: 6, title: 'Oraimo Riff 2', category: AUDIO, price: 9_800, sale: 8_900, rating: '4.5', minutes: 50 },
  { n: 7, title: 'JBL Tune 520BT', category: AUDIO, price: 65_000, sale: 59_000, rating: '5.0', minutes: 50 },
  { n: 8, title: 'Oraimo USB-C Cable 2m', category: CABLES, price: 2_800, sale: 2_400, rating: '3.5', minutes: 60 },
  { n: 9, title: 'Oraimo USB-C to Lightning Cable 1m', category: CABLES, price: 3_500, rating: '4.5', minutes: 70 },
  { n: 10, title: 'Power bank 100% charged', category: CABLES, price: 3_000, rating: '4.1', minutes: 80 },
  { n: 11, title: 'Cable_Organiser Pouch', category: CABLES, price: 3_000, rating: '4.1', minutes: 80 },
  { n: 12, title: 'Back\\slash Stand', category: CABLES, price: 5_001, sale: 3_000, rating: '3.6', minutes: 90 },
  {
    n: 13,
    title: 'Retired Tecno Spark 10',
    category: PHONES,
    price: 99_000,
    rating: '4.9',
    minutes: 100,
    archived: true,
  },
]

const LIVE = FIXTURES.filter((fixture) => !fixture.archived)

async function listAll(filter: Omit<ProductFilter, 'page'>): Promise<Product[]> {
  const all: Product[] = []
  for (let page: number | null = 1; page !== null;) {
    const result = await repo.listProducts({ ...filter, page })
    all.push(...result.docs)
    page = result.nextPage
  }
  return all
}

const idsOf = (docs: Product[]) => docs.map((product) => product._id)
const sortedIds = (docs: Product[]) => idsOf(docs).sort()
const idsWhere = (keep: (fixture: Fixture) => boolean) =>
  LIVE.filter(keep)
    .map((fixture) => pid(fixture.n))
    .sort()

beforeAll(async () => {
  database = await openTestDatabase()
  const { db } = database
  await db.insert(vendors).values({ id: VENDOR, name: 'Computer Village Gadgets' })
  await db.insert(categories).values([
    { id: PHONES, slug: 'phones', title: 'Phones', image: '/media/categories/phones-800.webp', position: 0 },
    { id: AUDIO, slug: 'audio', title: 'Earbuds & Headphones', image: '/media/categories/audio-800.webp', position: 1 },
    { id: CABLES, slug: 'cables', title: 'Cables', image: '/media/categories/cables-800.webp', position: 2 },
  ])
  await db.insert(products).values(
    FIXTURES.map((fixture) => ({
      id: pid(fixture.n),
      slug: fixture.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      title: fixture.title,
      description: `About ${fixture.title}`,
      categoryId: fixture.category,
      vendorId: fixture.n === 1 ? VENDOR : null,
      originalPriceKobo: fixture.price * 100,
      discountedPriceKobo: (fixture.sale ?? fixture.price) * 100,
      stock: fixture.n === 1 ? 7 : 3,
      images: [1, 2].map((i) => ({
        src: `/media/products/p${fixture.n}-${i}-800.webp`,
        width: 800,
        height: 800,
        srcSet: `/media/products/p${fixture.n}-${i}-400.webp 400w, /media/products/p${fixture.n}-${i}-800.webp 800w`,
      })),
      rating: fixture.rating ?? '4.0',
      reviews: fixture.n * 3,
      trending: fixture.n % 2 === 0,
      views: fixture.n * 10,
      priceUpdatedAt: new Date(BASE_TIME - 86_400_000),
      archived: fixture.archived ?? false,
      createdAt: new Date(BASE_TIME + (fixture.minutes ?? 0) * 60_000),
      updatedAt: new Date(BASE_TIME + (fixture.minutes ?? 0) * 60_000),
    })),
  )
  await db.insert(productSizes).values([
    { productId: pid(1), title: '256GB', stock: 0, position: 1 },
    { productId: pid(1), title: '128GB', stock: 7, position: 0 },
  ])
  // Every call reaches the database here; caching has its own tests at the end.
  repo = catalogueRepo(db, { cache: noCatalogueCache })
})

afterAll(async () => {
  await database?.close()
})

describe('a listed product', () => {
  it('comes back shaped like the API product, with money in naira', async () => {
    const { docs } = await repo.listProducts({ id: pid(1), limit: 12, page: 1 })
    expect(docs).toEqual([
      {
        _id: pid(1),
        slug: 'tecno-spark-30',
        title: 'Tecno Spark 30',
        description: 'About Tecno Spark 30',
        images: ['/media/products/p1-1-800.webp', '/media/products/p1-2-800.webp'],
        imageVariants: [
          {
            src: '/media/products/p1-1-800.webp',
            width: 800,
            height: 800,
            srcSet: '/media/products/p1-1-400.webp 400w, /media/products/p1-1-800.webp 800w',
          },
          {
            src: '/media/products/p1-2-800.webp',
            width: 800,
            height: 800,
            srcSet: '/media/products/p1-2-400.webp 400w, /media/products/p1-2-800.webp 800w',
          },
        ],
        views: 10,
        priceUpdatedAt: '2026-09-30T12:00:00.000Z',
        original_price: 215_000,
        discounted_price: 199_000,
        categoryId: { _id: PHONES, title: 'Phones', slug: 'phones' },
        is_stock: 7,
        rating: { $numberDecimal: '4.6' },
        reviews: 3,
        trending: false,
        size: [
          { title: '128GB', is_stock: 7 },
          { title: '256GB', is_stock: 0 },
        ],
        vendorId: VENDOR,
        createdAt: '2026-10-01T12:10:00.000Z',
        updatedAt: '2026-10-01T12:10:00.000Z',
      },
    ])
  })

  it('has an empty size list when it has no variants', async () => {
    const { docs } = await repo.listProducts({ id: pid(5), limit: 12, page: 1 })
    expect(docs[0]?.size).toEqual([])
    expect(docs[0]?.vendorId).toBeNull()
  })

  it('keeps kobo when a price is not whole naira', async () => {
    await database.db.insert(products).values({
      id: pid(99),
      slug: 'odd-price',
      title: 'Odd price',
      description: 'x',
      categoryId: CABLES,
      originalPriceKobo: 123_456,
      discountedPriceKobo: 100_001,
    })
    try {
      const found = await repo.findProductBySlug('odd-price')
      expect(found?.original_price).toBe(1_234.56)
      expect(found?.discounted_price).toBe(1_000.01)
    } finally {
      await database.db.delete(products).where(eq(products.id, pid(99)))
    }
  })
})

describe('the default listing', () => {
  it('lists every live product newest first, equal times ordered by id descending', async () => {
    const all = await listAll({ limit: 100 })
    const expected = [...LIVE]
      .sort((a, b) => (b.minutes ?? 0) - (a.minutes ?? 0) || pid(b.n).localeCompare(pid(a.n)))
      .map((fixture) => pid(fixture.n))
    expect(idsOf(all)).toEqual(expected)
  })

  it('never lists an archived product', async () => {
    const all = await listAll({ limit: 5 })
    expect(idsOf(all)).not.toContain(pid(13))
    expect((await repo.listProducts({ limit: 12, page: 1, id: pid(13) })).docs).toEqual([])
    expect((await repo.listProducts({ limit: 12, page: 1, title: 'Retired' })).totalDocs).toBe(0)
  })
})

describe('filters', () => {
  it('finds one product by id', async () => {
    const { docs, totalDocs } = await repo.listProducts({ id: pid(7), limit: 12, page: 1 })
    expect(idsOf(docs)).toEqual([pid(7)])
    expect(totalDocs).toBe(1)
  })

  it('finds one product by slug', async () => {
    const { docs } = await repo.listProducts({ slug: 'oraimo-riff-2', limit: 12, page: 1 })
    expect(idsOf(docs)).toEqual([pid(6)])
  })

  it('searches titles case-insensitively, inside words too', async () => {
    const found = await listAll({ title: 'ORAIMO', limit: 100 })
    expect(sortedIds(found)).toEqual(idsWhere((fixture) => fixture.title.toLowerCase().includes('oraimo')))
    expect(found.length).toBe(4)
    const middle = await listAll({ title: 'aLaXy', limit: 100 })
    expect(idsOf(middle)).toEqual([pid(3)])
  })

  it('reads signs in a search (% _ \\ and quotes) as spaces: no wildcard, no escape, no error', async () => {
    expect(idsOf(await listAll({ title: '100%', limit: 100 }))).toEqual([pid(10)])
    for (const signs of ['%', '_', '\\', "'", '"', "%'_\\"]) {
      expect(await listAll({ title: signs, limit: 100 })).toEqual([])
    }
    // 'cable' is a word of the category's title 'Cables': the whole category.
    expect(sortedIds(await listAll({ title: 'Cable_', limit: 100 }))).toEqual(
      idsWhere((fixture) => fixture.category === CABLES),
    )
    expect(await listAll({ title: 'C_ble', limit: 100 })).toEqual([])
  })

  it('escapes every LIKE wildcard and the escape character itself', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now')
  })

  it('keeps products in any of the given categories', async () => {
    const one = await listAll({ categoryIds: [AUDIO], limit: 100 })
    expect(sortedIds(one)).toEqual(idsWhere((fixture) => fixture.category === AUDIO))
    const two = await listAll({ categoryIds: [AUDIO, CABLES], limit: 100 })
    expect(sortedIds(two)).toEqual(idsWhere((fixture) => fixture.category === AUDIO || fixture.category === CABLES))
  })

  it('treats an empty category list as no category filter', async () => {
    expect((await repo.listProducts({ categoryIds: [], limit: 12, page: 1 })).totalDocs).toBe(LIVE.length)
  })

  it('answers nothing for a category with no products', async () => {
    expect((await repo.listProducts({ categoryIds: ['ffffffffffffffffffffffff'], limit: 12, page: 1 })).docs).toEqual(
      [],
    )
  })

  it('filters on the original price, both ends included', async () => {
    const found = await listAll({ priceRange: { min: 3_000, max: 5_001 }, limit: 100 })
    // Product 12 is 5,001 before and 3,000 after its discount; product 8 is 2,800 before: out.
    expect(sortedIds(found)).toEqual(idsWhere((fixture) => fixture.price >= 3_000 && fixture.price <= 5_001))
    expect(sortedIds(found)).toEqual([pid(9), pid(10), pid(11), pid(12)].sort())
  })

  it('reads a price range without a max as "min and above"', async () => {
    const found = await listAll({ priceRange: { min: 200_000 }, limit: 100 })
    expect(sortedIds(found)).toEqual(idsWhere((fixture) => fixture.price >= 200_000))
  })

  it('keeps products rated at or above the minimum', async () => {
    const found = await listAll({ minRating: 4.5, limit: 100 })
    expect(sortedIds(found)).toEqual(idsWhere((fixture) => Number(fixture.rating) >= 4.5))
    expect(found.length).toBe(5)
  })

  it('combines filters with AND', async () => {
    const found = await listAll({
      categoryIds: [AUDIO, CABLES],
      minRating: 4.5,
      title: 'oraimo',
      priceRange: { min: 0, max: 10_000 },
      limit: 100,
    })
    expect(sortedIds(found)).toEqual([pid(6), pid(9)].sort())
  })
})

describe('sorting', () => {
  it('orders by discounted price from high to low, equal prices by id descending', async () => {
    const all = await listAll({ sort: 'highToLow', limit: 100 })
    const expected = [...LIVE]
      .sort((a, b) => (b.sale ?? b.price) - (a.sale ?? a.price) || pid(b.n).localeCompare(pid(a.n)))
      .map((fixture) => pid(fixture.n))
    expect(idsOf(all)).toEqual(expected)
  })

  it('orders by discounted price from low to high, equal prices by id ascending', async () => {
    const all = await listAll({ sort: 'lowToHigh', limit: 100 })
    const expected = [...LIVE]
      .sort((a, b) => (a.sale ?? a.price) - (b.sale ?? b.price) || pid(a.n).localeCompare(pid(b.n)))
      .map((fixture) => pid(fixture.n))
    expect(idsOf(all)).toEqual(expected)
    // 3,000 naira three times: products 10, 11 (not discounted) and 12 (discounted to it).
    expect(all.filter((product) => product.discounted_price === 3_000).map((product) => product._id)).toEqual([
      pid(10),
      pid(11),
      pid(12),
    ])
  })

  it('sorts within a filter', async () => {
    const all = await listAll({ sort: 'highToLow', categoryIds: [AUDIO], limit: 100 })
    expect(all.map((product) => product.discounted_price)).toEqual([59_000, 18_500, 8_900])
  })
})

describe('paging', () => {
  for (const sort of [undefined, 'highToLow', 'lowToHigh'] as const) {
    for (const limit of [1, 2, 5, 12]) {
      it(`returns every match exactly once, ${limit} per page, sorted ${sort ?? 'newest first'}`, async () => {
        const pages = []
        for (let page: number | null = 1; page !== null;) {
          const result = await repo.listProducts({ limit, page, ...(sort ? { sort } : {}) })
          pages.push(result)
          page = result.nextPage
        }
        const seen = pages.flatMap((result) => idsOf(result.docs))
        expect(seen).toHaveLength(LIVE.length)
        expect(new Set(seen).size).toBe(LIVE.length)
        expect(pages).toHaveLength(Math.ceil(LIVE.length / limit))
        pages.forEach((result, index) => {
          expect(result.page).toBe(index + 1)
          expect(result.prevPage).toBe(index === 0 ? null : index)
          expect(result.totalDocs).toBe(LIVE.length)
          expect(result.totalPages).toBe(Math.ceil(LIVE.length / limit))
        })
      })
    }
  }

  it('answers a page past the last one with no products and the true totals', async () => {
    const result = await repo.listProducts({ limit: 5, page: 4 })
    expect(result).toEqual({ docs: [], page: 4, nextPage: null, prevPage: 3, totalDocs: LIVE.length, totalPages: 3 })
  })

  it('answers an empty first page when nothing matches', async () => {
    const result = await repo.listProducts({ limit: 12, page: 1, title: 'no such gadget' })
    expect(result).toEqual({ docs: [], page: 1, nextPage: null, prevPage: null, totalDocs: 0, totalPages: 0 })
  })

  it('has a next page exactly when more matches remain', async () => {
    const first = await repo.listProducts({ limit: 4, page: 1, categoryIds: [CABLES] })
    expect(first.docs).toHaveLength(4)
    expect(first.nextPage).toBe(2)
    const second = await repo.listProducts({ limit: 4, page: 2, categoryIds: [CABLES] })
    expect(second.docs).toHaveLength(1)
    expect(second.nextPage).toBeNull()
  })
})

describe('the relevance order of a broad search', () => {
  it('ranks the newest matches by relevance, then the rest, one order across shallow and deep pages', async () => {
    const bounded = catalogueRepo(database.db, { cache: noCatalogueCache, rankedMatches: 2 })
    const everyMatch = await listAll({ title: 'oraimo', limit: 100 })
    expect(everyMatch).toHaveLength(4)
    const newest = new Set(idsOf(everyMatch).sort().slice(-2))
    const expected = [
      ...idsOf(everyMatch).filter((id) => newest.has(id)),
      ...idsOf(everyMatch).filter((id) => !newest.has(id)),
    ]
    const walked: Product[] = []
    for (let page: number | null = 1; page !== null;) {
      const result = await bounded.listProducts({ title: 'oraimo', limit: 1, page })
      walked.push(...result.docs)
      page = result.nextPage
    }
    expect(idsOf(walked)).toEqual(expected)
    const first = await bounded.listProducts({ title: 'oraimo', limit: 2, page: 1 })
    expect(idsOf(first.docs)).toEqual(expected.slice(0, 2))
    expect(first.totalDocs).toBe(4)
  })
})

describe('the matches a search reads', () => {
  it('are the same read newest first from the live products as from the search indexes, however far it walks', async () => {
    const cases: Omit<ProductFilter, 'limit' | 'page'>[] = [
      { title: 'oraimo' },
      { title: 'cable', categoryIds: [CABLES, AUDIO], minRating: 4 },
      { title: 'oraimo', priceRange: { min: 3_000 } },
      { title: 'xyzzy' },
    ]
    // Ranking 2 and a page of 1, the walk can find all it needs (3 matches); ranking 10, never, so the count is exact.
    for (const [rankedMatches, limit] of [
      [2, 1],
      [10, 5],
    ] as const) {
      const unwalked = catalogueRepo(database.db, { cache: noCatalogueCache, rankedMatches, walkedProducts: 0 })
      for (const walkedProducts of [1, 3, 100]) {
        const walking = catalogueRepo(database.db, { cache: noCatalogueCache, rankedMatches, walkedProducts })
        for (const filter of cases) {
          const expected = await unwalked.listProducts({ ...filter, limit, page: 1 })
          const found = await walking.listProducts({ ...filter, limit, page: 1 })
          expect({ walkedProducts, filter, ids: idsOf(found.docs), total: found.totalDocs }).toEqual({
            walkedProducts,
            filter,
            ids: idsOf(expected.docs),
            total: expected.totalDocs,
          })
        }
      }
    }
  })
})

describe('the words a search corrects to', () => {
  it('are kept by the store process until the next catalogue write', async () => {
    const cache = catalogueCache({ maxAgeMs: 0 })
    const kept = catalogueRepo(database.db, { cache })
    const search = { title: 'blendr', limit: 12, page: 1 }
    expect((await kept.listProducts(search)).docs).toEqual([])
    const id = pid(99)
    await database.db.insert(products).values({
      id,
      slug: 'kenwood-blender',
      title: 'Kenwood Blender',
      description: 'About Kenwood Blender',
      categoryId: CABLES,
      originalPriceKobo: 3_000_00,
      discountedPriceKobo: 3_000_00,
      stock: 3,
      images: [],
      priceUpdatedAt: new Date(BASE_TIME),
      createdAt: new Date(BASE_TIME),
      updatedAt: new Date(BASE_TIME),
    })
    try {
      // 'blendr' had no near word when it was read; the write is not told yet.
      expect((await kept.listProducts(search)).docs).toEqual([])
      cache.invalidate()
      expect(idsOf((await kept.listProducts(search)).docs)).toEqual([id])
    } finally {
      await database.db.delete(products).where(eq(products.id, id))
    }
  })
})

describe('the count of a large listing', () => {
  it('is exact up to a bound past the page, then that bound: still a next page, never a missing one', async () => {
    const bounded = catalogueRepo(database.db, { cache: noCatalogueCache, countAhead: 3 })
    const first = await bounded.listProducts({ limit: 2, page: 1 })
    expect(idsOf(first.docs)).toEqual(idsOf((await repo.listProducts({ limit: 2, page: 1 })).docs))
    expect(first).toMatchObject({ totalDocs: 5, totalPages: 3, nextPage: 2 })
    expect(await bounded.listProducts({ limit: 2, page: 3 })).toMatchObject({
      totalDocs: 9,
      totalPages: 5,
      nextPage: 4,
    })
    // Near the end the bound is past the last match, so the count is exact again.
    const last = await bounded.listProducts({ limit: 5, page: 3 })
    expect(last).toMatchObject({ totalDocs: LIVE.length, totalPages: 3, nextPage: null, prevPage: 2 })
    expect(await bounded.listProducts({ limit: 2, page: 1, categoryIds: [AUDIO] })).toMatchObject({
      totalDocs: 3,
      nextPage: 2,
    })
  })
})

describe('one product', () => {
  it('is found by slug', async () => {
    const product = await repo.findProductBySlug('jbl-tune-520bt')
    expect(product?._id).toBe(pid(7))
    expect(product?.categoryId).toEqual({ _id: AUDIO, title: 'Earbuds & Headphones', slug: 'audio' })
  })

  it('is found by id', async () => {
    expect((await repo.findProductById(pid(2)))?.slug).toBe('infinix-hot-50')
  })

  it('is not found when the slug or id is unknown', async () => {
    expect(await repo.findProductBySlug('no-such-product')).toBeNull()
    expect(await repo.findProductById('ffffffffffffffffffffffff')).toBeNull()
  })

  it('is not found once archived', async () => {
    expect(await repo.findProductBySlug('retired-tecno-spark-10')).toBeNull()
    expect(await repo.findProductById(pid(13))).toBeNull()
  })
})

describe('categories', () => {
  it('are listed in display order with their picture', async () => {
    expect(await repo.listCategories()).toEqual([
      { _id: PHONES, title: 'Phones', slug: 'phones', image: '/media/categories/phones-800.webp' },
      { _id: AUDIO, title: 'Earbuds & Headphones', slug: 'audio', image: '/media/categories/audio-800.webp' },
      { _id: CABLES, title: 'Cables', slug: 'cables', image: '/media/categories/cables-800.webp' },
    ])
  })
})

describe('the active promo', () => {
  const at = (iso: string) => new Date(iso)

  beforeAll(async () => {
    await database.db.insert(promos).values([
      {
        id: 'b00000000000000000000001',
        priceDrop: true,
        text: 'Black Friday price drop',
        startsAt: at('2026-11-20T00:00:00Z'),
        expires: at('2026-11-30T00:00:00Z'),
      },
      {
        id: 'b00000000000000000000002',
        priceDrop: false,
        text: 'Cheaper withdrawals this weekend',
        startsAt: at('2026-11-27T00:00:00Z'),
        expires: at('2026-11-29T00:00:00Z'),
        withdrawalFeePercent: '1.25',
      },
    ])
  })

  it('is none before any promo starts', async () => {
    expect(await repo.findActivePromo(at('2026-11-19T23:59:59Z'))).toBeNull()
  })

  it('is the running promo, without a withdrawal fee when it sets none', async () => {
    expect(await repo.findActivePromo(at('2026-11-21T00:00:00Z'))).toEqual({
      priceDrop: true,
      text: 'Black Friday price drop',
      expires: '2026-11-30T00:00:00.000Z',
    })
  })

  it('is the one that started last when two overlap, with its withdrawal fee', async () => {
    expect(await repo.findActivePromo(at('2026-11-28T00:00:00Z'))).toEqual({
      priceDrop: false,
      text: 'Cheaper withdrawals this weekend',
      expires: '2026-11-29T00:00:00.000Z',
      withdrawalFee: 1.25,
    })
  })

  it('is none from the moment the promo expires', async () => {
    expect(await repo.findActivePromo(at('2026-11-30T00:00:00Z'))).toBeNull()
  })
})

describe('database rules behind the catalogue', () => {
  const base = { description: 'x', categoryId: CABLES, originalPriceKobo: 1_000, discountedPriceKobo: 900 }

  it('refuses a negative product stock', async () => {
    await expect(
      database.db.insert(products).values({ ...base, id: pid(101), slug: 'negative-stock', title: 'x', stock: -1 }),
    ).rejects.toThrow()
  })

  it('refuses a negative size stock', async () => {
    await expect(
      database.db.insert(productSizes).values({ productId: pid(1), title: '1TB', stock: -1 }),
    ).rejects.toThrow()
  })

  it('refuses a discounted price above the original', async () => {
    await expect(
      database.db
        .insert(products)
        .values({ ...base, id: pid(102), slug: 'upside-down', title: 'x', discountedPriceKobo: 1_001 }),
    ).rejects.toThrow()
  })

  it('refuses a rating above 5', async () => {
    await expect(
      database.db.insert(products).values({ ...base, id: pid(103), slug: 'too-good', title: 'x', rating: '5.1' }),
    ).rejects.toThrow()
  })

  it('refuses two products with one slug', async () => {
    await expect(
      database.db.insert(products).values({ ...base, id: pid(104), slug: 'oraimo-riff-2', title: 'x' }),
    ).rejects.toThrow()
  })
})

describe('reads through the cache', () => {
  it('answers a repeated listing from memory until the cache is invalidated', async () => {
    const cache = catalogueCache()
    const cached = catalogueRepo(database.db, { cache })
    const before = await cached.listProducts({ limit: 12, page: 1, categoryIds: [AUDIO] })
    await database.db
      .update(products)
      .set({ title: 'JBL Tune 520BT Wireless' })
      .where(eq(products.id, pid(7)))
    try {
      const repeated = await cached.listProducts({ limit: 12, page: 1, categoryIds: [AUDIO] })
      expect(repeated).toBe(before)
      cache.invalidate()
      const fresh = await cached.listProducts({ limit: 12, page: 1, categoryIds: [AUDIO] })
      expect(fresh.docs.find((product) => product._id === pid(7))?.title).toBe('JBL Tune 520BT Wireless')
      expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, invalidations: 1 })
    } finally {
      await database.db
        .update(products)
        .set({ title: 'JBL Tune 520BT' })
        .where(eq(products.id, pid(7)))
    }
  })

  it('keys a listing by what it asks for, not by how the filter was spelled', async () => {
    const cache = catalogueCache()
    const cached = catalogueRepo(database.db, { cache })
    const first = await cached.listProducts({ limit: 12, page: 1, categoryIds: [CABLES, AUDIO] })
    const second = await cached.listProducts({ page: 1, categoryIds: [AUDIO, CABLES, AUDIO], limit: 12 })
    expect(second).toBe(first)
    const other = await cached.listProducts({ limit: 12, page: 1, categoryIds: [AUDIO] })
    expect(other).not.toBe(first)
  })

  it('shares one query between concurrent identical reads', async () => {
    const cache = catalogueCache()
    const cached = catalogueRepo(database.db, { cache })
    const [a, b, c] = await Promise.all([
      cached.findProductBySlug('oraimo-riff-2'),
      cached.findProductBySlug('oraimo-riff-2'),
      cached.findProductBySlug('oraimo-riff-2'),
    ])
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 })
  })

  it('hands out frozen results, so one request cannot change what the next one sees', async () => {
    const cached = catalogueRepo(database.db, { cache: catalogueCache() })
    const product = await cached.findProductById(pid(1))
    expect(Object.isFrozen(product)).toBe(true)
    expect(Object.isFrozen(product?.size)).toBe(true)
    expect(() => {
      ;(product as { title: string }).title = 'changed'
    }).toThrow(TypeError)
  })

  it('picks the running promo from cached promos by the time asked about', async () => {
    const cache = catalogueCache()
    const cached = catalogueRepo(database.db, { cache })
    expect((await cached.findActivePromo(new Date('2026-11-21T00:00:00Z')))?.text).toBe('Black Friday price drop')
    expect((await cached.findActivePromo(new Date('2026-11-28T00:00:00Z')))?.text).toBe(
      'Cheaper withdrawals this weekend',
    )
    expect(await cached.findActivePromo(new Date('2027-01-01T00:00:00Z'))).toBeNull()
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 2 })
  })

  it('shares one cache between the repos given it, and reads the database every time without one', async () => {
    const cache = catalogueCache()
    const first = catalogueRepo(database.db, { cache })
    const second = catalogueRepo(database.db, { cache })
    expect(await second.listCategories()).toBe(await first.listCategories())
    const uncached = catalogueRepo(database.db)
    expect(await uncached.listCategories()).not.toBe(await uncached.listCategories())
  })
})
