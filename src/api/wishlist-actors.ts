// The wishlist's changes over the typed client (spec §7 wishlists; the list itself is ./shopper-lists-actors'
// listWishlistItems), and the slots of machines/wishlist-toggle built over them. Each call resolves with the reply's
// data or rejects with an ApiError carrying the server's first message.
import { fromPromise } from 'xstate'
import type { WishlistItem } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'

/** POST api/wishlists: the new item, its product populated. */
export async function addWishlistItem(
  productId: string,
  { signal, client = api }: CallOptions = {},
): Promise<WishlistItem> {
  return (await unwrap(client.POST('/api/wishlists', { body: { productId }, signal }))).data
}

/** DELETE api/wishlists/{productId}. */
export async function removeWishlistItem(productId: string, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.DELETE('/api/wishlists/{productId}', { params: { path: { productId } }, signal }))
}

/** Slots of machines/wishlist-toggle (machines/wishlist's removal is the same slot). */
export function wishlistToggleActors(client?: Api) {
  return {
    addWishlistItem: fromPromise<WishlistItem, { productId: string }>(({ input, signal }) =>
      addWishlistItem(input.productId, { signal, client }),
    ),
    removeWishlistItem: fromPromise<void, { productId: string }>(({ input, signal }) =>
      removeWishlistItem(input.productId, { signal, client }),
    ),
  }
}
