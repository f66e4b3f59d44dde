// Add Funds on /profile: the fund-wallet machine with the real API and the page's checkouts (Flutterwave Inline and
// Paystack's inline checkout with its Apple Pay button, or the sandboxes' stand-ins, as /payment opens them), drawn as
// the Add Funds dialog. Fetched when the shopper first asks
// for it, so the profile's own download stays small.
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { fundWalletMachine, openable, type WalletTransaction } from '@machines/fund-wallet/fund-wallet.machine'
import { cardCheckoutMachine } from '@machines/card-checkout/card-checkout.machine'
import { fundWalletActors } from '@/api/fund-wallet-actors'
import { cardCheckoutActors } from '@/api/card-checkout-actors'
import { AddFundsDialog } from '@/screens/wallet/add-funds-dialog'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import { checkoutActors, type PaymentScriptOptions } from '../payment/flutterwave-checkout'
import { applePayGuards, paystackActors, type PaystackScriptOptions } from '../payment/paystack-checkout'
import { useApplePayArea } from '../payment/apple-pay-area'
import { applePayMachine } from '@machines/apple-pay/apple-pay.machine'
import { methodsOf } from '@machines/lib/payment-methods'

export type AddFundsProps = {
  /** Where to go once credited (back to checkout), or null to stay on the profile. */
  returnTo: string | null
  /** The balance moved: the page reads it again. */
  onFunded: (transaction: WalletTransaction) => void
  /** The dialog went away without a credit to return with. */
  onClosed: () => void
  /** Where the checkouts' globals come from; stories pass fakes. */
  checkout?: PaymentScriptOptions
  paystack?: PaystackScriptOptions
  container?: HTMLElement | null
}

export function AddFunds({ returnTo, onFunded, onClosed, checkout, paystack, container }: AddFundsProps) {
  const toast = useToast()
  const navigate = useNavigate()
  // Built once, like the actor it starts.
  const [logic] = useState(() => {
    const paystackPopup = paystackActors(paystack)
    return fundWalletMachine.provide({
      actors: {
        ...fundWalletActors(),
        ...cardCheckoutActors(),
        cardCheckout: cardCheckoutMachine.provide({ actors: { ...cardCheckoutActors(), ...checkoutActors(checkout) } }),
        ...paystackPopup,
        applePay: applePayMachine.provide({ actors: paystackPopup, guards: applePayGuards(paystack) }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
        funded: (_, transaction) => queueMicrotask(() => onFunded(transaction)),
        logFailure: (_, { error }) => console.error('Adding funds failed', error),
      },
    })
  })
  const [state, send, actor] = useMachine(logic, { input: { open: true, returnTo } })
  const { applePay, applePayContainerRef } = useApplePayArea(actor)
  const closed = state.matches('closed')

  useEffect(() => {
    if (closed) onClosed()
  }, [closed, onClosed])

  return (
    <AddFundsDialog
      open={!closed && state.status === 'active'}
      state={state.value}
      amount={state.context.amount}
      message={state.context.message}
      busy={state.hasTag('busy')}
      methods={methodsOf(openable(state.context))}
      applePay={applePay}
      applePayContainerRef={applePayContainerRef}
      onChoose={(method) => send({ type: 'funding.choose', method })}
      onBack={() => send({ type: 'funding.back' })}
      onAmountChange={(amount) => send({ type: 'amount.change', amount })}
      onSubmit={() => send({ type: 'funding.submit' })}
      onClose={() => send({ type: 'funding.close' })}
      container={container}
    />
  )
}
