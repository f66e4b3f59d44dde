// How the shop is doing, as the owner reads it (docs/adr/0037): paid orders by Lagos day over 30 days, with today's,
// the 7 days' and the 30 days' sales, orders and average order value; orders by status; the 30 days' top products and
// categories and delivery methods; the wallet float; and the store's own events by kind. Owners only. Kobo records;
// the handler gives naira. No Fastify, no SQL.
import { DELIVERY_METHODS, type DeliveryMethodId } from '../../src/domain/delivery'
import type { Kobo } from '../../src/domain/money'
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/order-status'
import { STORE_EVENT_KINDS, type StoreEventKind } from '../../src/domain/store-events'
import type { DashboardRepo, DashboardWindow, SoldRecord } from '../db/repos/dashboard.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { lagosDate, lagosDayEnd, lagosDayStart } from '../lagos-day'
import { requireOwner } from './verified-user'

export const DASHBOARD_DAYS = 30
export const DASHBOARD_PERIODS = [1, 7, 30] as const
const DAY_MS = 24 * 60 * 60 * 1000
/** How long after a Lagos day ends its events are counted once and kept (server/db/schema/events.ts). */
export const CLOSED_AFTER_MS = 10 * 60 * 1000

export interface DashboardPeriod {
  days: (typeof DASHBOARD_PERIODS)[number]
  salesKobo: Kobo
  orders: number
  /** The period's sales over its orders, to the kobo (0 without orders). */
  averageKobo: Kobo
}

export interface DashboardRecord {
  today: string
  periods: DashboardPeriod[]
  days: { day: string; salesKobo: Kobo; orders: number }[]
  byStatus: { status: OrderStatus; orders: number }[]
  topProducts: SoldRecord[]
  topCategories: SoldRecord[]
  deliveryMethods: { method: DeliveryMethodId; deliveryType: string; orders: number }[]
  walletFloatKobo: Kobo
  events: { kind: StoreEventKind; today: number; week: number; month: number }[]
}

/** The Lagos day `offset` days before `day` (yyyy-mm-dd). */
function dayBefore(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - offset * DAY_MS).toISOString().slice(0, 10)
}

export function dashboardService({
  dashboard,
  now = () => new Date(),
}: {
  dashboard: DashboardRepo
  now?: () => Date
}) {
  return {
    /** getStaffDashboard. */
    async get(user: UserRecord): Promise<DashboardRecord> {
      requireOwner(user)
      const today = lagosDate(now())
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => dayBefore(today, DASHBOARD_DAYS - 1 - index))
      const window: DashboardWindow = { monthStart: lagosDayStart(days[0]!), end: lagosDayEnd(today) }
      // A day's events are kept as counts once it has been over for a while (no transaction still writing into it).
      const openFrom = lagosDate(new Date(now().getTime() - CLOSED_AFTER_MS))
      const [sales, statuses, topProducts, topCategories, methods, walletFloatKobo, events] = await Promise.all([
        dashboard.salesByDay(window),
        dashboard.byStatus(),
        dashboard.topProducts(window),
        dashboard.topCategories(window),
        dashboard.deliveryMethods(window),
        dashboard.walletFloat(),
        dashboard.eventsByDay(days, openFrom),
      ])
      const byDay = new Map(sales.map((row) => [row.day, row]))
      const series = days.map((day) => ({
        day,
        salesKobo: byDay.get(day)?.salesKobo ?? 0,
        orders: byDay.get(day)?.orders ?? 0,
      }))
      const periods = DASHBOARD_PERIODS.map((length) => {
        const inPeriod = series.slice(series.length - length)
        const salesKobo = inPeriod.reduce((sum, day) => sum + day.salesKobo, 0)
        const orders = inPeriod.reduce((sum, day) => sum + day.orders, 0)
        return { days: length, salesKobo, orders, averageKobo: orders === 0 ? 0 : Math.round(salesKobo / orders) }
      })
      const statusCount = new Map(statuses.map((row) => [row.status, row.orders]))
      const methodCount = new Map(methods.map((row) => [row.method, row.orders]))
      const weekFrom = days[days.length - 7]!
      const eventCount = new Map<string, { today: number; week: number; month: number }>()
      for (const { day, kind, count } of events) {
        const counted = eventCount.get(kind) ?? { today: 0, week: 0, month: 0 }
        eventCount.set(kind, {
          today: counted.today + (day === today ? count : 0),
          week: counted.week + (day >= weekFrom ? count : 0),
          month: counted.month + count,
        })
      }
      return {
        today,
        periods,
        days: series,
        byStatus: ORDER_STATUSES.map((status) => ({ status, orders: statusCount.get(status) ?? 0 })),
        topProducts,
        topCategories,
        deliveryMethods: DELIVERY_METHODS.map((method) => ({
          method: method.id,
          deliveryType: method.deliveryType,
          orders: methodCount.get(method.id) ?? 0,
        })),
        walletFloatKobo,
        events: STORE_EVENT_KINDS.map((kind) => {
          const counted = eventCount.get(kind)
          return { kind, today: counted?.today ?? 0, week: counted?.week ?? 0, month: counted?.month ?? 0 }
        }),
      }
    },
  }
}

export type DashboardService = ReturnType<typeof dashboardService>
