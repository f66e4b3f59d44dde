// /staff/orders, the orders board (docs/adr/0027): the filters (status, delivery method, the Lagos days paid, a search)
// above a dense table of paid orders, newest payment first, a page at a time; each tracking id opens the order's page.
// A table on a desk, and on a phone the same table scrolled sideways inside its own region. Props only: the route binds
// the staff orders machine, and data-state is the machine's state name.
import { useId, type ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { inputVariants } from '@/ui/input'
import { OrderStatusBadge } from '@/commerce/order-status-badge'
import { StaffList, type StaffListState } from '@/screens/staff/staff-list'
import { StaffOrderLink, StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'
import { DELIVERY_METHODS, findDeliveryMethod } from '@/domain/delivery'
import { formatNaira } from '@/domain/money'
import { ORDER_STATUSES } from '@/domain/order-status'
import { BOARD_SEARCH_MAX_LENGTH, staffBoardTexts as texts, type BoardFilters } from '@/domain/staff-board'
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

const filterLabel = 'text-xs font-medium text-foreground-subtle'
const control = cn(inputVariants({ size: 'sm' }), 'appearance-auto')

function Filters({ filters, send }: Pick<StaffOrdersScreenProps, 'filters' | 'send'>) {
  const id = useId()
  return (
    <form
      data-slot="staff-orders-filters"
      aria-label={texts.filters}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-2 @min-[768px]/board:grid-cols-[repeat(4,minmax(0,10rem))_minmax(0,1fr)]"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className={filterLabel}>
          {texts.status}
        </label>
        <select
          id={`${id}-status`}
          className={control}
          value={filters.status ?? ''}
          onChange={(event) =>
            send({
              type: 'filters.change',
              filters: { status: ORDER_STATUSES.find((status) => status === event.target.value) },
            })
          }
        >
          <option value="">{texts.anyStatus}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-method`} className={filterLabel}>
          {texts.deliveryMethod}
        </label>
        <select
          id={`${id}-method`}
          className={control}
          value={filters.deliveryMethod ?? ''}
          onChange={(event) =>
            send({
              type: 'filters.change',
              filters: { deliveryMethod: findDeliveryMethod(event.target.value)?.id },
            })
          }
        >
          <option value="">{texts.anyMethod}</option>
          {DELIVERY_METHODS.map((method) => (
            <option key={method.id} value={method.id}>
              {method.deliveryType}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className={filterLabel}>
          {texts.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={control}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => send({ type: 'filters.change', filters: { from: event.target.value || undefined } })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className={filterLabel}>
          {texts.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={control}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => send({ type: 'filters.change', filters: { to: event.target.value || undefined } })}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1 @min-[768px]/board:col-span-1">
        <label htmlFor={`${id}-q`} className={filterLabel}>
          {texts.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={control}
          placeholder={texts.searchHint}
          maxLength={BOARD_SEARCH_MAX_LENGTH}
          value={filters.q ?? ''}
          onChange={(event) => send({ type: 'filters.type', filters: { q: event.target.value } })}
        />
      </div>
    </form>
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
