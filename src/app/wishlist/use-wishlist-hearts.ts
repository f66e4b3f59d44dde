// The wishlist hearts of a page (product cards, the product page): whether each product is saved, read from the
// shopper's list the app holds, and a press that runs the heart's machine. The machines and calls come down at the
// first press (./wishlist-toggle-actor), so the pages with hearts do not carry them in their first download.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { WishlistProduct } from '@machines/wishlist-toggle/wishlist-toggle.machine'
import { isInWishlist } from '@/domain/wishlist'
import { loadOnce, reportDroppedDownload } from '../load-once'
import { notifyWith } from '../notify'
import { useSession, useShopperListAnswer, useShopperLists, useShopperListsActor } from '../session-provider'
import { useToast } from '../toast-provider'
import type { WishlistHeartsController, WishlistHeartsWiring } from './wishlist-toggle-actor'

const heartsModule = loadOnce(() => import('./wishlist-toggle-actor'))

export interface WishlistHearts {
  isSaved: (productId: string) => boolean
  /** A change to this product is under way. */
  isBusy: (productId: string) => boolean
  toggle: (product: WishlistProduct) => void
}

export function useWishlistHearts(): WishlistHearts {
  const { wishlist } = useShopperLists()
  const session = useSession()
  const location = useLocation()
  const toast = useToast()
  const lists = useShopperListsActor()
  const appWishlist = useShopperListAnswer('wishlist')
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set())
  const controller = useRef<WishlistHeartsController | null>(null)

  // An answer may come after the page has moved on; the actors reach the latest session and address through this.
  const latest = useRef<WishlistHeartsWiring | null>(null)
  useEffect(() => {
    const from = `${location.pathname}${location.search}`
    latest.current = {
      signedIn: session.state === 'signedIn',
      notify: notifyWith(toast),
      openSignIn: () => session.openSignInModal(from),
    }
  })

  const toggle = useCallback(
    (product: WishlistProduct) => {
      // A press while the shopper's list is still loading waits for it: saved or not is the server's list's to say.
      Promise.all([heartsModule.load(), appWishlist(new AbortController().signal)]).then(
        ([{ createWishlistHearts }]) => {
          controller.current ??= createWishlistHearts(
            lists,
            () => latest.current!,
            (productId, waiting) =>
              setBusy((now) => {
                if (waiting === now.has(productId)) return now
                const next = new Set(now)
                if (waiting) next.add(productId)
                else next.delete(productId)
                return next
              }),
          )
          controller.current.toggle(product)
        },
        reportDroppedDownload('the wishlist heart', toast.error),
      )
    },
    [lists, appWishlist, toast],
  )

  const isSaved = useCallback((productId: string) => isInWishlist(wishlist, productId), [wishlist])
  const isBusy = useCallback((productId: string) => busy.has(productId), [busy])
  return useMemo(() => ({ isSaved, isBusy, toggle }), [isSaved, isBusy, toggle])
}
