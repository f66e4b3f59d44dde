// The orders as the store's staff work them (docs/adr/0027): the board (paid orders only, newest payment first, one
// query for the page and one for the count, served by orders_board_idx and orders_board_paid_idx), one order with
// everything staff need to act on it, and a move to its next status, applied once under the order's lock.
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '../../../src/domain/order-status'
import type { Db } from '../database'
import { orderItems, orders, products, users, walletTransactions } from '../schema'
import { retryingTransaction } from '../transactions'
import { auditRepo, type AuditActor } from './audit.repo'
import { escapeLike } from './catalogue.repo'
import {
  eventsOf,
  openReturnsOf,
  recordOrderEvent,
  refundedKoboOf,
  refundsOf,
  returnsOf,
  type OrderEventRow,
  type ReturnRequest,
  type StaffRefund,
} from './order-history'
import type { OrderRecord } from './order-writes'

export interface StaffOrderFilter {
  status?: OrderStatus
  deliveryMethod?: string
  /** Paid at or after. */
  paidFrom?: Date
  /** Paid before. */
  paidBefore?: Date
  /** The start of a tracking id, an account's email or a delivery phone, any case. */
  q?: string
  limit: number
  /** 1-based. */
  page: number
}

/** One row of the board. */
export interface StaffOrderRow {
  order: OrderRecord
  email: string
  items: number
  refundedKobo: number
  openReturns: number
}

export interface StaffOrderLineRow {
  line: number
  productId: string
  slug: string
  title: string
  image: string | null
  size: string | null
  qty: number
  priceKobo: number
  originalPriceKobo: number
}

/** One order with all that staff see of it. */
export interface StaffOrderRecord {
  order: OrderRecord
  email: string
  /** Paid from the shopper's wallet (its ledger holds the order's payment), not by card. */
  paidByWallet: boolean
  refundedKobo: number
  lines: StaffOrderLineRow[]
  refunds: StaffRefund[]
  returns: ReturnRequest[]
  events: OrderEventRow[]
}

export interface OrderMove {
  orderId: string
  /** The status the staff member saw. */
  from: OrderStatus
  to: OrderStatus
  /** Whether the table allows the move for this order (its delivery method). */
  allowed: (order: OrderRecord) => boolean
  /** Written with Shipped. */
  shipment?: { carrier: string; trackingNumber: string }
  /** What the status event says (the shopper's timeline shows it). */
  eventNote: string | null
  /** What the staff member wrote: an event of its own, for staff. */
  staffNote?: string
  actor: AuditActor
  now: Date
}

/** How a move went: applied, the order not on the board, moved by someone else since (its status now), or a move
 *  the table does not allow for it. */
export type MoveOutcome =
  | { outcome: 'moved'; order: OrderRecord }
  | { outcome: 'notFound' }
  | { outcome: 'stale'; status: string }
  | { outcome: 'refused' }

const shipmentOf = (order: OrderRecord) => ({
  status: order.status,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
})

const isPaid = eq(orders.paymentState, 'paid')

function whereOf(filter: StaffOrderFilter): SQL | undefined {
  const start = filter.q === undefined ? undefined : `${escapeLike(filter.q)}%`
  return and(
    isPaid,
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.deliveryMethod === undefined ? undefined : eq(orders.deliveryMethod, filter.deliveryMethod),
    filter.paidFrom === undefined ? undefined : gte(orders.paidAt, filter.paidFrom),
    filter.paidBefore === undefined ? undefined : lt(orders.paidAt, filter.paidBefore),
    start === undefined
      ? undefined
      : or(
          ilike(orders.trackingId, start),
          ilike(users.email, start),
          sql`${orders.deliveryAddress} ->> 'phone' ilike ${start}`,
        ),
  )
}

const newestPaid = [desc(orders.paidAt), desc(orders.id)]

