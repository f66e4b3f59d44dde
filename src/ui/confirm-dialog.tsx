// A question before something that cannot be taken back (delete an address, delete or sell out a product): the
// question, what it means, a way back and the action, which shows its progress. While the action runs the dialog
// stays, and neither Escape nor the way back closes it. Its code comes down the first time it opens (./when-open).
import type { ReactNode } from 'react'
import type { DialogContentProps } from './dialog'
import { whenOpen } from './when-open'

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

export const ConfirmDialog = whenOpen<ConfirmDialogProps>(
  async () => (await import('./confirm-dialog-panel')).ConfirmDialogPanel,
)
