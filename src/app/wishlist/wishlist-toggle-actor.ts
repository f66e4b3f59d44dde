// The wishlist heart's machine with its calls, fetched at the first press (the home, listing and product pages carry
// only ./use-wishlist-toggle): one actor per product pressed.
import { createActor, fromPromise } from 'xstate'
import { wishlistToggleMachine, type WishlistProduct } from '@machines/wishlist-toggle/wishlist-toggle.machine'
import type { Notice } from '@machines/lib/notice'
import { wishlistApi, type WishlistApi } from '@/api/wishlist-actors'
import type { WishlistChange } from '@/domain/wishlist'

export type WishlistToggleCalls = Pick<WishlistApi, 'addWishlistItem' | 'removeWishlistItem'>

export interface WishlistToggleWiring {
  calls?: WishlistToggleCalls
  notify: (notice: Notice) => void
  openSignIn: () => void
  listChanged: (change: WishlistChange) => void
  reloadList: () => void
}

export function startWishlistToggle(product: WishlistProduct, wiring: WishlistToggleWiring) {
  const calls = wiring.calls ?? wishlistApi()
  const logic = wishlistToggleMachine.provide({
    actors: {
      addWishlistItem: fromPromise(({ input, signal }) => calls.addWishlistItem(input.productId, signal)),
      removeWishlistItem: fromPromise(({ input, signal }) => calls.removeWishlistItem(input.productId, signal)),
    },
    actions: {
      notify: (_, notice) => wiring.notify(notice),
      openSignIn: () => wiring.openSignIn(),
      listChanged: (_, change) => wiring.listChanged(change),
      reloadList: () => wiring.reloadList(),
    },
  })
  return createActor(logic, { input: { product } }).start()
}

export type WishlistToggleActor = ReturnType<typeof startWishlistToggle>