export function staffOrdersRepo(db: Db) {
  return {
    /** One page of the board and the count of all its matches. */
    async list(filter: StaffOrderFilter): Promise<{ rows: StaffOrderRow[]; total: number }> {
      const where = whereOf(filter)
      // The page's ids from orders (and the accounts, for the email search) alone, then only those rows dressed.
      const pageIds = db.$with('page_ids').as(
        db
          .select({
            id: orders.id,
            position: sql<number>`row_number() over (order by ${orders.paidAt} desc, ${orders.id} desc)`.as(
              'page_position',
            ),
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(...newestPaid)
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
      )
      const [rows, [counted]] = await Promise.all([
        db
          .with(pageIds)
          .select({
            order: orders,
            email: users.email,
            items: sql<number>`(select coalesce(sum(${orderItems.qty}), 0) from ${orderItems}
              where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
            refundedKobo: refundedKoboOf(orders.id),
            openReturns: openReturnsOf(orders.id),
          })
          .from(pageIds)
          .innerJoin(orders, eq(orders.id, pageIds.id))
          .innerJoin(users, eq(users.id, orders.userId))
          .orderBy(pageIds.position),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where),
      ])
      return { rows, total: counted?.total ?? 0 }
    },

    /** A paid order with its lines, payment, refunds, returns and events; null for no such paid order. */
    async find(orderId: string): Promise<StaffOrderRecord | null> {
      const [found] = await db
        .select({
          order: orders,
          email: users.email,
          walletPayment: walletTransactions.id,
          refundedKobo: refundedKoboOf(orders.id),
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(
          walletTransactions,
          and(eq(walletTransactions.reference, orders.txRef), eq(walletTransactions.type, 'orderPayment')),
        )
        .where(and(eq(orders.id, orderId), isPaid))
      if (!found) return null
      const lines = await db
        .select({
          line: orderItems.line,
          productId: products.id,
          slug: products.slug,
          title: products.title,
          image: sql<string | null>`${products.images} -> 0 ->> 'src'`,
          size: orderItems.size,
          qty: orderItems.qty,
          priceKobo: orderItems.priceKobo,
          originalPriceKobo: orderItems.originalPriceKobo,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.line))
      const [refunds, returns, events] = await Promise.all([
        refundsOf(db, orderId),
        returnsOf(db, [orderId]),
        eventsOf(db, [orderId]),
      ])
      return {
        order: found.order,
        email: found.email,
        paidByWallet: found.walletPayment !== null,
        refundedKobo: found.refundedKobo,
        lines: lines.map((line) => ({ ...line, size: line.size === '' ? null : line.size })),
        refunds,
        returns: returns.get(orderId) ?? [],
        events: events.get(orderId) ?? [],
      }
    },

    /**
     * Moves a paid order from the status staff saw to the next, under the order's lock (step 2 of the lock order,
     * server/db/transactions.ts): one conditional UPDATE (`where status = from`), its event, the staff member's note
     * and the audit entry, in one transaction. Of two staff moving one order at once, the second finds it moved.
     */
    async move(move: OrderMove): Promise<MoveOutcome> {
      return retryingTransaction(db, async (tx): Promise<MoveOutcome> => {
        const [held] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, move.orderId), isPaid))
          .for('update')
        if (!held) return { outcome: 'notFound' }
        if (held.status !== move.from) return { outcome: 'stale', status: held.status }
        if (!move.allowed(held)) return { outcome: 'refused' }
        const [moved] = await tx
          .update(orders)
          .set({
            status: move.to,
            statusChangedAt: move.now,
            ...(move.shipment ? { carrier: move.shipment.carrier, trackingNumber: move.shipment.trackingNumber } : {}),
            ...(move.to === 'Delivered' ? { deliveredAt: move.now } : {}),
            updatedAt: move.now,
          })
          .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
          .returning()
        if (!moved) return { outcome: 'stale', status: held.status }
        await recordOrderEvent(tx, {
          orderId: moved.id,
          kind: 'status',
          status: move.to,
          note: move.eventNote,
          actorId: move.actor.id,
          at: move.now,
        })
        if (move.staffNote)
          await recordOrderEvent(tx, {
            orderId: moved.id,
            kind: 'note',
            note: move.staffNote,
            actorId: move.actor.id,
            at: move.now,
          })
        await auditRepo(tx).record({
          actor: move.actor,
          action: 'order.status',
          target: { type: 'order', id: moved.id },
          before: shipmentOf(held),
          after: shipmentOf(moved),
          at: move.now,
        })
        return { outcome: 'moved', order: moved }
      })
    },
  }
}

export type StaffOrdersRepo = ReturnType<typeof staffOrdersRepo>
