// The wallet balance card (spec §2 Profile, §3 Wallet): the balance in naira with 2 decimals, and the Add Funds and
// Withdraw buttons. While the balance is read it shows a placeholder; when there is no wallet, spec §8's message and a
// way to ask again. Withdraw waits for a balance to withdraw from.
import { useId, type ComponentProps } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { WalletIcon } from '@/ui/icons'
import { Skeleton } from '@/ui/skeleton'
import { formatNaira } from '@/domain/money'

export const WALLET_HEADING = 'Wallet balance'
export const ADD_FUNDS_LABEL = 'Add Funds'
export const WITHDRAW_LABEL = 'Withdraw'
export const WALLET_RETRY_LABEL = 'Try again'
export const LOADING_BALANCE = 'Loading your wallet balance'

export type WalletCardState = 'loading' | 'ready' | 'failed'

export type WalletCardProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: WalletCardState
  /** In naira; the last known balance stays in view while it is read again. */
  balance: number | null
  /** Why there is no balance (spec §8: 'Error, Please try again later'). */
  errorMessage?: string
  onAddFunds: () => void
  onWithdraw: () => void
  onRetry: () => void
}

export function WalletCard({ state, balance, errorMessage, onAddFunds, onWithdraw, onRetry, className, ...props }: WalletCardProps) {
  const headingId = useId()
  const hasBalance = balance !== null && state !== 'failed'
  return (
    <section
      data-slot="wallet-card"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn('@container/wallet flex flex-col gap-4 rounded-lg bg-primary p-5 text-primary-foreground shadow-md', className)}
      {...props}
    >
      <div className="flex items-center gap-3">
        <span aria-hidden className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15">
          <WalletIcon size={22} />
        </span>
        <h2 id={headingId} className="m-0 text-base font-semibold">
          {WALLET_HEADING}
        </h2>
      </div>

      <p role="status" className="sr-only">
        {state === 'loading' ? LOADING_BALANCE : ''}
      </p>

      {hasBalance ? (
        <p data-slot="wallet-card-balance" className="m-0 text-3xl font-bold tabular-nums break-all">
          {formatNaira(balance, { decimals: true })}
        </p>
      ) : state === 'loading' ? (
        <Skeleton data-slot="wallet-card-skeleton" className="h-9 w-48 rounded-md bg-primary-foreground/25" />
      ) : (
        <p data-slot="wallet-card-error" className="m-0 text-base font-medium">
          {errorMessage}
        </p>
      )}

      <div className="flex flex-col gap-3 @min-[360px]/wallet:flex-row">
        {state === 'failed' ? (
          <Button variant="outline" className="@min-[360px]/wallet:flex-1" onClick={onRetry}>
            {WALLET_RETRY_LABEL}
          </Button>
        ) : null}
        <Button data-slot="wallet-card-add-funds" variant="outline" className="@min-[360px]/wallet:flex-1" onClick={onAddFunds}>
          {ADD_FUNDS_LABEL}
        </Button>
        <Button
          data-slot="wallet-card-withdraw"
          variant="outline"
          className="@min-[360px]/wallet:flex-1"
          disabled={!hasBalance || state !== 'ready'}
          onClick={onWithdraw}
        >
          {WITHDRAW_LABEL}
        </Button>
      </div>
    </section>
  )
}
