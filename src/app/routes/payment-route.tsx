// /payment: the payment machine with the real API and the page's card checkout (Flutterwave Inline, or the sandbox's
// stand-in), on the token 'Place order' put in the address. A confirmed order is told to the shopper's lists, which
// take its lines out of the cart at once (the navigation bar's count drops) and load the cart again.
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { paymentMachine } from '@machines/payment/payment.machine'
import { cardCheckoutMachine } from '@machines/card-checkout/card-checkout.machine'
import { paymentActors } from '@/api/payment-actors'
import { cardCheckoutActors } from '@/api/card-checkout-actors'
import { PAYMENT_TOKEN_PARAM } from '@/domain/payment-token'
import { PaymentScreen } from '@/screens/payment/payment-screen'
import { useTellShopperLists } from '../session-provider'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import { checkoutActors, type PaymentScriptOptions } from '../payment/flutterwave-checkout'
import { sessionPageHead } from '@/domain/page-heads'

export type PaymentRouteProps = {
  /** Where the checkout's global comes from; stories pass a fake checkout. */
  checkout?: PaymentScriptOptions
}

export function PaymentRoute({ checkout }: PaymentRouteProps) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const toast = useToast()
  const tellLists = useTellShopperLists()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    paymentMachine.provide({
      actors: {
        ...paymentActors(),
        cardCheckout: cardCheckoutMachine.provide({ actors: { ...cardCheckoutActors(), ...checkoutActors(checkout) } }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        // The page leaves no entry behind: Back would open the checkout again for an order paid or given up.
        navigate: (_, { to }) => void navigate(to, { replace: true }),
        orderPlaced: (_, order) => tellLists({ type: 'cart.ordered', order }),
        logFailure: (_, { error }) => console.error('Card payment failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { token: searchParams.get(PAYMENT_TOKEN_PARAM) } })

  return (
    <>
      <title>{sessionPageHead('payment').title}</title>
      <PaymentScreen
        state={state.value}
        payment={state.context.payment}
        onRetry={() => send({ type: 'payment.retry' })}
      />
    </>
  )
}
