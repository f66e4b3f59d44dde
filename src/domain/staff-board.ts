// The staff orders board's filters (docs/adr/0027; openapi.yaml listStaffOrders) as the address keeps them, so a reload
// or a shared link shows the same board: read from the query leniently (what the contract would refuse is left out),
// written back with only what is set.
import type { QueryParams } from './contract'
import { findDeliveryMethod } from './delivery'
import { ORDER_STATUSES, type OrderStatus } from './order-status'
import { requestKey } from './first-page'

export type StaffOrdersQuery = NonNullable<QueryParams<'listStaffOrders'>>

/** The board's filters and page; `page` is 1 when the address names none. */
export type BoardFilters = Omit<StaffOrdersQuery, 'limit' | 'page'> & { page: number }

export const BOARD_PAGE_SIZE = 20
export const BOARD_SEARCH_MAX_LENGTH = 100
/** openapi.yaml's Day: a calendar day, YYYY-MM-DD. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

function isStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

export function parseBoardQuery(search: string): BoardFilters {
  const params = new URLSearchParams(search)
  const filters: BoardFilters = { page: 1 }
  const status = params.get('status')
  if (status && isStatus(status)) filters.status = status
  const method = findDeliveryMethod(params.get('deliveryMethod') ?? '')
  if (method) filters.deliveryMethod = method.id
  for (const key of ['from', 'to'] as const) {
    const day = params.get(key)
    if (day && DAY.test(day)) filters[key] = day
  }
  const q = params.get('q')?.trim()
  if (q) filters.q = q.slice(0, BOARD_SEARCH_MAX_LENGTH)
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) filters.page = page
  return filters
}

/** The address's query for these filters: only what is set, page 1 left out. */
export function serialiseBoardQuery(filters: BoardFilters): string {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.deliveryMethod) params.set('deliveryMethod', filters.deliveryMethod)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  const q = filters.q?.trim()
  if (q) params.set('q', q)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/** What the board asks the API for: the filters set, and the page. */
export function toStaffOrdersQuery(filters: BoardFilters): StaffOrdersQuery {
  const q = filters.q?.trim()
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.deliveryMethod ? { deliveryMethod: filters.deliveryMethod } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(q ? { q } : {}),
    page: filters.page,
    limit: BOARD_PAGE_SIZE,
  }
}

/** The board's words (the store's own: the spec has no staff pages). */
export const staffBoardTexts = {
  heading: 'Orders board',
  filters: 'Filter the orders',
  status: 'Status',
  anyStatus: 'Any status',
  deliveryMethod: 'Delivery',
  anyMethod: 'Any delivery',
  from: 'Paid from',
  to: 'Paid to',
  search: 'Search',
  searchHint: 'Tracking ID, email or phone',
  loading: 'Loading the orders',
  caption: 'Paid orders, newest payment first',
  empty: 'No paid orders match these filters.',
  retry: 'Try again',
  columns: {
    trackingId: 'Tracking ID',
    paidAt: 'Paid',
    customer: 'Customer',
    items: 'Items',
    amount: 'Amount',
    deliveryMethod: 'Delivery',
    status: 'Status',
    openReturns: 'Open returns',
  },
} as const

/** The orders board's first request for an address's query, as its route asks it: a page the server drew for the staff member opens
 *  on its answer (docs/adr/0050, 'Staff pages'). */
export function staffOrdersFirstRequest(search: string) {
  return requestKey<'listStaffOrders'>('/api/staff/orders', toStaffOrdersQuery(parseBoardQuery(search)))
}
