// The card payment page's call over the typed client (spec §2 Payment, §7 orders): the confirmation of the order once
// the card checkout (./card-checkout-actors) reports a payment. Resolves with the reply's data or rejects with an
// ApiError carrying the server's first message.
import type { Order, RequestBody } from '@/domain/contract'
import { ORDER_FAILED } from '@/domain/order-messages'
import type { ConfirmOrderInput } from '@machines/payment/payment.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** POST api/orders: the order, confirmed now (201) or already (200). spec §8: an order the server does not confirm
 *  says why, or else the order placement failure text. */
export async function createOrder(
  body: RequestBody<'createOrder'>,
  { signal, client = api }: CallOptions = {},
): Promise<Order> {
  return (await unwrap(client.POST('/api/orders', { body, signal }), { fallback: ORDER_FAILED })).data
}

/** Slots of machines/payment that call the API. */
export function paymentActors(client?: Api) {
  return {
    confirmOrder: fromRequest<Order, ConfirmOrderInput>((body, signal) => createOrder(body, { signal, client })),
  }
}
