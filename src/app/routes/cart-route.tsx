// /cart: the cart machine with the real API, opened on the app's cart when it is known (no spinner), the server's list
// after each change told to the shopper's lists so the navigation bar's count moves with it, and the coupon choice
// kept for checkout.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { cartMachine, changingLineId } from '@machines/cart/cart.machine'
import { firstMessage } from '@/domain/account'
import { cartActors } from '@/api/cart-actors'
import { listCartItems } from '@/api/shopper-lists-actors'
import { fromRequest } from '@/api/request-actor'
import type { CartItem } from '@/domain/contract'
import { CartScreen } from '@/screens/cart/cart-screen'
import { useSession, useShopperListAnswer, useShopperLists, useTellShopperLists } from '../session-provider'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import type { StorageLike } from '../session-storage'
import { browserSessionStorage, readCouponApplied, useRestoredCoupon, writeCouponApplied } from '../cart/coupon-choice'
import { sessionPageHead } from '@/domain/page-heads'
import { firstPageRequests } from '@/domain/first-page'
import { useFirstAnswer } from '../first-page'

export type CartRouteProps = {
  /** Where the coupon choice is kept; defaults to sessionStorage. */
  couponStorage?: StorageLike | null
}

export function CartRoute({ couponStorage }: CartRouteProps = {}) {
  const { user } = useSession()
  const { cart, cartKnown } = useShopperLists()
  const tellLists = useTellShopperLists()
  const toast = useToast()
  const navigate = useNavigate()
  const appCart = useShopperListAnswer('cart')
  // A page the server drew for this shopper opens on the cart it was drawn with (docs/adr/0050).
  const drawnCart = useFirstAnswer(firstPageRequests.listCartItems())?.data?.docs
  const [storage] = useState(() => (couponStorage === undefined ? browserSessionStorage() : couponStorage))
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    cartMachine.provide({
      actors: {
        ...cartActors(),
        // Opening while the app loads the cart: its answer, not a second request.
        loadCart: fromRequest<CartItem[]>(async (_, signal) => (await appCart(signal)) ?? listCartItems({ signal })),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
        replaceCart: (_, items) => tellLists({ type: 'cart.replaced', items }),
        storeCoupon: (_, { applied }) => writeCouponApplied(storage, applied),
        logFailure: (_, { error }) => console.error('Loading the cart failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, {
    input: {
      items: drawnCart ?? (cartKnown ? cart : null),
      // The server drew the page without the tab's coupon choice, which it cannot read: it counts after the takeover.
      couponApplied: drawnCart ? false : readCouponApplied(storage),
      pendingVerification: Boolean(user?.verificationCode),
    },
  })
  useRestoredCoupon(Boolean(drawnCart), storage, send)

  return (
    <>
      <title>{sessionPageHead('cart').title}</title>
      <CartScreen
        state={state.value}
        items={state.context.items}
        couponApplied={state.context.couponApplied}
        changingLineId={changingLineId(state)}
        errorMessage={state.matches('error') ? firstMessage(state.context.error) : undefined}
        send={send}
      />
    </>
  )
}
