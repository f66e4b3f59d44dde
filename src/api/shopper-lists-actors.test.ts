import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { listCartItems, listWishlistItems, loadShopperListsEarly } from './shopper-lists-actors'
import { memoryStorage } from '@/app/memory-storage'
import { firstPageRequests, type FirstPage } from '@/domain/first-page'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe("the shopper's lists asked for early", () => {
  let storage: ReturnType<typeof memoryStorage>
  beforeEach(() => {
    storage = memoryStorage({ token: 'token-ada' })
    vi.stubGlobal('localStorage', storage)
  })
  afterEach(() => vi.unstubAllGlobals())

  function counting() {
    const asked: string[] = []
    const client = createApiClient({
      baseUrl: 'http://oja.test',
      fetch: async (request: Request) => {
        asked.push(new URL(request.url).pathname)
        return json(200, { data: { docs: [] } })
      },
    })
    return { client, asked }
  }

  it('answers the first load of each list from the early request, then asks again', async () => {
    const { client, asked } = counting()
    loadShopperListsEarly(null, client)
    await listCartItems({ client })
    await listWishlistItems({ client })
    expect(asked.sort()).toEqual(['/api/carts', '/api/wishlists'])
    await listCartItems({ client })
    expect(asked.filter((path) => path === '/api/carts')).toHaveLength(2)
  })

  it('never hands an early answer to someone who signed in after it was asked for', async () => {
    const { client, asked } = counting()
    loadShopperListsEarly(null, client)
    storage.setItem('token', 'token-bola')
    await listCartItems({ client })
    expect(asked.filter((path) => path === '/api/carts')).toHaveLength(2)
  })

  it('asks for no list a page drawn for the shopper carries, so the load after an order is the cart after it', async () => {
    // The server's cart: one line until the order takes it out.
    let cart: unknown[] = [{ _id: 'line-1', qty: 1 }]
    const asked: string[] = []
    const client = createApiClient({
      baseUrl: 'http://oja.test',
      fetch: async (request: Request) => {
        asked.push(new URL(request.url).pathname)
        return json(200, { data: { docs: cart } })
      },
    })
    const drawn: FirstPage = {
      renderedAt: 0,
      answers: {
        [firstPageRequests.listCartItems()]: { docs: cart },
        [firstPageRequests.listWishlistItems()]: { docs: [] },
      },
      session: { user: { email: 'ada@example.com' } } as FirstPage['session'],
    }
    loadShopperListsEarly(drawn, client)
    // Any request asked early has been answered by the time the shopper orders.
    await new Promise((resolve) => setTimeout(resolve))
    cart = []
    expect(await listCartItems({ client })).toEqual([])
    expect(asked).toEqual(['/api/carts'])
  })
})
