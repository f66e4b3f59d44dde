// The wishlist's texts (spec §8) and how one change moves the list, for the heart, the /wishlist page and the
// shopper's list they hand their change to.
import type { WishlistItem } from './contract'

export const wishlistAdded = (title: string) => `${title} added to the wishlist successfully!`
export const wishlistRemoved = (title: string) => `${title} removed from the wishlist successfully!`

/** spec §2 Wishlist: the card's button. */
export const REMOVE_FROM_WISHLIST_LABEL = 'Remove from Wishlist'
/** spec §2 Wishlist: the empty page. */
export const EMPTY_WISHLIST_MESSAGE = 'Wishlist is Empty'

/** What the server said changed: the new item (its product populated), or the product that went. */
export type WishlistChange = { kind: 'added'; item: WishlistItem } | { kind: 'removed'; productId: string }

/** The list after a change; the newest first, as GET api/wishlists orders it, and one item per product. */
export function applyWishlistChange(list: readonly WishlistItem[], change: WishlistChange): WishlistItem[] {
  const productId = change.kind === 'added' ? change.item.productId._id : change.productId
  const others = list.filter((item) => item.productId._id !== productId)
  return change.kind === 'added' ? [change.item, ...others] : others
}

export function isInWishlist(list: readonly WishlistItem[], productId: string): boolean {
  return list.some((item) => item.productId._id === productId)
}
