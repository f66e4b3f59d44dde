// 'Fund by bank transfer' on /profile (ADR 0042): the funding account machine with the real API and the clipboard,
// drawn by FundByTransfer. Fetched after the page is drawn, so the profile's own download does not grow.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { fundingAccountMachine } from '@machines/funding-account/funding-account.machine'
import { fundingAccountActors } from '@/api/funding-account-actors'
import { FundByTransfer } from '@/commerce/fund-by-transfer'

export function FundByTransferPanel({ className }: { className?: string }) {
  const [logic] = useState(() =>
    fundingAccountMachine.provide({
      actors: fundingAccountActors(),
      actions: { logFailure: (_, { error }) => console.error('Loading the funding account failed', error) },
    }),
  )
  const [state, send] = useMachine(logic)
  return (
    <FundByTransfer
      className={className}
      state={state.value}
      account={state.context.account}
      onCopy={() => send({ type: 'account.copy' })}
      onRetry={() => send({ type: 'account.retry' })}
    />
  )
}
