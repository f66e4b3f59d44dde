// The cart's Summary (spec §2 Cart, §9): Subtotal (original prices × qty), Discount (down to the discounted prices),
// Coupon, and the Total with 2 decimals, from the shared cart rules' figures in kobo; the way to checkout below.
import type { ComponentProps, ReactNode } from 'react'
import type { CartSummary as CartFigures } from '@/domain/cart'
import { MoneySummary, type MoneyRow } from './money-summary'

export type CartSummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  figures: CartFigures
  /** The way on, e.g. the 'Proceed to checkout' link. */
  action?: ReactNode
}

export const SUMMARY_HEADING = 'Summary'

export function CartSummary({ figures, action, ...props }: CartSummaryProps) {
  const rows: MoneyRow[] = [
    { key: 'subtotal', label: 'Subtotal', amount: figures.subtotal },
    { key: 'discount', label: 'Discount', amount: -figures.discount },
    { key: 'coupon', label: 'Coupon', amount: -figures.couponDiscount },
  ]
  return (
    <MoneySummary
      slot="cart-summary"
      heading={SUMMARY_HEADING}
      rows={rows}
      total={figures.total}
      action={action}
      {...props}
    />
  )
}
