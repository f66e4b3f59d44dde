// Short status labels on cards and lists ('Out of stock', 'Trending'); Tag is the same thing by its shop name.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

// Warning and success use the soft fills: their strong colours are too dark under black text and too
// light under white text for small type.
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border font-semibold [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'border-border bg-surface text-foreground',
        primary: 'border-transparent bg-primary text-primary-foreground',
        sale: 'border-transparent bg-sale text-sale-foreground',
        success: 'border-transparent bg-success-soft text-success',
        danger: 'border-transparent bg-danger text-danger-foreground',
        warning: 'border-transparent bg-warning-soft text-warning',
        muted: 'border-transparent bg-muted text-muted-foreground',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs [&_svg]:size-3',
        md: 'px-2.5 py-1 text-sm [&_svg]:size-3.5',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'sm' },
  },
)

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      data-size={size ?? 'sm'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  )
}

export const Tag = Badge
export type TagProps = BadgeProps
export const tagVariants = badgeVariants
