// /staff/restock, what shoppers wait for (docs/adr/0030), for owners and staff: per product and size, how many shoppers
// still wait to be told it is back and since when (Lagos), and how many were emailed when it came back and when last;
// most waited for first, a page at a time. Props only: the route binds the staff restock machine, and data-state is
// the machine's state name.
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { pathTo } from '@/domain/routes'
import { restockDemandTexts as texts, type RestockDemand } from '@/domain/restock-demand'
import type { StaffRestockEvent } from '@machines/staff-restock/staff-restock.machine'
import { StaffList, type StaffListState } from '@/screens/staff/staff-list'
import { StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'

/** The staff restock machine's states (machines/staff-restock): the screen's data-state. */
export type StaffRestockScreenState = StaffListState

export type StaffRestockScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffRestockScreenState
  demand: readonly RestockDemand[]
  page: number
  totalPages: number
  message: string | null
  send: (event: StaffRestockEvent) => void
}

/** When something happened, or a dash (with `none` read out) when it has not. */
function TimeOrNone({ at, none }: { at: string | null; none: string }) {
  if (at) return <StaffTimeCell at={at} />
  return (
    <td className={cn(staffCell, 'text-foreground-subtle')}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{none}</span>
    </td>
  )
}

function DemandTable({ demand }: { demand: readonly RestockDemand[] }) {
  return (
    <StaffTable data-slot="staff-restock-table" texts={texts} minWidth="min-w-[44rem]">
      {demand.map((row) => (
        <tr key={`${row.productId}:${row.variant ?? ''}`} data-slot="staff-restock-row">
          <td className={staffCell}>
            <Link
              to={pathTo('productDetails', { productId: row.slug })}
              className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {row.title}
            </Link>
          </td>
          <td className={cn(staffCell, 'whitespace-nowrap')}>{row.variant ?? texts.noSize}</td>
          <td className={cn(staffCell, 'tabular-nums', row.waiting > 0 ? 'font-semibold' : 'text-foreground-subtle')}>
            {row.waiting}
          </td>
          <TimeOrNone at={row.waitingSince} none={texts.nobodyWaits} />
          <td className={cn(staffCell, 'tabular-nums')}>{row.notified}</td>
          <TimeOrNone at={row.lastNotifiedAt} none={texts.notYet} />
        </tr>
      ))}
    </StaffTable>
  )
}

export function StaffRestockScreen({
  state,
  demand,
  page,
  totalPages,
  message,
  send,
  className,
  ...props
}: StaffRestockScreenProps) {
  return (
    <StaffList
      data-slot="staff-restock-screen"
      slot="staff-restock"
      state={state}
      className={className}
      heading={texts.heading}
      filters={<p className="m-0 text-sm text-foreground-subtle">{texts.intro}</p>}
      hasRows={demand.length > 0}
      table={<DemandTable demand={demand} />}
      page={page}
      totalPages={totalPages}
      message={message}
      texts={texts}
      send={send}
      {...props}
    />
  )
}
