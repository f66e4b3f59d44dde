// GET api/vendor/orders answered over a vendor's order lines in memory, a page at a time as the server pages them
// (newest order first, as given); or refused, for the stories of a load that fails and is tried again.
import type { VendorOrderLine } from '@/domain/vendor-orders'
import { http } from './network-fakes'
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
      const limit = Number(query.get('limit') ?? 12)
      const page = Number(query.get('page') ?? 1)
      const totalPages = Math.ceil(lines.length / limit)
      return response(200).json({
        data: {
          docs: lines.slice((page - 1) * limit, page * limit),
          page,
          nextPage: page < totalPages ? page + 1 : null,
          prevPage: page > 1 ? page - 1 : null,
          totalDocs: lines.length,
          totalPages,
        },
      })
    }),
  ]
}
