// The wishlist's calls over the typed client (spec §7 wishlists). Each call resolves with the reply's data or rejects
// with an ApiError carrying the server's first message.
import type { WishlistItem } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { listWishlistItems } from './shopper-lists-actors'

export interface WishlistApi {
  listWishlistItems: (signal?: AbortSignal) => Promise<WishlistItem[]>
  /** POST api/wishlists: the new item, its product populated. */
  addWishlistItem: (productId: string, signal?: AbortSignal) => Promise<WishlistItem>
  /** DELETE api/wishlists/{productId}. */
  removeWishlistItem: (productId: string, signal?: AbortSignal) => Promise<void>
}

export function wishlistApi(client: Api = defaultApi): WishlistApi {
  return {
    listWishlistItems: (signal) => listWishlistItems({ signal, client }),
    addWishlistItem: async (productId, signal) =>
      (await unwrap(client.POST('/api/wishlists', { body: { productId }, signal }))).data,
    removeWishlistItem: async (productId, signal) => {
      await unwrap(client.DELETE('/api/wishlists/{productId}', { params: { path: { productId } }, signal }))
    },
  }
}
