// The shopper's orders answered in memory, as the server answers them: GET api/orders lists them, and 'Return or
// exchange an item' (POST api/orders/{id}/returns) adds the request to its order and answers the order, or refuses
// with the server's 409 (the 24 hours passed, more than is left).
import { HttpResponse } from 'msw'
import type { Order } from '@/domain/contract'
import type { ReturnRequestInput } from '@/domain/order-returns'
import { orderStatusMessages } from '@/domain/order-status'
import { errorReply, http } from './network-fakes'

export interface OrderReplies {
  /** Requests that never reach the server before GET api/orders answers. */
  failures?: number
  /** The server's 409 for a return request; else it takes it. */
  refuseReturn?: string
  /** Told each return request's body, for a story to assert what the page sent. */
  onReturn?: (body: ReturnRequestInput) => void
}

/** Handlers over their own copy of `orders`, so each story begins from the same data. */
export function orderHandlers(orders: readonly Order[], replies: OrderReplies = {}) {
  const held = orders.map((order) => ({ ...order, returns: [...(order.returns ?? [])] }))
  let failures = replies.failures ?? 0
  return [
    http.get('/api/orders', ({ response }) =>
      failures-- > 0 ? HttpResponse.error() : response(200).json({ data: { docs: held } }),
    ),
    http.post('/api/orders/{id}/returns', async ({ params, request, response }) => {
      const body = await request.json()
      replies.onReturn?.(body)
      const order = held.find((candidate) => candidate._id === params.id)
      if (!order) return response(404).json(errorReply(orderStatusMessages.orderNotFound))
      if (replies.refuseReturn) return response(409).json(errorReply(replies.refuseReturn))
      order.returns.push({
        _id: `65f1c0ffee0000000000d${String(order.returns.length).padStart(3, '0')}`,
        line: body.line,
        title: order.orderedProducts[body.line]!.productId.title,
        qty: body.qty,
        kind: body.kind,
        reason: body.reason,
        state: 'requested',
        message: null,
        createdAt: new Date().toISOString(),
        decidedAt: null,
      })
      return response(201).json({ data: order })
    }),
  ]
}
