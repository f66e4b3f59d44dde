// The orders' calls over the typed client (spec §7 orders): the shopper's orders, and the confirmation of a card-paid
// order. Each call resolves with the reply's data or rejects with an ApiError carrying the server's first message.
import type { Order, RequestBody } from '@/domain/contract'
import { ORDER_FAILED } from '@/domain/order-messages'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface OrderApi {
  /** GET api/orders: newest first. */
  listOrders: (signal?: AbortSignal) => Promise<Order[]>
  /** POST api/orders: the order, confirmed now (201) or already (200). */
  createOrder: (body: RequestBody<'createOrder'>, signal?: AbortSignal) => Promise<Order>
}

export function orderApi(client: Api = defaultApi): OrderApi {
  return {
    listOrders: async (signal) => (await unwrap(client.GET('/api/orders', { signal }))).data.docs,
    // spec §8: an order the server does not confirm says why, or else the order placement failure text.
    createOrder: async (body, signal) =>
      (await unwrap(client.POST('/api/orders', { body, signal }), { fallback: ORDER_FAILED })).data,
  }
}

/** Slots of machines/orders. */
export function orderActors(calls: OrderApi = orderApi()) {
  return {
    loadOrders: fromRequest<Order[]>((_, signal) => calls.listOrders(signal)),
  }
}
