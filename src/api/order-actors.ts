// The orders page's call over the typed client (spec §7 orders): the shopper's orders. Confirming a card-paid order is
// the payment page's (./payment-actors). Resolves with the reply's data or rejects with an ApiError carrying the
// server's first message.
import type { Order } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/orders: newest first. */
export async function listOrders({ signal, client = api }: CallOptions = {}): Promise<Order[]> {
  return (await unwrap(client.GET('/api/orders', { signal }))).data.docs
}

/** Slots of machines/orders. */
export function orderActors(client?: Api) {
  return {
    loadOrders: fromRequest<Order[]>((_, signal) => listOrders({ signal, client })),
  }
}
