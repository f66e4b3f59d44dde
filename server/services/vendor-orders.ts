// listVendorOrders (docs/adr/0027): a vendor reads, and only reads, the lines of paid orders that are their products,
// one page at a time. No Fastify, no SQL.
import type { SuccessData } from '../../src/domain/contract'
import type { UserRecord } from '../db/repos/users.repo'
import type { VendorOrdersRepo } from '../db/repos/vendor-orders.repo'
import { pageOf } from './paging'
import { requireVendor } from './verified-user'

export type VendorOrderPage = SuccessData<'listVendorOrders'>

export function vendorOrdersService({ lines }: { lines: VendorOrdersRepo }) {
  return {
    /** The signed-in vendor's order lines, newest order first; 'forbidden' for anyone who is not a vendor. */
    async list(user: UserRecord, { limit, page }: { limit: number; page: number }): Promise<VendorOrderPage> {
      const { lines: docs, total } = await lines.page(requireVendor(user), { limit, page })
      return pageOf(docs, { page, limit, total })
    },
  }
}

export type VendorOrdersService = ReturnType<typeof vendorOrdersService>
