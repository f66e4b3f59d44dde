// A product's price in naira: the sale price in the sale colour with the original struck through beside it.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { formatNaira } from '@/domain/money'

export const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', {
  variants: {
    size: { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' },
  },
  defaultVariants: { size: 'md' },
})

export const priceCurrentVariants = cva('font-bold tabular-nums', {
  variants: {
    discounted: { true: 'text-sale', false: 'text-foreground' },
  },
  defaultVariants: { discounted: false },
})

// The struck price is secondary but must still meet 4.5:1, so it uses foreground-subtle, never a lighter grey.
export const priceOriginalVariants = cva('font-normal tabular-nums text-foreground-subtle line-through', {
  variants: {
    size: { sm: 'text-xs', md: 'text-sm', lg: 'text-base' },
  },
  defaultVariants: { size: 'md' },
})

export const priceBadgeVariants = cva('self-center rounded-sm bg-sale-soft px-1.5 font-semibold text-sale', {
  variants: {
    size: { sm: 'text-xs', md: 'text-xs', lg: 'text-sm' },
  },
  defaultVariants: { size: 'md' },
})

export type PriceProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** The product's list price in naira (original_price). */
    original: number
    /** The price the shopper pays in naira (discounted_price); omit or equal to original for no sale. */
    discounted?: number
    /** Totals show kobo: ₦12,500.00 (spec §9). */
    decimals?: boolean
    /** Adds a "20% off" tag when the price is discounted. */
    showPercentOff?: boolean
  }

/** Whole percent saved, rounded down so the tag never promises more than the shopper saves. */
export function percentOff(original: number, discounted: number): number {
  if (!(original > 0) || !(discounted < original)) return 0
  return Math.floor(((original - discounted) / original) * 100)
}

export function Price({
  original,
  discounted,
  decimals = false,
  showPercentOff = false,
  size,
  className,
  ...props
}: PriceProps) {
  const isDiscounted = discounted !== undefined && discounted < original
  const current = isDiscounted ? discounted : original
  const percent = isDiscounted ? percentOff(original, discounted) : 0
  return (
    <span
      data-slot="price"
      data-size={size ?? 'md'}
      data-state={isDiscounted ? 'discounted' : 'regular'}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      <span data-slot="price-current" className={priceCurrentVariants({ discounted: isDiscounted })}>
        {isDiscounted ? <span className="sr-only">Sale price </span> : null}
        {formatNaira(current, { decimals })}
      </span>
      {isDiscounted ? (
        <s data-slot="price-original" className={priceOriginalVariants({ size })}>
          <span className="sr-only">Original price </span>
          {formatNaira(original, { decimals })}
        </s>
      ) : null}
      {isDiscounted && showPercentOff && percent > 0 ? (
        <span data-slot="price-badge" className={priceBadgeVariants({ size })}>
          {percent}% off
        </span>
      ) : null}
    </span>
  )
}
