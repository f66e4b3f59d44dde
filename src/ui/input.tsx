// The store's text input. Invalid is one attribute (aria-invalid) that styles and tests both read.
import type { ComponentProps, ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { useFieldControl } from './field-control'

export const inputVariants = cva(
  'w-full min-w-0 rounded-md border border-border-strong bg-surface text-foreground transition-colors ' +
    'placeholder:text-foreground-subtle ' +
    'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary ' +
    'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger ' +
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

const leadingPadding = { sm: 'pl-8', md: 'pl-9', lg: 'pl-11' } as const
const iconInset = { sm: 'left-2.5 [&_svg]:size-4', md: 'left-3 [&_svg]:size-4', lg: 'left-4 [&_svg]:size-5' } as const

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants> & {
    /** Shorthand for aria-invalid; a Field with an error sets it for you. */
    invalid?: boolean
    /** A decorative icon drawn inside the start of the box (e.g. a search glass). */
    leadingIcon?: ReactNode
  }

export function isInvalid(value: ComponentProps<'input'>['aria-invalid']): boolean {
  return value !== undefined && value !== false && value !== 'false'
}

export function Input({ className, size, invalid, leadingIcon, type = 'text', ...rest }: InputProps) {
  const props = useFieldControl({ ...rest, 'aria-invalid': invalid ? true : rest['aria-invalid'] })
  const s = size ?? 'md'
  const state = isInvalid(props['aria-invalid']) ? 'invalid' : props.disabled ? 'disabled' : 'idle'
  const input = (
    <input
      type={type}
      data-slot="input"
      data-size={s}
      data-state={state}
      className={cn(inputVariants({ size }), leadingIcon ? leadingPadding[s] : null, className)}
      {...props}
    />
  )
  if (!leadingIcon) return input
  return (
    <div data-slot="input-group" className="relative flex w-full items-center">
      <span
        data-slot="input-icon"
        aria-hidden
        className={cn('pointer-events-none absolute inline-flex text-foreground-subtle', iconInset[s])}
      >
        {leadingIcon}
      </span>
      {input}
    </div>
  )
}
