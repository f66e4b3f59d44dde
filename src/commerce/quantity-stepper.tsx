// How many of a cart line (spec §4 Cart quantity): one fewer, the count, one more. The buttons are named after the
// product ('Add one Tecno Camon 20') so a list of lines reads apart; at 1 the minus removes the line, which the
// caller decides.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { MinusIcon, PlusIcon } from '@/ui/more-icons'
import { Spinner } from '@/ui/spinner'

export const quantityStepperVariants = cva(
  'inline-flex items-center rounded-md border border-border-strong bg-surface',
  {
    variants: {
      size: {
        sm: 'h-8 [&_[data-slot=quantity-stepper-button]]:size-8 [&_[data-slot=quantity-stepper-value]]:min-w-8 text-sm',
        md: 'h-10 [&_[data-slot=quantity-stepper-button]]:size-10 [&_[data-slot=quantity-stepper-value]]:min-w-10 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

const buttonClass =
  'inline-flex shrink-0 items-center justify-center text-foreground transition-colors hover:bg-muted ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4'

export type QuantityStepperProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof quantityStepperVariants> & {
    /** What is counted, for the buttons' names. */
    title: string
    qty: number
    onIncrement: () => void
    onDecrement: () => void
    /** False at the stock's limit. */
    canIncrement?: boolean
    /** Both buttons wait (another change is under way). */
    disabled?: boolean
    /** This line's change is under way: a spinner stands in for the count. */
    busy?: boolean
  }

export function incrementLabel(title: string): string {
  return `Add one ${title}`
}

export function decrementLabel(title: string): string {
  return `Remove one ${title}`
}

export function QuantityStepper({
  title,
  qty,
  onIncrement,
  onDecrement,
  canIncrement = true,
  disabled = false,
  busy = false,
  size,
  className,
  ...props
}: QuantityStepperProps) {
  const waiting = disabled || busy
  return (
    <div
      role="group"
      aria-label={`Quantity of ${title}`}
      data-slot="quantity-stepper"
      data-size={size ?? 'md'}
      data-state={busy ? 'busy' : waiting ? 'disabled' : 'idle'}
      aria-busy={busy || undefined}
      className={cn(quantityStepperVariants({ size }), className)}
      {...props}
    >
      <button
        type="button"
        data-slot="quantity-stepper-button"
        data-action="decrement"
        aria-label={decrementLabel(title)}
        disabled={waiting}
        onClick={onDecrement}
        className={cn(buttonClass, 'rounded-l-md')}
      >
        <MinusIcon />
      </button>
      <span
        data-slot="quantity-stepper-value"
        aria-live="polite"
        className="inline-flex items-center justify-center px-1 font-semibold tabular-nums"
      >
        {busy ? <Spinner size="sm" label="Updating" /> : qty}
      </span>
      <button
        type="button"
        data-slot="quantity-stepper-button"
        data-action="increment"
        aria-label={incrementLabel(title)}
        disabled={waiting || !canIncrement}
        onClick={onIncrement}
        className={cn(buttonClass, 'rounded-r-md')}
      >
        <PlusIcon />
      </button>
    </div>
  )
}
