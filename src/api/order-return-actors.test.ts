import { describe, expect, it } from 'vitest'
import { testOrder } from '@machines/orders/test-order'
import { orderStatusMessages } from '@/domain/order-status'
import { createReturnRequest } from './order-return-actors'
import { clientReplying, json } from './test-client'

const order = testOrder('65f1c0ffee0000000000a001', { status: 'Delivered' })
const body = { line: 0, qty: 1, kind: 'exchange', reason: 'Too small' } as const

describe('the return request call', () => {
  it("posts the line to the order's returns and answers the order", async () => {
    const { client, seen } = clientReplying(() => json(201, { data: order }), 'jwt-1')
    expect(await createReturnRequest({ orderId: order._id, body }, { client })).toEqual(order)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/orders/${order._id}/returns`)
    expect(await seen[0]!.json()).toEqual(body)
  })

  it("rejects with the server's words on a refusal", async () => {
    const { client } = clientReplying(() => json(409, { errors: [{ message: orderStatusMessages.returnClosed }] }))
    await expect(createReturnRequest({ orderId: order._id, body }, { client })).rejects.toThrow(
      orderStatusMessages.returnClosed,
    )
  })
})
