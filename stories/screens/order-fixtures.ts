// The shopper's orders for the order stories: a paid express order of two products, and a pickup order still to
// be paid (spec §4 Order status display).
import { testOrder, testOrderedProduct } from '@machines/orders/test-order'

const phone = testOrderedProduct('camon', {
  id: 'line-1',
  productId: {
    _id: '65f1c0ffee0000000000b001',
    slug: 'tecno-camon-20',
    title: 'Tecno Camon 20',
    images: [],
    discounted_price: 155000,
  },
  price: 155000,
  qty: 2,
  size: '256GB',
})
const charger = testOrderedProduct('charger', {
  id: 'line-2',
  productId: {
    _id: '65f1c0ffee0000000000b002',
    slug: 'anker-charger',
    title: 'Anker 20W Charger',
    images: [],
    discounted_price: 5000,
  },
  price: 5000,
  qty: 1,
})
export const paid = testOrder('65f1c0ffee0000000000a001', {
  amountPaid: 325000,
  trackingId: 'OJA-7K2M9Q',
  orderedProducts: [phone, charger],
  flutterwave: { transaction_id: '4410021', tx_ref: 'oja_3x9k2m' },
})
// spec §4: a transaction id equal to the reference marks a pickup order still to be paid.
export const awaiting = testOrder('65f1c0ffee0000000000a002', {
  deliveryMethod: 'motor-park-pickup',
  trackingId: 'OJA-3PLX8D',
  flutterwave: { transaction_id: 'oja_8q1z4w', tx_ref: 'oja_8q1z4w' },
})

/** The moment the order stories' page opened: a day after `delivered` reached the shopper. */
export const STORY_NOW = new Date('2026-11-24T09:00:00.000Z')

const paidAt = { status: 'Pending', at: '2026-11-20T10:30:00.000Z', note: null } as const
const confirmedAt = { status: 'Processing', at: '2026-11-20T15:10:00.000Z', note: null } as const
const shippedAt = {
  status: 'Shipped',
  at: '2026-11-21T09:45:00.000Z',
  note: 'GIG Logistics, tracking number GIG-5520193',
} as const

// Door delivery, on its way: the carrier and its tracking number beside the timeline.
export const shipped = testOrder('65f1c0ffee0000000000a003', {
  status: 'Shipped',
  deliveryMethod: 'standard',
  trackingId: 'OJA-9T4R2B',
  orderedProducts: [phone],
  amountPaid: 310000,
  timeline: [paidAt, confirmedAt, shippedAt],
  shipment: { carrier: 'GIG Logistics', trackingNumber: 'GIG-5520193' },
  returnableUntil: null,
  returns: [],
})

// Delivered yesterday: its 24 hours to ask for a return run until 10:15 Lagos time today.
export const delivered = testOrder('65f1c0ffee0000000000a004', {
  status: 'Delivered',
  deliveryMethod: 'standard',
  trackingId: 'OJA-2W8N5C',
  orderedProducts: [phone, charger],
  timeline: [paidAt, confirmedAt, shippedAt, { status: 'Delivered', at: '2026-11-23T09:15:00.000Z', note: null }],
  shipment: { carrier: 'GIG Logistics', trackingNumber: 'GIG-5520193' },
  returnableUntil: '2026-11-24T09:15:00.000Z',
  returns: [],
})

/** A return request of `delivered`'s lines, as the server lists it. */
export function returnRequest(
  id: string,
  fields: Partial<NonNullable<typeof delivered.returns>[number]> = {},
): NonNullable<typeof delivered.returns>[number] {
  return {
    _id: `65f1c0ffee0000000000c${id.padStart(3, '0')}`,
    line: 1,
    title: 'Anker 20W Charger',
    qty: 1,
    kind: 'return',
    reason: 'It does not charge the phone.',
    state: 'requested',
    message: null,
    createdAt: '2026-11-23T18:20:00.000Z',
    decidedAt: null,
    ...fields,
  }
}

// Asked back in each state staff leave a request in; its window has closed.
export const returned = testOrder('65f1c0ffee0000000000a005', {
  ...delivered,
  _id: '65f1c0ffee0000000000a005',
  trackingId: 'OJA-6H3K7M',
  returnableUntil: '2026-11-23T06:00:00.000Z',
  returns: [
    returnRequest('1', { state: 'requested' }),
    returnRequest('2', {
      line: 0,
      title: 'Tecno Camon 20',
      kind: 'exchange',
      reason: 'Wrong colour.',
      state: 'exchanged',
    }),
    returnRequest('3', { state: 'refunded' }),
    returnRequest('4', {
      line: 0,
      title: 'Tecno Camon 20',
      reason: 'Changed my mind.',
      state: 'declined',
      message: 'The box was opened and the phone set up; we cannot take it back.',
    }),
  ],
})
