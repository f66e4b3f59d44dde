// listVendorOrders (products tag, served by the vendors' area): the signed-in vendor's order lines, one page.
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { VendorOrdersService } from '../services/vendor-orders'
import { signedInUser, type Handlers } from './handler'

export function vendorOrderHandlers({ vendorOrders }: { vendorOrders: VendorOrdersService }) {
  return {
    async listVendorOrders(request) {
      const { limit = LISTING_PAGE_SIZE, page = 1 } = request.query
      return { data: await vendorOrders.list(signedInUser(request), { limit, page }) }
    },
  } satisfies Handlers
}
