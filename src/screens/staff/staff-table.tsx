// The staff pages' dense table: named by its caption, a header row of columns, and, on a narrow screen, its own
// region scrolled sideways (focusable, so the keyboard can scroll it) rather than the page; and the cells and links its
// rows share: when something happened, and the way to an order's page.
import { useId, type ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { staffPathTo } from '@/domain/staff-routes'
import { staffTime } from './staff-time'

/** A cell's spacing and rule, for the rows the table is given. */
export const staffCell = 'border-b border-border px-2 py-1.5 align-top'

export type StaffTableProps = {
  /** The page's words for its table: what it lists, and each column's heading in order. */
  texts: { caption: string; columns: Readonly<Record<string, string>> }
  /** The table's least width before it scrolls, a Tailwind class such as 'min-w-[60rem]'. */
  minWidth: string
  'data-slot': string
  /** The body's rows. */
  children: ReactNode
}

export function StaffTable({ texts, minWidth, children, ...props }: StaffTableProps) {
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
          {texts.caption}
        </caption>
        <thead className="bg-muted text-xs text-foreground-subtle">
          <tr>
            {Object.values(texts.columns).map((column) => (
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

/** When something happened, in Lagos. */
export function StaffTimeCell({ at }: { at: string }) {
  return (
    <td className={cn(staffCell, 'whitespace-nowrap tabular-nums')}>
      <time dateTime={at}>{staffTime(at)}</time>
    </td>
  )
}

/** A link to an order's staff page from a row. */
export function StaffOrderLink({ orderId, children }: { orderId: string; children: ReactNode }) {
  return (
    <Link
      to={staffPathTo('staffOrder', { orderId })}
      className="text-primary tabular-nums slashed-zero underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </Link>
  )
}
