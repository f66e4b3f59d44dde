// The store's one button: every clickable action is a variant of this (or IconButton).
import { cloneElement, isValidElement, type ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Spinner } from './spinner'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-sale text-sale-foreground hover:opacity-90',
        outline: 'border border-border-strong bg-surface text-foreground hover:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        link: 'bg-transparent text-primary underline-offset-4 hover:underline px-0',
        danger: 'bg-danger text-danger-foreground hover:bg-danger-hover',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, keeps the label for screen readers and blocks further clicks. */
    loading?: boolean
    /** Paints its one child (a router `<Link>`) as this button instead of drawing a `<button>`: navigation stays a
     *  link. The child keeps its own element and attributes (its own win, its classes are added to the button's);
     *  `loading`, `disabled` and `type` do not apply. Radix's Slot does the same and more (refs and handlers composed),
     *  but Button is on every first download and Slot would add 1.2 KB gzipped to it: ADR 0019. */
    asChild?: boolean
  }

export function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  children,
  type = 'button',
  asChild = false,
  ...props
}: ButtonProps) {
  if (asChild && isValidElement<{ className?: string; [attribute: `data-${string}`]: string }>(children)) {
    return cloneElement(children, {
      'data-slot': 'button',
      'data-variant': variant ?? 'primary',
      'data-size': size ?? 'md',
      ...props,
      ...children.props,
      className: cn(buttonVariants({ variant, size }), className, children.props.className),
    })
  }
  const state = loading ? 'loading' : disabled ? 'disabled' : 'idle'
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-state={state}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? <Spinner size="sm" label="" aria-hidden /> : null}
      {children}
    </button>
  )
}
