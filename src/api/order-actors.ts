// The orders' calls over the typed client (spec §7 orders), one function per operation: the shopper's orders, and the
// confirmation of a card-paid order. Each resolves with the reply's data or rejects with an ApiError carrying the
// server's first message.
import type { Order, RequestBody } from '@/domain/contract'
import { ORDER_FAILED } from '@/domain/order-messages'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/orders: newest first. */
export async function listOrders({ signal, client = api }: CallOptions = {}): Promise<Order[]> {
  return (await unwrap(client.GET('/api/orders', { signal }))).data.docs
}

/** POST api/orders: the order, confirmed now (201) or already (200). spec §8: an order the server does not confirm
 *  says why, or else the order placement failure text. */
export async function createOrder(
  body: RequestBody<'createOrder'>,
  { signal, client = api }: CallOptions = {},
): Promise<Order> {
  return (await unwrap(client.POST('/api/orders', { body, signal }), { fallback: ORDER_FAILED })).data
}

/** Slots of machines/orders. */
export function orderActors(client?: Api) {
  return {
    loadOrders: fromRequest<Order[]>((_, signal) => listOrders({ signal, client })),
  }
}
