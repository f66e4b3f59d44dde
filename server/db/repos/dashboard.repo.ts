// How the shop is doing (docs/adr/0037), read in a handful of grouped queries over a window of Lagos days: paid orders
// by the day they were paid (orders_board_paid_idx), their lines by product and category, every paid order by status,
// the wallets' balances, and the store's own events by kind (an index-only scan of store_events_at_kind_idx).
// Read-only; amounts are kobo.
import { sql } from 'drizzle-orm'
import type { Kobo } from '../../../src/domain/money'
import type { Db } from '../database'
import { queryRows } from '../database'
import { categories, orderItems, orders, products, storeEvents, wallets } from '../schema'

export interface DashboardWindow {
  /** The start of the window's first day, and of the last 7 days and of today, in Lagos; `end` is tomorrow's start. */
  monthStart: Date
  weekStart: Date
  todayStart: Date
  end: Date
}

export interface SalesDayRecord {
  day: string
  salesKobo: Kobo
  orders: number
}

export interface SoldRecord {
  id: string
  title: string
  slug: string
  units: number
  salesKobo: Kobo
}

export interface EventCountRecord {
  kind: string
  today: number
  week: number
  month: number
}

const TOP = 5

/** An instant's Lagos date (UTC+1 all year: server/lagos-day.ts), as yyyy-mm-dd. */
const lagosDay = (column: unknown) => sql`to_char((${column} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`

export function dashboardRepo(db: Db) {
  const paidIn = ({ monthStart, end }: DashboardWindow) =>
    sql`${orders.paymentState} = 'paid' and ${orders.paidAt} >= ${monthStart.toISOString()}::timestamptz and ${orders.paidAt} < ${end.toISOString()}::timestamptz`

  async function sold(window: DashboardWindow, by: 'product' | 'category'): Promise<SoldRecord[]> {
    const [id, title, slug, join] =
      by === 'product'
        ? [products.id, products.title, products.slug, sql``]
        : [
            categories.id,
            categories.title,
            categories.slug,
            sql`join ${categories} on ${categories.id} = ${products.categoryId}`,
          ]
    const rows = await queryRows<{ id: string; title: string; slug: string; units: string; sales: string }>(
      db,
      sql`select ${id} as id, ${title} as title, ${slug} as slug,
            sum(${orderItems.qty}) as units, sum(${orderItems.qty} * ${orderItems.priceKobo}) as sales
          from ${orders}
          join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          join ${products} on ${products.id} = ${orderItems.productId}
          ${join}
          where ${paidIn(window)}
          group by 1, 2, 3
          order by sales desc, title asc
          limit ${TOP}`,
    )
    return rows.map((row) => ({ ...row, units: Number(row.units), salesKobo: Number(row.sales) }))
  }

  return {
    /** Paid orders per Lagos day of the window (only days with some). */
    async salesByDay(window: DashboardWindow): Promise<SalesDayRecord[]> {
      const rows = await queryRows<{ day: string; sales: string; orders: string }>(
        db,
        sql`select ${lagosDay(orders.paidAt)} as day, sum(${orders.amountKobo}) as sales, count(*) as orders
            from ${orders} where ${paidIn(window)} group by 1`,
      )
      return rows.map((row) => ({ day: row.day, salesKobo: Number(row.sales), orders: Number(row.orders) }))
    },

    /** Every paid order by its status now. */
    async byStatus(): Promise<{ status: string; orders: number }[]> {
      const rows = await queryRows<{ status: string; orders: string }>(
        db,
        sql`select ${orders.status} as status, count(*) as orders from ${orders}
            where ${orders.paymentState} = 'paid' group by 1`,
      )
      return rows.map((row) => ({ status: row.status, orders: Number(row.orders) }))
    },

    topProducts: (window: DashboardWindow) => sold(window, 'product'),
    topCategories: (window: DashboardWindow) => sold(window, 'category'),

    /** The window's paid orders by delivery method. */
    async deliveryMethods(window: DashboardWindow): Promise<{ method: string; orders: number }[]> {
      const rows = await queryRows<{ method: string; orders: string }>(
        db,
        sql`select ${orders.deliveryMethod} as method, count(*) as orders from ${orders}
            where ${paidIn(window)} group by 1`,
      )
      return rows.map((row) => ({ method: row.method, orders: Number(row.orders) }))
    },

    /** What the store owes in wallet balances. */
    async walletFloat(): Promise<Kobo> {
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`select sum(${wallets.balanceKobo}) as total from ${wallets}`,
      )
      return Number(row?.total ?? 0)
    },

    /** The store's own events by kind: today, the last 7 days and the window. */
    async eventCounts({ monthStart, weekStart, todayStart, end }: DashboardWindow): Promise<EventCountRecord[]> {
      const rows = await queryRows<{ kind: string; today: string; week: string; month: string }>(
        db,
        sql`select ${storeEvents.kind} as kind,
              count(*) filter (where ${storeEvents.at} >= ${todayStart.toISOString()}::timestamptz) as today,
              count(*) filter (where ${storeEvents.at} >= ${weekStart.toISOString()}::timestamptz) as week,
              count(*) as month
            from ${storeEvents}
            where ${storeEvents.at} >= ${monthStart.toISOString()}::timestamptz
              and ${storeEvents.at} < ${end.toISOString()}::timestamptz
            group by 1`,
      )
      return rows.map((row) => ({
        kind: row.kind,
        today: Number(row.today),
        week: Number(row.week),
        month: Number(row.month),
      }))
    },
  }
}

export type DashboardRepo = ReturnType<typeof dashboardRepo>
