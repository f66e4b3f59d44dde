// orders tag: createReturnRequest, a shopper's request to return or exchange a line of their delivered order
// (docs/adr/0027); always the signed-in shopper's own order (another shopper's answers 404).
import type { OrderRefundsService } from '../services/order-refunds'
import { signedInUser, type Handlers } from './handler'

export function returnHandlers({ returns }: { returns: OrderRefundsService }) {
  return {
    async createReturnRequest(request, reply) {
      const order = await returns.askReturn(signedInUser(request), request.params.id, request.body)
      reply.code(201)
      return { data: order }
    },
  } satisfies Handlers
}
