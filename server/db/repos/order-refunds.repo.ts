// Staff's refunds, cancellations and returns (docs/adr/0027). A refund is a row of order_refunds, written under the
// order's lock, and the sum of an order's refunds (whatever their state) never exceeds what it was paid. A 'wallet'
// refund is credited in the transaction that writes it (the wallet locked first: the lock order of
// server/db/transactions.ts is wallet, order, products); a 'card' refund is 'due' until the provider takes it, tried by
// whoever made it and then by the refund round (services/refunds.ts), which claims it first as refused orders' refunds
// are (refunds.repo.ts `dueBy`). Cancelling and taking a return give the items back to stock through the one stock
// write (availability.repo.ts `restockIn`), so shoppers waiting for them are told. Every staff action writes its
// order event and its audit entry in the same transaction.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { isCardGateway } from '../../providers/payments/payment-gateways'
import { canAskForReturn, canCancelOrder, type OrderStatus } from '../../../src/domain/order-status'
import type { Kobo } from '../../../src/domain/money'
import type { CardRefund, RefundQueue } from '../../services/refunds'
import type { Db } from '../database'
import { newId } from '../ids'
import { orderItems, orderRefunds, orders, productSizes, returnRequests } from '../schema'
import { lockProducts, retryingTransaction } from '../transactions'
import { auditRepo, type AuditActor } from './audit.repo'
import { restockIn, type WaitingShopper } from './availability.repo'
import type { CatalogueCache } from './catalogue-cache'
import { recordRefusal } from './money-events'
import { recordOrderEvent, refundedKoboOf } from './order-history'
import { needs, type OrderRecord } from './order-writes'
import { dueBy, dueToClaim } from './refunds.repo'
import { creditRefund, lockWallet, paidFromWallet } from './wallet.repo'

export type OrderRefundRecord = typeof orderRefunds.$inferSelect
export type ReturnRequestRecord = typeof returnRequests.$inferSelect

/** Where a refund goes: 'original' is the card for a card-paid order and the wallet for a wallet-paid one. */
export type RefundTo = 'original' | 'wallet'

/** Products that came back in stock, and the shoppers to tell (after the transaction commits). */
export type BackInStock = { product: { title: string; slug: string }; shoppers: WaitingShopper[] }[]

export type CancelOutcome =
  | { outcome: 'notFound' }
  | { outcome: 'statusChanged'; status: OrderStatus }
  | { outcome: 'cannotCancel'; status: OrderStatus }
  | { outcome: 'tooLarge'; refundableKobo: Kobo }
  | { outcome: 'cancelled'; order: OrderRecord; refund: OrderRefundRecord | null; backInStock: BackInStock }

export type AskReturnOutcome =
  | { outcome: 'notFound' }
  | { outcome: 'closed' }
  | { outcome: 'noSuchLine' }
  | { outcome: 'tooMany' }
  | { outcome: 'asked'; order: OrderRecord; request: ReturnRequestRecord }

export type ReturnDecision =
  | { decision: 'refund'; amountKobo: Kobo | null; refundTo: RefundTo }
  | { decision: 'exchange' }
  | { decision: 'decline' }

export type DecideOutcome =
  | { outcome: 'notFound' }
  | { outcome: 'decided' }
  | { outcome: 'tooLarge'; refundableKobo: Kobo }
  | {
      outcome: 'done'
      order: OrderRecord
      request: ReturnRequestRecord
      refund: OrderRefundRecord | null
      backInStock: BackInStock
    }

const asStatus = (status: string) => status as OrderStatus

/** The order paid, locked (step 2 of the lock order); null when there is no such paid order. */
async function lockPaidOrder(tx: Db, orderId: string): Promise<OrderRecord | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'paid')))
    .for('update')
  return order ?? null
}

/** What of the order can still be refunded: what it was paid, less its refunds (order-history.ts refundedKoboOf). */
async function refundableOf(tx: Db, order: OrderRecord): Promise<Kobo> {
  const [given] = await tx
    .select({ kobo: refundedKoboOf(orders.id) })
    .from(orders)
    .where(eq(orders.id, order.id))
  return order.amountKobo - (given?.kobo ?? 0)
}

/** Whether a refund to `to` of this order goes to the wallet (read before any lock: how it was paid never changes). */
async function refundsToWallet(tx: Db, order: OrderRecord, to: RefundTo): Promise<boolean> {
  return to === 'wallet' || (await paidFromWallet(tx, order))
}

/**
 * Writes a refund of a locked order (the wallet locked before it when it goes there): a wallet refund is credited now
 * and is 'refunded'; a card refund is 'due' for the provider. The caller checked it fits what is refundable.
 */
