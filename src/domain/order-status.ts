// An order's life after it is paid (docs/adr/0027): which status may follow which, for which delivery methods, and
// the words staff and shoppers read about it. The one table both the server (which refuses any other move) and the
// staff pages (which offer only these moves) read. Returns within 24 hours (the store's return policy) are here too.
import type { Schema } from './contract'
import type { DeliveryMethodId } from './delivery'

/** The contract's OrderStatus: spec §3's five and 'Ready for pickup' for orders collected at a park or airport. */
export type OrderStatus = Schema<'OrderStatus'>

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'Pending',
  'Processing',
  'Ready for pickup',
  'Shipped',
  'Delivered',
  'Cancelled',
]

/** The methods whose orders are collected by the shopper (a motor park, an airport), not brought to a door. */
export const PICKUP_METHODS: readonly DeliveryMethodId[] = ['motor-park-pickup', 'express']

export function isPickup(method: DeliveryMethodId): boolean {
  return PICKUP_METHODS.includes(method)
}

/** The moves staff make with the status button (cancelling is its own action, with its refund). */
export type OrderMove = Exclude<OrderStatus, 'Pending' | 'Cancelled'>

/**
 * Every status an order may move to from each status. Shipped needs a carrier and a tracking number; Ready for pickup
 * is for pickup methods only and Shipped for door delivery only (nextStatuses). Cancelled is reached by cancelling,
 * which refunds; a shipped or delivered order comes back through a return instead.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Ready for pickup', 'Cancelled'],
  'Ready for pickup': ['Delivered', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
}

/** The statuses an order of this delivery method may move to now, in the order staff see the buttons. */
export function nextStatuses(status: OrderStatus, method: DeliveryMethodId): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((next) => {
    if (next === 'Shipped') return !isPickup(method)
    if (next === 'Ready for pickup') return isPickup(method)
    return true
  })
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, method: DeliveryMethodId): boolean {
  return nextStatuses(from, method).includes(to)
}

export function canCancelOrder(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].includes('Cancelled')
}

/** The return policy: an item may be returned or exchanged within 24 hours of its delivery. */
export const RETURN_WINDOW_MS = 24 * 60 * 60 * 1000

/** Until when a delivered order's items may be asked back; null for an order not delivered. */
export function returnableUntil(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_MS) : null
}

export function canAskForReturn(deliveredAt: Date | null, now: Date): boolean {
  const until = returnableUntil(deliveredAt)
  return until !== null && now.getTime() < until.getTime()
}

/** Limits of what staff and shoppers type. */
export const CARRIER_MAX_LENGTH = 60
export const TRACKING_NUMBER_MAX_LENGTH = 60
export const STAFF_NOTE_MAX_LENGTH = 500
export const RETURN_REASON_MAX_LENGTH = 500

/** What the server answers when a move or a request is not allowed; the staff pages and the shopper read them. */
export const orderStatusMessages = {
  notAllowed: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot be marked ${to}.`,
  cannotCancel: (status: OrderStatus) => `An order that is ${status} cannot be cancelled. Take it back as a return.`,
  shipmentNeeded: 'Give the carrier and the tracking number to mark the order shipped.',
  refundTooLarge: (refundable: string) => `At most ${refundable} of this order can still be refunded.`,
  returnClosed: 'Returns are accepted within 24 hours of delivery. This order can no longer be returned.',
  returnTooMany: 'That is more of this item than the order has left to return.',
  returnDecided: 'This return has already been decided.',
  orderNotFound: 'Order not found.',
  returnNotFound: 'Return not found.',
  notStaff: "Only the store's staff can do this.",
  notOwner: "Only the store's owner can see this.",
} as const
