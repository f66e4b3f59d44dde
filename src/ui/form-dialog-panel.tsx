// The form dialog itself (src/ui/form-dialog.tsx), fetched the first time one opens.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'
import type { FormDialogProps } from './form-dialog'

export function FormDialogPanel({
  open,
  title,
  description,
  sending,
  onClose,
  modal,
  size,
  container,
  children,
  ...props
}: FormDialogProps) {
  return (
    <Dialog open={open} modal={modal} onOpenChange={(next) => (!next && !sending ? onClose() : undefined)}>
      <DialogContent {...props} size={size} container={container} showCloseButton={!sending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
