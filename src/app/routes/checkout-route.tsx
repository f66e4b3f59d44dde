// /checkout: the checkout machine with the real API, opened on the app's cart when it is known (no spinner) and told
// when the app's cart changes; the coupon as the shopper left it in the cart; the Address Form modal, whose new address
// becomes the chosen one; 'Place order' goes on to /payment with the server's token; 'Pay with wallet' pays from the
// balance, takes the order's lines out of the app's cart and goes to the orders; 'Fund wallet' goes to Add Funds.
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { checkoutMachine, couponCounts } from '@machines/checkout/checkout.machine'
import { firstMessage } from '@/domain/account'
import type { CartItem } from '@/domain/contract'
import { listAddresses } from '@/api/address-actors'
import { paymentRequestActors } from '@/api/payment-request-actors'
import { fromRequest } from '@/api/request-actor'
import { listCartItems } from '@/api/shopper-lists-actors'
import { walletOrderActors } from '@/api/wallet-order-actors'
import { CheckoutScreen } from '@/screens/checkout/checkout-screen'
import { useAddressForm } from '../address/use-address-form'
import { browserSessionStorage, readCouponApplied, useRestoredCoupon } from '../cart/coupon-choice'
import { notifyWith } from '../notify'
import type { StorageLike } from '../session-storage'
import { useSession, useShopperListAnswer, useShopperLists, useTellShopperLists } from '../session-provider'
import { useToast } from '../toast-provider'
import { sessionPageHead } from '@/domain/page-heads'
import { firstPageRequests } from '@/domain/first-page'
import { useFirstAnswer } from '../first-page'

export type CheckoutRouteProps = {
  /** Where the cart's coupon choice is kept; defaults to sessionStorage. */
  couponStorage?: StorageLike | null
}

export function CheckoutRoute({ couponStorage }: CheckoutRouteProps) {
  const { user } = useSession()
  const { cart, cartKnown } = useShopperLists()
  const toast = useToast()
  const navigate = useNavigate()
  const appCart = useShopperListAnswer('cart')
  const tellLists = useTellShopperLists()
  // A page the server drew for this shopper opens on the addresses it was drawn with (docs/adr/0050); its cart is the
  // app's, which starts from the drawn one.
  const drawnAddresses = useFirstAnswer(firstPageRequests.listAddresses())?.data?.docs
  const [storage] = useState(() => (couponStorage === undefined ? browserSessionStorage() : couponStorage))
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        // Opening while the app loads the cart: its answer, not a second request.
        loadCart: fromRequest<CartItem[]>(async (_, signal) => (await appCart(signal)) ?? listCartItems({ signal })),
        loadAddresses: fromRequest((_, signal) => listAddresses({ signal })),
        ...paymentRequestActors(),
        ...walletOrderActors(),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
        logFailure: (_, { error }) => console.error('Loading checkout failed', error),
        // As the card payment page does: the order's lines leave the cart (the count drops at once), which loads again.
        orderPlaced: (_, order) => tellLists({ type: 'cart.ordered', order }),
      },
    }),
  )
  const [state, send] = useMachine(logic, {
    input: {
      items: cartKnown ? cart : null,
      // The server drew the page without the tab's coupon choice, which it cannot read: it counts after the takeover.
      couponApplied: drawnAddresses ? false : readCouponApplied(storage),
      pendingVerification: Boolean(user?.verificationCode),
      addresses: drawnAddresses ?? null,
    },
  })
  useRestoredCoupon(Boolean(drawnAddresses), storage, send)
  const form = useAddressForm((saved) => send({ type: 'address.saved', saved }))

  // The app's cart moved (a change in another page of this tab, or its first answer): the order follows it.
  useEffect(() => {
    if (cartKnown) send({ type: 'cart.updated', items: cart })
  }, [cart, cartKnown, send])

  const { context } = state
  return (
    <>
      <title>{sessionPageHead('checkout').title}</title>
      <CheckoutScreen
        state={state.value}
        items={context.items}
        couponApplied={couponCounts(context.items, context.couponApplied)}
        addresses={context.addresses}
        addressId={context.addressId}
        deliveryMethodId={context.deliveryMethodId}
        errorMessage={state.matches('error') ? firstMessage(context.error) : undefined}
        onChooseAddress={(addressId) => send({ type: 'address.choose', addressId })}
        onAddAddress={form.openAdd}
        onChooseDelivery={(deliveryMethodId) => send({ type: 'delivery.choose', deliveryMethodId })}
        onPlaceOrder={() => send({ type: 'order.place' })}
        onPayWithWallet={() => send({ type: 'wallet.pay' })}
        onFundWallet={() => send({ type: 'wallet.fund' })}
        onRetry={() => send({ type: 'checkout.retry' })}
        addressForm={form.dialog}
      />
    </>
  )
}
