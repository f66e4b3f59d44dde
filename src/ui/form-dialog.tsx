// A dialog around a form that is sent (Withdraw, Add Funds, 'Return or exchange an item'): its title and what it is
// for above the form; while the form is being sent the dialog stays, and neither Escape, the corner button nor the way
// back closes it. The form ends with `FormDialogFooter`: the way back and the button that sends, which shows its
// progress; a refusal shows above them as a `FormDialogMessage`. Its code comes down the first time it opens
// (./when-open; the dialog itself is ./form-dialog-panel).
import type { ReactNode } from 'react'
import { Button } from './button'
import type { DialogContentProps } from './dialog'
import { DialogFooter } from './dialog-footer'
import { whenOpen } from './when-open'

export type FormDialogProps = {
  open: boolean
  title: ReactNode
  description: ReactNode
  /** The form is being sent: the dialog cannot be dismissed. */
  sending: boolean
  onClose: () => void
  /** False while something drawn over the page takes the pointer and the focus (the card checkout over Add Funds). */
  modal?: boolean
  size?: DialogContentProps['size']
  container?: DialogContentProps['container']
  /** The dialog's own name and state, for tests and styles. */
  'data-slot': string
  'data-state': string
  children: ReactNode
}

export const FormDialog = whenOpen<FormDialogProps>(async () => (await import('./form-dialog-panel')).FormDialogPanel)

export type FormDialogFooterProps = {
  cancelLabel: ReactNode
  submitLabel: ReactNode
  /** The form is being sent. */
  sending: boolean
  /** False while the form cannot be sent as it is. */
  canSubmit?: boolean
  onCancel: () => void
}

export function FormDialogFooter({
  cancelLabel,
  submitLabel,
  sending,
  canSubmit = true,
  onCancel,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" disabled={sending} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={sending} disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </DialogFooter>
  )
}

/** Why the form was not sent (the server's refusal, a rule it breaks), announced as it appears. */
export function FormDialogMessage({ children, ...props }: { 'data-slot': string; children: ReactNode }) {
  return (
    <p role="alert" className="m-0 text-sm font-medium text-danger" {...props}>
      {children}
    </p>
  )
}
