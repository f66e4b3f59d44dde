// The staff pages' dense table: named by its caption, a header row of columns, and, on a narrow screen, its own
// region scrolled sideways (focusable, so the keyboard can scroll it) rather than the page; and the link a row gives to
// an order's page.
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/ui/cn'
import { pathTo } from '@/domain/routes'

/** A cell's spacing and rule, for the rows the table is given. */
export const staffCell = 'border-b border-border px-2 py-1.5 align-top'

export type StaffTableProps = {
  caption: string
  columns: readonly string[]
  /** The table's least width before it scrolls, a Tailwind class such as 'min-w-[60rem]'. */
  minWidth: string
  'data-slot': string
  /** The body's rows. */
  children: ReactNode
}

export function StaffTable({ caption, columns, minWidth, children, ...props }: StaffTableProps) {
  const captionId = useId()
  return (
    <div
      data-slot={props['data-slot']}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-muted text-xs text-foreground-subtle">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn(staffCell, 'font-semibold whitespace-nowrap')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A link to an order's staff page from a row. */
export function StaffOrderLink({ orderId, children }: { orderId: string; children: ReactNode }) {
  return (
    <Link
      to={pathTo('staffOrder', { orderId })}
      className="text-primary tabular-nums slashed-zero underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </Link>
  )
}
