// A dialog's row of actions (./dialog), in a module of its own: a form drawn inside a dialog fetched at its first opening
// (./form-dialog) ends with it, and must not bring the dialog's library into the page's first download with it.
import type { ComponentProps } from 'react'
import { cn } from './cn'

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}
