// The /wishlist page's container (spec §2 Wishlist; the route guard asks for sign-in): the wishlist machine opens on
// the shopper's list the app holds (or loads it), and every removal is handed to that list so the navigation bar's
// count moves with it.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { wishlistToggleActors } from '@/api/wishlist-actors'
import { listWishlistItems } from '@/api/shopper-lists-actors'
import { firstMessage } from '@/domain/account'
import { sessionPageHead } from '@/domain/page-heads'
import { firstPageRequests } from '@/domain/first-page'
import { useFirstAnswer } from '../first-page'
import { WishlistScreen } from '@/screens/wishlist/wishlist-screen'
import { wishlistMachine } from '@machines/wishlist/wishlist.machine'
import { notifyWith } from '../notify'
import { useSession, useShopperListAnswer, useShopperLists } from '../session-provider'
import { useToast } from '../toast-provider'
import { useWishlistChanges } from '../wishlist/use-wishlist-change'

export function WishlistRoute() {
  const lists = useShopperLists()
  const appWishlist = useShopperListAnswer('wishlist')
  // A page the server drew for this shopper opens on the wishlist it was drawn with (docs/adr/0050).
  const drawnWishlist = useFirstAnswer(firstPageRequests.listWishlistItems())?.data?.docs
  // A signed-out shopper's empty lists count as known; this page's list is the signed-in shopper's.
  const known = useSession().state === 'signedIn' && lists.wishlistKnown
  const changes = useWishlistChanges()
  const toast = useToast()
  const [logic] = useState(() =>
    wishlistMachine.provide({
      actors: {
        // Opening while the app loads the wishlist: its answer, not a second request.
        loadWishlist: fromPromise(async ({ signal }) => (await appWishlist(signal)) ?? listWishlistItems({ signal })),
        removeWishlistItem: wishlistToggleActors().removeWishlistItem,
      },
      actions: {
        // spec §8: a failed wishlist load is only logged; the page offers a retry.
        reportError: (_, { error }) => console.error('Loading the wishlist failed', error),
        notify: (_, notice) => notifyWith(toast)(notice),
        listLoaded: (_, items) => changes.replaced(items),
        listChanged: (_, change) => changes.changed(change),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { items: drawnWishlist ?? (known ? lists.wishlist : null) } })

  return (
    <>
      <title>{sessionPageHead('wishlist').title}</title>
      <WishlistScreen
        state={state.value}
        products={state.context.items.map((item) => item.productId)}
        removing={state.context.removing}
        onRemove={(productId) => send({ type: 'item.remove', productId })}
        onRetry={() => send({ type: 'wishlist.retry' })}
        errorMessage={firstMessage(state.context.error)}
      />
    </>
  )
}
