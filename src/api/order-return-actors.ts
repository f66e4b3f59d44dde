// The return dialog's call over the typed client (docs/adr/0027): the request for one line of a delivered order.
// Fetched with the return dialog, not with the orders page. Resolves with the order as listOrders shows it, or
// rejects with an ApiError carrying the server's first message (a 409 says why the request cannot be taken).
import type { Order } from '@/domain/contract'
import type { SendReturnInput } from '@machines/order-return/order-return.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** POST api/orders/{id}/returns */
export async function createReturnRequest(
  { orderId, body }: SendReturnInput,
  { signal, client = api }: CallOptions = {},
): Promise<Order> {
  return (await unwrap(client.POST('/api/orders/{id}/returns', { params: { path: { id: orderId } }, body, signal })))
    .data
}

/** Slots of machines/order-return. */
export function orderReturnActors(client?: Api) {
  return {
    sendReturn: fromRequest<Order, SendReturnInput>((input, signal) => createReturnRequest(input, { signal, client })),
  }
}
