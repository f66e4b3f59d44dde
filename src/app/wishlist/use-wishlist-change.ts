// Hands a wishlist change the server confirmed to the app's shopper's list, applied to the list as it is now (not as
// it was when the press began, so two hearts answered out of order both count), so every heart and the navigation
// bar's count move at once without loading the list again.
import { useMemo } from 'react'
import { applyWishlistChange, type WishlistChange } from '@/domain/wishlist'
import type { WishlistItem } from '@/domain/contract'
import { AppActors } from '../session-provider'

export type AppActor = ReturnType<typeof AppActors.useActorRef>

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

export function wishlistChanges(app: AppActor): WishlistChanges {
  const current = () => app.getSnapshot().children.shopperLists?.getSnapshot().context.wishlist ?? []
  const replaced = (items: WishlistItem[]) => app.send({ type: 'wishlist.replaced', items })
  return {
    changed: (change) => replaced(applyWishlistChange(current(), change)),
    replaced,
    reload: () => app.send({ type: 'wishlist.changed' }),
    current,
  }
}

export function useWishlistChanges(): WishlistChanges {
  const app = AppActors.useActorRef()
  return useMemo(() => wishlistChanges(app), [app])
}
