// Search that forgives (docs/adr/0047), through the API over the seed catalogue: the cases of issue 26 and a few
// more, relevance order, the search box's suggestions, and text that must never cost a 5xx. One seeded store for
// the file. PGlite answers as PostgreSQL does here (the same migrations, configuration and order); the repository's
// own search cases run on both (server/db/repos/catalogue.repo.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductPage, ProductSuggestions } from '../src/domain/contract'
import { findOperation, openTestApp, schemaValidator, type TestApp } from './test-support'

let store: TestApp

beforeAll(async () => {
  store = await openTestApp()
})

afterAll(async () => {
  await store?.close()
})

async function search(title: string, extra: Record<string, string> = {}): Promise<ProductPage> {
  const response = await store.app.inject({
    method: 'GET',
    url: '/api/products',
    query: { title, limit: '50', ...extra },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { data: ProductPage }).data
}

async function titles(text: string): Promise<string[]> {
  return (await search(text)).docs.map((product: Product) => product.title)
}

const SAMSUNG_PHONES = [
  'Samsung Galaxy A15',
  'Samsung Galaxy A55 5G',
  'Samsung Galaxy S24 Ultra',
  'Samsung Galaxy Z Flip6',
]
const IPHONES = ['Apple iPhone 13', 'Apple iPhone 15', 'Apple iPhone 15 Pro Max', 'Apple iPhone 16 Pro']
const AIRPODS = ['Apple AirPods 4', 'Apple AirPods Pro (2nd generation)']

describe('what a search finds', () => {
  it("forgives a typo: 'iphne 15' is the iPhone 15 first, then what is made for it", async () => {
    const found = await titles('iphne 15')
    expect(found[0]).toBe('Apple iPhone 15')
    expect(found.length).toBe(6)
    expect(found.every((title) => title.includes('iPhone 15'))).toBe(true)
  })

  it("forgives a missing space: 'iphone15' finds what 'iphone 15' finds", async () => {
    expect(await titles('iphone15')).toEqual(await titles('iphone 15'))
  })

  it("forgives missing and extra spaces: 'powerbank', 'air pods', 'i phone'", async () => {
    expect((await titles('powerbank')).slice(0, 3).every((title) => title.endsWith('Power Bank'))).toBe(true)
    expect(await titles('air pods')).toEqual(AIRPODS)
    expect((await titles('i phone')).slice(0, 4).sort()).toEqual(IPHONES)
  })

  it("forgives plurals both ways: 'iphones', 'airpod', 'chargers'", async () => {
    expect((await titles('iphones')).slice(0, 4).sort()).toEqual(IPHONES)
    expect(await titles('airpod')).toEqual(AIRPODS)
    expect(await titles('chargers')).toContain('Samsung 25W Super Fast Charger')
  })

  it("reads a word as the category's: 'samsung phone' is Samsung's phones, not its watch or earbuds", async () => {
    expect((await titles('samsung phone')).sort()).toEqual(SAMSUNG_PHONES)
  })

  it("finds every word of 'power bank 20000mAh' however the title orders them", async () => {
    expect(await titles('power bank 20000mAh')).toEqual(['Oraimo Traveler 4 20000mAh Power Bank'])
  })

  it("forgives a mistyped brand: 'samsng galaxy', 'infnix', 'lenvo laptop'", async () => {
    const galaxy = await titles('samsng galaxy')
    expect(galaxy.length).toBe(8)
    expect(galaxy.every((title) => title.startsWith('Samsung Galaxy'))).toBe(true)
    expect((await titles('infnix')).every((title) => title.includes('Infinix'))).toBe(true)
    expect((await titles('lenvo laptop')).sort()).toEqual([
      'Lenovo IdeaPad 3 Ryzen 5',
      'Lenovo Legion 5 RTX 4060',
      'Lenovo ThinkPad T14 Gen 2',
    ])
  })

  it('answers nothing rather than noise for text no title is near', async () => {
    expect(await titles('xyzzy')).toEqual([])
    expect(await titles('samsung xyzzy')).toEqual([])
    expect(await titles('iphone 99')).toEqual([])
  })
})

describe('the order of what a search finds', () => {
  it('puts the whole title first, then titles that start with the text, shorter first', async () => {
    expect((await titles('jbl go 3'))[0]).toBe('JBL Go 3')
    expect((await titles('iphone 15')).slice(0, 2)).toEqual(['Apple iPhone 15', 'Apple iPhone 15 Pro Max'])
  })

  it('puts words as typed before words read as corrections', async () => {
    // 'phone' is the Phones category's word; the earphones only hold it inside a word.
    const found = await titles('phone')
    const earphones = found.indexOf('Oraimo Halo 2 Wired Earphones')
    expect(earphones).toBeGreaterThan(found.indexOf('Samsung Galaxy A15'))
  })

  it('keeps a chosen sort over relevance, and pages every match once', async () => {
    const byPrice = (await search('iphone', { sort: 'lowToHigh' })).docs.map((product) => product.discounted_price)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b))
    const all = await search('oraimo')
    const pages = [await search('oraimo', { limit: '5', page: '1' }), await search('oraimo', { limit: '5', page: '2' })]
    expect(pages[0]!.totalDocs).toBe(all.totalDocs)
    expect(pages.flatMap((page) => page.docs.map((product) => product.slug))).toEqual(
      all.docs.slice(0, 10).map((product) => product.slug),
    )
  })
})

