// Money that needs a person (docs/adr/0032): the card refunds and refused orders' refunds the provider refused too
// often ('held'), and the withdrawals the settlement round held for staff (details.heldForStaff), with their history;
// the wallet float; and the owner's actions on them. Each action runs in one transaction that locks what it changes in
// the store's lock order (the wallet first when money goes there, then the refund, order or withdrawal row), checks the
// item is still held, changes it, writes its history and the audit entry; of two actions at once, or an action and the
// round, the second finds it no longer held and changes nothing. The round itself never claims held money: only a
// 'retry' gives it back.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { nextHeldState, type HeldMoneyAction, type HeldMoneyKind } from '../../../src/domain/held-money'
import type { Kobo } from '../../../src/domain/money'
import type { Db } from '../database'
import { moneyEvents, orderRefunds, orders, users, walletTransactions, wallets } from '../schema'
import { retryingTransaction } from '../transactions'
import { auditRepo, type AuditActor } from './audit.repo'
import { recordMoneyEvent, type MoneyEventKind } from './money-events'
import { recordOrderEvent } from './order-history'
import { creditRefund, lockTransaction, lockWallet, reverseLocked } from './wallet.repo'

export interface HeldEventRecord {
  at: Date
  kind: MoneyEventKind
  note: string | null
  actorEmail: string | null
}

/** One held item as the repo reads it (kobo; the service shapes it for the API). */
export interface HeldRecord {
  kind: HeldMoneyKind
  id: string
  amountKobo: Kobo
  feeKobo: Kobo
  what: string
  shopper: string
  userId: string
  orderId: string | null
  reason: string
  attempts: number
  createdAt: Date
  events: HeldEventRecord[]
}

export type HeldActionOutcome =
  | { outcome: 'notFound' }
  | { outcome: 'notHeld' }
  | { outcome: 'done'; item: HeldRecord; state: 'retrying' | 'toWallet' | 'settled' }

/** What the shopper is told of a withdrawal the owner gave back: it reaches them as any failed payout's notice. */
export const WITHDRAWAL_RETURNED =
  'The bank did not pay this withdrawal. The amount and its fee are back in your Oja wallet'

const orderName = (order: { trackingId: string | null; txRef: string }) => order.trackingId ?? order.txRef

const heldWithdrawal = and(
  eq(walletTransactions.type, 'withdrawal'),
  eq(walletTransactions.status, 'pending'),
  isNotNull(sql`${walletTransactions.details} ->> 'heldForStaff'`),
)

/** Why the settlement round held a withdrawal (wallet-payouts.ts holdForStaff); null when it is not held. */
function heldReason(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || !('heldForStaff' in details)) return null
  const reason = details.heldForStaff
  return typeof reason === 'string' ? reason : null
}

