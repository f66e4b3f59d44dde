// Vendor order lines as GET api/vendor/orders answers them, for the machine's tests, stories and fakes (their pages:
// machines/lib/test-list-page.ts).
import type { VendorOrderLine } from './vendor-orders.machine'

export function testVendorOrderLine(orderId: string, overrides: Partial<VendorOrderLine> = {}): VendorOrderLine {
  return {
    orderId,
    trackingId: `OJA-${orderId.slice(-6).toUpperCase()}`,
    paidAt: '2026-11-22T10:00:00.000Z',
    status: 'Processing',
    productId: '65f1a2b3c4d5e6f7a8b9c0d1',
    slug: 'wireless-earbuds',
    title: 'Wireless earbuds',
    size: null,
    qty: 1,
    price: 15_000,
    deliveryMethod: 'standard',
    city: 'Ikeja',
    state: 'Lagos',
    ...overrides,
  }
}
