// The product page's cart button (spec §2 Product detail, §4 Add to cart): 'Go to cart' when the product, in the
// chosen size, is in the shopper's cart, which simply goes there (the one place spec §4's 'already in the cart: go to
// /cart' is decided, from the label's own isInCart); otherwise 'Add to cart', whose machine and calls are fetched at
// the first press (./add-to-cart-run) so the page's first download stays within its budget.
import { useCallback, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { isInCart } from '@/domain/cart-lines'
import type { Product } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { loadOnce, reportDroppedDownload } from '../load-once'
import { notifyWith } from '../notify'
import { useSession, useShopperLists, useTellShopperLists } from '../session-provider'
import { useToast } from '../toast-provider'

const addToCartRun = loadOnce(() => import('./add-to-cart-run'))

export interface CartButton {
  inCart: boolean
  /** The add is waiting on the server (the button spins and takes no more presses). */
  cartBusy: boolean
  onCartClick: () => void
}

export function useAddToCart(product: Product | null, size: string | null): CartButton {
  const session = useSession()
  const { cart } = useShopperLists()
  const tellLists = useTellShopperLists()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [cartBusy, setCartBusy] = useState(false)
  // A second press while one runs is dropped, even before the first has re-rendered the button.
  const running = useRef(false)

  const inCart = product !== null && isInCart(cart, product._id, size)
  const signedIn = session.state === 'signedIn'
  const pendingVerification = Boolean(session.user?.verificationCode)
  const from = `${location.pathname}${location.search}`
  const { openSignInModal } = session

  const onCartClick = useCallback(() => {
    if (!product || running.current) return
    if (inCart) {
      void navigate(pathTo('cart'))
      return
    }
    running.current = true
    const notify = notifyWith(toast)
    const done = () => {
      running.current = false
      setCartBusy(false)
    }
    addToCartRun
      .load()
      .then((module) =>
        module.runAddToCart(
          {
            openSignIn: () => openSignInModal(from),
            notify,
            navigate: ({ to }) => void navigate(to),
            lineAdded: (line) => tellLists({ type: 'cart.lineAdded', line }),
            onBusy: setCartBusy,
          },
          { product, size, signedIn, pendingVerification },
        ),
      )
      .then(done, (error: unknown) => {
        reportDroppedDownload('add to cart', (message) => notify({ kind: 'error', message }))(error)
        done()
      })
  }, [product, inCart, navigate, toast, openSignInModal, from, tellLists, size, signedIn, pendingVerification])

  return { inCart, cartBusy, onCartClick }
}
