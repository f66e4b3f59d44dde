// How the shop is doing (docs/adr/0037), read in a handful of grouped queries over a window of Lagos days: paid orders
// by the day they were paid (orders_board_paid_idx), their lines by product and category, every paid order by status,
// the wallets' balances, and the store's own events per day and kind (kept per day once a day is over).
// Read-only; amounts are kobo.
import { and, gte, lt, sql } from 'drizzle-orm'
import type { Kobo } from '../../../src/domain/money'
import { STORE_EVENT_KINDS } from '../../../src/domain/store-events'
import { lagosDayEnd, lagosDayStart } from '../../lagos-day'
import type { Db } from '../database'
import { queryRows } from '../database'
import { categories, orderItems, orders, products, storeEventDays, storeEvents, wallets } from '../schema'

export interface DashboardWindow {
  /** The start of the window's first day in Lagos, and tomorrow's start. */
  monthStart: Date
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

export interface EventDayRecord {
  day: string
  kind: string
  count: number
}

const TOP = 5

/** An instant's Lagos date (UTC+1 all year: server/lagos-day.ts), and as yyyy-mm-dd. */
const lagosDate = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '1 hour')::date`
const lagosDay = (column: unknown) => sql`to_char(${lagosDate(column)}, 'YYYY-MM-DD')`

export function dashboardRepo(db: Db) {
  /** The events from `start` to `end` per Lagos day and kind (an index-only scan of store_events_at_kind_idx). */
  async function countEvents(start: Date, end: Date): Promise<EventDayRecord[]> {
    // Grouped by the date first and spelled after: a date is cheaper to make and compare than its text, 500,000 times.
    const rows = await queryRows<{ day: string; kind: string; count: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, kind, count from (
            select ${lagosDate(storeEvents.at)} as day, ${storeEvents.kind} as kind, count(*) as count
            from ${storeEvents}
            where ${storeEvents.at} >= ${start.toISOString()}::timestamptz and ${storeEvents.at} < ${end.toISOString()}::timestamptz
            group by 1, 2
          ) counted`,
    )
    return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }))
  }

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

    /**
     * The store's own events per Lagos day and kind over `days` (oldest first). The days before `openFrom` (each over
     * for at least a few minutes, so no transaction still writes into it) are read from their daily counts, counted
     * from the events and kept the first time; the rest (today) are counted from the events each time.
     */
    async eventsByDay(days: string[], openFrom: string): Promise<EventDayRecord[]> {
      const closed = days.filter((day) => day < openFrom)
      const kept =
        closed.length === 0
          ? []
          : await db
              .select({ day: storeEventDays.day, kind: storeEventDays.kind, count: storeEventDays.count })
              .from(storeEventDays)
              .where(and(gte(storeEventDays.day, closed[0]!), lt(storeEventDays.day, openFrom)))
      const keptDays = new Set(kept.map((row) => row.day))
      const missing = closed.filter((day) => !keptDays.has(day))
      const counted: EventDayRecord[] = []
      if (missing.length > 0) {
        const found = await countEvents(lagosDayStart(missing[0]!), lagosDayEnd(missing.at(-1)!))
        const of = new Map(found.map((row) => [`${row.day} ${row.kind}`, row.count]))
        const rows = missing.flatMap((day) =>
          STORE_EVENT_KINDS.map((kind) => ({ day, kind, count: of.get(`${day} ${kind}`) ?? 0 })),
        )
        // Another reading may have kept the same day meanwhile, with the same counts.
        await db.insert(storeEventDays).values(rows).onConflictDoNothing()
        counted.push(...rows)
      }
      const open = days.at(-1)! >= openFrom ? await countEvents(lagosDayStart(openFrom), lagosDayEnd(days.at(-1)!)) : []
      return [...kept, ...counted, ...open]
    },
  }
}

export type DashboardRepo = ReturnType<typeof dashboardRepo>
