// The staff order page's dialogs (docs/adr/0027), fetched the first time one opens (staff-order-screen.tsx): shipping (carrier and tracking number), cancelling (reason, a full
// or part refund, where it goes) and deciding a return (refund with its amount and destination, exchange, decline with
// a message). Each sends what was typed to the machine, which checks it; the errors come back as props.
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { Textarea } from '@/ui/textarea'
import type { FieldErrors } from '@/domain/account-forms'
import { formatNaira } from '@/domain/money'
import { CARRIER_MAX_LENGTH, STAFF_NOTE_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from '@/domain/order-status'
import { staffOrderTexts as texts } from '@/domain/staff-order'
import type {
  RefundTo,
  ReturnDecision,
  ReturnRequest,
  StaffOrder,
  StaffOrderField,
  StaffOrderPageEvent,
} from '@machines/staff-order/staff-order.machine'

type Send = (event: StaffOrderPageEvent) => void

export interface StaffOrderDialogProps {
  order: StaffOrder
  busy: boolean
  errors: FieldErrors<StaffOrderField>
  submitError: string | null
  send: Send
  /** Where the dialog's portal mounts; document.body unless given (a story's frame). */
  container?: HTMLElement | null
}

/** A dialog's frame takes the dialog's own props (what it does not draw, it leaves) and its words. */
type DialogFrameProps = Pick<StaffOrderDialogProps, 'busy' | 'submitError' | 'send' | 'container'> & {
  slot: string
  title: string
  description: string
  confirmLabel: string
  cancelLabel?: string
  danger?: boolean
  onSubmit: (form: FormData) => void
  children: ReactNode
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
  cancelLabel = texts.back,
  danger = false,
  onSubmit,
  send,
  container,
  children,
}: DialogFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit(new FormData(event.currentTarget))
  }
  return (
    <Dialog open onOpenChange={(open) => (!open && !busy ? send({ type: 'dialog.close' }) : undefined)}>
      <DialogContent
        data-slot={slot}
        data-state={busy ? 'submitting' : 'editing'}
        container={container}
        showCloseButton={!busy}
      >
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

function RefundToChoice({ order }: { order: StaffOrder }) {
  return (
    <fieldset className="m-0 grid gap-2 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">{texts.refundToLegend}</legend>
      <RadioGroup name="refundTo" defaultValue="original" aria-label={texts.refundToLegend}>
        <RadioGroupItem
          value="original"
          label={texts.refundToOriginal}
          description={texts.refundToOriginalHint[order.payment.method]}
        />
        <RadioGroupItem value="wallet" label={texts.refundToWallet} description={texts.refundToWalletHint} />
      </RadioGroup>
    </fieldset>
  )
}

function RefundAmount({
  error,
  hint,
  busy,
  defaultValue,
}: {
  error?: string
  hint: string
  busy: boolean
  defaultValue?: string
}) {
  return (
    <Field label={texts.refundAmount} error={error} hint={hint}>
      <Input name="amount" inputMode="decimal" autoComplete="off" defaultValue={defaultValue} readOnly={busy} />
    </Field>
  )
}

export function ShipDialog(props: StaffOrderDialogProps) {
  const { busy, errors, send } = props
  return (
    <DialogFrame
      {...props}
      slot="staff-order-ship-dialog"
      title={texts.shipTitle}
      description={texts.shipDescription}
      confirmLabel={texts.shipTitle}
      onSubmit={(form) =>
        send({ type: 'ship.submit', carrier: text(form, 'carrier'), trackingNumber: text(form, 'trackingNumber') })
      }
    >
      <Field label={texts.carrier} error={errors.carrier}>
        <Input name="carrier" required maxLength={CARRIER_MAX_LENGTH} autoComplete="off" readOnly={busy} />
      </Field>
      <Field label={texts.trackingNumber} error={errors.trackingNumber}>
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

export function CancelDialog(props: StaffOrderDialogProps) {
  const { order, busy, errors, send } = props
  const [refund, setRefund] = useState<'full' | 'part'>('full')
  const refundable = formatNaira(order.refundable, { decimals: true })
  return (
    <DialogFrame
      {...props}
      slot="staff-order-cancel-dialog"
      title={texts.cancelTitle}
      description={texts.cancelDescription(refundable)}
      confirmLabel={texts.cancelTitle}
      cancelLabel={texts.keepOrder}
      danger
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
      <Field label={texts.reason} error={errors.reason}>
        <Textarea name="reason" required maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} readOnly={busy} />
      </Field>
      <fieldset className="m-0 grid gap-2 border-0 p-0">
        <legend className="mb-2 text-sm font-medium">{texts.refund}</legend>
        <RadioGroup
          value={refund}
          onValueChange={(value) => setRefund(value === 'part' ? 'part' : 'full')}
          aria-label={texts.refund}
        >
          <RadioGroupItem value="full" label={texts.fullRefund} aside={refundable} />
          <RadioGroupItem value="part" label={texts.partRefund} />
        </RadioGroup>
      </fieldset>
      {refund === 'part' ? <RefundAmount error={errors.amount} hint={texts.partRefundHint} busy={busy} /> : null}
      <RefundToChoice order={order} />
    </DialogFrame>
  )
}

export type ReturnDialogProps = StaffOrderDialogProps & {
  request: ReturnRequest
  decision: ReturnDecision
  defaultAmount: string
}

export function ReturnDialog({ request, decision, defaultAmount, ...props }: ReturnDialogProps) {
  const { order, busy, errors, send } = props
  return (
    <DialogFrame
      {...props}
      slot="staff-order-return-dialog"
      title={texts.returnTitles[decision](request.title)}
      description={texts.returnDescription(request)}
      confirmLabel={texts.returnConfirms[decision]}
      danger={decision === 'decline'}
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
          <RefundAmount error={errors.amount} hint={texts.returnRefundHint} busy={busy} defaultValue={defaultAmount} />
          <RefundToChoice order={order} />
        </>
      ) : null}
      <Field label={texts.message} error={errors.message} hint={decision === 'decline' ? undefined : texts.optional}>
        <Textarea name="message" maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} readOnly={busy} />
      </Field>
    </DialogFrame>
  )
}
