// Checkout's billing box (spec §2 Checkout, §9): Subtotal (the goods at their discounted prices), the coupon when it
// counts, Delivery and Total, from the shared rules' figures in kobo (orderTotal); the way on ('Place order') below.
import type { ComponentProps, ReactNode } from 'react'
import type { OrderTotal } from '@/domain/delivery'
import { MoneySummary, type MoneyRow } from './money-summary'

export const BILLING_HEADING = 'Billing'

export type BillingSummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  figures: OrderTotal
  action?: ReactNode
}

export function BillingSummary({ figures, action, ...props }: BillingSummaryProps) {
  const rows: MoneyRow[] = [
    { key: 'subtotal', label: 'Subtotal', amount: figures.subtotal - figures.discount },
    ...(figures.couponDiscount > 0 ? [{ key: 'coupon', label: 'Coupon', amount: -figures.couponDiscount }] : []),
    { key: 'delivery', label: 'Delivery', amount: figures.delivery },
  ]
  return (
    <MoneySummary
      slot="billing-summary"
      heading={BILLING_HEADING}
      rows={rows}
      total={figures.total}
      action={action}
      {...props}
    />
  )
}
