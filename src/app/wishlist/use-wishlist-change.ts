// Hands a wishlist change the server confirmed to the app's shopper's list, applied to the list as it is now (not as
// it was when the press began, so two hearts answered out of order both count), so every heart and the navigation
// bar's count move at once without loading the list again.
import { useCallback, useMemo } from 'react'
import { applyWishlistChange, type WishlistChange } from '@/domain/wishlist'
import type { WishlistItem } from '@/domain/contract'
import { AppActors, useStoreChange } from '../session-provider'

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

export function useWishlistChanges(): WishlistChanges {
  const app = AppActors.useActorRef()
  const storeChange = useStoreChange()
  const current = useCallback(() => app.getSnapshot().children.shopperLists?.getSnapshot().context.wishlist ?? [], [app])
  const changed = useCallback(
    (change: WishlistChange) => storeChange({ type: 'wishlist.replaced', items: applyWishlistChange(current(), change) }),
    [storeChange, current],
  )
  const replaced = useCallback((items: WishlistItem[]) => storeChange({ type: 'wishlist.replaced', items }), [storeChange])
  const reload = useCallback(() => storeChange({ type: 'wishlist.changed' }), [storeChange])
  return useMemo(() => ({ changed, replaced, reload, current }), [changed, replaced, reload, current])
}
