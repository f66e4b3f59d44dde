import { describe, expect, it } from 'vitest'
import { testListPage } from '@machines/lib/test-list-page'
import { testVendorOrderLine } from '@machines/vendor-orders/test-vendor-orders'
import { listVendorOrders } from './vendor-orders-actors'
import { clientReplying, json } from './test-client'

const page = testListPage([testVendorOrderLine('6650000000000000000000a1')], 2, 3)

describe("the vendor's orders call", () => {
  it('asks for one page with the bearer token and gives the page', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: page }), 'jwt-1')
    expect(await listVendorOrders({ page: 2, limit: 12 }, { client })).toEqual(page)
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/api/vendor/orders')
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', limit: '12' })
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-1')
  })

  it("rejects with the server's words, or the store's when it gives none", async () => {
    const refused = clientReplying(() => json(403, { errors: [{ message: 'Only vendors can do this.' }] }))
    await expect(listVendorOrders({ page: 1, limit: 12 }, { client: refused.client })).rejects.toThrow(
      'Only vendors can do this.',
    )
    const broken = clientReplying(() => json(500, {}))
    await expect(listVendorOrders({ page: 1, limit: 12 }, { client: broken.client })).rejects.toThrow(
      'Your orders could not be loaded just now. Please try again.',
    )
  })
})
