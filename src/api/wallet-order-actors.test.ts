import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { testOrder } from '@machines/orders/test-order'
import { clientReplying, json } from './test-client'
import { payOrderWithWallet, walletOrderActors } from './wallet-order-actors'

describe('paying an order from the wallet', () => {
  it('sends the address, the delivery method and the coupon, and answers the paid order', async () => {
    const order = testOrder('o1')
    const { client, seen } = clientReplying(() => json(201, { data: order }), 'tok-1')
    const actor = createActor(walletOrderActors(client).payOrderWithWallet, {
      input: { addressId: 'a1', deliveryMethod: 'express', coupon: 'oja-10k' },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual(order)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/orders/wallet')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
    await expect(seen[0]!.json()).resolves.toEqual({ addressId: 'a1', deliveryMethod: 'express', coupon: 'oja-10k' })
  })

  it("rejects with the server's 409 when the balance is short", async () => {
    const { client } = clientReplying(() =>
      json(409, { errors: [{ message: 'Insufficient balance. Please fund your wallet' }] }),
    )
    await expect(
      payOrderWithWallet({ addressId: 'a1', deliveryMethod: 'standard', coupon: null }, { client }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Insufficient balance. Please fund your wallet',
    })
  })

  it('falls back to the order placement failure text when the server says nothing', async () => {
    const { client } = clientReplying(() => new Response('', { status: 500 }))
    await expect(
      payOrderWithWallet({ addressId: 'a1', deliveryMethod: 'standard', coupon: null }, { client }),
    ).rejects.toMatchObject({
      message: 'An error has occured please contact us for additional support',
    })
  })
})