async function giveRefund(
  tx: Db,
  refund: {
    order: OrderRecord
    amountKobo: Kobo
    toWallet: boolean
    cause: 'cancel' | 'return'
    reason: string
    actor: AuditActor
    now: Date
  },
): Promise<OrderRefundRecord> {
  const { order, amountKobo, toWallet, now } = refund
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      id: newId(now),
      orderId: order.id,
      amountKobo,
      destination: toWallet ? 'wallet' : 'card',
      cause: refund.cause,
      reason: refund.reason,
      state: toWallet ? 'refunded' : 'due',
      actorId: refund.actor.id,
      refundedAt: toWallet ? now : null,
      createdAt: now,
    })
    .returning()
  if (!row) throw new Error(`the refund of order ${order.id} was not written`)
  if (toWallet)
    await creditRefund(tx, {
      id: row.id,
      userId: order.userId,
      orderId: order.id,
      amountKobo,
      description: `Refund for order ${order.trackingId ?? order.txRef}`,
      now,
    })
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: toWallet ? 'refunded' : 'refund',
    note: `${row.destination}:${amountKobo}`,
    actorId: refund.actor.id,
    at: now,
  })
  return row
}

/**
 * Gives units back to their products' stock (the products locked first, in id order, step 3 of the lock order),
 * through the one stock write, so a product or size coming back claims the shoppers waiting for it. A product since
 * archived, or a size since removed, takes nothing back.
 */
async function giveStockBack(
  tx: Db,
  lines: { productId: string; size: string; qty: number }[],
  now: Date,
): Promise<BackInStock> {
  const wanted = needs(lines)
  const productIds = [...new Set(wanted.map((need) => need.productId))]
  const held = await lockProducts(tx, productIds)
  const sizes = await tx.select().from(productSizes).where(inArray(productSizes.productId, productIds))
  const back: BackInStock = []
  for (const need of wanted) {
    const product = held.find((candidate) => candidate.id === need.productId)
    if (!product) continue
    const units =
      need.size === ''
        ? product.stock
        : sizes.find((size) => size.productId === need.productId && size.title === need.size)?.stock
    if (units === undefined) continue
    const { write, backInStock } = await restockIn(tx, need.productId, {
      size: need.size === '' ? null : need.size,
      stock: units + need.qty,
      now,
    })
    if (write.outcome === 'written' && backInStock.length > 0)
      back.push({ product: { title: write.title, slug: write.slug }, shoppers: backInStock })
  }
  return back
}

/** A refund too large rolls back everything written before it was known. */
class TooLarge extends Error {
  constructor(readonly refundableKobo: Kobo) {
    super('refund too large')
  }
}