export function heldMoneyRepo(db: Db) {
  /** The held items of each kind (all of them, or the one `id`), without their history yet. */
  async function read(q: Db, only?: { kind: HeldMoneyKind; id: string }): Promise<Omit<HeldRecord, 'events'>[]> {
    const want = (kind: HeldMoneyKind) => only === undefined || only.kind === kind
    const refunds = want('orderRefund')
      ? await q
          .select({ refund: orderRefunds, order: orders, email: users.email })
          .from(orderRefunds)
          .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(eq(orderRefunds.state, 'held'), only ? eq(orderRefunds.id, only.id) : undefined))
          .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
      : []
    const refused = want('refusedOrder')
      ? await q
          .select({ order: orders, email: users.email })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(eq(orders.refundState, 'held'), only ? eq(orders.id, only.id) : undefined))
          .orderBy(asc(orders.createdAt), asc(orders.id))
      : []
    const withdrawals = want('withdrawal')
      ? await q
          .select({ transaction: walletTransactions, email: users.email })
          .from(walletTransactions)
          .innerJoin(users, eq(users.id, walletTransactions.userId))
          .where(and(heldWithdrawal, only ? eq(walletTransactions.id, only.id) : undefined))
          .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id))
      : []
    return [
      ...refunds.map(({ refund, order, email }) => ({
        kind: 'orderRefund' as const,
        id: refund.id,
        amountKobo: refund.amountKobo,
        feeKobo: 0,
        what: `Card refund for order ${orderName(order)} (${refund.cause}: ${refund.reason})`,
        shopper: email,
        userId: order.userId,
        orderId: order.id,
        reason: 'The payment provider refused it too often',
        attempts: refund.attempts,
        createdAt: refund.createdAt,
      })),
      ...refused.map(({ order, email }) => ({
        kind: 'refusedOrder' as const,
        id: order.id,
        amountKobo: order.amountKobo,
        feeKobo: 0,
        what: `Refund of refused order ${order.txRef}`,
        shopper: email,
        userId: order.userId,
        orderId: order.id,
        reason: 'The payment provider refused it too often',
        attempts: order.refundAttempts,
        createdAt: order.createdAt,
      })),
      ...withdrawals.map(({ transaction, email }) => ({
        kind: 'withdrawal' as const,
        id: transaction.id,
        amountKobo: transaction.amountKobo,
        feeKobo: transaction.feeKobo,
        what: transaction.description,
        shopper: email,
        userId: transaction.userId,
        orderId: null,
        reason: `The bank: ${heldReason(transaction.details) ?? 'no answer'}`,
        attempts: 0,
        createdAt: transaction.createdAt,
      })),
    ]
  }

  /** The items with their history, oldest event first. */
  async function withHistory(items: Omit<HeldRecord, 'events'>[]): Promise<HeldRecord[]> {
    if (items.length === 0) return []
    const events = await db
      .select({
        subjectKind: moneyEvents.subjectKind,
        subjectId: moneyEvents.subjectId,
        at: moneyEvents.at,
        kind: moneyEvents.kind,
        note: moneyEvents.note,
        actorEmail: users.email,
      })
      .from(moneyEvents)
      .leftJoin(users, eq(users.id, moneyEvents.actorId))
      .where(
        inArray(
          moneyEvents.subjectId,
          items.map((item) => item.id),
        ),
      )
      .orderBy(asc(moneyEvents.seq))
    return items.map((item) => ({
      ...item,
      events: events
        .filter((event) => event.subjectKind === item.kind && event.subjectId === item.id)
        .map(({ at, kind, note, actorEmail }) => ({ at, kind: kind as MoneyEventKind, note, actorEmail })),
    }))
  }

  /** The owner's action in its transaction: the event in the item's history and the audit entry. */
  async function logged(
    tx: Db,
    act: {
      kind: HeldMoneyKind
      id: string
      action: HeldMoneyAction
      reference: string | null
      actor: AuditActor
      now: Date
    },
    facts: Record<string, unknown>,
  ) {
    const state = nextHeldState('held', act.action)
    await recordMoneyEvent(tx, {
      subject: act.kind,
      id: act.id,
      kind: act.action === 'settle' ? 'settled' : act.action,
      note: act.reference,
      actorId: act.actor.id,
      at: act.now,
    })
    await auditRepo(tx).record({
      actor: act.actor,
      action: `heldMoney.${act.action}`,
      target: { type: act.kind, id: act.id },
      before: { state: 'held' },
      after: { state, ...facts, ...(act.reference === null ? {} : { reference: act.reference }) },
      at: act.now,
    })
  }

  async function actOnRefund(
    tx: Db,
    act: { id: string; action: HeldMoneyAction; reference: string | null; actor: AuditActor; now: Date },
  ): Promise<boolean> {
    const { id, action, now } = act
    const [seen] = await tx
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orderRefunds.id, id))
    if (!seen) return false
    if (action === 'toWallet') await lockWallet(tx, seen.order.userId)
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, id)).for('update')
    if (!refund || refund.state !== 'held') return false
    if (action === 'retry') {
      await tx.update(orderRefunds).set({ state: 'due', nextAt: null }).where(eq(orderRefunds.id, id))
    } else {
      await tx
        .update(orderRefunds)
        .set({
          state: 'refunded',
          nextAt: null,
          refundedAt: now,
          ...(action === 'toWallet' ? { destination: 'wallet' } : {}),
        })
        .where(eq(orderRefunds.id, id))
      if (action === 'toWallet')
        await creditRefund(tx, {
          id: refund.id,
          userId: seen.order.userId,
          orderId: seen.order.id,
          amountKobo: refund.amountKobo,
          description: `Refund for order ${orderName(seen.order)}`,
          now,
        })
      await recordOrderEvent(tx, {
        orderId: seen.order.id,
        kind: 'refunded',
        note: `${action === 'toWallet' ? 'wallet' : 'card'}:${refund.amountKobo}`,
        actorId: act.actor.id,
        at: now,
      })
    }
    await logged(tx, { kind: 'orderRefund', ...act }, { orderId: seen.order.id, amountKobo: refund.amountKobo })
    return true
  }

  async function actOnRefusedOrder(
    tx: Db,
    act: { id: string; action: HeldMoneyAction; reference: string | null; actor: AuditActor; now: Date },
  ): Promise<boolean> {
    const { id, action, now } = act
    const [seen] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id))
    if (!seen) return false
    if (action === 'toWallet') await lockWallet(tx, seen.userId)
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!order || order.refundState !== 'held') return false
    await tx
      .update(orders)
      .set({ refundState: action === 'retry' ? 'due' : 'refunded', refundNextAt: null, updatedAt: now })
      .where(eq(orders.id, id))
    if (action === 'toWallet')
      await creditRefund(tx, {
        id: order.id,
        userId: order.userId,
        orderId: order.id,
        amountKobo: order.amountKobo,
        description: `Refund for order ${order.txRef}`,
        now,
      })
    await logged(tx, { kind: 'refusedOrder', ...act }, { amountKobo: order.amountKobo })
    return true
  }

  async function actOnWithdrawal(
    tx: Db,
    act: { id: string; action: HeldMoneyAction; reference: string | null; actor: AuditActor; now: Date },
  ): Promise<boolean> {
    const { id, action, now } = act
    // The wallet first, then the withdrawal, as every movement of a wallet takes them.
    const transaction = await lockTransaction(tx, id)
    if (!transaction || transaction.type !== 'withdrawal' || transaction.status !== 'pending') return false
    if (heldReason(transaction.details) === null) return false
    if (action === 'retry') {
      await tx
        .update(walletTransactions)
        .set({ details: sql`${walletTransactions.details} - 'heldForStaff'`, claimedUntil: null, updatedAt: now })
        .where(eq(walletTransactions.id, id))
    } else if (action === 'toWallet') {
      await reverseLocked(tx, transaction, WITHDRAWAL_RETURNED, now, { notice: true })
    } else {
      await tx
        .update(walletTransactions)
        .set({
          status: 'successful',
          claimedUntil: null,
          updatedAt: now,
          details: sql`${walletTransactions.details} || ${JSON.stringify({ settledByStaff: act.reference })}::jsonb`,
        })
        .where(eq(walletTransactions.id, id))
    }
    await logged(
      tx,
      { kind: 'withdrawal', ...act },
      { amountKobo: transaction.amountKobo, feeKobo: transaction.feeKobo, userId: transaction.userId },
    )
    return true
  }

  const ACT = { orderRefund: actOnRefund, refusedOrder: actOnRefusedOrder, withdrawal: actOnWithdrawal }

  return {
    /** Every held item with its history, refunds first, each kind oldest first. */
    async list(): Promise<HeldRecord[]> {
      return withHistory(await read(db))
    },

    /** What the store owes its shoppers: the sum of every wallet's balance. */
    async walletFloat(): Promise<Kobo> {
      const [sum] = await db.select({ kobo: sql<string | null>`sum(${wallets.balanceKobo})` }).from(wallets)
      return Number(sum?.kobo ?? 0)
    },

    /**
     * The owner's action on a held item, once (HELD_MONEY_MOVES): 'notFound' when no such item ever was held,
     * 'notHeld' when it is no longer held (dealt with by someone, or by the round, meanwhile).
     */
    async act(input: {
      kind: HeldMoneyKind
      id: string
      action: HeldMoneyAction
      reference: string | null
      actor: AuditActor
      now: Date
    }): Promise<HeldActionOutcome> {
      const { kind, id, action } = input
      const acted = await retryingTransaction(db, async (tx) => {
        const [item] = await read(tx, { kind, id })
        return item && (await ACT[kind](tx, input)) ? item : null
      })
      if (!acted) return (await exists(kind, id)) ? { outcome: 'notHeld' } : { outcome: 'notFound' }
      const state = nextHeldState('held', action)
      if (state === null || state === 'held') throw new Error(`no move ${action} from held`)
      const [item] = await withHistory([acted])
      return { outcome: 'done', item: item ?? { ...acted, events: [] }, state }
    },
  }

  /** Whether the item exists at all, held or not. */
  async function exists(kind: HeldMoneyKind, id: string): Promise<boolean> {
    const table = { orderRefund: orderRefunds, refusedOrder: orders, withdrawal: walletTransactions }[kind]
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id))
    return row !== undefined
  }
}

export type HeldMoneyRepo = ReturnType<typeof heldMoneyRepo>
