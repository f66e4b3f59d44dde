import { describe, expect, it } from 'vitest'
import { testOrder } from '@machines/orders/test-order'
import { listOrders } from './order-actors'
import { clientReplying, json } from './test-client'

const order = testOrder('65f1c0ffee0000000000a001')

describe('the orders call', () => {
  it('list the orders from data.docs', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [order] } }), 'jwt-1')
    expect(await listOrders({ client })).toEqual([order])
    expect(new URL(seen[0]!.url).pathname).toBe('/api/orders')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-1')
  })
})
