// Checkout's billing box (spec §2 Checkout, §9): Subtotal (the goods at their discounted prices), the coupon when it
// counts, Delivery and Total, from the shared rules' figures in kobo (orderTotal); the way on ('Place order') below.
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/ui/cn'
import type { OrderTotal } from '@/domain/delivery'
import { formatNaira, koboToNaira, type Kobo } from '@/domain/money'

export const BILLING_HEADING = 'Billing'

const naira = (kobo: Kobo, decimals = false) => formatNaira(koboToNaira(kobo), { decimals })

export type BillingSummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  figures: OrderTotal
  action?: ReactNode
}

export function BillingSummary({ figures, action, className, ...props }: BillingSummaryProps) {
  const headingId = useId()
  const rows = [
    { key: 'subtotal', label: 'Subtotal', value: naira(figures.subtotal - figures.discount) },
    ...(figures.couponDiscount > 0 ? [{ key: 'coupon', label: 'Coupon', value: naira(-figures.couponDiscount) }] : []),
    { key: 'delivery', label: 'Delivery', value: naira(figures.delivery) },
  ]
  return (
    <section
      data-slot="billing-summary"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-foreground', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-lg font-bold">
        {BILLING_HEADING}
      </h2>
      <dl className="m-0 flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-slot={`billing-summary-${row.key}`} className="flex items-center justify-between gap-4">
            <dt className="text-foreground-subtle">{row.label}</dt>
            <dd className="m-0 font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div data-slot="billing-summary-total" className="mt-1 flex items-center justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="m-0 font-bold tabular-nums">{naira(figures.total, true)}</dd>
        </div>
      </dl>
      {action}
    </section>
  )
}
