// The store's multi-line text box (a product's description, a device's faults): the input's look and its Field wiring.
import type { ComponentProps } from 'react'
import { cn } from './cn'
import { useFieldControl } from './field-control'
import { inputVariants, isInvalid } from './input'

export type TextareaProps = ComponentProps<'textarea'> & {
  /** Shorthand for aria-invalid; a Field with an error sets it for you. */
  invalid?: boolean
}

export function Textarea({ className, invalid, rows = 4, ...rest }: TextareaProps) {
  const props = useFieldControl({ ...rest, 'aria-invalid': invalid ? true : rest['aria-invalid'] })
  const state = isInvalid(props['aria-invalid']) ? 'invalid' : props.disabled ? 'disabled' : 'idle'
  return (
    <textarea
      data-slot="textarea"
      data-state={state}
      rows={rows}
      className={cn(inputVariants(), 'h-auto min-h-20 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  )
}
