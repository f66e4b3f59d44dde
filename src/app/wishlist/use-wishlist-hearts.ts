// The wishlist hearts of a page (product cards, the product page): whether each product is saved, read from the
// shopper's list the app holds, and a press that runs the heart's machine. The machine and its calls come down at
// the first press (./wishlist-toggle-actor), so the pages with hearts do not carry them in their first download.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { WishlistProduct } from '@machines/wishlist-toggle/wishlist-toggle.machine'
import { GENERIC_ERROR } from '@/domain/messages'
import { isInWishlist } from '@/domain/wishlist'
import { loadOnce } from '../load-once'
import { notifyWith } from '../notify'
import { useSession, useShopperLists } from '../session-provider'
import { useToast } from '../toast-provider'
import { useWishlistChanges } from './use-wishlist-change'
import type { WishlistToggleActor, WishlistToggleCalls, WishlistToggleWiring } from './wishlist-toggle-actor'

const toggleActor = loadOnce(() => import('./wishlist-toggle-actor'))

export interface WishlistHearts {
  isSaved: (productId: string) => boolean
  /** A change to this product is under way. */
  isBusy: (productId: string) => boolean
  toggle: (product: WishlistProduct) => void
}

/** `calls` are the API's unless given (stories pass fakes). */
export function useWishlistHearts(calls?: WishlistToggleCalls): WishlistHearts {
  const { wishlist } = useShopperLists()
  const session = useSession()
  const location = useLocation()
  const toast = useToast()
  const changes = useWishlistChanges()
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set())
  const actors = useRef(new Map<string, WishlistToggleActor>())

  // An actor outlives the render that started it (and the page, if the shopper moves on before the answer), so it
  // reaches the latest session, address and toasts through this.
  const latest = useRef({ signedIn: false, from: '', wiring: null as WishlistToggleWiring | null })
  const notify = useMemo(() => notifyWith(toast), [toast])
  useEffect(() => {
    latest.current = {
      signedIn: session.state === 'signedIn',
      from: `${location.pathname}${location.search}`,
      wiring: {
        notify,
        openSignIn: () => session.openSignInModal(latest.current.from),
        listChanged: changes.changed,
        reloadList: changes.reload,
      },
    }
  })

  const toggle = useCallback(
    (product: WishlistProduct) => {
      toggleActor.load().then(
        ({ startWishlistToggle }) => {
          let actor = actors.current.get(product._id)
          if (!actor) {
            actor = startWishlistToggle(product, {
              calls,
              notify: (notice) => latest.current.wiring?.notify(notice),
              openSignIn: () => latest.current.wiring?.openSignIn(),
              listChanged: (change) => latest.current.wiring?.listChanged(change),
              reloadList: () => latest.current.wiring?.reloadList(),
            })
            actor.subscribe((snapshot) =>
              setBusy((now) => {
                const waiting = !snapshot.matches('idle')
                if (waiting === now.has(product._id)) return now
                const next = new Set(now)
                if (waiting) next.add(product._id)
                else next.delete(product._id)
                return next
              }),
            )
            actors.current.set(product._id, actor)
          }
          actor.send({ type: 'wishlist.toggle', signedIn: latest.current.signedIn, saved: isInWishlist(changes.current(), product._id) })
        },
        (error: unknown) => {
          // The browser's words for a dropped download mean nothing to a shopper: the generic text instead.
          console.error('Loading the wishlist heart failed', error)
          toast.error(GENERIC_ERROR)
        },
      )
    },
    [calls, changes, toast],
  )

  const isSaved = useCallback((productId: string) => isInWishlist(wishlist, productId), [wishlist])
  const isBusy = useCallback((productId: string) => busy.has(productId), [busy])
  return useMemo(() => ({ isSaved, isBusy, toggle }), [isSaved, isBusy, toggle])
}
