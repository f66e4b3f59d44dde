// The staff order page's dialogs (docs/adr/0027): shipping (carrier and tracking number), cancelling (reason, a full
// or part refund, where it goes) and deciding a return (refund with its amount and destination, exchange, decline with
// a message). Each sends what was typed to the machine, which checks it; the errors come back as props.
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { Textarea } from '@/ui/textarea'
import type { FieldErrors } from '@/domain/account-forms'
import { formatNaira } from '@/domain/money'
import { CARRIER_MAX_LENGTH, STAFF_NOTE_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from '@/domain/order-status'
import type {
  RefundTo,
  ReturnDecision,
  ReturnRequest,
  StaffOrder,
  StaffOrderField,
  StaffOrderPageEvent,
} from '@machines/staff-order/staff-order.machine'

export const SHIP_TITLE = 'Mark shipped'
export const SHIP_DESCRIPTION = 'The shopper is emailed and texted the carrier and the tracking number.'
export const CANCEL_TITLE = 'Cancel order'
export const CANCEL_CONFIRM = 'Cancel order'
export const KEEP_ORDER = 'Keep the order'
export const FULL_REFUND = 'Full refund'
export const PART_REFUND = 'Part of it'
export const REFUND_AMOUNT = 'Refund (₦)'
export const REFUND_TO_ORIGINAL = 'To the original payment'
export const REFUND_TO_WALLET = "To the shopper's wallet"
export const REASON_LABEL = 'Reason'
export const MESSAGE_LABEL = 'Message to the shopper'
export const BACK_LABEL = 'Back'

export const RETURN_TITLES: Record<ReturnDecision, (title: string) => string> = {
  refund: (title) => `Refund the return of ${title}`,
  exchange: (title) => `Exchange ${title}`,
  decline: (title) => `Decline the return of ${title}`,
}
export const RETURN_CONFIRMS: Record<ReturnDecision, string> = {
  refund: 'Refund',
  exchange: 'Accept the exchange',
  decline: 'Decline',
}

type Send = (event: StaffOrderPageEvent) => void

interface DialogFrameProps {
  slot: string
  title: string
  description: string
  busy: boolean
  submitError: string | null
  confirmLabel: string
  cancelLabel?: string
  danger?: boolean
  onSubmit: (form: FormData) => void
  send: Send
  children: React.ReactNode
}

/** One dialog's frame: its question, the form, the server's refusal and the two ways out; while the action runs
 *  neither Escape nor the way back closes it. */
function DialogFrame({
  slot,
  title,
  description,
  busy,
  submitError,
  confirmLabel,
  cancelLabel = BACK_LABEL,
  danger = false,
  onSubmit,
  send,
  children,
}: DialogFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit(new FormData(event.currentTarget))
  }
  return (
    <Dialog open onOpenChange={(open) => (!open && !busy ? send({ type: 'dialog.close' }) : undefined)}>
      <DialogContent data-slot={slot} data-state={busy ? 'submitting' : 'editing'} showCloseButton={!busy}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {children}
          {submitError ? (
            <p role="alert" data-slot="staff-order-dialog-error" className="m-0 text-sm font-medium text-danger">
              {submitError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => send({ type: 'dialog.close' })}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '')
const refundTo = (form: FormData): RefundTo => (text(form, 'refundTo') === 'wallet' ? 'wallet' : 'original')

export interface StaffOrderDialogProps {
  order: StaffOrder
  busy: boolean
  errors: FieldErrors<StaffOrderField>
  submitError: string | null
  send: Send
}

function RefundToChoice({ order }: { order: StaffOrder }) {
  return (
    <fieldset className="m-0 grid gap-2 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">Refund to</legend>
      <RadioGroup name="refundTo" defaultValue="original" aria-label="Refund to">
        <RadioGroupItem
          value="original"
          label={REFUND_TO_ORIGINAL}
          description={order.payment.method === 'card' ? 'The card it was paid with' : 'The wallet it was paid from'}
        />
        <RadioGroupItem value="wallet" label={REFUND_TO_WALLET} description="Credited at once" />
      </RadioGroup>
    </fieldset>
  )
}

export function ShipDialog({ busy, errors, submitError, send }: StaffOrderDialogProps) {
  return (
    <DialogFrame
      slot="staff-order-ship-dialog"
      title={SHIP_TITLE}
      description={SHIP_DESCRIPTION}
      busy={busy}
      submitError={submitError}
      confirmLabel={SHIP_TITLE}
      send={send}
      onSubmit={(form) =>
        send({ type: 'ship.submit', carrier: text(form, 'carrier'), trackingNumber: text(form, 'trackingNumber') })
      }
    >
      <Field label="Carrier" error={errors.carrier}>
        <Input name="carrier" required maxLength={CARRIER_MAX_LENGTH} autoComplete="off" readOnly={busy} />
      </Field>
      <Field label="Tracking number" error={errors.trackingNumber}>
        <Input
          name="trackingNumber"
          required
          maxLength={TRACKING_NUMBER_MAX_LENGTH}
          autoComplete="off"
          readOnly={busy}
        />
      </Field>
    </DialogFrame>
  )
}

export function CancelDialog({ order, busy, errors, submitError, send }: StaffOrderDialogProps) {
  const [refund, setRefund] = useState<'full' | 'part'>('full')
  return (
    <DialogFrame
      slot="staff-order-cancel-dialog"
      title={CANCEL_TITLE}
      description={`The order's items go back into stock and the shopper is emailed. Up to ${formatNaira(order.refundable, { decimals: true })} can be refunded.`}
      busy={busy}
      submitError={submitError}
      confirmLabel={CANCEL_CONFIRM}
      cancelLabel={KEEP_ORDER}
      danger
      send={send}
      onSubmit={(form) =>
        send({
          type: 'cancel.submit',
          reason: text(form, 'reason'),
          refund,
          amount: text(form, 'amount'),
          refundTo: refundTo(form),
        })
      }
    >
      <Field label={REASON_LABEL} error={errors.reason}>
        <Textarea name="reason" required maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} readOnly={busy} />
      </Field>
      <fieldset className="m-0 grid gap-2 border-0 p-0">
        <legend className="mb-2 text-sm font-medium">Refund</legend>
        <RadioGroup
          value={refund}
          onValueChange={(value) => setRefund(value === 'part' ? 'part' : 'full')}
          aria-label="Refund"
        >
          <RadioGroupItem value="full" label={FULL_REFUND} aside={formatNaira(order.refundable, { decimals: true })} />
          <RadioGroupItem value="part" label={PART_REFUND} />
        </RadioGroup>
      </fieldset>
      {refund === 'part' ? (
        <Field label={REFUND_AMOUNT} error={errors.amount} hint="₦0 refunds nothing.">
          <Input name="amount" inputMode="decimal" autoComplete="off" readOnly={busy} />
        </Field>
      ) : null}
      <RefundToChoice order={order} />
    </DialogFrame>
  )
}

export function ReturnDialog({
  order,
  request,
  decision,
  defaultAmount,
  busy,
  errors,
  submitError,
  send,
}: StaffOrderDialogProps & { request: ReturnRequest; decision: ReturnDecision; defaultAmount: string }) {
  return (
    <DialogFrame
      slot="staff-order-return-dialog"
      title={RETURN_TITLES[decision](request.title)}
      description={`${request.kind === 'exchange' ? 'Exchange' : 'Return'} of ${request.qty}: “${request.reason}”`}
      busy={busy}
      submitError={submitError}
      confirmLabel={RETURN_CONFIRMS[decision]}
      danger={decision === 'decline'}
      send={send}
      onSubmit={(form) =>
        send({
          type: 'return.submit',
          amount: text(form, 'amount'),
          refundTo: refundTo(form),
          message: text(form, 'message'),
        })
      }
    >
      {decision === 'refund' ? (
        <>
          <Field label={REFUND_AMOUNT} error={errors.amount} hint="The items go back into stock.">
            <Input name="amount" inputMode="decimal" autoComplete="off" defaultValue={defaultAmount} readOnly={busy} />
          </Field>
          <RefundToChoice order={order} />
        </>
      ) : null}
      <Field label={MESSAGE_LABEL} error={errors.message} hint={decision === 'decline' ? undefined : 'Optional'}>
        <Textarea name="message" maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} readOnly={busy} />
      </Field>
    </DialogFrame>
  )
}
