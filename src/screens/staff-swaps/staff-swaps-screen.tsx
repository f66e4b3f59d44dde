// /staff/swaps, the swap requests inbox (docs/adr/0033): a status filter and a search (email or phone) above a dense
// table of requests, newest first, a page at a time; each device offered opens the request's page. A table on a desk,
// and on a phone the same table scrolled sideways inside its own region. Props only: the route binds the staff swaps
// machine, and data-state is the machine's state name.
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { SwapStatusBadge } from '@/commerce/swap-status-badge'
import { StaffFilters } from '@/screens/staff/staff-filters'
import { StaffList, type StaffListState } from '@/screens/staff/staff-list'
import { StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'
import { staffPathTo } from '@/domain/staff-routes'
import { SWAP_SEARCH_MAX_LENGTH, staffSwapsTexts as texts, type SwapInboxFilters } from '@/domain/staff-swaps'
import { SWAP_STATUSES, swapStatusLabel } from '@/domain/swap-status'
import type { StaffSwapSummary, StaffSwapsEvent } from '@machines/staff-swaps/staff-swaps.machine'

/** The staff swaps machine's states (machines/staff-swaps): the screen's data-state. */
export type StaffSwapsScreenState = StaffListState

export type StaffSwapsScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffSwapsScreenState
  filters: SwapInboxFilters
  swaps: readonly StaffSwapSummary[]
  page: number
  totalPages: number
  /** The server's message when the inbox could not be loaded or is not for this user. */
  message: string | null
  send: (event: StaffSwapsEvent) => void
}

function Filters({ filters, send }: Pick<StaffSwapsScreenProps, 'filters' | 'send'>) {
  return (
    <StaffFilters
      data-slot="staff-swaps-filters"
      label={texts.filters}
      className="grid grid-cols-1 gap-2 @min-[480px]/inbox:grid-cols-[minmax(0,12rem)_minmax(0,20rem)]"
      fields={[
        {
          kind: 'select',
          name: 'status',
          label: texts.status,
          any: texts.anyStatus,
          options: SWAP_STATUSES.map((status) => ({ value: status, label: swapStatusLabel(status) })),
          value: filters.status ?? '',
          onChange: (value) =>
            send({ type: 'filters.change', filters: { status: SWAP_STATUSES.find((status) => status === value) } }),
        },
        {
          kind: 'search',
          name: 'q',
          label: texts.search,
          placeholder: texts.searchHint,
          maxLength: SWAP_SEARCH_MAX_LENGTH,
          value: filters.q ?? '',
          onChange: (value) => send({ type: 'filters.type', filters: { q: value } }),
        },
      ]}
    />
  )
}

function InboxTable({ swaps }: { swaps: readonly StaffSwapSummary[] }) {
  return (
    <StaffTable data-slot="staff-swaps-table" texts={texts} minWidth="min-w-[52rem]">
      {swaps.map((swap) => (
        <tr key={swap._id} data-slot="staff-swaps-row" className="hover:bg-muted/50">
          <StaffTimeCell at={swap.createdAt} />
          <th scope="row" className={cn(staffCell, 'font-semibold')}>
            <Link
              to={staffPathTo('staffSwap', { swapId: swap._id })}
              className="text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {swap.offered}
            </Link>
            <span className="block font-normal text-foreground-subtle">
              {swap.conditionLabel} · {texts.photos(swap.photos)}
            </span>
          </th>
          <td className={staffCell}>{swap.wanted}</td>
          <td className={staffCell}>
            {swap.customer.name ? <span className="block font-medium">{swap.customer.name}</span> : null}
            <span className="block text-foreground-subtle break-all">{swap.customer.email}</span>
            <span className="block text-foreground-subtle tabular-nums">{swap.phone}</span>
          </td>
          <td className={staffCell}>{swap.city}</td>
          <td className={staffCell}>
            <SwapStatusBadge status={swap.status} />
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

export function StaffSwapsScreen({
  state,
  filters,
  swaps,
  page,
  totalPages,
  message,
  send,
  className,
  ...props
}: StaffSwapsScreenProps) {
  return (
    <StaffList
      data-slot="staff-swaps-screen"
      slot="staff-swaps"
      state={state}
      className={cn('@container/inbox', className)}
      heading={texts.heading}
      filters={<Filters filters={filters} send={send} />}
      hasRows={swaps.length > 0}
      table={<InboxTable swaps={swaps} />}
      page={page}
      totalPages={totalPages}
      message={message}
      texts={texts}
      send={send}
      {...props}
    />
  )
}
