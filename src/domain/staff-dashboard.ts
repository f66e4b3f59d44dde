// The owner's dashboard (docs/adr/0037): its words, and the rules of what it shows beside the figures the server gives
// (each funnel step as a share of the one before it).
import type { SuccessData } from './contract'
import { STAFF_PAGE_NAMES } from './staff-page-names'
import { FUNNEL_STEPS, type StoreEventKind } from './store-events'
import { requestKey } from './first-page'

export type StaffDashboard = SuccessData<'getStaffDashboard'>

export const staffDashboardTexts = {
  heading: STAFF_PAGE_NAMES.staffDashboard,
  intro: 'Paid orders by the day they were paid, in Lagos; the events are counted by the store itself.',
  loading: 'Loading the dashboard',
  retry: 'Try again',
  refresh: 'Refresh',
  periods: { 1: 'Today', 7: 'Last 7 days', 30: 'Last 30 days' } as Record<number, string>,
  sales: 'Sales',
  orders: 'Orders',
  averageOrderValue: 'Average order',
  walletFloat: 'Wallet float',
  walletFloatNote: 'What the store owes in wallet balances',
  chartHeading: 'Sales, last 30 days',
  chartLabel: (total: string) =>
    `Bar chart of sales each day over the last 30 days, ${total} in all; the table follows.`,
  chartTable: 'Sales and orders each day, last 30 days',
  day: 'Day',
  byStatus: 'Orders by status',
  status: 'Status',
  topProducts: 'Top products, last 30 days',
  topCategories: 'Top categories, last 30 days',
  product: 'Product',
  category: 'Category',
  units: 'Units',
  nothingSold: 'Nothing sold in the last 30 days.',
  deliveryMethods: 'Delivery methods, last 30 days',
  method: 'Method',
  funnel: 'Funnel',
  funnelNote: 'Events, not people: each view, each cart add, each order placed and paid.',
  otherEvents: 'Other events',
  event: 'Event',
  today: 'Today',
  week: '7 days',
  month: '30 days',
  ofPrevious: 'Of the step before, 30 days',
} as const

/** The funnel's steps over 30 days, each with its share of the step before (null for the first, or after none). */
export function funnelOf(dashboard: StaffDashboard) {
  const month = new Map(dashboard.events.map((event) => [event.kind, event]))
  return FUNNEL_STEPS.map((kind, index) => {
    const counted = month.get(kind) ?? { kind, today: 0, week: 0, month: 0 }
    const before = index === 0 ? null : (month.get(FUNNEL_STEPS[index - 1]!)?.month ?? 0)
    return { ...counted, share: before === null || before === 0 ? null : counted.month / before }
  })
}

/** The events that are not the funnel's steps (sign ups, app download clicks, leads). */
export function otherEventsOf(dashboard: StaffDashboard) {
  const steps: readonly StoreEventKind[] = FUNNEL_STEPS
  return dashboard.events.filter((event) => !steps.includes(event.kind))
}

/** A share as a whole percentage: 0.254 → '25%'. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`
}

/** The owner's dashboard's first request: a page the server drew for the staff member opens on its answer (docs/adr/0050, 'Staff
 *  pages'). */
export function staffDashboardFirstRequest() {
  return requestKey<'getStaffDashboard'>('/api/staff/dashboard')
}
