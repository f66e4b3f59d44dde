// orders tag: listOrders and createOrder (the confirmation of a card-paid order); always the signed-in shopper's own
// orders (another shopper's reference answers 404).
import type { OrdersService } from '../services/orders'
import { signedInUser, type Handlers } from './handler'

export function orderHandlers({ orders }: { orders: OrdersService }) {
  return {
    async listOrders(request) {
      return { data: { docs: await orders.list(signedInUser(request)) } }
    },

    async createOrder(request, reply) {
      const { created, order } = await orders.confirmByShopper(signedInUser(request), request.body)
      reply.code(created ? 201 : 200)
      return { data: order }
    },
  } satisfies Handlers
}
