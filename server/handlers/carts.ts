// carts tag: listCartItems, addCartItem, updateCartItem, removeCartItem; always the signed-in shopper's own cart.
import type { CartService } from '../services/cart'
import { signedInUser, type Handlers } from './handler'

export function cartHandlers({ cart }: { cart: CartService }) {
  return {
    async listCartItems(request) {
      return { data: { docs: await cart.list(signedInUser(request)) } }
    },

    async addCartItem(request, reply) {
      const { added, item } = await cart.add(signedInUser(request), request.body)
      // A product and size already in the cart answer the line as it is.
      reply.code(added ? 201 : 200)
      return { data: item }
    },

    async updateCartItem(request) {
      return { data: await cart.changeQty(signedInUser(request), request.body) }
    },

    async removeCartItem(request) {
      return { data: await cart.remove(signedInUser(request), request.params.id) }
    },
  } satisfies Handlers
}
