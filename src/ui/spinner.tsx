// A small indeterminate spinner; announced to screen readers through its label.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

export const spinnerVariants = cva(
  'inline-block shrink-0 rounded-full border-2 border-current border-r-transparent animate-[oja-spin_0.7s_linear_infinite]',
  {
    variants: { size: { sm: 'size-3.5', md: 'size-5', lg: 'size-8' } },
    defaultVariants: { size: 'md' },
  },
)

export type SpinnerProps = ComponentProps<'span'> & VariantProps<typeof spinnerVariants> & { label?: string }

export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-slot="spinner"
      data-size={size ?? 'md'}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  )
}
