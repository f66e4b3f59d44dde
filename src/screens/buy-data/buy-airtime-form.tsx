// Airtime (spec §2 Buy data: 'Airtime purchase also exists; its screen layout is not shown'): the store's own layout,
// one step like the data form's first, a phone (its network shown once detected) and an amount of at least ₦50, paid
// from the wallet at once. Props only: the route binds the buy-airtime machine, and data-state is its state name.
import { useId, type ComponentProps } from 'react'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { PhoneField } from '@/commerce/phone-field'
import { walletMessages } from '@/domain/wallet'
import type { buyAirtimeMachine } from '@machines/buy-airtime/buy-airtime.machine'

/** The buy-airtime machine's states (machines/buy-airtime): the form's data-state. */
export type BuyAirtimeFormState = StateValueFrom<typeof buyAirtimeMachine>

export const BUY_AIRTIME_HEADING = 'Buy airtime'
export const AIRTIME_AMOUNT_LABEL = 'Amount (₦)'
export const AIRTIME_AMOUNT_HINT = 'At least ₦50'
export const BUY_AIRTIME_LABEL = 'Buy airtime'

export type BuyAirtimeFormProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: BuyAirtimeFormState
  phone: string
  amount: string
  network: string | null
  phoneError?: string | null
  amountError?: string | null
  onPhoneChange: (phone: string) => void
  onAmountChange: (amount: string) => void
  onPurchase: () => void
}

export function BuyAirtimeForm({
  state,
  phone,
  amount,
  network,
  phoneError,
  amountError,
  onPhoneChange,
  onAmountChange,
  onPurchase,
  className,
  ...props
}: BuyAirtimeFormProps) {
  const headingId = useId()
  const purchasing = state === 'purchasing'
  const done = state === 'purchased' || state === 'reloading'
  return (
    <section
      data-slot="buy-airtime"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={purchasing || undefined}
      className={cn('grid gap-4 text-foreground', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-xl font-bold">
        {BUY_AIRTIME_HEADING}
      </h2>
      <p role="status" className="sr-only">
        {done ? walletMessages.airtimePurchased : ''}
      </p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          onPurchase()
        }}
      >
        <PhoneField
          value={phone}
          onValueChange={onPhoneChange}
          network={network}
          error={phoneError}
          disabled={purchasing || done}
        />
        <Field label={AIRTIME_AMOUNT_LABEL} hint={AIRTIME_AMOUNT_HINT} error={amountError ?? undefined}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={purchasing || done}
            onChange={(event) => onAmountChange(event.target.value)}
          />
        </Field>
        <Button type="submit" className="justify-self-start" loading={purchasing} disabled={done}>
          {BUY_AIRTIME_LABEL}
        </Button>
      </form>
      {done ? (
        <p
          data-slot="buy-airtime-done"
          className="m-0 rounded-lg border border-border bg-surface-raised p-4 text-sm font-medium text-success"
        >
          {walletMessages.airtimePurchased}
        </p>
      ) : null}
    </section>
  )
}
