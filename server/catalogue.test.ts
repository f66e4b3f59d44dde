// The catalogue over HTTP, on the seeded catalogue: listing with every query parameter, paging, slug lookup,
// categories and the promo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from './test-support'
import type { Product, ProductPage } from '../src/domain/contract'

let testApp: TestApp
/** Every product, read once through the API itself. */
let everything: Product[]

async function list(query: string): Promise<ProductPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products${query ? `?${query}` : ''}` })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: ProductPage }).data
}

async function listAll(query: string, limit = 100): Promise<Product[]> {
  const all: Product[] = []
  for (let page: number | null = 1; page !== null;) {
    const result: ProductPage = await list(`${query}${query ? '&' : ''}limit=${limit}&page=${page}`)
    all.push(...result.docs)
    page = result.nextPage
  }
  return all
}

const ids = (products: Product[]) => products.map((product) => product._id)
const sorted = (values: string[]) => [...values].sort()
const rating = (product: Product) => Number(product.rating.$numberDecimal)

beforeAll(async () => {
  testApp = await openTestApp()
  everything = await listAll('')
})

afterAll(async () => {
  await testApp?.close()
})

describe('the seeded catalogue', () => {
  it('has enough products, categories and prices to exercise every filter', () => {
    expect(everything.length).toBeGreaterThan(24)
    expect(new Set(everything.map((product) => product.categoryId._id)).size).toBeGreaterThan(1)
    expect(new Set(everything.map((product) => product.discounted_price)).size).toBeGreaterThan(5)
  })
})

describe('listing products', () => {
  it('answers 12 products per page by default, newest first, with the paging fields', async () => {
    const first = await list('')
    expect(first.docs).toHaveLength(12)
    expect(first.page).toBe(1)
    expect(first.prevPage).toBeNull()
    expect(first.nextPage).toBe(2)
    expect(first.totalDocs).toBe(everything.length)
    expect(first.totalPages).toBe(Math.ceil(everything.length / 12))
  })

  it('honours limit and page', async () => {
    const second = await list('limit=5&page=2')
    expect(second.docs).toHaveLength(5)
    expect(second.page).toBe(2)
    expect(second.prevPage).toBe(1)
    expect(ids(second.docs)).toEqual(ids(everything.slice(5, 10)))
  })

  it('answers an empty page past the last one', async () => {
    const beyond = await list(`limit=10&page=${Math.ceil(everything.length / 10) + 1}`)
    expect(beyond.docs).toEqual([])
    expect(beyond.nextPage).toBeNull()
  })

  it('finds one product by _id', async () => {
    const wanted = everything[3]!
    const result = await list(`_id=${wanted._id}`)
    expect(ids(result.docs)).toEqual([wanted._id])
  })

  it('finds one product by slug', async () => {
    const wanted = everything[7]!
    const result = await list(`slug=${wanted.slug}`)
    expect(ids(result.docs)).toEqual([wanted._id])
  })

  it('searches titles case-insensitively', async () => {
    const word = everything[0]!.title.split(/\s+/).find((part) => part.length > 3)!
    const expected = everything.filter((product) => product.title.toLowerCase().includes(word.toLowerCase()))
    const result = await listAll(`title=${encodeURIComponent(word.toUpperCase())}`)
    expect(result.length).toBeGreaterThan(0)
    expect(sorted(ids(result))).toEqual(sorted(ids(expected)))
  })

  it('filters by one category', async () => {
    const category = everything[0]!.categoryId._id
    const result = await listAll(`categoryId=${category}`)
    expect(result.length).toBeGreaterThan(0)
    expect(sorted(ids(result))).toEqual(
      sorted(ids(everything.filter((product) => product.categoryId._id === category))),
    )
  })

  it('filters by a comma-joined list of categories', async () => {
    const categories = [...new Set(everything.map((product) => product.categoryId._id))].slice(0, 2)
    const result = await listAll(`categoryId=${categories.join(',')}`)
    const expected = everything.filter((product) => categories.includes(product.categoryId._id))
    expect(sorted(ids(result))).toEqual(sorted(ids(expected)))
    expect(new Set(result.map((product) => product.categoryId._id)).size).toBe(2)
  })

  it('filters by a price range, both ends included', async () => {
    const prices = [...new Set(everything.map((product) => product.original_price))].sort((a, b) => a - b)
    const min = prices[1]!
    const max = prices[prices.length - 2]!
    const result = await listAll(`original_price=${min}--${max}`)
    const expected = everything.filter((product) => product.original_price >= min && product.original_price <= max)
    expect(sorted(ids(result))).toEqual(sorted(ids(expected)))
  })

  it('reads a range whose max is below its min as "min and above", the way the Over 7000 bucket is spelled', async () => {
    const result = await listAll('original_price=7001--1500')
    const expected = everything.filter((product) => product.original_price >= 7001)
    expect(result.length).toBeGreaterThan(0)
    expect(sorted(ids(result))).toEqual(sorted(ids(expected)))
  })

  it('filters by a minimum rating', async () => {
    const threshold = 4.5
    const result = await listAll(`rating=${threshold}`)
    const expected = everything.filter((product) => rating(product) >= threshold)
    expect(result.length).toBeGreaterThan(0)
    expect(result.length).toBeLessThan(everything.length)
    expect(sorted(ids(result))).toEqual(sorted(ids(expected)))
  })

  it('sorts by price from high to low', async () => {
    const result = await listAll('sort=highToLow')
    const prices = result.map((product) => product.discounted_price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(result).toHaveLength(everything.length)
  })

  it('sorts by price from low to high', async () => {
    const result = await listAll('sort=lowToHigh')
    const prices = result.map((product) => product.discounted_price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(result).toHaveLength(everything.length)
  })

  it('combines filters', async () => {
    const category = everything[0]!.categoryId._id
    const result = await listAll(`categoryId=${category}&rating=4&sort=lowToHigh&original_price=0--500000`)
    const expected = everything.filter(
      (product) => product.categoryId._id === category && rating(product) >= 4 && product.original_price <= 500000,
    )
    expect(result.length).toBeGreaterThan(0)
    expect(sorted(ids(result))).toEqual(sorted(ids(expected)))
  })

  it('treats empty filter values as no filter', async () => {
    const result = await list('title=&categoryId=&original_price=&_id=&slug=')
    expect(result.totalDocs).toBe(everything.length)
  })

  it('answers an empty list, not an error, when nothing matches', async () => {
    const result = await list('title=no-such-gadget-anywhere')
    expect(result).toEqual({ docs: [], page: 1, nextPage: null, prevPage: null, totalDocs: 0, totalPages: 0 })
  })
})

describe('paging through a listing', () => {
  for (const [label, query] of [
    ['the default order', ''],
    ['price high to low (many equal prices)', 'sort=highToLow'],
    ['price low to high within a category', `sort=lowToHigh&categoryId=`],
    ['a minimum rating', 'rating=4'],
  ] as const) {
    for (const limit of [1, 5, 12]) {
      it(`returns every match exactly once with ${label}, ${limit} per page`, async () => {
        const filter = query.endsWith('categoryId=') ? `${query}${everything[0]!.categoryId._id}` : query
        const { totalDocs } = await list(`${filter}${filter ? '&' : ''}limit=1`)
        const expected = await listAll(filter, 100)
        const seen = await listAll(filter, limit)
        expect(seen).toHaveLength(totalDocs)
        expect(new Set(ids(seen)).size).toBe(seen.length)
        expect(sorted(ids(seen))).toEqual(sorted(ids(expected)))
      })
    }
  }
})

describe('one product by slug', () => {
  it('answers the product', async () => {
    const wanted = everything[5]!
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products/${wanted.slug}` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ _id: wanted._id, slug: wanted.slug, title: wanted.title })
  })

  it('answers 404 with the spec text for an unknown slug', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/no-such-product' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ errors: [{ message: 'This product is not available!' }] })
  })
})

describe('categories', () => {
  it('lists every category, each with a title, slug and image', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/categories' })
    expect(response.statusCode).toBe(200)
    const docs = response.json().data.docs as { _id: string; title: string; slug: string; image: string }[]
    const used = new Set(everything.map((product) => product.categoryId._id))
    expect(docs.length).toBeGreaterThanOrEqual(used.size)
    for (const id of used) expect(docs.map((category) => category._id)).toContain(id)
    for (const category of docs) expect(category.title.length).toBeGreaterThan(0)
  })
})
