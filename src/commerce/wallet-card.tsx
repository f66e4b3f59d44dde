// The wallet balance card (spec §2 Profile, §3 Wallet): the balance in naira with 2 decimals, and the Add Funds and
// Withdraw buttons. While the balance is read it shows a placeholder; when there is no wallet, spec §8's message and a
// way to ask again. Withdraw waits for a balance to withdraw from. A payout that failed after the shopper was told it was
// on its way (a withdrawal the bank refused later) is shown on the card until the shopper dismisses it (ADR 0014).
import { useId, type ComponentProps } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { WalletIcon } from '@/ui/more-icons'
import { Skeleton } from '@/ui/skeleton'
import { formatNaira } from '@/domain/money'
import type { WalletNotice } from '@/domain/contract'

export const WALLET_HEADING = 'Wallet balance'
export const ADD_FUNDS_LABEL = 'Add Funds'
export const WITHDRAW_LABEL = 'Withdraw'
export const WALLET_RETRY_LABEL = 'Try again'
export const LOADING_BALANCE = 'Loading your wallet balance'
export const DISMISS_NOTICES_LABEL = 'OK, got it'

const NOTICE_TITLES: Record<WalletNotice['type'], string> = {
  withdrawal: 'Your withdrawal did not go through',
  dataPurchase: 'Your data purchase did not go through',
  airtimePurchase: 'Your airtime purchase did not go through',
}

/** What came back to the wallet: the amount, and the fee when there was one. */
export function noticeRefund(notice: Pick<WalletNotice, 'amount' | 'fee'>): string {
  const amount = formatNaira(notice.amount, { decimals: true })
  return notice.fee > 0
    ? `${amount} and the ${formatNaira(notice.fee, { decimals: true })} fee are back in your wallet.`
    : `${amount} is back in your wallet.`
}

export type WalletCardState = 'loading' | 'ready' | 'failed' | 'dismissingNotices'

export type WalletCardProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: WalletCardState
  /** In naira; the last known balance stays in view while it is read again. */
  balance: number | null
  /** Why there is no balance (spec §8: 'Error, Please try again later'). */
  errorMessage?: string
  /** Failed payouts the shopper has not seen yet, oldest first. */
  notices?: WalletNotice[]
  onDismissNotices?: () => void
  onAddFunds: () => void
  onWithdraw: () => void
  onRetry: () => void
}

export function WalletCard({
  state,
  balance,
  errorMessage,
  notices = [],
  onDismissNotices,
  onAddFunds,
  onWithdraw,
  onRetry,
  className,
  ...props
}: WalletCardProps) {
  const headingId = useId()
  const hasBalance = balance !== null && state !== 'failed'
  return (
    <section
      data-slot="wallet-card"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn(
        '@container/wallet flex flex-col gap-4 rounded-lg bg-primary p-5 text-primary-foreground shadow-md',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15"
        >
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

      {notices.length > 0 ? (
        <div
          data-slot="wallet-card-notices"
          role="alert"
          className="flex flex-col gap-3 rounded-md bg-surface p-4 text-foreground"
        >
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {notices.map((notice) => (
              <li
                key={notice._id}
                data-slot="wallet-card-notice"
                data-variant={notice.type}
                className="flex flex-col gap-1"
              >
                <p className="m-0 font-semibold text-danger">{NOTICE_TITLES[notice.type]}</p>
                <p className="m-0 text-sm">{notice.message}</p>
                <p className="m-0 text-sm font-medium">{noticeRefund(notice)}</p>
              </li>
            ))}
          </ul>
          <Button
            data-slot="wallet-card-dismiss-notices"
            variant="outline"
            size="sm"
            className="self-start"
            loading={state === 'dismissingNotices'}
            onClick={onDismissNotices}
          >
            {DISMISS_NOTICES_LABEL}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 @min-[360px]/wallet:flex-row">
        {state === 'failed' ? (
          <Button variant="outline" className="@min-[360px]/wallet:flex-1" onClick={onRetry}>
            {WALLET_RETRY_LABEL}
          </Button>
        ) : null}
        <Button
          data-slot="wallet-card-add-funds"
          variant="outline"
          className="@min-[360px]/wallet:flex-1"
          onClick={onAddFunds}
        >
          {ADD_FUNDS_LABEL}
        </Button>
        <Button
          data-slot="wallet-card-withdraw"
          variant="outline"
          className="@min-[360px]/wallet:flex-1"
          disabled={!hasBalance || state === 'loading'}
          onClick={onWithdraw}
        >
          {WITHDRAW_LABEL}
        </Button>
      </div>
    </section>
  )
}
