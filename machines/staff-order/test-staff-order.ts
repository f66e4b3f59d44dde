// A whole order as getStaffOrder answers it, for machine tests and stories: a paid door-delivery card order of two
// lines, Pending; the fields a test cares about are given, the rest are plausible.
import { testAddress } from '../lib/test-address'
import type { ReturnRequest, StaffOrder } from './staff-order.machine'

export function testStaffOrder(fields: Partial<StaffOrder> = {}): StaffOrder {
  return {
    _id: '66a1c0ffee00000000000a01',
    trackingId: 'OJA-7K2M9Q',
    status: 'Pending',
    paidAt: '2026-11-20T09:15:00.000Z',
    deliveryMethod: 'standard',
    deliveryAddress: testAddress(),
    customer: { name: 'Ada Obi', email: 'ada@oja.test', phone: '08031234567' },
    lines: [
      {
        line: 0,
        productId: '65f1c0ffee0000000000b001',
        slug: 'tecno-camon-20',
        title: 'Tecno Camon 20',
        image: null,
        size: '256GB',
        qty: 2,
        price: 155000,
        originalPrice: 160000,
      },
      {
        line: 1,
        productId: '65f1c0ffee0000000000b002',
        slug: 'oraimo-charger',
        title: 'Oraimo 20W charger',
        image: null,
        size: null,
        qty: 1,
        price: 6500,
        originalPrice: 6500,
      },
    ],
    amounts: { subtotal: 316500, discount: 10000, coupon: 5000, couponCode: 'WELCOME5', delivery: 4500, total: 306000 },
    payment: { method: 'card', provider: 'sandbox', reference: 'oja-tx-7k2m9q', transactionId: '4861203' },
    shipment: null,
    deliveredAt: null,
    returnableUntil: null,
    refundable: 306000,
    refunds: [],
    returns: [],
    events: [{ kind: 'paid', status: 'Pending', note: null, actor: null, at: '2026-11-20T09:15:00.000Z' }],
    nextStatuses: ['Processing'],
    canCancel: true,
    ...fields,
  }
}

export function testReturnRequest(fields: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    _id: 'return-1',
    line: 0,
    title: 'Tecno Camon 20',
    qty: 1,
    kind: 'return',
    reason: 'The screen flickers.',
    state: 'requested',
    message: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    decidedAt: null,
    ...fields,
  }
}
