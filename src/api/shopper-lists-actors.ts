// The two reads every page makes for a signed-in shopper (spec §7): the cart and the wishlist, which the app's actor
// system holds for the navigation counts, 'Go to cart' and the hearts. Apart from the cart's and the wishlist's
// changes (./cart-actors, ./wishlist-actors), which only the pages and buttons that make them download.
import type { CartItem, WishlistItem } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'

export interface ShopperListsApi {
  /** GET api/carts: every line, its product and today's prices. */
  listCartItems: (signal?: AbortSignal) => Promise<CartItem[]>
  /** GET api/wishlists: every saved product, newest first. */
  listWishlistItems: (signal?: AbortSignal) => Promise<WishlistItem[]>
}

export function shopperListsApi(client: Api = defaultApi): ShopperListsApi {
  return {
    listCartItems: async (signal) => (await unwrap(client.GET('/api/carts', { signal }))).data.docs,
    listWishlistItems: async (signal) => (await unwrap(client.GET('/api/wishlists', { signal }))).data.docs,
  }
}
