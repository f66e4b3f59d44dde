// 'Return or exchange an item' (docs/adr/0027: within 24 hours of delivery): a Radix dialog with the order's line,
// how many of it, return or exchange, and the reason; the server's refusal shows above the buttons. Props only: the
// page binds the order-return machine, whose leaf state is the dialog's data-state.
import type { FormEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter, FormDialogMessage } from '@/ui/form-dialog'
import { Input } from '@/ui/input'
import { NativeSelect } from '@/ui/native-select'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { Textarea } from '@/ui/textarea'
import type { Order } from '@/domain/contract'
import { RETURN_REASON_MAX_LENGTH } from '@/domain/order-status'
import { RETURN_KINDS, returnFormTexts as texts } from '@/domain/order-return-form'
import { returnableLines, returnableQty, type ReturnKind } from '@/domain/order-returns'
import type {
  OrderReturnContext,
  OrderReturnEvent,
  orderReturnMachine,
} from '@machines/order-return/order-return.machine'

/** The order-return machine's states (machines/order-return): the dialog's data-state. */
export type ReturnDialogState = StateValueFrom<typeof orderReturnMachine>

/** The form's values are the machine's context as it holds them. */
export type ReturnDialogProps = Pick<
  OrderReturnContext,
  'order' | 'line' | 'qty' | 'kind' | 'reason' | 'reasonError' | 'message'
> & {
  open: boolean
  state: ReturnDialogState
  busy: boolean
  /** The order-return machine's `send`: every edit and press on the form is one of its events. */
  send: (event: OrderReturnEvent) => void
  /** Closing is the page's (the dialog goes away), not the machine's. */
  onClose: () => void
  container?: HTMLElement | null
}

function lineLabel(order: Order, line: number): string {
  const bought = order.orderedProducts[line]!
  return bought.size ? `${bought.productId.title} (${bought.size})` : bought.productId.title
}

export function ReturnDialog(props: ReturnDialogProps) {
  const { open, state, order, line, qty, kind, reason, reasonError, message, busy, send } = props
  const submitting = state === 'submitting'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) send({ type: 'return.submit' })
  }
  return (
    <FormDialog
      data-slot="return-dialog"
      data-state={state}
      open={open}
      title={texts.title}
      description={texts.description}
      sending={submitting}
      onClose={props.onClose}
      container={props.container}
    >
      <form data-slot="return-form" noValidate onSubmit={submit} aria-busy={busy || undefined} className="grid gap-4">
        <fieldset disabled={submitting} className="m-0 grid gap-4 border-0 p-0">
          <Field label={texts.line}>
            <NativeSelect
              name="line"
              required
              value={String(line)}
              placeholder={texts.line}
              options={returnableLines(order).map((candidate) => ({
                value: String(candidate),
                label: lineLabel(order, candidate),
              }))}
              onValueChange={(value) => send({ type: 'line.change', line: Number(value) })}
            />
          </Field>
          <Field label={texts.qty}>
            <Input
              name="qty"
              type="number"
              inputMode="numeric"
              min={1}
              max={returnableQty(order, line)}
              required
              value={qty}
              onChange={(event) => send({ type: 'qty.change', qty: event.target.valueAsNumber })}
            />
          </Field>
          <fieldset className="m-0 grid gap-2 border-0 p-0">
            <legend className="mb-1.5 p-0 text-sm font-medium text-foreground">{texts.kind}</legend>
            <RadioGroup
              name="kind"
              value={kind}
              onValueChange={(value) => send({ type: 'kind.change', kind: value as ReturnKind })}
            >
              {RETURN_KINDS.map((option) => (
                <RadioGroupItem key={option} value={option} label={texts.kinds[option]} />
              ))}
            </RadioGroup>
          </fieldset>
          <Field label={texts.reason} hint={texts.reasonHint} error={reasonError ?? undefined}>
            <Textarea
              name="reason"
              rows={3}
              required
              maxLength={RETURN_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => send({ type: 'reason.change', reason: event.target.value })}
            />
          </Field>
        </fieldset>

        {message ? <FormDialogMessage data-slot="return-message">{message}</FormDialogMessage> : null}

        <FormDialogFooter
          cancelLabel={texts.cancel}
          submitLabel={texts.submit}
          sending={submitting}
          onCancel={props.onClose}
        />
      </form>
    </FormDialog>
  )
}
