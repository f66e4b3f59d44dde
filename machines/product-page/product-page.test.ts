import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Product } from '@/domain/contract'
import { productPageMachine } from './product-page.machine'
import { testProduct } from '../lib/test-product'

/** A product as GET api/products/{slug} answers it, with the fields a test cares about. */
function aProduct(fields: Partial<Product>): Product {
  return testProduct('p1', {
    slug: 'iphone-13',
    title: 'iPhone 13',
    description: 'A phone.',
    original_price: 420000,
    discounted_price: 399000,
    ...fields,
  })
}

interface PendingFetch {
  slug: string
  resolve: (product: Product | null) => void
  reject: (error: unknown) => void
}

function start(slug = 'iphone-13', given?: { product: Product | null }) {
  const fetches: PendingFetch[] = []
  const reportError = vi.fn()
  const machine = productPageMachine.provide({
    actors: {
      fetchProduct: fromPromise<Product | null, { slug: string }>(
        ({ input }) => new Promise((resolve, reject) => fetches.push({ slug: input.slug, resolve, reject })),
      ),
    },
    actions: { reportError: (_, params) => reportError(params) },
  })
  const actor = createActor(machine, { input: given ? { slug, product: given.product } : { slug } })
  actor.start()
  return { actor, fetches, reportError }
}

describe('the product page machine', () => {
  it('starts by loading the product named by the slug', () => {
    const { actor, fetches } = start('airpods-pro')
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches.map((fetch) => fetch.slug)).toEqual(['airpods-pro'])
  })

  it('opens on a product the server already read, without a request', () => {
    const product = aProduct({ _id: 'p1', title: 'iPhone 13', slug: 'iphone-13' })
    const { actor, fetches } = start('iphone-13', { product })
    expect(actor.getSnapshot().value).toBe('found')
    expect(actor.getSnapshot().context.product).toEqual(product)
    expect(fetches).toHaveLength(0)
  })

  it('opens as not available when the server found no product, without a request', () => {
    const { actor, fetches } = start('no-such-thing', { product: null })
    expect(actor.getSnapshot().value).toBe('notAvailable')
    expect(fetches).toHaveLength(0)
  })

  it('loads the next product after opening on a given one', async () => {
    const { actor, fetches } = start('iphone-13', { product: aProduct({ _id: 'p1', slug: 'iphone-13' }) })
    actor.send({ type: 'product.change', slug: 'airpods-pro' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches.map((fetch) => fetch.slug)).toEqual(['airpods-pro'])
    fetches[0]?.resolve(aProduct({ _id: 'p2', slug: 'airpods-pro' }))
    await waitFor(actor, (snapshot) => snapshot.matches('found'))
    expect(actor.getSnapshot().context.product).toMatchObject({ _id: 'p2', slug: 'airpods-pro' })
  })

  it('shows the product when it has an _id', async () => {
    const { actor, fetches } = start()
    const product = aProduct({ _id: 'p1', title: 'iPhone 13', slug: 'iphone-13' })
    fetches[0]?.resolve(product)
    await waitFor(actor, (snapshot) => snapshot.matches('found'))
    expect(actor.getSnapshot().context.product).toEqual(product)
  })

  it('is not available when the API has no such product', async () => {
    const { actor, fetches } = start()
    fetches[0]?.resolve(null)
    await waitFor(actor, (snapshot) => snapshot.matches('notAvailable'))
    expect(actor.getSnapshot().context.product).toBeNull()
  })

  it('is not available when the product comes back without an _id', async () => {
    const { actor, fetches } = start()
    fetches[0]?.resolve(aProduct({ _id: '', title: 'ghost' }))
    await waitFor(actor, (snapshot) => snapshot.matches('notAvailable'))
  })

  it('fails, logs and offers a retry when the call itself fails', async () => {
    const { actor, fetches, reportError } = start()
    const failure = new TypeError('Failed to fetch')
    fetches[0]?.reject(failure)
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(reportError).toHaveBeenCalledWith({ error: failure })
    expect(actor.getSnapshot().context.error).toBe(failure)

    actor.send({ type: 'product.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches[1]?.slug).toBe('iphone-13')
    fetches[1]?.resolve(aProduct({ _id: 'p1' }))
    await waitFor(actor, (snapshot) => snapshot.matches('found'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('loads again when another product is opened from the page', async () => {
    const { actor, fetches } = start('iphone-13')
    fetches[0]?.resolve(aProduct({ _id: 'p1' }))
    await waitFor(actor, (snapshot) => snapshot.matches('found'))

    actor.send({ type: 'product.change', slug: 'galaxy-buds' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.product).toBeNull()
    expect(fetches[1]?.slug).toBe('galaxy-buds')
  })

  it('ignores opening the product that is already shown', async () => {
    const { actor, fetches } = start('iphone-13')
    fetches[0]?.resolve(aProduct({ _id: 'p1' }))
    await waitFor(actor, (snapshot) => snapshot.matches('found'))
    actor.send({ type: 'product.change', slug: 'iphone-13' })
    expect(actor.getSnapshot().value).toBe('found')
    expect(fetches).toHaveLength(1)
  })

  it('drops the answer for a product the shopper already left', async () => {
    const { actor, fetches } = start('iphone-13')
    actor.send({ type: 'product.change', slug: 'galaxy-buds' })
    fetches[0]?.resolve(aProduct({ _id: 'old' }))
    fetches[1]?.resolve(aProduct({ _id: 'new' }))
    await waitFor(actor, (snapshot) => snapshot.matches('found'))
    expect(actor.getSnapshot().context.product?._id).toBe('new')
  })

  it('has no retry outside the failed state', () => {
    const { actor } = start()
    expect(actor.getSnapshot().can({ type: 'product.retry' })).toBe(false)
  })
})
