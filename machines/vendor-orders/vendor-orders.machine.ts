// The vendor's orders on /load-items/orders (docs/adr/0027, GET api/vendor/orders): each line of a paid order that is
// one of the vendor's products, newest order first, a page at a time ('See more' adds the next page below), as every
// paged list is (machines/lib/paged-list.ts); a failed load says the server's words or the store's.
import type { SnapshotFrom } from 'xstate'
import type { SuccessData } from '@/domain/contract'
import {
  VENDOR_ORDERS_PAGE_SIZE,
  vendorOrderLineKey,
  vendorOrderMessages,
  type VendorOrderLine,
} from '@/domain/vendor-orders'
import { pagedListMachine, type LoadPageInput } from '../lib/paged-list'

export type { VendorOrderLine }
export type VendorOrderPage = SuccessData<'listVendorOrders'>
export type LoadVendorOrdersInput = LoadPageInput

export const vendorOrdersMachine = pagedListMachine<VendorOrderLine, VendorOrderPage>({
  id: 'vendorOrders',
  pageSize: VENDOR_ORDERS_PAGE_SIZE,
  keyOf: vendorOrderLineKey,
  failedMessage: vendorOrderMessages.loadFailed,
})

export type VendorOrdersSnapshot = SnapshotFrom<typeof vendorOrdersMachine>
