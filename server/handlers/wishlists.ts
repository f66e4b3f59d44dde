// wishlists tag: listWishlistItems, addWishlistItem, removeWishlistItem; always the signed-in shopper's own list.
import type { WishlistService } from '../services/wishlist'
import { signedInUser, type Handlers } from './handler'

export function wishlistHandlers({ wishlist }: { wishlist: WishlistService }) {
  return {
    async listWishlistItems(request) {
      return { data: { docs: await wishlist.list(signedInUser(request)) } }
    },

    async addWishlistItem(request, reply) {
      const { added, item } = await wishlist.add(signedInUser(request), request.body.productId)
      // Adding a product that is there already is not an error (the toggle may race itself).
      reply.code(added ? 201 : 200)
      return { data: item }
    },

    async removeWishlistItem(request) {
      return { data: await wishlist.remove(signedInUser(request), request.params.productId) }
    },
  } satisfies Handlers
}
