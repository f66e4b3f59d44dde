// The card payment page's call over the typed client (spec §2 Payment): the confirmation of the order once the card
// checkout (./card-checkout-actors) reports a payment, over ./order-actors' createOrder.
import type { Order } from '@/domain/contract'
import type { ConfirmOrderInput } from '@machines/payment/payment.machine'
import type { Api } from './client'
import { createOrder } from './order-actors'
import { fromRequest } from './request-actor'

/** Slots of machines/payment that call the API. */
export function paymentActors(client?: Api) {
  return {
    confirmOrder: fromRequest<Order, ConfirmOrderInput>((body, signal) => createOrder(body, { signal, client })),
  }
}
