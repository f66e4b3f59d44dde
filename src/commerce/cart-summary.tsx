// The cart's Summary (spec §2 Cart, §9): Subtotal (original prices × qty), Discount (down to the discounted prices),
// Coupon, and the Total with 2 decimals, from the shared cart rules' figures in kobo; the way to checkout below.
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/ui/cn'
import type { CartSummary as CartFigures } from '@/domain/cart'
import { formatNaira, koboToNaira, type Kobo } from '@/domain/money'

export type CartSummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  figures: CartFigures
  /** The way on, e.g. the 'Proceed to checkout' link. */
  action?: ReactNode
}

export const SUMMARY_HEADING = 'Summary'

const naira = (kobo: Kobo, decimals = false) => formatNaira(koboToNaira(kobo), { decimals })

export function CartSummary({ figures, action, className, ...props }: CartSummaryProps) {
  const rows = [
    { key: 'subtotal', label: 'Subtotal', value: naira(figures.subtotal) },
    { key: 'discount', label: 'Discount', value: naira(-figures.discount) },
    { key: 'coupon', label: 'Coupon', value: naira(-figures.couponDiscount) },
  ]
  return (
    <section
      data-slot="cart-summary"
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-foreground', className)}
      {...props}
    >
      <h2 className="m-0 text-lg font-bold">
        {SUMMARY_HEADING}
      </h2>
      <dl className="m-0 flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-slot={`cart-summary-${row.key}`} className="flex items-center justify-between gap-4">
            <dt className="text-foreground-subtle">{row.label}</dt>
            <dd className="m-0 font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div data-slot="cart-summary-total" className="mt-1 flex items-center justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="m-0 font-bold tabular-nums">{naira(figures.total, true)}</dd>
        </div>
      </dl>
      {action}
    </section>
  )
}