/** `catalogueCache`: forgotten once stock given back commits. */
export function orderRefundsRepo(db: Db, catalogueCache: CatalogueCache) {
  // Only card refunds wait: a wallet refund is 'refunded' when it is written.
  const columns = { table: orderRefunds, id: orderRefunds.id, state: orderRefunds.state, nextAt: orderRefunds.nextAt }
  const dueNow = (now: Date) => dueBy(columns.state, columns.nextAt, now)

  /** Card refunds as the provider is asked for them: with the payment's transaction and the shopper. */
  async function cardRefunds(ids: string[]): Promise<CardRefund[]> {
    if (ids.length === 0) return []
    const rows = await db
      .select({
        gateway: orders.paymentGateway,
        id: orderRefunds.id,
        amountKobo: orderRefunds.amountKobo,
        refusals: orderRefunds.attempts,
        transactionId: orders.transactionId,
        userId: orders.userId,
        txRef: orders.txRef,
      })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(inArray(orderRefunds.id, ids))
      .orderBy(asc(orderRefunds.id))
    return rows.map((row) => ({ ...row, gateway: isCardGateway(row.gateway) ? row.gateway : null }))
  }

  /** Runs a staff transaction; a TooLarge rolls it back and is answered. */
  async function undoable<T>(work: (tx: Db) => Promise<T>): Promise<T | { outcome: 'tooLarge'; refundableKobo: Kobo }> {
    try {
      return await retryingTransaction(db, work)
    } catch (error) {
      if (error instanceof TooLarge) return { outcome: 'tooLarge', refundableKobo: error.refundableKobo }
      throw error
    }
  }

  const queue = {
    /** Claims up to `limit` due card refunds until `until`, soonest first, skipping those another caller holds. */
    async claimDue(now: Date, until: Date, limit: number): Promise<CardRefund[]> {
      const ready = dueToClaim(db, columns, now, limit)
      const claimed = await db
        .update(orderRefunds)
        .set({ nextAt: until })
        .where(inArray(orderRefunds.id, ready))
        .returning({ id: orderRefunds.id })
      return cardRefunds(claimed.map((row) => row.id))
    },

    /** Claims one card refund until `until` if it is due now; null when it is not. */
    async claim(id: string, now: Date, until: Date): Promise<CardRefund | null> {
      const claimed = await db
        .update(orderRefunds)
        .set({ nextAt: until })
        .where(and(eq(orderRefunds.id, id), dueNow(now)))
        .returning({ id: orderRefunds.id })
      return (await cardRefunds(claimed.map((row) => row.id)))[0] ?? null
    },

    /** The provider took it: whether this call recorded it (and the order's 'refunded' event). */
    async markRefunded(id: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(orderRefunds)
          .set({ state: 'refunded', nextAt: null, refundedAt: now })
          .where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'due')))
          .returning()
        if (!done) return false
        await recordOrderEvent(tx, {
          orderId: done.orderId,
          kind: 'refunded',
          note: `${done.destination}:${done.amountKobo}`,
          at: now,
        })
        return true
      })
    },

    /**
     * The provider refused (or did not answer): counted, and tried again at `retryAt`, or held for staff (null); its
     * answer kept in the refund's history (docs/adr/0032).
     */
    async markRefused(id: string, retryAt: Date | null, now: Date, answer: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(orderRefunds)
          .set({
            attempts: sql`${orderRefunds.attempts} + 1`,
            nextAt: retryAt,
            state: retryAt === null ? 'held' : 'due',
          })
          .where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'due')))
          .returning({ attempts: orderRefunds.attempts })
        if (!after) return
        await recordRefusal(tx, {
          subject: 'orderRefund',
          id,
          answer,
          heldAfter: retryAt === null ? after.attempts : null,
          at: now,
        })
      })
    },
  } satisfies RefundQueue

  return {
    ...queue,

    /**
     * Cancels a paid order whose status is still `from` (and may be cancelled): under the order's lock, the status,
     * the stock given back, the refund (none for 0), the events and the audit entry, or nothing at all. Of two
     * cancellations at once, the second finds it Cancelled.
     */
    async cancel(input: {
      orderId: string
      from: OrderStatus
      refundKobo: Kobo
      refundTo: RefundTo
      reason: string
      actor: AuditActor
      now: Date
    }): Promise<CancelOutcome> {
      const { orderId, from, refundKobo, reason, actor, now } = input
      const outcome = await undoable(async (tx): Promise<CancelOutcome> => {
        const [seen] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'paid')))
        if (!seen) return { outcome: 'notFound' }
        const toWallet = refundKobo > 0 && (await refundsToWallet(tx, seen, input.refundTo))
        if (toWallet) await lockWallet(tx, seen.userId)
        const order = await lockPaidOrder(tx, orderId)
        if (!order) return { outcome: 'notFound' }
        const status = asStatus(order.status)
        if (!canCancelOrder(status)) return { outcome: 'cannotCancel', status }
        if (status !== from) return { outcome: 'statusChanged', status }
        const refundable = await refundableOf(tx, order)
        if (refundKobo > refundable) return { outcome: 'tooLarge', refundableKobo: refundable }
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'Cancelled', statusChangedAt: now, updatedAt: now })
          .where(and(eq(orders.id, orderId), eq(orders.status, from)))
          .returning()
        if (!cancelled) throw new Error(`order ${orderId} changed under its lock`)
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
        const backInStock = await giveStockBack(tx, lines, now)
        await recordOrderEvent(tx, {
          orderId,
          kind: 'status',
          status: 'Cancelled',
          note: reason,
          actorId: actor.id,
          at: now,
        })
        const refund =
          refundKobo > 0
            ? await giveRefund(tx, { order, amountKobo: refundKobo, toWallet, cause: 'cancel', reason, actor, now })
            : null
        await auditRepo(tx).record({
          actor,
          action: 'order.cancel',
          target: { type: 'order', id: orderId },
          before: { status },
          after: {
            status: 'Cancelled',
            reason,
            refund: refund ? { id: refund.id, amountKobo: refund.amountKobo, destination: refund.destination } : null,
          },
          at: now,
        })
        return { outcome: 'cancelled', order: cancelled, refund, backInStock }
      })
      if (outcome.outcome === 'cancelled') catalogueCache.invalidate()
      return outcome
    },

    /**
     * A shopper asks to return or exchange `qty` of a line of their delivered order, within the return window and up
     * to what is not already asked for (requests declined do not count): under the order's lock, so two requests at
     * once cannot together ask for more than the line has.
     */
    async askReturn(input: {
      orderId: string
      userId: string
      line: number
      qty: number
      kind: 'return' | 'exchange'
      reason: string
      now: Date
    }): Promise<AskReturnOutcome> {
      const { orderId, line, qty, now } = input
      return retryingTransaction(db, async (tx): Promise<AskReturnOutcome> => {
        const order = await lockPaidOrder(tx, orderId)
        if (!order || order.userId !== input.userId) return { outcome: 'notFound' }
        if (order.status !== 'Delivered' || !canAskForReturn(order.deliveredAt, now)) return { outcome: 'closed' }
        const [item] = await tx
          .select({ qty: orderItems.qty })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.line, line)))
        if (!item) return { outcome: 'noSuchLine' }
        const [asked] = await tx
          .select({ qty: sql<string>`coalesce(sum(${returnRequests.qty}), 0)` })
          .from(returnRequests)
          .where(
            and(
              eq(returnRequests.orderId, orderId),
              eq(returnRequests.line, line),
              ne(returnRequests.state, 'declined'),
            ),
          )
        if (qty > item.qty - Number(asked?.qty ?? 0)) return { outcome: 'tooMany' }
        const [request] = await tx
          .insert(returnRequests)
          .values({ id: newId(now), orderId, line, qty, kind: input.kind, reason: input.reason, createdAt: now })
          .returning()
        if (!request) throw new Error(`the return request of order ${orderId} was not written`)
        await recordOrderEvent(tx, { orderId, kind: 'returnRequested', note: input.reason, at: now })
        return { outcome: 'asked', order, request }
      })
    },

    /**
     * Staff decide a return request, once: under the order's lock (the wallet's first when a refund goes there), the
     * request still 'requested' is refunded (amount at most the line's price times the quantity and what is still
     * refundable; the items back in stock), exchanged or declined, with its event and audit entry.
     */
    async decideReturn(input: {
      requestId: string
      decision: ReturnDecision
      message: string
      actor: AuditActor
      now: Date
    }): Promise<DecideOutcome> {
      const { requestId, decision, message, actor, now } = input
      const outcome = await undoable(async (tx): Promise<DecideOutcome> => {
        const [seen] = await tx.select().from(returnRequests).where(eq(returnRequests.id, requestId))
        if (!seen) return { outcome: 'notFound' }
        const [paid] = await tx.select().from(orders).where(eq(orders.id, seen.orderId))
        if (!paid) return { outcome: 'notFound' }
        const toWallet = decision.decision === 'refund' && (await refundsToWallet(tx, paid, decision.refundTo))
        if (toWallet) await lockWallet(tx, paid.userId)
        const order = await lockPaidOrder(tx, seen.orderId)
        if (!order) return { outcome: 'notFound' }
        const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, requestId))
        if (!request || request.state !== 'requested') return { outcome: 'decided' }
        let refund: OrderRefundRecord | null = null
        let backInStock: BackInStock = []
        if (decision.decision === 'refund') {
          const [item] = await tx
            .select()
            .from(orderItems)
            .where(and(eq(orderItems.orderId, order.id), eq(orderItems.line, request.line)))
          if (!item) throw new Error(`order ${order.id} has no line ${request.line}`)
          const refundable = Math.min(item.priceKobo * request.qty, await refundableOf(tx, order))
          const amountKobo = decision.amountKobo ?? refundable
          if (amountKobo > refundable) throw new TooLarge(refundable)
          backInStock = await giveStockBack(tx, [{ ...item, qty: request.qty }], now)
          if (amountKobo > 0)
            refund = await giveRefund(tx, { order, amountKobo, toWallet, cause: 'return', reason: message, actor, now })
        }
        const state = { refund: 'refunded', exchange: 'exchanged', decline: 'declined' }[decision.decision]
        const [decided] = await tx
          .update(returnRequests)
          .set({ state, message, refundId: refund?.id ?? null, decidedBy: actor.id, decidedAt: now })
          .where(and(eq(returnRequests.id, requestId), eq(returnRequests.state, 'requested')))
          .returning()
        if (!decided) throw new Error(`return request ${requestId} changed under its order's lock`)
        await recordOrderEvent(tx, {
          orderId: order.id,
          kind: 'returnDecided',
          note: message,
          actorId: actor.id,
          at: now,
        })
        await auditRepo(tx).record({
          actor,
          action: 'return.decide',
          target: { type: 'return', id: requestId },
          before: { state: request.state },
          after: {
            state,
            message,
            refund: refund ? { id: refund.id, amountKobo: refund.amountKobo, destination: refund.destination } : null,
          },
          at: now,
        })
        return { outcome: 'done', order, request: decided, refund, backInStock }
      })
      if (outcome.outcome === 'done' && decision.decision === 'refund') catalogueCache.invalidate()
      return outcome
    },
  }
}

export type OrderRefundsRepo = ReturnType<typeof orderRefundsRepo>
