// A box of money figures ending in a Total, with the way on below it: the cart's Summary and checkout's billing box
// are this box with their own rows. Amounts are kobo; the Total shows its 2 decimals (spec §9).
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/ui/cn'
import { formatNaira, koboToNaira, type Kobo } from '@/domain/money'

export interface MoneyRow {
  /** Names the row's data-slot (`{slot}-{key}`). */
  key: string
  label: string
  amount: Kobo
}

export type MoneySummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The box's data-slot, and the prefix of its rows'. */
  slot: string
  heading: string
  rows: readonly MoneyRow[]
  total: Kobo
  /** The way on, e.g. 'Proceed to checkout' or 'Place order'. */
  action?: ReactNode
}

const naira = (kobo: Kobo, decimals = false) => formatNaira(koboToNaira(kobo), { decimals })

export function MoneySummary({ slot, heading, rows, total, action, className, ...props }: MoneySummaryProps) {
  const headingId = useId()
  return (
    <section
      data-slot={slot}
      // Named by its heading, unless the page names it itself (two boxes on one page need names of their own).
      aria-labelledby={props['aria-label'] === undefined ? headingId : undefined}
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-foreground', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-lg font-bold">
        {heading}
      </h2>
      <dl className="m-0 flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-slot={`${slot}-${row.key}`} className="flex items-center justify-between gap-4">
            <dt className="text-foreground-subtle">{row.label}</dt>
            <dd className="m-0 font-medium tabular-nums">{naira(row.amount)}</dd>
          </div>
        ))}
        <div
          data-slot={`${slot}-total`}
          className="mt-1 flex items-center justify-between gap-4 border-t border-border pt-3 text-base"
        >
          <dt className="font-semibold">Total</dt>
          <dd className="m-0 font-bold tabular-nums">{naira(total, true)}</dd>
        </div>
      </dl>
      {action}
    </section>
  )
}
