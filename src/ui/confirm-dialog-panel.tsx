// The confirm dialog itself (src/ui/confirm-dialog.tsx), fetched the first time one opens.
import { Button } from './button'
import { KEEP_LABEL, type ConfirmDialogProps } from './confirm-dialog'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog'

export function ConfirmDialogPanel({
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
