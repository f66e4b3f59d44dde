// The generated catalogue (`npm run seed -- --products N`, docs/adr/0046), small: what it writes beside the seed's 96
// products, that running it again adds only what is missing, and that the listing serves it.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductPage } from '../../../src/domain/contract'
import { openTestApp, type TestApp } from '../../test-support'
import { queryRows } from '../database'
import { catalogueRepo } from '../repos/catalogue.repo'
import { CATEGORY_WEIGHTS } from './bulk-data'
import { bulkContext, bulkProduct, seedBulkCatalogue, type BulkReport } from './bulk'
import { SEED_PRODUCTS } from './catalogue-data'

const COUNT = 500

let testApp: TestApp
let seedPage: ProductPage
let report: BulkReport
let generated: Product[]

async function listing(query: string): Promise<ProductPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query}` })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: ProductPage }>().data
}

/** Every live product, newest first, as the listing gives them. */
function everything(): Promise<ProductPage> {
  return catalogueRepo(testApp.database.db).listProducts({ limit: 1_000, page: 1 })
}

beforeAll(async () => {
  testApp = await openTestApp()
  seedPage = await everything()
  report = await seedBulkCatalogue(testApp.database.db, COUNT, { batchSize: 200 })
  const all = await everything()
  const seedIds = new Set(seedPage.docs.map((product) => product._id))
  generated = all.docs.filter((product) => !seedIds.has(product._id))
})

afterAll(async () => {
  await testApp?.close()
})

describe('a generated catalogue', () => {
  it('adds the products asked for beside the seed, whose products and order it leaves as they were', async () => {
    expect(report).toMatchObject({ added: COUNT, present: 0 })
    expect(generated).toHaveLength(COUNT)
    // Every generated product is older than the seed's oldest: the first pages still show the seed's mix.
    expect(seedPage.docs).toHaveLength(SEED_PRODUCTS.length)
    expect((await everything()).docs.slice(0, SEED_PRODUCTS.length)).toEqual(seedPage.docs)
    expect((await listing('limit=12')).totalDocs).toBe(SEED_PRODUCTS.length + COUNT)
  })

  it('titles products as a gadget shop does, spread over every category', () => {
    const titles = generated.map((product) => product.title)
    expect(titles.every((title) => /^[A-Z][\w-]* \S/.test(title) || title.startsWith('itel '))).toBe(true)
    expect(titles.some((title) => /^Apple iPhone 1\d.* — /.test(title))).toBe(true)
    expect(titles.some((title) => / for (iPhone|Samsung|Tecno|Infinix|Redmi)/.test(title))).toBe(true)
    expect(new Set(generated.map((product) => product.slug)).size).toBe(COUNT)
    const categories = new Set(generated.map((product) => product.categoryId.slug))
    expect([...categories].sort()).toEqual(Object.keys(CATEGORY_WEIGHTS).sort())
  })

  it('prices in whole naira, some discounted, some with sizes whose stock adds up, rated 0 to 5', () => {
    for (const product of generated) {
      expect(Number.isInteger(product.original_price)).toBe(true)
      expect(product.discounted_price).toBeLessThanOrEqual(product.original_price)
      expect(Number(product.rating.$numberDecimal)).toBeGreaterThanOrEqual(0)
      expect(Number(product.rating.$numberDecimal)).toBeLessThanOrEqual(5)
      if (product.size.length > 0)
        expect(product.is_stock).toBe(product.size.reduce((sum, size) => sum + size.is_stock, 0))
    }
    const share = (test: (product: Product) => boolean) => generated.filter(test).length / COUNT
    expect(share((product) => product.discounted_price < product.original_price)).toBeGreaterThan(0.25)
    expect(share((product) => product.size.length > 0)).toBeGreaterThan(0.03)
    expect(share((product) => product.original_price <= 3_000)).toBeGreaterThan(0.01)
  })

  it("shows only the seed's pictures, which are there", () => {
    const pictures = new Set(generated.flatMap((product) => product.images))
    expect(pictures.size).toBeGreaterThan(10)
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/media\/products\//)
      expect(existsSync(join(testApp.mediaDir, picture.slice('/media/'.length))), picture).toBe(true)
    }
  })

  it('adds only what is missing when run again, and the same product for the same number', async () => {
    expect(await seedBulkCatalogue(testApp.database.db, COUNT)).toMatchObject({ added: 0, present: COUNT })
    expect(await seedBulkCatalogue(testApp.database.db, COUNT + 20)).toMatchObject({ added: 20, present: COUNT })
    const context = (await bulkContext(testApp.database.db))!
    expect(bulkProduct(7, context)).toEqual(bulkProduct(7, context))
    const [row] = await queryRows<{ title: string }>(
      testApp.database.db,
      sql`select title from products where id = ${bulkProduct(7, context).id}`,
    )
    expect(row?.title).toBe(bulkProduct(7, context).title)
  })

  it('is served by every filter and sort of the listing', async () => {
    const phones = seedPage.docs.find((product) => product.categoryId.slug === 'phones')!.categoryId._id
    const cheap = await listing(`original_price=0--3000&sort=lowToHigh&categoryId=${phones}`)
    expect(cheap.docs.every((product) => product.original_price <= 3_000)).toBe(true)
    const rated = await listing(`rating=4.5&sort=highToLow&page=3`)
    expect(rated.docs.every((product) => Number(product.rating.$numberDecimal) >= 4.5)).toBe(true)
    const prices = rated.docs.map((product) => product.discounted_price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect((await listing('title=iphone')).totalDocs).toBeGreaterThan(5)
  })
})
