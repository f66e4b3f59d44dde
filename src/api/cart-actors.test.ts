import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { clientReplying, json } from './test-client'
import { addCartItem, addToCartActors, cartActors, updateCartItem } from './cart-actors'
import { listCartItems } from './shopper-lists-actors'

const line = {
  _id: 'l1',
  productId: { _id: 'p1', title: 'Phone' },
  qty: 2,
  size: '256GB',
  original_price: 100,
  discounted_price: 90,
}

describe('the cart calls', () => {
  it('lists the lines with the stored token', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [line] } }), 'tok-1')
    await expect(listCartItems({ client })).resolves.toEqual([line])
    expect(seen[0]!.method).toBe('GET')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/carts')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('adds a product and size, and answers the line', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: line }))
    const actor = createActor(addToCartActors(client).addCartItem, {
      input: { productId: 'p1', size: '256GB' },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual(line)
    expect(seen[0]!.method).toBe('POST')
    await expect(seen[0]!.json()).resolves.toEqual({ productId: 'p1', size: '256GB' })
  })

  it('changes a line by one with cartId, qty, productId and size (spec §7)', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { ...line, qty: 1 } }))
    const actor = createActor(cartActors(client).updateCartItem, {
      input: { cartId: 'l1', qty: -1, productId: 'p1', size: '256GB' },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual({ ...line, qty: 1 })
    expect(seen[0]!.method).toBe('PATCH')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/carts')
    await expect(seen[0]!.json()).resolves.toEqual({ cartId: 'l1', qty: -1, productId: 'p1', size: '256GB' })
  })

  it('removes a line by its id', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { _id: 'l1' } }))
    const actor = createActor(cartActors(client).removeCartItem, { input: { cartId: 'l1' } }).start()
    await expect(toPromise(actor)).resolves.toBeUndefined()
    expect(seen[0]!.method).toBe('DELETE')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/carts/l1')
  })

  it("rejects with the server's first message, e.g. the stock limit or an unverified user", async () => {
    const { client } = clientReplying(() =>
      json(409, { errors: [{ message: 'Only 2 of Phone (256GB) are in stock.' }] }),
    )
    await expect(updateCartItem({ cartId: 'l1', qty: 1 }, { client })).rejects.toThrow(
      'Only 2 of Phone (256GB) are in stock.',
    )
    const forbidden = clientReplying(() => json(403, { errors: [{ message: 'Verify your email first' }] }))
    await expect(addCartItem({ productId: 'p1', size: null }, { client: forbidden.client })).rejects.toMatchObject({
      status: 403,
      message: 'Verify your email first',
    })
  })
})
