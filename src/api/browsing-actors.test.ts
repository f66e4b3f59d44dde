import { memoryStorage } from '@/app/memory-storage'
import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { APP_PROMO_CLOSED_STORAGE_KEY } from '@machines/app-promo-modal/app-promo-modal.machine'
import { clientReplying, json } from './test-client'
import { ApiError } from './errors'
import {
  appPromoModalActions,
  appPromoModalInput,
  getPromo,
  homeActors,
  listBestsellers,
  listCategories,
} from './browsing-actors'

describe('browsing calls', () => {
  it('reads the running promo, or null when there is none', async () => {
    const promo = { priceDrop: true, text: 'Price drop', expires: '2026-11-29T20:30:15.000Z' }
    const running = clientReplying(() => json(200, { data: promo }))
    await expect(getPromo({ client: running.client })).resolves.toEqual(promo)
    expect(new URL(running.seen[0]!.url).pathname).toBe('/api/promo')

    const none = clientReplying(() => json(200, { data: null }))
    await expect(getPromo({ client: none.client })).resolves.toBeNull()
  })

  it('asks for four products for the bestsellers', async () => {
    const { client, seen } = clientReplying(() =>
      json(200, { data: { docs: [], page: 1, nextPage: null, prevPage: null, totalDocs: 0, totalPages: 0 } }),
    )
    await expect(listBestsellers({ client })).resolves.toEqual([])
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/products')
    expect(url.searchParams.get('limit')).toBe('4')
  })

  it('rejects with the server message when a call fails', async () => {
    const { client } = clientReplying(() => json(500, { errors: [{ message: 'Categories are unavailable' }] }))
    const failure = listCategories({ client })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('Categories are unavailable')
  })
})

describe('home machine slots', () => {
  it('fill the bestsellers with four products and the categories with every category', async () => {
    const product = { _id: 'p1', slug: 'tecno-camon-20', title: 'Tecno Camon 20' }
    const category = { _id: 'c1', title: 'Phones', slug: 'phones', image: '/media/categories/phones-800.webp' }
    const { client, seen } = clientReplying((request) =>
      new URL(request.url).pathname === '/api/products'
        ? json(200, { data: { docs: [product], page: 1, nextPage: null, prevPage: null, totalDocs: 1, totalPages: 1 } })
        : json(200, { data: { docs: [category] } }),
    )
    const slots = homeActors(client)
    await expect(toPromise(createActor(slots.fetchBestsellers).start())).resolves.toEqual([product])
    await expect(toPromise(createActor(slots.fetchCategories).start())).resolves.toEqual([category])
    expect(seen.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/products?limit=4',
      '/api/categories',
    ])
  })

  it('reject with the server message, for the machine to log', async () => {
    const { client } = clientReplying(() => json(500, { errors: [{ message: 'Products are unavailable' }] }))
    await expect(toPromise(createActor(homeActors(client).fetchBestsellers).start())).rejects.toThrow(
      'Products are unavailable',
    )
  })
})

describe('app promo modal storage', () => {
  it('offers the modal to a visitor without a token who has not closed it in this tab', () => {
    expect(appPromoModalInput(memoryStorage(), () => null)).toEqual({ hasToken: false, wasClosed: false })
    expect(appPromoModalInput(memoryStorage(), () => 'token')).toEqual({ hasToken: true, wasClosed: false })
  })

  it('remembers a close for the rest of the tab', () => {
    const storage = memoryStorage()
    appPromoModalActions(storage).rememberClosed()
    expect(storage.items.get(APP_PROMO_CLOSED_STORAGE_KEY)).toBe('1')
    expect(appPromoModalInput(storage, () => null)).toEqual({ hasToken: false, wasClosed: true })
  })

  it('treats blocked storage as nothing remembered', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(() => appPromoModalActions(blocked).rememberClosed()).not.toThrow()
    expect(appPromoModalInput(blocked, () => null)).toEqual({ hasToken: false, wasClosed: false })
  })
})
