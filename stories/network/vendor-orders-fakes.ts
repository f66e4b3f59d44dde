// GET api/vendor/orders answered over a vendor's order lines in memory, a page at a time as the server pages them
// (newest order first, as given); or refused, for the stories of a load that fails and is tried again.
import type { VendorOrderLine } from '@/domain/vendor-orders'
import { http, onePage } from './network-fakes'
import { HttpResponse } from 'msw'

export interface VendorOrdersServer {
  /** Newest order first. */
  lines: VendorOrderLine[]
  /** How many requests never reach the server before it answers. */
  failures?: number
}

export function vendorOrdersHandlers({ lines, failures = 0 }: VendorOrdersServer) {
  let left = failures
  return [
    http.get('/api/vendor/orders', ({ query, response }) => {
      if (left-- > 0) return HttpResponse.error()
      return response(200).json({ data: onePage(lines, query) })
    }),
  ]
}
