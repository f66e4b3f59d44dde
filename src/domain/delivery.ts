// How an order travels and what it costs (spec §3 Delivery method, §4 Delivery choice, §9), the order's total, and
// how an order's status reads (spec §4 Order status display). Shared by checkout, the server that charges the
// total, and the orders list, all in integer kobo.
import { summariseCart, type PricedLine } from './cart'
import type { Schema } from './contract'
// The card library's amount (spec §9: kobo, naira × 100) is money.ts's nairaToKobo.
import { nairaToKobo, type Kobo } from './money'

/** The contract's DeliveryMethodId (openapi.yaml): the ids below, and no others. */
export type DeliveryMethodId = Schema<'DeliveryMethodId'>

export interface DeliveryMethod {
  id: DeliveryMethodId
  deliveryType: string
  description: string
  amount: Kobo
}

// spec §9: standard 3000; express 10000 (airport pickup); default Motor park pickup 3000; promise 24-48 hours.
export const DELIVERY_METHODS: readonly DeliveryMethod[] = [
  {
    id: 'motor-park-pickup',
    deliveryType: 'Motor park pickup',
    description: 'Collect your order at the motor park in your city, 24-48 hours after it is confirmed.',
    amount: nairaToKobo(3_000),
  },
  {
    id: 'standard',
    deliveryType: 'Standard delivery',
    description: 'Delivered to your address within 24-48 hours after your order is confirmed.',
    amount: nairaToKobo(3_000),
  },
  {
    id: 'express',
    deliveryType: 'Express delivery',
    description: 'Flown to the airport nearest you: collect it there, 24-48 hours at the latest.',
    amount: nairaToKobo(10_000),
  },
]

export const DEFAULT_DELIVERY_METHOD_ID: DeliveryMethodId = 'motor-park-pickup'

/** The method with that id, or undefined for an id the store does not offer. */
export function findDeliveryMethod(id: string): DeliveryMethod | undefined {
  return DELIVERY_METHODS.find((method) => method.id === id)
}

export function defaultDeliveryMethod(): DeliveryMethod {
  const method = findDeliveryMethod(DEFAULT_DELIVERY_METHOD_ID)
  if (!method) throw new Error('The default delivery method is missing from DELIVERY_METHODS')
  return method
}

export interface OrderTotal {
  subtotal: Kobo
  discount: Kobo
  couponDiscount: Kobo
  delivery: Kobo
  /** What the shopper pays: the discounted cart total, less the coupon, plus delivery. */
  total: Kobo
}

/** The rule: Total = discounted cart total − coupon + delivery (spec §9). */
export function orderTotal(
  lines: readonly PricedLine[],
  { couponApplied = false, deliveryMethod = defaultDeliveryMethod() } = {},
): OrderTotal {
  const cart = summariseCart(lines, { couponApplied })
  return {
    subtotal: cart.subtotal,
    discount: cart.discount,
    couponDiscount: cart.couponDiscount,
    delivery: deliveryMethod.amount,
    total: cart.total + deliveryMethod.amount,
  }
}

export const DEFAULT_ORDER_STATUS = 'Pending'
export const AWAITING_PAYMENT = 'Awaiting Payment'
const CANCELLED = 'cancelled'

export interface OrderStatusFields {
  status?: string | null
  trackingId?: string | null
  flutterwave?: { transaction_id?: string | number | null; tx_ref?: string | null } | null
}

/** spec §4 Order status display: the status as given, 'Pending' when there is none. */
export function orderStatus(order: OrderStatusFields): string {
  const status = order.status?.trim()
  return status ? status : DEFAULT_ORDER_STATUS
}

/**
 * spec §4 Order status display: an order whose transaction id equals its reference and is not cancelled is a pickup
 * order still to be paid, shown as 'Awaiting Payment'; any other order shows its tracking id.
 */
export function orderTrackingDisplay(order: OrderStatusFields): string | null {
  const transactionId = order.flutterwave?.transaction_id
  const reference = order.flutterwave?.tx_ref
  const unpaid = transactionId != null && reference != null && String(transactionId) === reference
  if (unpaid && orderStatus(order).toLowerCase() !== CANCELLED) return AWAITING_PAYMENT
  return order.trackingId ?? null
}
