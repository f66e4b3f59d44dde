// The seeded catalogue: what a fresh store sells, that seeding is idempotent and repeatable, and that every
// picture the rows point at exists as a WebP of the stated size.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type Database } from '../database'
import type { Product } from '../../../src/domain/contract'
import { catalogueRepo } from '../repos/catalogue.repo'
import { noCatalogueCache } from '../repos/catalogue-cache'
import { categories, products, productSizes, promos, vendors } from '../schema'
import { seedCatalogue, seedImageJobs, seedRows, type SeedReport } from './index'
import { slugify } from '../slugs'

const SEEDED_AT = new Date('2026-11-22T09:00:00.000Z')
const DAY_MS = 86_400_000

let database: Database
let mediaDir: string
let report: SeedReport
let everything: Product[]

beforeAll(async () => {
  database = await openTestDatabase()
  mediaDir = mkdtempSync(join(tmpdir(), 'oja-seed-media-'))
  report = await seedCatalogue(database.db, mediaDir, { now: SEEDED_AT })
  const repo = catalogueRepo(database.db, { cache: noCatalogueCache })
  everything = (await repo.listProducts({ limit: 1_000, page: 1 })).docs
})

afterAll(async () => {
  await database?.close()
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
})

async function tableCounts() {
  const { db } = database
  const [c] = await db.select({ n: count() }).from(categories)
  const [p] = await db.select({ n: count() }).from(products)
  const [s] = await db.select({ n: count() }).from(productSizes)
  const [v] = await db.select({ n: count() }).from(vendors)
  const [m] = await db.select({ n: count() }).from(promos)
  return { categories: c?.n, products: p?.n, sizes: s?.n, vendors: v?.n, promos: m?.n }
}

describe('the seeded catalogue', () => {
  it('has at least 8 categories and 80 products, every category stocked', async () => {
    const listed = await catalogueRepo(database.db, { cache: noCatalogueCache }).listCategories()
    expect(listed.length).toBeGreaterThanOrEqual(8)
    expect(everything.length).toBeGreaterThanOrEqual(80)
    for (const category of listed) {
      expect(
        everything.filter((product) => product.categoryId._id === category._id).length,
        category.title,
      ).toBeGreaterThanOrEqual(4)
    }
  })

  it('prices products realistically in naira, some discounted, across every price bucket of the filter panel', () => {
    const price = (title: string) => everything.find((product) => product.title === title)
    expect(price('Oraimo FreePods 4')?.discounted_price).toBe(18_500)
    expect(price('Apple iPhone 15')?.original_price).toBe(1_350_000)
    for (const product of everything) {
      expect(Number.isInteger(product.original_price)).toBe(true)
      expect(product.discounted_price).toBeLessThanOrEqual(product.original_price)
    }
    expect(everything.filter((product) => product.discounted_price < product.original_price).length).toBeGreaterThan(30)
    // spec §9 price buckets: 0--3000, 3001--5000, 5001--7000 and over 7000.
    const inBucket = (min: number, max: number) =>
      everything.filter((p) => p.original_price >= min && p.original_price <= max).length
    expect(inBucket(0, 3_000)).toBeGreaterThan(0)
    expect(inBucket(3_001, 5_000)).toBeGreaterThan(0)
    expect(inBucket(5_001, 7_000)).toBeGreaterThan(0)
    expect(inBucket(7_001, Number.MAX_SAFE_INTEGER)).toBeGreaterThan(0)
  })

  it('has products out of stock, variants with their own stock, and product stock equal to the sum of its variants', () => {
    expect(everything.some((product) => product.is_stock === 0)).toBe(true)
    const withSizes = everything.filter((product) => product.size.length > 0)
    expect(withSizes.length).toBeGreaterThan(15)
    expect(withSizes.some((product) => product.size.some((size) => size.is_stock === 0) && product.is_stock > 0)).toBe(
      true,
    )
    for (const product of withSizes) {
      expect(product.is_stock, product.title).toBe(product.size.reduce((sum, size) => sum + size.is_stock, 0))
    }
    const titles = new Set(withSizes.flatMap((product) => product.size.map((size) => size.title)))
    for (const kind of ['128GB', '256GB', '44mm']) expect(titles).toContain(kind)
  })

  it('rates products from 3.5 to 5.0 with review counts, and marks some as trending', () => {
    for (const product of everything) {
      const rating = Number(product.rating.$numberDecimal)
      expect(rating).toBeGreaterThanOrEqual(3.5)
      expect(rating).toBeLessThanOrEqual(5)
      expect(product.rating.$numberDecimal).toMatch(/^\d\.\d$/)
      expect(product.reviews).toBeGreaterThan(0)
    }
    const trending = everything.filter((product) => product.trending).length
    expect(trending).toBeGreaterThan(5)
    expect(trending).toBeLessThan(everything.length / 2)
  })

  it('spreads price updates over the 60 days before seeding, some older than 30 days', () => {
    const ages = everything.map((product) => (SEEDED_AT.getTime() - Date.parse(product.priceUpdatedAt)) / DAY_MS)
    for (const age of ages) {
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThan(60)
    }
    expect(ages.filter((age) => age > 30).length).toBeGreaterThan(10)
    expect(ages.filter((age) => age < 30).length).toBeGreaterThan(10)
  })

  it('gives every product a unique slug made from its title, an ObjectId-like id and a real description', () => {
    expect(new Set(everything.map((product) => product.slug)).size).toBe(everything.length)
    for (const product of everything) {
      expect(product._id).toMatch(/^[0-9a-f]{24}$/)
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(product.slug).toBe(slugify(product.title))
      expect(product.description.length).toBeGreaterThan(80)
    }
  })

  it('lets a vendor own some products but not most', () => {
    const owned = everything.filter((product) => product.vendorId !== null)
    expect(owned.length).toBeGreaterThan(3)
    expect(owned.length).toBeLessThan(everything.length / 3)
    expect(new Set(owned.map((product) => product.vendorId)).size).toBe(1)
  })

  it('runs a price-drop promo for 10 days from seeding', async () => {
    const repo = catalogueRepo(database.db, { cache: noCatalogueCache })
    expect(await repo.findActivePromo(new Date(SEEDED_AT.getTime() + DAY_MS))).toEqual({
      priceDrop: true,
      text: 'Black Friday price drop: up to 20% off phones and accessories',
      expires: new Date(SEEDED_AT.getTime() + 10 * DAY_MS).toISOString(),
    })
    expect(await repo.findActivePromo(new Date(SEEDED_AT.getTime() + 10 * DAY_MS))).toBeNull()
  })
})

