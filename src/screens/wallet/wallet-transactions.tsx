// The wallet's transactions on /profile (spec §2 Profile, §7 GET api/wallets/transactions, §8): each with its type,
// amount, fee, status, reference and date, newest first, as a paged list (../paged-list.tsx): placeholders while they
// load, a line when there are none, and spec §8's message with a retry when they cannot be fetched. Props only: the
// route binds the wallet-transactions machine, whose state is the section's data-state.
import { useId, type ComponentProps } from 'react'
import { Badge, type BadgeProps } from '@/ui/badge'
import { cn } from '@/ui/cn'
import { EmptyState } from '@/ui/empty-state'
import { WalletIcon } from '@/ui/more-icons'
import { formatNaira } from '@/domain/money'
import { walletMessages } from '@/domain/wallet'
import type { WalletTransaction } from '@machines/wallet-transactions/wallet-transactions.machine'
import { listedDate, PagedList, type PagedListControls, type PagedListState } from '../paged-list'

/** The wallet-transactions machine's states (machines/wallet-transactions): the section's data-state. */
export type WalletTransactionsState = PagedListState

export const TRANSACTIONS_HEADING = 'Transactions'
export const LOADING_TRANSACTIONS = 'Loading your transactions'
export const NO_TRANSACTIONS = 'No transactions yet'
export const NO_TRANSACTIONS_HINT = 'Funding, purchases and withdrawals appear here.'

export const TRANSACTION_TYPE_LABELS: Record<WalletTransaction['type'], string> = {
  funding: 'Wallet funding',
  withdrawal: 'Withdrawal',
  dataPurchase: 'Data purchase',
  airtimePurchase: 'Airtime purchase',
  orderPayment: 'Order payment',
  refund: 'Refund',
}

export const TRANSACTION_STATUS_LABELS: Record<WalletTransaction['status'], string> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
}

const STATUS_VARIANTS: Record<WalletTransaction['status'], BadgeProps['variant']> = {
  pending: 'warning',
  successful: 'success',
  failed: 'danger',
}

/** Money into the wallet; everything else takes from it. */
const CREDITS: ReadonlySet<WalletTransaction['type']> = new Set(['funding', 'refund'])

/** The amount as the wallet saw it: + for money in, − for money out. */
export function signedAmount(transaction: Pick<WalletTransaction, 'type' | 'amount'>): string {
  return `${CREDITS.has(transaction.type) ? '+' : '−'}${formatNaira(transaction.amount, { decimals: true })}`
}

export type WalletTransactionsProps = Omit<ComponentProps<'section'>, 'children'> &
  PagedListControls & {
    transactions: readonly WalletTransaction[]
    /** The server's message, or spec §8's own. */
    errorMessage?: string
  }

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  return (
    <article
      data-slot="wallet-transaction"
      data-state={transaction.status}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 data-slot="wallet-transaction-type" className="m-0 text-base font-semibold">
            {TRANSACTION_TYPE_LABELS[transaction.type]}
          </h3>
          <p className="m-0 text-sm break-words text-foreground-subtle">{transaction.description}</p>
        </div>
        <p
          data-slot="wallet-transaction-amount"
          className={cn(
            'm-0 text-base font-bold tabular-nums',
            CREDITS.has(transaction.type) ? 'text-success' : 'text-foreground',
          )}
        >
          {signedAmount(transaction)}
        </p>
      </div>
      <dl className="m-0 grid grid-cols-1 gap-x-4 gap-y-1 text-sm @min-[520px]/transactions:grid-cols-[auto_1fr_auto_1fr]">
        <div className="flex gap-2 @min-[520px]/transactions:contents">
          <dt className="text-foreground-subtle">Status</dt>
          <dd className="m-0">
            <Badge variant={STATUS_VARIANTS[transaction.status]} data-slot="wallet-transaction-status">
              {TRANSACTION_STATUS_LABELS[transaction.status]}
            </Badge>
          </dd>
        </div>
        <div className="flex gap-2 @min-[520px]/transactions:contents">
          <dt className="text-foreground-subtle">Fee</dt>
          <dd data-slot="wallet-transaction-fee" className="m-0 tabular-nums">
            {formatNaira(transaction.fee, { decimals: true })}
          </dd>
        </div>
        <div className="flex gap-2 @min-[520px]/transactions:contents">
          <dt className="text-foreground-subtle">Reference</dt>
          <dd
            data-slot="wallet-transaction-reference"
            className="m-0 min-w-0 text-xs tabular-nums slashed-zero break-all"
          >
            {transaction.reference}
          </dd>
        </div>
        <div className="flex gap-2 @min-[520px]/transactions:contents">
          <dt className="text-foreground-subtle">Date</dt>
          <dd className="m-0">
            <time dateTime={transaction.createdAt}>{listedDate(transaction.createdAt)}</time>
          </dd>
        </div>
      </dl>
    </article>
  )
}

export function WalletTransactions({ transactions, errorMessage, className, ...props }: WalletTransactionsProps) {
  const headingId = useId()
  return (
    <PagedList
      data-slot="wallet-transactions"
      slot="wallet-transactions"
      aria-labelledby={headingId}
      className={cn('@container/transactions', className)}
      header={
        <h2 id={headingId} className="m-0 text-xl font-bold">
          {TRANSACTIONS_HEADING}
        </h2>
      }
      items={transactions}
      keyOf={(transaction) => transaction._id}
      renderItem={(transaction) => <TransactionRow transaction={transaction} />}
      loadingLabel={LOADING_TRANSACTIONS}
      placeholderClassName="h-24"
      empty={
        <EmptyState
          data-slot="wallet-transactions-empty"
          size="sm"
          headingLevel={3}
          icon={<WalletIcon />}
          title={NO_TRANSACTIONS}
          description={NO_TRANSACTIONS_HINT}
        />
      }
      errorMessage={errorMessage ?? walletMessages.transactionsFailed}
      {...props}
    />
  )
}
