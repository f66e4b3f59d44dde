import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  LIST_LAYOUT_STORAGE_KEY,
  listingMachine,
  type FetchProductsInput,
  type ListingInput,
  type ListingPage,
} from './listing.machine'
import type { Product } from '@/domain/contract'
import { testProduct } from '../lib/test-product'

interface PendingFetch {
  input: FetchProductsInput
  resolve: (page: ListingPage) => void
  reject: (error: unknown) => void
}

const product = (id: string): Product => testProduct(id)

function products(...ids: string[]): Product[] {
  return ids.map(product)
}

// Every fetch waits until the test answers it, so each test decides what the API says and when.
function start(input: ListingInput = {}) {
  const fetches: PendingFetch[] = []
  const saveLayout = vi.fn()
  const writeQuery = vi.fn()
  const reportError = vi.fn()
  const machine = listingMachine.provide({
    actors: {
      fetchProducts: fromPromise<ListingPage, FetchProductsInput>(
        ({ input: fetchInput }) =>
          new Promise((resolve, reject) => fetches.push({ input: fetchInput, resolve, reject })),
      ),
    },
    actions: {
      saveLayout: (_, params) => saveLayout(params),
      writeQuery: (_, params) => writeQuery(params),
      reportError: (_, params) => reportError(params),
    },
  })
  // `() => 0` makes Fisher–Yates move the first product to the end: [a, b, c, d] becomes [b, c, d, a].
  const actor = createActor(machine, { input: { random: () => 0, ...input } })
  actor.start()
  return { actor, fetches, saveLayout, writeQuery, reportError }
}

function ids(list: readonly Product[]): string[] {
  return list.map((product) => product._id)
}

