import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { clientReplying, json } from './test-client'
import { createPayment, paymentRequestActors } from './payment-request-actors'

const payment = { token: 'header.payload.signature', txRef: 'oja-tx-1', amount: 268999 }

describe('the payment request', () => {
  it('asks for a payment with the address, the delivery method and the coupon, and answers the token', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: payment }), 'tok-1')
    const actor = createActor(paymentRequestActors(client).createPayment, {
      input: { addressId: 'a1', deliveryMethod: 'express', coupon: 'oja-10k' },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual(payment)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/payments')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
    await expect(seen[0]!.json()).resolves.toEqual({ addressId: 'a1', deliveryMethod: 'express', coupon: 'oja-10k' })
  })

  it("rejects with the server's first message, e.g. a line that sold out", async () => {
    const { client } = clientReplying(() =>
      json(409, { errors: [{ message: 'Only 1 of Tecno Camon 20 is in stock.' }] }),
    )
    await expect(
      createPayment({ addressId: 'a1', deliveryMethod: 'standard', coupon: null }, { client }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Only 1 of Tecno Camon 20 is in stock.',
    })
  })
})
