// Withdraw (spec §3 Withdrawal form, §5): a Radix dialog with the amount, the bank, the account number and the account
// name the bank gives for it (looked up by itself), the fee for the amount (spec §9) and what leaves the wallet. Props
// only: the route binds the withdraw machine, whose leaf state is the dialog's data-state; submit is enabled exactly
// when the machine would accept it.
import { useId, type ComponentProps, type FormEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter, FormDialogMessage } from '@/ui/form-dialog'
import { useFieldControl } from '@/ui/field-control'
import { Input, inputVariants } from '@/ui/input'
import { Spinner } from '@/ui/spinner'
import { formatNaira, koboToNaira, type Kobo } from '@/domain/money'
import type { Bank, WithdrawEvent, withdrawMachine } from '@machines/withdraw/withdraw.machine'

/** The withdraw machine's states (machines/withdraw). */
export type WithdrawState = StateValueFrom<typeof withdrawMachine>

/** The leaf state, as the dialog's data-state ('verified' inside 'editing'). */
export function withdrawStateName(state: WithdrawState): string {
  return typeof state === 'string' ? state : Object.values(state)[0]!
}

export const WITHDRAW_TITLE = 'Withdraw'
export const WITHDRAW_DESCRIPTION = 'Send money from your wallet to a Nigerian bank account.'
export const WITHDRAW_LABELS = {
  amount: 'Amount (₦)',
  bank: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
} as const
export const BANK_PLACEHOLDER = 'Choose a bank'
export const LOOKING_UP_NAME = 'Looking up the account name…'
export const NAME_HINT = 'Shown once the bank and the 10-digit account number are in'
export const FEE_LABEL = 'Fee'
export const TOTAL_LABEL = 'Total from your wallet'
export const BALANCE_LABEL = 'Wallet balance'
export const SUBMIT_WITHDRAWAL_LABEL = 'Withdraw'
export const CANCEL_WITHDRAWAL_LABEL = 'Cancel'
export const BANKS_UNAVAILABLE = 'The banks could not be loaded just now.'
export const RETRY_BANKS_LABEL = 'Try again'
export const LOADING_BANKS = 'Loading the banks'

export type WithdrawDialogProps = {
  open: boolean
  state: WithdrawState
  banks: readonly Bank[]
  balance: Kobo
  amount: string
  bankCode: string
  accountNumber: string
  accountName: string | null
  /** The fee for the amount, and what leaves the wallet with it; null while there is no amount. */
  fee: Kobo | null
  total: Kobo | null
  /** The minimum, the balance check or the server's refusal. */
  message?: string | null
  lookupMessage?: string | null
  canSubmit: boolean
  busy: boolean
  /** The withdraw machine's `send`: every edit and press on the form is one of its events. */
  send: (event: WithdrawEvent) => void
  /** Closing is the page's (the dialog goes away), not the machine's. */
  onClose: () => void
  container?: HTMLElement | null
}

function BankSelect({
  banks,
  value,
  onValueChange,
  disabled,
}: {
  banks: readonly Bank[]
  value: string
  onValueChange: (code: string) => void
  disabled: boolean
}) {
  const props = useFieldControl<ComponentProps<'select'>>({ name: 'bank', disabled, required: true })
  return (
    <select
      data-slot="withdraw-bank"
      data-state={value === '' ? 'unselected' : 'selected'}
      className={cn(inputVariants(), 'appearance-auto')}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      <option value="" disabled>
        {BANK_PLACEHOLDER}
      </option>
      {banks.map((bank) => (
        <option key={bank.code} value={bank.code}>
          {bank.name}
        </option>
      ))}
    </select>
  )
}

