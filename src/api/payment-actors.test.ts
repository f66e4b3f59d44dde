import { describe, expect, it } from 'vitest'
import { testOrder } from '@machines/orders/test-order'
import { createOrder } from './payment-actors'
import { clientReplying, json } from './test-client'

const order = testOrder('65f1c0ffee0000000000a001')
const confirmation = {
  paymentToken: 'header.payload.signature',
  flutterwave: { transaction_id: '4410021', tx_ref: 'oja_3x9k2m' },
}

describe('the order confirmation', () => {
  it.each([200, 201])(
    'confirm an order with the token and the transaction, and hand back the order (%i)',
    async (status) => {
      const { client, seen } = clientReplying(() => json(status, { data: order }), 'jwt-1')
      expect(await createOrder(confirmation, { client })).toEqual(order)
      expect(seen[0]!.method).toBe('POST')
      expect(new URL(seen[0]!.url).pathname).toBe('/api/orders')
      expect(await seen[0]!.json()).toEqual(confirmation)
    },
  )

  it('reject a refused order with the first server message (spec §8)', async () => {
    const message = 'The last Tecno Camon 20 sold while you paid; your payment has been refunded'
    const { client } = clientReplying(() => json(409, { errors: [{ message }] }), 'jwt-1')
    await expect(createOrder(confirmation, { client })).rejects.toMatchObject({ status: 409, message })
  })

  it("reject a refusal without a message with the spec's order placement failure text", async () => {
    const { client } = clientReplying(() => json(500, {}), 'jwt-1')
    await expect(createOrder(confirmation, { client })).rejects.toMatchObject({
      status: 500,
      message: 'An error has occured please contact us for additional support',
    })
  })

  it('keep the status of a provider that cannot be asked now (503)', async () => {
    const { client } = clientReplying(
      () => json(503, { errors: [{ message: 'Your payment will be confirmed shortly' }] }),
      'jwt-1',
    )
    await expect(createOrder(confirmation, { client })).rejects.toMatchObject({
      status: 503,
      message: 'Your payment will be confirmed shortly',
    })
  })
})
