// Tells the shopper's list, directly, a wishlist change the server confirmed; the list applies it to itself as it is
// now (not as it was when the press began, so two hearts answered out of order both count), and every heart and the
// navigation bar's count move at once without loading the list again.
import { useMemo } from 'react'
import type { WishlistChange } from '@/domain/wishlist'
import type { WishlistItem } from '@/domain/contract'
import { useShopperListsActor, type ShopperListsActor } from '../session-provider'

export interface WishlistChanges {
  /** The change the server confirmed. */
  changed: (change: WishlistChange) => void
  /** The server's whole list (the /wishlist page's own load). */
  replaced: (items: WishlistItem[]) => void
  /** The list shown may be stale: load it again. */
  reload: () => void
  /** The shopper's list now. */
  current: () => WishlistItem[]
}

export function wishlistChanges(lists: ShopperListsActor): WishlistChanges {
  return {
    changed: (change) => lists.send({ type: 'wishlist.edited', change }),
    replaced: (items) => lists.send({ type: 'wishlist.replaced', items }),
    reload: () => lists.send({ type: 'wishlist.changed' }),
    current: () => lists.getSnapshot().context.wishlist,
  }
}

export function useWishlistChanges(): WishlistChanges {
  const lists = useShopperListsActor()
  return useMemo(() => wishlistChanges(lists), [lists])
}
