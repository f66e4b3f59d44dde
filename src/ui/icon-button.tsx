// Icon-only actions (cart, wishlist, close): square buttons whose name lives in aria-label, never in the icon.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { plural } from '@/domain/plural'

export const iconButtonVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center rounded-md transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
    'disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-sale text-sale-foreground hover:opacity-90',
        outline: 'border border-border-strong bg-surface text-foreground hover:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        danger: 'bg-danger text-danger-foreground hover:bg-danger-hover',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
)

export const iconButtonBadgeVariants = cva(
  'pointer-events-none absolute top-0 right-0 inline-flex translate-x-1/3 -translate-y-1/3 min-w-5 items-center justify-center rounded-full ' +
    'bg-sale px-1 text-xs font-semibold leading-5 text-sale-foreground ring-2 ring-surface',
)

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The button's name. Required: an icon alone says nothing to a screen reader. */
    'aria-label': string
    /** A count shown in a bubble (e.g. cart quantity); hidden at 0 and read as part of the name. */
    badge?: number
    /** How the count is read after the label; defaults to "3 items". `shown` is the bubble's text ("99+"),
     * which the name must contain so speech users can say what they see. */
    badgeLabel?: (count: number, shown: string) => string
  }

/** "3 items"; above 99 the bubble shows "99+", and the name says what the bubble shows. */
export const itemsBadgeLabel = (count: number, shown: string) =>
  `${shown} ${plural(count, { one: 'item', other: 'items' })}`

export function IconButton({
  className,
  variant,
  size,
  badge,
  badgeLabel = itemsBadgeLabel,
  disabled,
  type = 'button',
  children,
  'aria-label': label,
  ...props
}: IconButtonProps) {
  const count = badge !== undefined && badge > 0 ? Math.floor(badge) : 0
  const shown = count > 99 ? '99+' : String(count)
  // The bubble is hidden from assistive technology; its count is folded into the name so it is read once.
  const name = count > 0 ? `${label}, ${badgeLabel(count, shown)}` : label
  return (
    <button
      type={type}
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      data-size={size ?? 'md'}
      data-state={disabled ? 'disabled' : 'idle'}
      aria-label={name}
      disabled={disabled}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
      {count > 0 ? (
        <span data-slot="icon-button-badge" aria-hidden className={iconButtonBadgeVariants()}>
          {shown}
        </span>
      ) : null}
    </button>
  )
}
