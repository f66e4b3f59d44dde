// Withdraw on /profile: the withdraw machine with the real API, drawn as the Withdraw dialog. Fetched when the shopper
// first asks for it, so the profile's own download stays small.
import { useEffect, useState } from 'react'
import { useMachine } from '@xstate/react'
import { feeFor, totalFor, withdrawMachine } from '@machines/withdraw/withdraw.machine'
import { withdrawActors } from '@/api/wallet-withdraw-actors'
import type { Kobo } from '@/domain/money'
import { WithdrawDialog } from '@/screens/wallet/withdraw-dialog'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'

export type WithdrawProps = {
  /** The wallet's balance, in kobo; followed as it changes. */
  balance: Kobo
  /** spec §4: 2 s after a withdrawal the page reads the wallet again. */
  onReload: () => void
  onClosed: () => void
  container?: HTMLElement | null
}

export function Withdraw({ balance, onReload, onClosed, container }: WithdrawProps) {
  const toast = useToast()
  // Built once, like the actor it starts.
  const [logic] = useState(() =>
    withdrawMachine.provide({
      actors: withdrawActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        reload: () => queueMicrotask(onReload),
        logFailure: (_, { error }) => console.error('A withdrawal call failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { balance } })

  useEffect(() => {
    send({ type: 'balance.change', balance })
  }, [balance, send])

  const { context } = state
  return (
    <WithdrawDialog
      open
      state={state.value}
      banks={context.banks}
      balance={context.balance}
      amount={context.amount}
      bankCode={context.bankCode}
      accountNumber={context.accountNumber}
      accountName={context.accountName}
      fee={feeFor(context)}
      total={totalFor(context)}
      message={context.message}
      lookupMessage={context.lookupMessage}
      canSubmit={state.can({ type: 'withdraw.submit' })}
      busy={state.hasTag('busy')}
      send={send}
      onClose={onClosed}
      container={container}
    />
  )
}