describe('the listing machine', () => {
  it('loads the first 12 products for the filters in the URL', () => {
    const { actor, fetches } = start({ search: '?categoryId=phones&sort=lowToHigh' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches).toHaveLength(1)
    expect(fetches[0]?.input).toEqual({ filter: { categoryIds: ['phones'], sort: 'lowToHigh' }, page: 1, limit: 12 })
  })

  it('opens on a page the server already drew, in its order and without a request', () => {
    const { actor, fetches } = start({
      search: '?categoryId=phones',
      shownPage: { docs: products('c', 'a', 'b'), page: 1, nextPage: 2, prevPage: null },
    })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(ids(actor.getSnapshot().context.products)).toEqual(['c', 'a', 'b'])
    expect(actor.getSnapshot().context.nextPage).toBe(2)
    expect(fetches).toHaveLength(0)
  })

  it('opens empty on an empty page the server drew, without a request', () => {
    const { actor, fetches } = start({
      search: '?title=nothing',
      shownPage: { docs: [], page: 1, nextPage: null, prevPage: null },
    })
    expect(actor.getSnapshot().value).toBe('empty')
    expect(fetches).toHaveLength(0)
  })

  it('goes on from a given page: See more appends page 2, a new filter loads afresh', async () => {
    const { actor, fetches } = start({ shownPage: { docs: products('c', 'a'), page: 1, nextPage: 2, prevPage: null } })
    actor.send({ type: 'page.next' })
    expect(fetches[0]?.input.page).toBe(2)
    fetches[0]?.resolve({ docs: products('d', 'e'), page: 2, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && snapshot.context.products.length === 4)
    expect(ids(actor.getSnapshot().context.products)).toEqual(['c', 'a', 'e', 'd'])
    actor.send({ type: 'filters.change', search: '?sort=lowToHigh' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches[1]?.input).toEqual({ filter: { categoryIds: [], sort: 'lowToHigh' }, page: 1, limit: 12 })
  })

  it('shows the first page shuffled when there is no title search', async () => {
    const { actor, fetches } = start()
    fetches[0]?.resolve({ docs: products('a', 'b', 'c', 'd'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['b', 'c', 'd', 'a'])
    expect(actor.getSnapshot().context.nextPage).toBe(2)
  })

  it('keeps the API order during a title search', async () => {
    const { actor, fetches } = start({ search: '?title=buds' })
    fetches[0]?.resolve({ docs: products('a', 'b', 'c', 'd'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps the API order, page after page, when the shopper chose a sort', async () => {
    const { actor, fetches } = start({ search: '?sort=highToLow' })
    fetches[0]?.resolve({ docs: products('a', 'b', 'c', 'd'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['a', 'b', 'c', 'd'])
    actor.send({ type: 'page.next' })
    fetches[1]?.resolve({ docs: products('e', 'f', 'g'), page: 2, nextPage: null, prevPage: 1 })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && snapshot.context.products.length === 7)
    expect(ids(actor.getSnapshot().context.products)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })

  it('is empty when the first page has no products', async () => {
    const { actor, fetches } = start({ search: '?categoryId=drones' })
    fetches[0]?.resolve({ docs: [], page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    expect(actor.getSnapshot().context.products).toEqual([])
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false)
  })

  it('logs a failed load and offers a retry that loads page 1 again', async () => {
    const { actor, fetches, reportError } = start()
    const failure = new Error('offline')
    fetches[0]?.reject(failure)
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(reportError).toHaveBeenCalledWith({ error: failure })
    expect(actor.getSnapshot().context.error).toBe(failure)

    actor.send({ type: 'list.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches[1]?.input.page).toBe(1)
    fetches[1]?.resolve({ docs: products('a'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('offers See more only when a next page exists', async () => {
    const { actor, fetches } = start()
    fetches[0]?.resolve({ docs: products('a'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false)
    actor.send({ type: 'page.next' })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(fetches).toHaveLength(1)
  })

  it('appends the next page shuffled on its own and never reorders what is already shown', async () => {
    const { actor, fetches } = start()
    fetches[0]?.resolve({ docs: products('a', 'b', 'c', 'd'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))

    actor.send({ type: 'page.next' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    expect(fetches[1]?.input).toEqual({ filter: { categoryIds: [] }, page: 2, limit: 12 })
    fetches[1]?.resolve({ docs: products('e', 'f', 'g'), page: 2, nextPage: 3, prevPage: 1 })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))

    const { context } = actor.getSnapshot()
    expect(ids(context.products)).toEqual(['b', 'c', 'd', 'a', 'f', 'g', 'e'])
    expect(context.page).toBe(2)
    expect(context.nextPage).toBe(3)
    expect(context.prevPage).toBe(1)
  })

  it('shows a product once when the API repeats it on the next page', async () => {
    const { actor, fetches } = start({ search: '?title=x' })
    fetches[0]?.resolve({ docs: products('a', 'b'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    actor.send({ type: 'page.next' })
    fetches[1]?.resolve({ docs: products('b', 'c'), page: 2, nextPage: null, prevPage: 1 })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['a', 'b', 'c'])
  })

  it('keeps the shown products when See more fails and lets the shopper try again', async () => {
    const { actor, fetches, reportError } = start({ search: '?title=x' })
    fetches[0]?.resolve({ docs: products('a'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    actor.send({ type: 'page.next' })
    fetches[1]?.reject(new Error('timeout'))
    await waitFor(actor, (snapshot) => snapshot.matches('loadMoreFailed'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['a'])
    expect(reportError).toHaveBeenCalledTimes(1)

    actor.send({ type: 'page.next' })
    expect(fetches[2]?.input.page).toBe(2)
    fetches[2]?.resolve({ docs: products('b'), page: 2, nextPage: null, prevPage: 1 })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['a', 'b'])
  })

  it('starts again at page 1 and replaces the list when the URL filters change', async () => {
    const { actor, fetches } = start({ search: '?title=x' })
    fetches[0]?.resolve({ docs: products('a'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    actor.send({ type: 'page.next' })
    fetches[1]?.resolve({ docs: products('b'), page: 2, nextPage: 3, prevPage: 1 })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))

    actor.send({ type: 'filters.change', search: '?title=x&sort=highToLow' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches[2]?.input).toEqual({
      filter: { categoryIds: [], sort: 'highToLow', title: 'x' },
      page: 1,
      limit: 12,
    })
    fetches[2]?.resolve({ docs: products('z'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['z'])
    expect(actor.getSnapshot().context.page).toBe(1)
  })

  it('ignores a URL change that selects the same products', () => {
    const { actor, fetches } = start({ search: '?categoryId=a,b' })
    actor.send({ type: 'filters.change', search: '?categoryId=b,a&utm_source=mail' })
    expect(fetches).toHaveLength(1)
  })

  it('drops the answer of a fetch that the filters overtook', async () => {
    const { actor, fetches } = start({ search: '?title=old' })
    actor.send({ type: 'filters.change', search: '?title=new' })
    expect(fetches).toHaveLength(2)
    fetches[0]?.resolve({ docs: products('old'), page: 1, nextPage: null, prevPage: null })
    fetches[1]?.resolve({ docs: products('new'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['new'])
  })

  it('drops a See more page that arrives after the filters changed', async () => {
    const { actor, fetches } = start({ search: '?title=x' })
    fetches[0]?.resolve({ docs: products('a'), page: 1, nextPage: 2, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    actor.send({ type: 'page.next' })
    actor.send({ type: 'filters.change', search: '?title=y' })
    fetches[1]?.resolve({ docs: products('late'), page: 2, nextPage: null, prevPage: 1 })
    fetches[2]?.resolve({ docs: products('y'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(ids(actor.getSnapshot().context.products)).toEqual(['y'])
  })

  it('clears every filter on Reset, writes the empty query and loads page 1 again', async () => {
    const { actor, fetches, writeQuery } = start({
      search: '?categoryId=a&original_price=0--3000&rating=4&sort=highToLow&title=x',
    })
    fetches[0]?.resolve({ docs: products('a'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))

    actor.send({ type: 'filters.reset' })
    expect(writeQuery).toHaveBeenCalledWith({ search: '' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.filter).toEqual({ categoryIds: [] })
    expect(fetches[1]?.input).toEqual({ filter: { categoryIds: [] }, page: 1, limit: 12 })
    // The layout survives a reset.
    expect(actor.getSnapshot().context.layout).toBe('product-grid')

    // The URL echoing the cleared query does not fetch a second time.
    actor.send({ type: 'filters.change', search: '' })
    expect(fetches).toHaveLength(2)
  })

  it('has nothing to reset when no filter is set', async () => {
    const { actor, fetches, writeQuery } = start()
    fetches[0]?.resolve({ docs: products('a'), page: 1, nextPage: null, prevPage: null })
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'))
    expect(actor.getSnapshot().can({ type: 'filters.reset' })).toBe(false)
    actor.send({ type: 'filters.reset' })
    expect(writeQuery).not.toHaveBeenCalled()
    expect(fetches).toHaveLength(1)
  })

  it('opens with the layout remembered in local storage', () => {
    const { actor } = start({ storedLayout: 'product-column' })
    expect(actor.getSnapshot().context.layout).toBe('product-column')
    expect(LIST_LAYOUT_STORAGE_KEY).toBe('listDisplayType')
  })

  it('falls back to the grid for a missing or unknown stored layout', () => {
    expect(start({ storedLayout: null }).actor.getSnapshot().context.layout).toBe('product-grid')
    expect(start({ storedLayout: 'carousel' }).actor.getSnapshot().context.layout).toBe('product-grid')
  })

  it('remembers a new layout in any state without refetching', () => {
    const { actor, fetches, saveLayout } = start()
    actor.send({ type: 'layout.change', layout: 'product-row' })
    expect(actor.getSnapshot().context.layout).toBe('product-row')
    expect(saveLayout).toHaveBeenCalledWith({ layout: 'product-row' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetches).toHaveLength(1)
  })

  it('does not write the layout again when the same one is chosen', () => {
    const { actor, saveLayout } = start({ storedLayout: 'product-row' })
    actor.send({ type: 'layout.change', layout: 'product-row' })
    expect(saveLayout).not.toHaveBeenCalled()
  })
})
