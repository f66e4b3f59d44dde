// Refunds and returns (docs/adr/0027). orders tag: createReturnRequest, a shopper's request to return or exchange a
// line of their delivered order, always the signed-in shopper's own (another shopper's answers 404). staff tag:
// cancelStaffOrder and decideReturn, answered with the order as staff see it.
import type { OrderRefundsService } from '../services/order-refunds'
import type { StaffOrdersService } from '../services/staff-orders'
import { signedInUser, type Handlers } from './handler'

export function returnHandlers({
  returns,
  staffOrders,
}: {
  returns: OrderRefundsService
  staffOrders: StaffOrdersService
}) {
  return {
    async cancelStaffOrder(request) {
      const orderId = await returns.cancel(signedInUser(request), request.params.id, request.body)
      return { data: await staffOrders.get(orderId) }
    },

    async decideReturn(request) {
      const orderId = await returns.decideReturn(signedInUser(request), request.params.id, request.body)
      return { data: await staffOrders.get(orderId) }
    },

    async createReturnRequest(request, reply) {
      const order = await returns.askReturn(signedInUser(request), request.params.id, request.body)
      reply.code(201)
      return { data: order }
    },
  } satisfies Handlers
}
