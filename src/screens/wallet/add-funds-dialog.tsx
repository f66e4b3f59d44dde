// Add Funds (spec §2 Profile, Checkout's 'Fund wallet'; docs/adr/0044): a Radix dialog asking how much to add, then
// how to pay it when the store offers more than one way (card, bank transfer, USSD, Apple Pay); the chosen checkout
// opens over it for that amount. Props only: the route binds the fund-wallet machine, whose state is the dialog's
// data-state; while a funding is under way the amount waits and the dialog cannot be dismissed.
import type { FormEvent, Ref } from 'react'
import type { StateValueFrom } from 'xstate'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter } from '@/ui/form-dialog'
import { Input } from '@/ui/input'
import { formatNaira, koboToNaira } from '@/domain/money'
import { FUNDING_MAXIMUM, FUNDING_MINIMUM } from '@/domain/wallet'
import type { fundWalletMachine } from '@machines/fund-wallet/fund-wallet.machine'
import type { PaymentMethod } from '@machines/lib/payment-methods'
import { Button } from '@/ui/button'
import { PaymentMethodList, type ApplePayArea } from '../payment/payment-methods'

/** The fund-wallet machine's states (machines/fund-wallet): the dialog's data-state. */
export type AddFundsState = StateValueFrom<typeof fundWalletMachine>

export const ADD_FUNDS_TITLE = 'Add Funds'
export const ADD_FUNDS_DESCRIPTION = 'The amount is added to your wallet once the payment is confirmed.'
export const FUNDING_AMOUNT_LABEL = 'Amount (₦)'
export const FUNDING_AMOUNT_HINT = `From ${formatNaira(koboToNaira(FUNDING_MINIMUM))} to ${formatNaira(koboToNaira(FUNDING_MAXIMUM))}`
export const CONTINUE_TO_PAYMENT_LABEL = 'Continue to payment'
export const CANCEL_FUNDING_LABEL = 'Cancel'
export const CHANGE_AMOUNT_LABEL = 'Change amount'

export type AddFundsDialogProps = {
  open: boolean
  state: AddFundsState
  amount: string
  /** Why the last attempt added nothing. */
  message?: string | null
  busy: boolean
  /** While choosing how to pay: the ways offered and Apple Pay's area (null: none). */
  methods?: readonly PaymentMethod[]
  applePay?: ApplePayArea | null
  applePayContainerRef?: Ref<HTMLDivElement>
  onChoose?: (method: PaymentMethod) => void
  onBack?: () => void
  onAmountChange: (amount: string) => void
  onSubmit: () => void
  onClose: () => void
  /** Where the dialog is drawn; a story's frame, or the page. */
  container?: HTMLElement | null
}

export function AddFundsDialog({
  open,
  state,
  amount,
  message,
  busy,
  methods = [],
  applePay = null,
  applePayContainerRef,
  onChoose = () => undefined,
  onBack = () => undefined,
  onAmountChange,
  onSubmit,
  onClose,
  container,
}: AddFundsDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  // The card checkout opens over the page in its own frame: while it is up this dialog stops being modal, so that
  // it neither blocks the pointer nor holds the focus the checkout needs.
  const checkoutOpen = state === 'paying' || state === 'paystackPaying'
  return (
    <FormDialog
      data-slot="add-funds-dialog"
      data-state={state}
      open={open}
      modal={!checkoutOpen}
      size="sm"
      title={ADD_FUNDS_TITLE}
      description={ADD_FUNDS_DESCRIPTION}
      sending={busy}
      onClose={onClose}
      container={container}
    >
      {state === 'choosing' ? (
        <div data-slot="add-funds-methods" className="grid gap-4">
          <PaymentMethodList
            methods={methods}
            applePay={applePay}
            applePayContainerRef={applePayContainerRef}
            onChoose={onChoose}
          />
          <div className="flex justify-end">
            <Button variant="outline" onClick={onBack}>
              {CHANGE_AMOUNT_LABEL}
            </Button>
          </div>
        </div>
      ) : (
        <form
          data-slot="add-funds-form"
          noValidate
          onSubmit={submit}
          aria-busy={busy || undefined}
          className="grid gap-4"
        >
          <Field label={FUNDING_AMOUNT_LABEL} hint={FUNDING_AMOUNT_HINT} error={message ?? undefined}>
            <Input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              disabled={busy}
              value={amount}
              onChange={(event) => onAmountChange(event.target.value)}
            />
          </Field>
          <FormDialogFooter
            cancelLabel={CANCEL_FUNDING_LABEL}
            submitLabel={CONTINUE_TO_PAYMENT_LABEL}
            sending={busy}
            onCancel={onClose}
          />
        </form>
      )}
    </FormDialog>
  )
}
