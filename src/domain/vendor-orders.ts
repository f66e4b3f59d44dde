// The vendor's orders page (/load-items/orders, docs/adr/0027): its page size and the words the API and the page share.
import type { Schema } from './contract'

export type VendorOrderLine = Schema<'VendorOrderLine'>

/** Lines a page: the listing's page size (spec §9). */
export const VENDOR_ORDERS_PAGE_SIZE = 12

export const vendorOrderMessages = {
  /** When the server gives no words of its own for a failed load. */
  loadFailed: 'Your orders could not be loaded just now. Please try again.',
} as const

/** One line of an order: the order and the line's place in it (an order can hold the same product in two sizes). */
export function vendorOrderLineKey(line: Pick<VendorOrderLine, 'orderId' | 'productId' | 'size'>): string {
  return `${line.orderId}\u0000${line.productId}\u0000${line.size ?? ''}`
}
