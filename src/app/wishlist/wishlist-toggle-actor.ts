// The wishlist hearts' machines and calls, fetched at the first press (the home, listing and product pages carry only
// ./use-wishlist-hearts): one actor per product pressed, each change handed to the shopper's list.
import { createActor } from 'xstate'
import { wishlistToggleMachine, type WishlistProduct } from '@machines/wishlist-toggle/wishlist-toggle.machine'
import type { Notice } from '@machines/lib/notice'
import { wishlistToggleActors } from '@/api/wishlist-actors'
import { isInWishlist } from '@/domain/wishlist'
import type { ShopperListsActor } from '../session-provider'
import { wishlistChanges } from './use-wishlist-change'

/** What the page knows at the moment of a press or an answer: read each time, never kept. */
export interface WishlistHeartsWiring {
  signedIn: boolean
  notify: (notice: Notice) => void
  openSignIn: () => void
}

export interface WishlistHeartsController {
  toggle: (product: WishlistProduct) => void
}

export function createWishlistHearts(
  lists: ShopperListsActor,
  wiring: () => WishlistHeartsWiring,
  onBusy: (productId: string, busy: boolean) => void,
): WishlistHeartsController {
  const changes = wishlistChanges(lists)
  const logic = wishlistToggleMachine.provide({
    actors: wishlistToggleActors(),
    actions: {
      notify: (_, notice) => wiring().notify(notice),
      openSignIn: () => wiring().openSignIn(),
      listChanged: (_, change) => changes.changed(change),
      reloadList: () => changes.reload(),
    },
  })
  const actors = new Map<string, ReturnType<typeof createActor<typeof logic>>>()
  return {
    toggle: (product) => {
      let actor = actors.get(product._id)
      if (!actor) {
        actor = createActor(logic, { input: { product } }).start()
        actor.subscribe((snapshot) => onBusy(product._id, !snapshot.matches('idle')))
        actors.set(product._id, actor)
      }
      actor.send({
        type: 'wishlist.toggle',
        signedIn: wiring().signedIn,
        saved: isInWishlist(changes.current(), product._id),
      })
    },
  }
}
