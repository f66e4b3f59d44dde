import { describe, expect, it } from 'vitest'
import { testProduct } from '@machines/lib/test-product'
import { addWishlistItem, removeWishlistItem } from './wishlist-actors'
import { listWishlistItems } from './shopper-lists-actors'
import { clientReplying, json } from './test-client'

const productId = '64b7f0c2a1b2c3d4e5f60718'
const item = {
  _id: '64b7f0c2a1b2c3d4e5f60799',
  productId: testProduct(productId),
  createdAt: '2026-11-24T09:00:00.000Z',
}

describe('the wishlist calls', () => {
  it('list the saved items from data.docs', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [item] } }), 'jwt-1')
    expect(await listWishlistItems({ client })).toEqual([item])
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wishlists')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-1')
  })

  it('add a product by id and hand back the new item', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: item }), 'jwt-1')
    expect(await addWishlistItem(productId, { client })).toEqual(item)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wishlists')
    expect(await seen[0]!.json()).toEqual({ productId })
  })

  it('remove a product by its id', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { _id: productId } }), 'jwt-1')
    await expect(removeWishlistItem(productId, { client })).resolves.toBeUndefined()
    expect(seen[0]!.method).toBe('DELETE')
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/wishlists/${productId}`)
  })

  it('reject with the first server message (spec §8)', async () => {
    const { client } = clientReplying(
      () => json(404, { errors: [{ message: 'This product is not available!' }] }),
      'jwt-1',
    )
    await expect(addWishlistItem(productId, { client })).rejects.toMatchObject({
      status: 404,
      message: 'This product is not available!',
    })
  })
})
