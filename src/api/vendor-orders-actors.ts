// The vendor's orders page's call over the typed client (docs/adr/0027, GET api/vendor/orders): one page of the lines
// of paid orders for the vendor's products. Resolves with the reply's data or rejects with an ApiError carrying the
// server's first message, or else the store's words for a failed load.
import { vendorOrderMessages } from '@/domain/vendor-orders'
import type { LoadVendorOrdersInput, VendorOrderPage } from '@machines/vendor-orders/vendor-orders.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/vendor/orders: one page, newest order first. */
export async function listVendorOrders(
  query: LoadVendorOrdersInput,
  { signal, client = api }: CallOptions = {},
): Promise<VendorOrderPage> {
  return (
    await unwrap(client.GET('/api/vendor/orders', { params: { query }, signal }), {
      fallback: vendorOrderMessages.loadFailed,
    })
  ).data
}

/** Slots of machines/vendor-orders. */
export function vendorOrdersActors(client?: Api) {
  return {
    loadPage: fromRequest<VendorOrderPage, LoadVendorOrdersInput>((query, signal) =>
      listVendorOrders(query, { signal, client }),
    ),
  }
}
