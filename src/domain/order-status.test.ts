// The order's life (docs/adr/0027): every pair of statuses is allowed or refused by the one table.
import { describe, expect, it } from 'vitest'
import { DELIVERY_METHODS } from './delivery'
import {
  canAskForReturn,
  canCancelOrder,
  canMoveOrder,
  nextStatuses,
  ORDER_STATUSES,
  RETURN_WINDOW_MS,
  type OrderStatus,
} from './order-status'

const ALLOWED: Record<'door' | 'pickup', Record<OrderStatus, OrderStatus[]>> = {
  door: {
    Pending: ['Processing', 'Cancelled'],
    Processing: ['Shipped', 'Cancelled'],
    'Ready for pickup': ['Delivered', 'Cancelled'],
    Shipped: ['Delivered'],
    Delivered: [],
    Cancelled: [],
  },
  pickup: {
    Pending: ['Processing', 'Cancelled'],
    Processing: ['Ready for pickup', 'Cancelled'],
    'Ready for pickup': ['Delivered', 'Cancelled'],
    Shipped: ['Delivered'],
    Delivered: [],
    Cancelled: [],
  },
}

describe('order moves', () => {
  for (const method of DELIVERY_METHODS) {
    const kind = method.id === 'standard' ? 'door' : 'pickup'
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const allowed = ALLOWED[kind][from].includes(to)
        it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to} for ${method.id}`, () => {
          expect(canMoveOrder(from, to, method.id)).toBe(allowed)
        })
      }
  }

  it('offers the moves in the order staff see them', () => {
    expect(nextStatuses('Processing', 'standard')).toEqual(['Shipped', 'Cancelled'])
    expect(nextStatuses('Processing', 'motor-park-pickup')).toEqual(['Ready for pickup', 'Cancelled'])
  })

  it('cancels only before an order has left or been collected', () => {
    expect(ORDER_STATUSES.filter(canCancelOrder)).toEqual(['Pending', 'Processing', 'Ready for pickup'])
  })
})

describe('returns', () => {
  const delivered = new Date('2026-11-27T10:00:00Z')
  it('are open for 24 hours after delivery, and never before it', () => {
    expect(canAskForReturn(null, delivered)).toBe(false)
    expect(canAskForReturn(delivered, new Date(delivered.getTime() + RETURN_WINDOW_MS - 1))).toBe(true)
    expect(canAskForReturn(delivered, new Date(delivered.getTime() + RETURN_WINDOW_MS))).toBe(false)
  })
})
