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
