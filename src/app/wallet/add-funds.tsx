// Add Funds on /profile: the fund-wallet machine with the real API and the page's card checkout (Flutterwave Inline, or
// the sandbox's stand-in, as /payment opens it), drawn as the Add Funds dialog. Fetched when the shopper first asks
// for it, so the profile's own download stays small.
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { fundWalletMachine, type WalletTransaction } from '@machines/fund-wallet/fund-wallet.machine'
import { cardCheckoutMachine } from '@machines/card-checkout/card-checkout.machine'
import { fundWalletActors } from '@/api/fund-wallet-actors'
import { cardCheckoutActors } from '@/api/card-checkout-actors'
import { AddFundsDialog } from '@/screens/wallet/add-funds-dialog'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import { checkoutActors, type PaymentScriptOptions } from '../payment/flutterwave-checkout'

export type AddFundsProps = {
  /** Where to go once credited (back to checkout), or null to stay on the profile. */
  returnTo: string | null
  /** The balance moved: the page reads it again. */
  onFunded: (transaction: WalletTransaction) => void
  /** The dialog went away without a credit to return with. */
  onClosed: () => void
  /** Where the checkout's global comes from; stories pass a fake checkout. */
  checkout?: PaymentScriptOptions
  container?: HTMLElement | null
}

export function AddFunds({ returnTo, onFunded, onClosed, checkout, container }: AddFundsProps) {
  const toast = useToast()
  const navigate = useNavigate()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    fundWalletMachine.provide({
      actors: {
        ...fundWalletActors(),
        cardCheckout: cardCheckoutMachine.provide({ actors: { ...cardCheckoutActors(), ...checkoutActors(checkout) } }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => void navigate(to, { replace: true }),
        funded: (_, transaction) => queueMicrotask(() => onFunded(transaction)),
        logFailure: (_, { error }) => console.error('Adding funds failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { open: true, returnTo } })
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
      onAmountChange={(amount) => send({ type: 'amount.change', amount })}
      onSubmit={() => send({ type: 'funding.submit' })}
      onClose={() => send({ type: 'funding.close' })}
      container={container}
    />
  )
}
