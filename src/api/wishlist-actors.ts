// The wishlist's calls over the typed client (spec §7 wishlists). Each call resolves with the reply's data or rejects
// with an ApiError carrying the server's first message.
import type { WishlistItem } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'

export interface WishlistApi {
  /** GET api/wishlists: every saved product, newest first. */
  listWishlistItems: (signal?: AbortSignal) => Promise<WishlistItem[]>
}

export function wishlistApi(client: Api = defaultApi): WishlistApi {
  return {
    listWishlistItems: async (signal) => (await unwrap(client.GET('/api/wishlists', { signal }))).data.docs,
  }
}