describe('seeding', () => {
  it('does nothing when the catalogue is already there', async () => {
    const before = await tableCounts()
    const again = await seedCatalogue(database.db, mediaDir, { now: new Date(SEEDED_AT.getTime() + DAY_MS) })
    expect(again.seeded).toBe(false)
    expect(await tableCounts()).toEqual(before)
    expect(again.images.rendered + again.images.copied).toBe(0)
  })

  it('makes the same rows from the same seeding time', () => {
    expect(seedRows(SEEDED_AT)).toEqual(seedRows(new Date(SEEDED_AT)))
  })

  it('keeps ids and slugs when seeded at another time, moving only the dates', () => {
    const earlier = seedRows(new Date(SEEDED_AT.getTime() - 5 * DAY_MS))
    const now = seedRows(SEEDED_AT)
    expect(
      earlier.products.map((product) => [product.id, product.slug, product.originalPriceKobo, product.rating]),
    ).toEqual(now.products.map((product) => [product.id, product.slug, product.originalPriceKobo, product.rating]))
    expect(earlier.products[0]!.createdAt!.getTime()).toBe(now.products[0]!.createdAt!.getTime() - 5 * DAY_MS)
  })
})

describe('seeded pictures', () => {
  it('drew every picture, or took it from the render cache', () => {
    const jobs = seedImageJobs(mediaDir)
    expect(report.images.rendered + report.images.copied + report.images.skipped).toBe(jobs.length)
    for (const job of jobs) {
      expect(existsSync(job.outputs[400]), job.outputs[400]).toBe(true)
      expect(existsSync(job.outputs[800]), job.outputs[800]).toBe(true)
    }
    expect(readdirSync(mediaDir).sort()).toEqual(['categories', 'products'])
  })

  it('gives every product 2 to 4 pictures whose files exist at the stated size', () => {
    for (const product of everything) {
      expect(product.images.length).toBeGreaterThanOrEqual(2)
      expect(product.images.length).toBeLessThanOrEqual(4)
      expect(product.images).toEqual(product.imageVariants.map((variant) => variant.src))
      for (const variant of product.imageVariants) {
        expect(variant.src).toMatch(new RegExp(`^/media/products/${product.slug}-\\d-800\\.webp$`))
        expect(variant.srcSet).toBe(`${variant.src.replace('-800.webp', '-400.webp')} 400w, ${variant.src} 800w`)
        expect(existsSync(join(mediaDir, variant.src.replace('/media/', '')))).toBe(true)
      }
    }
  })

  it('writes WebP files with the dimensions the API states', async () => {
    const product = everything.find((candidate) => candidate.imageVariants.length === 4)!
    for (const variant of product.imageVariants) {
      const wide = await sharp(join(mediaDir, variant.src.replace('/media/', ''))).metadata()
      expect([wide.format, wide.width, wide.height]).toEqual(['webp', variant.width, variant.height])
      const narrow = await sharp(
        join(mediaDir, variant.src.replace('/media/', '').replace('-800.webp', '-400.webp')),
      ).metadata()
      expect([narrow.format, narrow.width, narrow.height]).toEqual(['webp', 400, 400])
    }
  })

  it('gives every category a picture that exists', async () => {
    for (const category of await catalogueRepo(database.db, { cache: noCatalogueCache }).listCategories()) {
      expect(category.image).toBe(`/media/categories/${category.slug}-800.webp`)
      expect(existsSync(join(mediaDir, category.image.replace('/media/', '')))).toBe(true)
    }
  })
})