describe('text that must never cost an error', () => {
  const hostile = [
    '%',
    '_',
    '\\',
    "'",
    '"',
    "'; drop table products; --",
    '100%_\\',
    '😀 iphone',
    'Ọ̀jà',
    'x'.repeat(100),
    'a b c d e f g h i j k l m n o p',
    ':* & | ! <->',
  ]

  it.each(hostile)('lists for %j without an error', async (text) => {
    await search(text)
  })

  it.each(hostile)('suggests for %j without an error', async (text) => {
    const response = await store.app.inject({ method: 'GET', url: '/api/products/suggestions', query: { q: text } })
    expect(response.statusCode).toBe(200)
  })

  it('refuses a NUL character at the edge, as in every text the store reads', async () => {
    for (const url of ['/api/products?title=iphone%00', '/api/products/suggestions?q=iphone%00']) {
      expect((await store.app.inject({ method: 'GET', url })).statusCode).toBe(400)
    }
  })
})

describe('the search box suggestions', () => {
  const validate = schemaValidator(findOperation('suggestProducts').responses['200']!)

  async function suggest(query: Record<string, string>) {
    const response = await store.app.inject({ method: 'GET', url: '/api/products/suggestions', query })
    return response
  }

  it('suggests the best few products and the categories the text names, cacheable for a minute', async () => {
    const response = await suggest({ q: 'phon' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    const body = response.json() as { data: ProductSuggestions }
    expect(validate(body)).toBe(true)
    expect(body.data.products).toHaveLength(6)
    expect(body.data.categories).toEqual([expect.objectContaining({ title: 'Phones', slug: 'phones' })])
  })

  it('suggests as the listing finds, at most `limit`', async () => {
    const { data } = (await suggest({ q: 'iphne 15', limit: '2' })).json() as { data: ProductSuggestions }
    expect(data.products).toEqual([
      { title: 'Apple iPhone 15', slug: 'apple-iphone-15' },
      { title: 'Apple iPhone 15 Pro Max', slug: 'apple-iphone-15-pro-max' },
    ])
    expect(data.categories).toEqual([])
  })

  it('suggests nothing for text without letters or digits, and refuses a missing or long text', async () => {
    expect((await suggest({ q: '%%' })).json()).toEqual({ data: { products: [], categories: [] } })
    expect((await suggest({})).statusCode).toBe(400)
    expect((await suggest({ q: 'x'.repeat(101) })).statusCode).toBe(400)
    expect((await suggest({ q: 'jbl', limit: '11' })).statusCode).toBe(400)
  })
})
