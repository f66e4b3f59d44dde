// /payment: the payment machine with the real API and the page's checkouts (Flutterwave Inline and Paystack's inline
// checkout with its Apple Pay button, or the sandboxes' stand-ins), on the token 'Place order' put in the address. A confirmed order is told to the shopper's lists, which
// take its lines out of the cart at once (the navigation bar's count drops) and load the cart again.
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { openable, paymentMachine } from '@machines/payment/payment.machine'
import { methodsOf } from '@machines/lib/payment-methods'
import { applePayMachine } from '@machines/apple-pay/apple-pay.machine'
import { cardCheckoutMachine } from '@machines/card-checkout/card-checkout.machine'
import { paymentActors } from '@/api/payment-actors'
import { cardCheckoutActors } from '@/api/card-checkout-actors'
import { PAYMENT_TOKEN_PARAM } from '@/domain/payment-token'
import { PaymentScreen } from '@/screens/payment/payment-screen'
import { useTellShopperLists } from '../session-provider'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import { checkoutActors, type PaymentScriptOptions } from '../payment/flutterwave-checkout'
import { applePayGuards, paystackActors, type PaystackScriptOptions } from '../payment/paystack-checkout'
import { useApplePayArea } from '../payment/apple-pay-area'
import { sessionPageHead } from '@/domain/page-heads'

export type PaymentRouteProps = {
  /** Where the checkouts' globals come from; stories pass fakes. */
  checkout?: PaymentScriptOptions
  paystack?: PaystackScriptOptions
}

export function PaymentRoute({ checkout, paystack }: PaymentRouteProps) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const toast = useToast()
  const tellLists = useTellShopperLists()
  // Built once, like the actor it starts.
  const [logic] = useState(() => {
    const paystackPopup = paystackActors(paystack)
    return paymentMachine.provide({
      actors: {
        ...paymentActors(),
        ...cardCheckoutActors(),
        cardCheckout: cardCheckoutMachine.provide({ actors: { ...cardCheckoutActors(), ...checkoutActors(checkout) } }),
        ...paystackPopup,
        applePay: applePayMachine.provide({ actors: paystackPopup, guards: applePayGuards(paystack) }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        // The page leaves no entry behind: Back would open the checkout again for an order paid or given up.
        navigate: (_, { to }) => void navigate(to, { replace: true }),
        orderPlaced: (_, order) => tellLists({ type: 'cart.ordered', order }),
        logFailure: (_, { error }) => console.error('Payment failed', error),
      },
    })
  })
  const [state, send, actor] = useMachine(logic, { input: { token: searchParams.get(PAYMENT_TOKEN_PARAM) } })
  const { applePay, applePayContainerRef } = useApplePayArea(actor)

  return (
    <>
      <title>{sessionPageHead('payment').title}</title>
      <PaymentScreen
        state={state.value}
        payment={state.context.payment}
        methods={methodsOf(openable(state.context))}
        applePay={applePay}
        applePayContainerRef={applePayContainerRef}
        canChooseAnother={state.context.config !== null}
        onChoose={(method) => send({ type: 'payment.choose', method })}
        onRetry={() => send({ type: 'payment.retry' })}
        onAnother={() => send({ type: 'payment.another' })}
      />
    </>
  )
}
