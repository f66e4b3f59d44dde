// /staff/orders, the orders board (docs/adr/0027): the filters (status, delivery method, the Lagos days paid, a search)
// above a dense table of paid orders, newest payment first, a page at a time; each tracking id opens the order's page.
// A table on a desk, and on a phone the same table scrolled sideways inside its own region. Props only: the route binds
// the staff orders machine, and data-state is the machine's state name.
import type { ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { OrderStatusBadge } from '@/commerce/order-status-badge'
import { StaffFilters } from '@/screens/staff/staff-filters'
import { StaffList, type StaffListState } from '@/screens/staff/staff-list'
import { StaffOrderLink, StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'
import { DELIVERY_METHODS, findDeliveryMethod } from '@/domain/delivery'
import { formatNaira } from '@/domain/money'
import { ORDER_STATUSES } from '@/domain/order-status'
import { BOARD_SEARCH_MAX_LENGTH, staffBoardTexts as texts, type BoardFilters } from '@/domain/staff-board'
import type { FilterChange } from '@machines/lib/filtered-pages'
import type { StaffOrderSummary, StaffOrdersEvent } from '@machines/staff-orders/staff-orders.machine'

/** The staff orders machine's states (machines/staff-orders): the screen's data-state. */
export type StaffOrdersScreenState = StaffListState

export type StaffOrdersScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffOrdersScreenState
  filters: BoardFilters
  orders: readonly StaffOrderSummary[]
  page: number
  totalPages: number
  /** The server's message when the board could not be loaded or is not for this user. */
  message: string | null
  send: (event: StaffOrdersEvent) => void
}

function Filters({ filters, send }: Pick<StaffOrdersScreenProps, 'filters' | 'send'>) {
  const change = (changed: FilterChange<BoardFilters>) => send({ type: 'filters.change', filters: changed })
  return (
    <StaffFilters
      data-slot="staff-orders-filters"
      label={texts.filters}
      className="grid grid-cols-2 gap-2 @min-[768px]/board:grid-cols-[repeat(4,minmax(0,10rem))_minmax(0,1fr)]"
      fields={[
        {
          kind: 'select',
          name: 'status',
          label: texts.status,
          any: texts.anyStatus,
          options: ORDER_STATUSES.map((status) => ({ value: status, label: status })),
          value: filters.status ?? '',
          onChange: (value) => change({ status: ORDER_STATUSES.find((status) => status === value) }),
        },
        {
          kind: 'select',
          name: 'method',
          label: texts.deliveryMethod,
          any: texts.anyMethod,
          options: DELIVERY_METHODS.map((method) => ({ value: method.id, label: method.deliveryType })),
          value: filters.deliveryMethod ?? '',
          onChange: (value) => change({ deliveryMethod: findDeliveryMethod(value)?.id }),
        },
        {
          kind: 'date',
          name: 'from',
          label: texts.from,
          value: filters.from ?? '',
          max: filters.to,
          onChange: (value) => change({ from: value || undefined }),
        },
        {
          kind: 'date',
          name: 'to',
          label: texts.to,
          value: filters.to ?? '',
          min: filters.from,
          onChange: (value) => change({ to: value || undefined }),
        },
        {
          kind: 'search',
          name: 'q',
          label: texts.search,
          placeholder: texts.searchHint,
          maxLength: BOARD_SEARCH_MAX_LENGTH,
          className: 'col-span-2 @min-[768px]/board:col-span-1',
          value: filters.q ?? '',
          onChange: (value) => send({ type: 'filters.type', filters: { q: value } }),
        },
      ]}
    />
  )
}

function BoardTable({ orders }: { orders: readonly StaffOrderSummary[] }) {
  return (
    <StaffTable data-slot="staff-orders-table" texts={texts} minWidth="min-w-[60rem]">
      {orders.map((order) => (
        <tr key={order._id} data-slot="staff-orders-row" className="hover:bg-muted/50">
          <th scope="row" className={cn(staffCell, 'font-semibold whitespace-nowrap')}>
            <StaffOrderLink orderId={order._id}>{order.trackingId}</StaffOrderLink>
          </th>
          <StaffTimeCell at={order.paidAt} />
          <td className={staffCell}>
            <span className="block font-medium">{order.customer.name}</span>
            <span className="block text-foreground-subtle break-all">{order.customer.email}</span>
            <span className="block text-foreground-subtle tabular-nums">{order.customer.phone}</span>
          </td>
          <td className={cn(staffCell, 'text-right tabular-nums')}>{order.items}</td>
          <td className={cn(staffCell, 'text-right whitespace-nowrap tabular-nums')}>
            {formatNaira(order.amountPaid)}
            {order.refunded > 0 ? (
              <span className="block text-xs text-foreground-subtle">−{formatNaira(order.refunded)} refunded</span>
            ) : null}
          </td>
          <td className={staffCell}>
            <span className="block whitespace-nowrap">
              {findDeliveryMethod(order.deliveryMethod)?.deliveryType ?? order.deliveryMethod}
            </span>
            <span className="block text-foreground-subtle">
              {order.city}, {order.state}
            </span>
          </td>
          <td className={staffCell}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td
            className={cn(staffCell, 'text-right tabular-nums', order.openReturns > 0 && 'font-semibold text-warning')}
          >
            {order.openReturns}
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

export function StaffOrdersScreen({
  state,
  filters,
  orders,
  page,
  totalPages,
  message,
  send,
  className,
  ...props
}: StaffOrdersScreenProps) {
  return (
    <StaffList
      data-slot="staff-orders-screen"
      slot="staff-orders"
      state={state}
      className={cn('@container/board', className)}
      heading={texts.heading}
      filters={<Filters filters={filters} send={send} />}
      hasRows={orders.length > 0}
      table={<BoardTable orders={orders} />}
      page={page}
      totalPages={totalPages}
      message={message}
      texts={texts}
      send={send}
      {...props}
    />
  )
}