export function WithdrawDialog(props: WithdrawDialogProps) {
  const {
    open,
    state,
    banks,
    balance,
    amount,
    bankCode,
    accountNumber,
    accountName,
    fee,
    total,
    message,
    lookupMessage,
    canSubmit,
    busy,
  } = props
  const nameId = useId()
  const name = withdrawStateName(state)
  const submitting = name === 'submitting'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmit) props.send({ type: 'withdraw.submit' })
  }
  return (
    <FormDialog
      data-slot="withdraw-dialog"
      data-state={name}
      open={open}
      title={WITHDRAW_TITLE}
      description={WITHDRAW_DESCRIPTION}
      sending={submitting}
      onClose={props.onClose}
      container={props.container}
    >
      {name === 'loading' ? (
        <div data-slot="withdraw-loading" className="flex justify-center py-8">
          <Spinner size="lg" label={LOADING_BANKS} />
        </div>
      ) : name === 'failed' ? (
        <div data-slot="withdraw-error" className="flex flex-col items-center gap-4 py-8 text-center">
          <p className="m-0 text-foreground-subtle">{BANKS_UNAVAILABLE}</p>
          <Button variant="outline" onClick={() => props.send({ type: 'withdraw.retry' })}>
            {RETRY_BANKS_LABEL}
          </Button>
        </div>
      ) : (
        <form
          data-slot="withdraw-form"
          noValidate
          onSubmit={submit}
          aria-busy={busy || undefined}
          className="@container grid gap-4"
        >
          <p data-slot="withdraw-balance" className="m-0 text-sm text-foreground-subtle">
            {BALANCE_LABEL}:{' '}
            <span className="font-semibold text-foreground tabular-nums">
              {formatNaira(koboToNaira(balance), { decimals: true })}
            </span>
          </p>
          <fieldset disabled={submitting} className="m-0 grid gap-4 border-0 p-0 @min-[400px]:grid-cols-2">
            <Field label={WITHDRAW_LABELS.amount} className="@min-[400px]:col-span-2">
              <Input
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
                value={amount}
                onChange={(event) => props.send({ type: 'amount.change', amount: event.target.value })}
              />
            </Field>
            <Field label={WITHDRAW_LABELS.bank}>
              <BankSelect
                banks={banks}
                value={bankCode}
                onValueChange={(bankCode) => props.send({ type: 'bank.change', bankCode })}
                disabled={submitting}
              />
            </Field>
            <Field label={WITHDRAW_LABELS.accountNumber} error={lookupMessage ?? undefined}>
              <Input
                name="accountNumber"
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                required
                value={accountNumber}
                onChange={(event) => props.send({ type: 'accountNumber.change', accountNumber: event.target.value })}
              />
            </Field>
            <div className="flex flex-col gap-1.5 @min-[400px]:col-span-2">
              <span id={nameId} className="text-sm font-medium text-foreground">
                {WITHDRAW_LABELS.accountName}
              </span>
              {/* An output is a live region: the lookup and the name it finds are announced as they come. */}
              <output
                data-slot="withdraw-account-name"
                data-state={accountName ? 'verified' : name === 'verifying' ? 'verifying' : 'unverified'}
                aria-labelledby={nameId}
                className="flex min-h-10 items-center gap-2 rounded-md border border-border bg-surface-raised px-3 text-sm"
              >
                {accountName ? (
                  <span className="font-semibold text-foreground">{accountName}</span>
                ) : name === 'verifying' ? (
                  <>
                    <Spinner size="sm" label="" aria-hidden />
                    <span className="text-foreground-subtle">{LOOKING_UP_NAME}</span>
                  </>
                ) : (
                  <span className="text-foreground-subtle">{NAME_HINT}</span>
                )}
              </output>
            </div>
          </fieldset>

          <dl data-slot="withdraw-fee" className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-foreground-subtle">{FEE_LABEL}</dt>
            <dd className="m-0 text-right font-medium tabular-nums">
              {fee === null ? '—' : formatNaira(koboToNaira(fee), { decimals: true })}
            </dd>
            <dt className="text-foreground-subtle">{TOTAL_LABEL}</dt>
            <dd className="m-0 text-right font-semibold tabular-nums">
              {total === null ? '—' : formatNaira(koboToNaira(total), { decimals: true })}
            </dd>
          </dl>

          {message ? <FormDialogMessage data-slot="withdraw-message">{message}</FormDialogMessage> : null}

          <FormDialogFooter
            cancelLabel={CANCEL_WITHDRAWAL_LABEL}
            submitLabel={SUBMIT_WITHDRAWAL_LABEL}
            sending={submitting}
            canSubmit={canSubmit}
            onCancel={props.onClose}
          />
        </form>
      )}
    </FormDialog>
  )
}
