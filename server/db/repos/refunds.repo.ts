// The refunds of refused orders (ADR 0014): a sold-out-while-paying order owes its payment back ('due') until the
// provider takes the refund ('refunded'), or until it has refused so often that staff must look ('held'). Whoever tries
// a refund (the confirmation that refused the order, or the refund round in any process) first claims it for a while
// (refund_next_at, with FOR UPDATE SKIP LOCKED), so one refund is asked of the provider by one caller at a time.
// Staff's card refunds (order-refunds.repo.ts) wait the same way, by the same rule (`dueBy`).
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isCardGateway } from '../../providers/payments/payment-gateways'
import type { CardRefund } from '../../services/refunds'
import type { Db } from '../database'
import { orders } from '../schema'
import { recordRefusal } from './money-events'
import type { OrderRecord } from './orders.repo'

/** A due refund whose time has come: never tried, its backoff over, or its last claim run out. */
export function dueBy(state: PgColumn, nextAt: PgColumn, now: Date): SQL | undefined {
  return and(eq(state, 'due'), or(isNull(nextAt), lte(nextAt, now)))
}

/** Where a queue's refunds wait: their table, and its id, state and next-try columns. */
export interface RefundColumns {
  table: PgTable
  id: PgColumn
  state: PgColumn
  nextAt: PgColumn
}

/**
 * The ids of up to `limit` refunds whose time has come, soonest first (never tried first), locked for the caller's
 * claim and skipping those another caller holds: how both queues pick what a round claims.
 */
export function dueToClaim(db: Db, { table, id, state, nextAt }: RefundColumns, now: Date, limit: number) {
  return db
    .select({ id })
    .from(table)
    .where(dueBy(state, nextAt, now))
    .orderBy(sql`${nextAt} asc nulls first`, asc(id))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** A refused order's refund as the provider is asked for it. */
function cardRefundOf(order: OrderRecord): CardRefund {
  return {
    id: order.id,
    transactionId: order.transactionId,
    amountKobo: order.amountKobo,
    refusals: order.refundAttempts,
    userId: order.userId,
    txRef: order.txRef,
    refusal: order.refusal,
    gateway: isCardGateway(order.paymentGateway) ? order.paymentGateway : null,
  }
}

export function refundsRepo(db: Db) {
  const columns = { table: orders, id: orders.id, state: orders.refundState, nextAt: orders.refundNextAt }
  const due = (now: Date) => dueBy(columns.state, columns.nextAt, now)

  return {
    /** Claims up to `limit` due refunds until `until`, soonest first, skipping those another caller holds. */
    async claimDue(now: Date, until: Date, limit: number): Promise<CardRefund[]> {
      const ready = dueToClaim(db, columns, now, limit)
      const claimed = await db.update(orders).set({ refundNextAt: until }).where(inArray(orders.id, ready)).returning()
      return claimed.map(cardRefundOf)
    },

    /** Claims one order's refund until `until` if it is due now; null when it is not (done, waiting, or held elsewhere). */
    async claim(orderId: string, now: Date, until: Date): Promise<CardRefund | null> {
      const [claimed] = await db
        .update(orders)
        .set({ refundNextAt: until })
        .where(and(eq(orders.id, orderId), due(now)))
        .returning()
      return claimed ? cardRefundOf(claimed) : null
    },

    /** The provider took the refund: whether this call is the one that recorded it (so tells the shopper). */
    async markRefunded(orderId: string, now: Date): Promise<boolean> {
      const done = await db
        .update(orders)
        .set({ refundState: 'refunded', refundNextAt: null, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.refundState, 'due')))
        .returning({ id: orders.id })
      return done.length > 0
    },

    /**
     * The provider refused (or did not answer): counted, and tried again at `retryAt`, or held for staff (null); its
     * answer kept in the refund's history (docs/adr/0032).
     */
    async markRefused(orderId: string, retryAt: Date | null, now: Date, answer: string): Promise<OrderRecord | null> {
      return db.transaction(async (tx) => {
        const [after] = await tx
          .update(orders)
          .set({
            refundAttempts: sql`${orders.refundAttempts} + 1`,
            refundNextAt: retryAt,
            refundState: retryAt === null ? 'held' : 'due',
            updatedAt: now,
          })
          .where(and(eq(orders.id, orderId), eq(orders.refundState, 'due')))
          .returning()
        if (!after) return null
        await recordRefusal(tx, {
          subject: 'refusedOrder',
          id: orderId,
          answer,
          heldAfter: retryAt === null ? after.refundAttempts : null,
          at: now,
        })
        return after
      })
    },
  }
}

export type RefundsRepo = ReturnType<typeof refundsRepo>
