// 'Fund by bank transfer' on /profile (spec §3 Wallet accounts; ADR 0042): the shopper's dedicated account (name, bank,
// number) with a Copy button, said politely to screen readers once copied; when the browser refuses the clipboard, the
// number in a field to select and copy by hand. While the account is read, a placeholder; while the store opens it,
// a word that it is coming; when it cannot be read, a way to ask again. Props only: the state is the machine's.
import { useId, type ComponentProps } from 'react'
import { fundingAccountTexts as texts, type FundingAccount, type FundingAccountState } from '@/domain/funding-account'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { CheckIcon } from '@/ui/icons'
import { Input } from '@/ui/input'
import { Skeleton } from '@/ui/skeleton'

export type FundByTransferProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: FundingAccountState
  account: FundingAccount | null
  onCopy: () => void
  onRetry: () => void
}

const SHOWS_ACCOUNT: FundingAccountState[] = ['shown', 'copying', 'copied', 'copyRefused']

export function FundByTransfer({ state, account, onCopy, onRetry, className, ...props }: FundByTransferProps) {
  const headingId = useId()
  const fallbackId = useId()
  const shown = account !== null && SHOWS_ACCOUNT.includes(state)
  return (
    <section
      data-slot="fund-by-transfer"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 text-foreground', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-base font-semibold">
        {texts.heading}
      </h2>
      <p role="status" className="sr-only">
        {state === 'loading' ? texts.loading : state === 'copied' ? texts.copied : ''}
      </p>

      {state === 'loading' ? (
        <div className="flex flex-col gap-2" data-slot="fund-by-transfer-skeleton">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-7 w-48" />
        </div>
      ) : null}

      {state === 'opening' || state === 'stillOpening' ? (
        <p className="m-0 text-sm text-muted-foreground">{state === 'opening' ? texts.opening : texts.stillOpening}</p>
      ) : null}

      {state === 'failed' ? (
        <div className="flex flex-col items-start gap-3">
          <p className="m-0 text-sm text-danger">{texts.failed}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      ) : null}

      {shown ? (
        <>
          <p className="m-0 text-sm text-muted-foreground">{texts.intro}</p>
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{texts.accountName}</dt>
            <dd className="m-0 font-medium break-words">{account.accountName}</dd>
            <dt className="text-muted-foreground">{texts.bank}</dt>
            <dd className="m-0 font-medium">{account.bankName}</dd>
            <dt className="self-start leading-9 text-muted-foreground">{texts.accountNumber}</dt>
            <dd className="m-0 flex flex-wrap items-center gap-3">
              <span
                data-slot="fund-by-transfer-number"
                className="text-2xl leading-9 font-bold tracking-wider tabular-nums"
              >
                {account.accountNumber}
              </span>
              <Button
                data-slot="fund-by-transfer-copy"
                variant="outline"
                size="sm"
                aria-label={texts.copyLabel(account.accountNumber)}
                loading={state === 'copying'}
                onClick={onCopy}
              >
                {texts.copy}
              </Button>
              {state === 'copied' ? (
                // Read out by the status above; shown here for sighted shoppers.
                <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-success">
                  <CheckIcon size={16} />
                  {texts.copied}
                </span>
              ) : null}
            </dd>
          </dl>
          {state === 'copyRefused' ? (
            <div data-slot="fund-by-transfer-fallback" className="flex flex-col gap-2">
              <p role="alert" id={fallbackId} className="m-0 text-sm">
                {texts.copyRefused}
              </p>
              <Input
                readOnly
                value={account.accountNumber}
                aria-label={texts.accountNumber}
                aria-describedby={fallbackId}
                className="max-w-48 font-bold tabular-nums"
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
