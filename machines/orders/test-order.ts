// A whole order as GET api/orders answers it, for machine tests and stories: the fields a test cares about are given,
// the rest are plausible.
import type { Order, OrderedProduct } from '@/domain/contract'

export function testOrderedProduct(id: string, fields: Partial<OrderedProduct> = {}): OrderedProduct {
  return {
    id: `line-${id}`,
    productId: {
      _id: `product-${id}`,
      slug: `product-${id}`,
      title: `Product ${id}`,
      images: [],
      discounted_price: 18000,
    },
    price: 18000,
    qty: 1,
    size: null,
    ...fields,
  }
}

export function testOrder(id: string, fields: Partial<Order> = {}): Order {
  return {
    _id: id,
    status: 'Pending',
    amountPaid: 28000,
    deliveryAddress: {
      _id: 'address-1',
      name: 'Ada Obi',
      street: '12 Unity Road',
      city: 'Ilorin',
      state: 'Kwara',
      country: 'Nigeria',
      pincode: null,
      phone: '08031234567',
    },
    deliveryMethod: 'express',
    trackingId: `OJA-${id.toUpperCase()}`,
    orderedProducts: [testOrderedProduct(id)],
    flutterwave: { transaction_id: '4410021', tx_ref: `oja_${id}` },
    createdAt: '2026-11-20T10:30:00.000Z',
    ...fields,
  }
}
