import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { listCartItems, listWishlistItems, loadShopperListsEarly } from './shopper-lists-actors'
import { memoryStorage } from '@/app/memory-storage'

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
    loadShopperListsEarly(client)
    await listCartItems({ client })
    await listWishlistItems({ client })
    expect(asked.sort()).toEqual(['/api/carts', '/api/wishlists'])
    await listCartItems({ client })
    expect(asked.filter((path) => path === '/api/carts')).toHaveLength(2)
  })

  it('never hands an early answer to someone who signed in after it was asked for', async () => {
    const { client, asked } = counting()
    loadShopperListsEarly(client)
    storage.setItem('token', 'token-bola')
    await listCartItems({ client })
    expect(asked.filter((path) => path === '/api/carts')).toHaveLength(2)
  })
})
