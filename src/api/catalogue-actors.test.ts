import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { clientReplying, json } from './test-client'
import { ApiError } from './errors'
import { categoriesActors, listingActors } from './catalogue-actors'
import { listCategories, listProducts } from './browsing-actors'
import { getProductBySlug, productPageActors } from './product-actors'
import { firstPageRequests } from '@/domain/first-page'
import { toProductsQuery } from '@/domain/listing-query'

const page = { docs: [{ _id: 'p1', title: 'Phone' }], page: 2, nextPage: 3, prevPage: 1, totalDocs: 30, totalPages: 3 }

describe('the listing actor', () => {
  it('asks for one page of the filtered products with the spec query parameters', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: page }))
    const actor = createActor(listingActors(client).fetchProducts, {
      input: {
        filter: { categoryIds: ['b', 'a'], priceRange: '7001--1500', rating: 4.5, sort: 'lowToHigh', title: 'tecno' },
        page: 2,
        limit: 12,
      },
    })
    actor.start()
    await expect(toPromise(actor)).resolves.toEqual(page)
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/products')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      categoryId: 'a,b',
      original_price: '7001--1500',
      rating: '4.5',
      sort: 'lowToHigh',
      title: 'tecno',
      limit: '12',
      page: '2',
    })
  })

  it('leaves out the filters that are not set', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: page }))
    await listProducts(toProductsQuery({ categoryIds: [] }, 1, 12), { client })
    expect(new URL(seen[0]!.url).search).toBe('?limit=12&page=1')
  })

  it('asks exactly the request a drawn page embeds its answer under', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: page }))
    const filter = { categoryIds: ['b', 'a'], rating: 4, title: 'iphone 13 & more' }
    await listProducts(toProductsQuery(filter, 1, 12), { client })
    const url = new URL(seen[0]!.url)
    expect(`${url.pathname}${url.search}`).toBe(firstPageRequests.listProducts(toProductsQuery(filter, 1, 12)))
  })

  it('rejects with the server message when the list fails', async () => {
    const { client } = clientReplying(() => json(500, { errors: [{ message: 'Database unavailable' }] }))
    await expect(listProducts(toProductsQuery({ categoryIds: [] }, 1, 12), { client })).rejects.toThrow(
      'Database unavailable',
    )
  })
})

describe('the product page actor', () => {
  it('loads the product by its slug', async () => {
    const product = { _id: 'p1', slug: 'tecno-camon-20', title: 'Tecno Camon 20' }
    const { client, seen } = clientReplying(() => json(200, { data: product }))
    const actor = createActor(productPageActors(client).fetchProduct, { input: { slug: 'tecno-camon-20' } })
    actor.start()
    await expect(toPromise(actor)).resolves.toEqual(product)
    expect(new URL(seen[0]!.url).pathname).toBe('/api/products/tecno-camon-20')
    expect(new URL(seen[0]!.url).pathname).toBe(firstPageRequests.getProductBySlug('tecno-camon-20'))
  })

  it('resolves with null when there is no such product, so the page says it is not available', async () => {
    const { client } = clientReplying(() => json(404, { errors: [{ message: 'Product not found' }] }))
    await expect(getProductBySlug('gone', { client })).resolves.toBeNull()
  })

  it('still fails on a server error, which says nothing about whether the product exists', async () => {
    const { client } = clientReplying(() => json(500, { errors: [{ message: 'Database unavailable' }] }))
    const failure = getProductBySlug('tecno-camon-20', { client })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('Database unavailable')
  })
})

describe('the categories machine slot', () => {
  it('resolves with the category list', async () => {
    const docs = [{ _id: 'c1', title: 'Phones', slug: 'phones', image: '/media/c1.webp' }]
    const { client, seen } = clientReplying(() => json(200, { data: { docs } }))
    const actor = createActor(categoriesActors(client).fetchCategories)
    actor.start()
    await expect(toPromise(actor)).resolves.toEqual(docs)
    expect(new URL(seen[0]!.url).pathname).toBe('/api/categories')
  })

  it("rejects with the server's first message when the list fails", async () => {
    const { client } = clientReplying(() => json(500, { errors: [{ message: 'Database unavailable' }] }))
    await expect(listCategories({ client })).rejects.toThrow('Database unavailable')
  })
})
