// A question before something that cannot be taken back (delete an address, delete or sell out a product): the
// question, what it means, a way back and the action, which shows its progress. While the action runs the dialog
// stays, and neither Escape nor the way back closes it.
import type { ReactNode } from 'react'
import { Button } from './button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from './dialog'

export const KEEP_LABEL = 'Keep it'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  cancelLabel?: ReactNode
  /** The action is running. */
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** The dialog's own name for tests and styles, e.g. 'addresses-confirm-delete'. */
  'data-slot'?: string
  /** Where the dialog's portal mounts; document.body unless given (a story's frame). */
  container?: DialogContentProps['container']
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = KEEP_LABEL,
  busy,
  onConfirm,
  onCancel,
  'data-slot': slot = 'confirm-dialog',
  container,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? onCancel() : undefined)}>
      {open ? (
        <DialogContent size="sm" data-slot={slot} showCloseButton={false} container={container}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
