// A vendor's order lines for the stories: a few paid orders of the vendor's products, newest first, in each status.
import { testVendorOrderLine } from '@machines/vendor-orders/test-vendor-orders'

export const earbudsShipped = testVendorOrderLine('6650c0ffee000000000000c3', {
  trackingId: 'OJA-7K2M9Q',
  paidAt: '2026-11-24T14:05:00.000Z',
  status: 'Shipped',
  title: 'Oraimo FreePods 4',
  slug: 'oraimo-freepods-4',
  size: 'Black',
  qty: 2,
  price: 26_500,
  city: 'Ikeja',
  state: 'Lagos',
})

export const chargerPending = testVendorOrderLine('6650c0ffee000000000000b2', {
  trackingId: 'OJA-3PX8LD',
  paidAt: '2026-11-23T09:40:00.000Z',
  status: 'Pending',
  title: 'Anker 20W USB-C charger',
  slug: 'anker-20w-usb-c-charger',
  qty: 1,
  price: 8_999.5,
  deliveryMethod: 'motor-park-pickup',
  city: 'Wuse',
  state: 'FCT',
})

export const speakerDelivered = testVendorOrderLine('6650c0ffee000000000000a1', {
  trackingId: 'OJA-9QW2ZT',
  paidAt: '2026-11-20T17:15:00.000Z',
  status: 'Delivered',
  title: 'JBL Flip 6 portable speaker',
  slug: 'jbl-flip-6',
  qty: 1,
  price: 95_000,
  city: 'Port Harcourt',
  state: 'Rivers',
})

export const vendorOrderLines = [earbudsShipped, chargerPending, speakerDelivered]
