// The wallet's ledger (ADR 0010). A shopper's wallet is made on first use. Money moves only as append-only entries,
// each with a unique reference, written in the same database transaction as the balance they move, so the balance is
// always the sum of its entries. Every movement locks the wallet row first (and only then a transaction row), so
// concurrent spends queue on one lock in one order and a debit the balance cannot cover is refused, never half-made;
// the database's own check keeps the balance at or above zero whatever the code does.
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Kobo } from '../../../src/domain/money'
import type { Db } from '../database'
import { newId } from '../ids'
import { cartItems, walletEntries, walletTransactions, wallets } from '../schema'
import { lockProducts, retryingTransaction } from '../transactions'
import { recordMoneyEvent } from './money-events'
import { insertOrder, markPaid, takeStock, type NewOrder, type OrderRecord } from './order-writes'
import type { CatalogueCache } from './catalogue-cache'

export type WalletTransactionRecord = typeof walletTransactions.$inferSelect
export type WalletTransactionType =
  'funding' | 'withdrawal' | 'dataPurchase' | 'airtimePurchase' | 'orderPayment' | 'refund'
export type EntryKind = 'funding' | 'orderPayment' | 'data' | 'airtime' | 'withdrawal' | 'fee' | 'reversal'

/** What the shopper is charged for: its transaction and the entries its debit is written as (amount, then fee). */
export interface Spend {
  userId: string
  type: Exclude<WalletTransactionType, 'funding' | 'refund'>
  /** The entry kind of the amount; a fee, when there is one, is its own 'fee' entry. */
  kind: Exclude<EntryKind, 'funding' | 'fee' | 'reversal'>
  amountKobo: Kobo
  feeKobo?: Kobo
  reference: string
  description: string
  details?: Record<string, unknown>
  now: Date
}

/**
 * How a debit went: 'debited' now (the transaction is pending, or successful for an order); 'exists' (a transaction
 * with this reference was already made, by this shopper or another: nothing moved now); 'insufficient' (the balance
 * does not cover amount and fee: nothing moved).
 */
export type DebitOutcome =
  | { outcome: 'debited'; transaction: WalletTransactionRecord }
  | { outcome: 'exists'; transaction: WalletTransactionRecord }
  | { outcome: 'insufficient'; balanceKobo: Kobo }

export type WalletOrderOutcome =
  | { outcome: 'paid'; order: OrderRecord; transaction: WalletTransactionRecord }
  | { outcome: 'insufficient' }
  | { outcome: 'soldOut'; title: string }
  /** The cart lines it was priced from are gone: another payment (a second tap) took them first. */
  | { outcome: 'cartChanged' }

/** A rollback that is an answer, not a failure: the transaction undoes everything and the outcome is returned. */
class Undo extends Error {
  constructor(readonly outcome: WalletOrderOutcome) {
    super('undone')
  }
}

/** The transactions an outside service settles after the debit (wallet-payouts.ts); the pending index lists these. */
export const PAYOUT_TYPES = ['withdrawal', 'dataPurchase', 'airtimePurchase'] as const satisfies WalletTransactionType[]

/** Entry references: the transaction's own reference and what the entry is, so each can be written once only. */
const entryReference = (reference: string, what: 'amount' | 'fee' | 'reversal' | 'credit') => `${reference}:${what}`

async function ensureWallet(tx: Db, userId: string): Promise<void> {
  await tx.insert(wallets).values({ userId }).onConflictDoNothing()
}

/** Locks the wallet (making it first if need be) and gives its balance: every movement starts here. */
export async function lockWallet(tx: Db, userId: string): Promise<Kobo> {
  await ensureWallet(tx, userId)
  const [wallet] = await tx
    .select({ balanceKobo: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for('update')
  if (!wallet) throw new Error(`the wallet of ${userId} could not be made`)
  return wallet.balanceKobo
}

/** Writes one entry and moves the balance by it (the wallet is locked by the caller). */
async function move(
  tx: Db,
  entry: { userId: string; transactionId: string; kind: EntryKind; amountKobo: Kobo; reference: string; now: Date },
): Promise<void> {
  await tx.insert(walletEntries).values({ id: newId(entry.now), ...entry, createdAt: entry.now })
  await tx
    .update(wallets)
    .set({ balanceKobo: sql`${wallets.balanceKobo} + ${entry.amountKobo}`, updatedAt: entry.now })
    .where(eq(wallets.userId, entry.userId))
}

/**
 * Credits a refund staff gave to a locked wallet (docs/adr/0027): a successful 'refund' transaction and its ledger
 * entry, both with the refund's id as reference, so one refund is credited once. The caller locked the wallet
 * (lockWallet) before the order, as the lock order says.
 */
export async function creditRefund(
  tx: Db,
  refund: { id: string; userId: string; orderId: string; amountKobo: Kobo; description: string; now: Date },
): Promise<WalletTransactionRecord> {
  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      id: newId(refund.now),
      userId: refund.userId,
      type: 'refund',
      status: 'successful',
      amountKobo: refund.amountKobo,
      reference: refund.id,
      description: refund.description,
      details: { orderId: refund.orderId, refundId: refund.id },
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .returning()
  if (!transaction) throw new Error(`the refund ${refund.id} was not credited`)
  await move(tx, {
    userId: refund.userId,
    transactionId: transaction.id,
    kind: 'reversal',
    amountKobo: refund.amountKobo,
    reference: refund.id,
    now: refund.now,
  })
  return transaction
}

/** Whether an order was paid from the wallet (its transaction is the wallet's order payment), not by card. */
export async function paidFromWallet(tx: Db, order: Pick<OrderRecord, 'transactionId'>): Promise<boolean> {
  if (order.transactionId === null) return false
  const [payment] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, order.transactionId), eq(walletTransactions.type, 'orderPayment')))
  return payment !== undefined
}

/** Debits a locked wallet for a spend: the transaction and its entries, or why not. */
async function debitLocked(
  tx: Db,
  balanceKobo: Kobo,
  spend: Spend,
  status: 'pending' | 'successful',
): Promise<DebitOutcome> {
  const fee = spend.feeKobo ?? 0
  const [existing] = await tx.select().from(walletTransactions).where(eq(walletTransactions.reference, spend.reference))
  if (existing) return { outcome: 'exists', transaction: existing }
  if (balanceKobo < spend.amountKobo + fee) return { outcome: 'insufficient', balanceKobo }
  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      id: newId(spend.now),
      userId: spend.userId,
      type: spend.type,
      status,
      amountKobo: spend.amountKobo,
      feeKobo: fee,
      reference: spend.reference,
      description: spend.description,
      details: spend.details ?? {},
      createdAt: spend.now,
      updatedAt: spend.now,
    })
    // Another shopper's request with the same reference, made meanwhile under their own wallet's lock.
    .onConflictDoNothing()
    .returning()
  if (!transaction) {
    const [other] = await tx.select().from(walletTransactions).where(eq(walletTransactions.reference, spend.reference))
    if (!other) throw new Error(`the transaction ${spend.reference} vanished`)
    return { outcome: 'exists', transaction: other }
  }
  const base = { userId: spend.userId, transactionId: transaction.id, now: spend.now }
  await move(tx, {
    ...base,
    kind: spend.kind,
    amountKobo: -spend.amountKobo,
    reference: entryReference(spend.reference, 'amount'),
  })
  if (fee > 0)
    await move(tx, { ...base, kind: 'fee', amountKobo: -fee, reference: entryReference(spend.reference, 'fee') })
  return { outcome: 'debited', transaction }
}

/** Locks a transaction's wallet and then the transaction itself (always in that order, as debits take them). */
export async function lockTransaction(tx: Db, id: string): Promise<WalletTransactionRecord | null> {
  const [found] = await tx
    .select({ userId: walletTransactions.userId })
    .from(walletTransactions)
    .where(eq(walletTransactions.id, id))
  if (!found) return null
  await lockWallet(tx, found.userId)
  const [transaction] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, id)).for('update')
  return transaction ?? null
}

/**
 * Gives a pending spend locked by the caller (lockTransaction) back, its amount and fee, and marks it failed: the
 * reversal entry's unique reference keeps it from being written twice whatever the caller does.
 */
export async function reverseLocked(
  tx: Db,
  transaction: WalletTransactionRecord,
  failure: string,
  now: Date,
  { notice = false }: { notice?: boolean } = {},
): Promise<WalletTransactionRecord> {
  await move(tx, {
    userId: transaction.userId,
    transactionId: transaction.id,
    kind: 'reversal',
    amountKobo: transaction.amountKobo + transaction.feeKobo,
    reference: entryReference(transaction.reference, 'reversal'),
    now,
  })
  const [failed] = await tx
    .update(walletTransactions)
    .set({ status: 'failed', failure, updatedAt: now, claimedUntil: null, ...(notice ? { notice: 'unseen' } : {}) })
    .where(eq(walletTransactions.id, transaction.id))
    .returning()
  return failed ?? transaction
}

/** `catalogueCache`: the store's catalogue cache, forgotten once a write that changes the catalogue commits. */
export function walletRepo(db: Db, catalogueCache: CatalogueCache) {
  /**
   * reverse, saying whether this call is the one that reversed it; with `notice`, the failure is also kept for the
   * shopper to see on their next visit (a payout that failed after they were told it was on its way).
   */
  async function reverseOnce(
    id: string,
    failure: string,
    now: Date,
    { notice = false }: { notice?: boolean } = {},
  ): Promise<{ reversed: boolean; transaction: WalletTransactionRecord }> {
    return retryingTransaction(db, async (tx) => {
      const transaction = await lockTransaction(tx, id)
      if (!transaction) throw new Error(`wallet transaction ${id} vanished`)
      if (transaction.status !== 'pending' || transaction.type === 'funding') return { reversed: false, transaction }
      return { reversed: true, transaction: await reverseLocked(tx, transaction, failure, now, { notice }) }
    })
  }

  return {
    /** The shopper's balance, making the wallet on first use. */
    async balance(userId: string): Promise<Kobo> {
      const read = async () =>
        (await db.select({ balanceKobo: wallets.balanceKobo }).from(wallets).where(eq(wallets.userId, userId)))[0]
      let wallet = await read()
      if (!wallet) {
        await ensureWallet(db, userId)
        wallet = await read()
      }
      if (!wallet) throw new Error(`the wallet of ${userId} could not be made`)
      return wallet.balanceKobo
    },

    /** The shopper's balance without making the wallet: 0 for a shopper who has none yet. */
    async balanceIfAny(userId: string): Promise<Kobo> {
      const [wallet] = await db
        .select({ balanceKobo: wallets.balanceKobo })
        .from(wallets)
        .where(eq(wallets.userId, userId))
      return wallet?.balanceKobo ?? 0
    },

    /** Takes a spend from the balance, under the wallet's lock; the transaction is pending until the provider answers. */
    debit(spend: Spend): Promise<DebitOutcome> {
      return retryingTransaction(db, async (tx) =>
        debitLocked(tx, await lockWallet(tx, spend.userId), spend, 'pending'),
      )
    },

    /**
     * Gives a failed spend back, its amount and fee, once: only a pending transaction is reversed (a second call finds
     * it failed and moves nothing). The transaction as it now is.
     */
    async reverse(id: string, failure: string, now: Date): Promise<WalletTransactionRecord> {
      return (await reverseOnce(id, failure, now)).transaction
    },

    reverseOnce,

    /** The shopper's failed payouts they have not seen yet, oldest first. */
    async unseenNotices(userId: string): Promise<WalletTransactionRecord[]> {
      return db
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.notice, 'unseen')))
        .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id))
    },

    /** The shopper has seen these notices; others' ids, or ones already seen, change nothing. */
    async markNoticesSeen(userId: string, ids: string[], now: Date): Promise<void> {
      await db
        .update(walletTransactions)
        .set({ notice: 'seen', updatedAt: now })
        .where(
          and(
            eq(walletTransactions.userId, userId),
            inArray(walletTransactions.id, ids),
            eq(walletTransactions.notice, 'unseen'),
          ),
        )
    },

    /** A pending spend the provider completed; anything else is left as it is. The transaction as it now is. */
    async markSuccessful(id: string, now: Date, providerId?: string): Promise<WalletTransactionRecord | null> {
      const [done] = await db
        .update(walletTransactions)
        .set({ status: 'successful', updatedAt: now, ...(providerId === undefined ? {} : { providerId }) })
        .where(and(eq(walletTransactions.id, id), eq(walletTransactions.status, 'pending')))
        .returning()
      if (done) return done
      const [current] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, id))
      return current ?? null
    },

    /** Notes the provider's id for a transaction (a transfer, a bill) while it is pending. */
    async noteProviderId(id: string, providerId: string, now: Date): Promise<void> {
      await db.update(walletTransactions).set({ providerId, updatedAt: now }).where(eq(walletTransactions.id, id))
    },

    /** A pending funding under the card payment's reference; nothing is credited yet. */
    async startFunding({
      userId,
      reference,
      amountKobo,
      description,
      now,
    }: {
      userId: string
      reference: string
      amountKobo: Kobo
      description: string
      now: Date
    }) {
      return db.transaction(async (tx) => {
        await ensureWallet(tx, userId)
        const [transaction] = await tx
          .insert(walletTransactions)
          .values({
            id: newId(now),
            userId,
            type: 'funding',
            status: 'pending',
            amountKobo,
            reference,
            description,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        if (!transaction) throw new Error('the funding was not written')
        return transaction
      })
    },

    /**
     * Credits a pending funding with the card payment that pays it, once: under the wallet's and the funding's locks,
     * a funding already credited is answered as it is ('settled').
     */
    async creditFunding(
      id: string,
      providerId: string,
      now: Date,
    ): Promise<{ credited: boolean; transaction: WalletTransactionRecord }> {
      return retryingTransaction(db, async (tx) => {
        const transaction = await lockTransaction(tx, id)
        if (!transaction || transaction.type !== 'funding') throw new Error(`funding ${id} vanished`)
        if (transaction.status !== 'pending') return { credited: false, transaction }
        await move(tx, {
          userId: transaction.userId,
          transactionId: transaction.id,
          kind: 'funding',
          amountKobo: transaction.amountKobo,
          reference: entryReference(transaction.reference, 'credit'),
          now,
        })
        const [credited] = await tx
          .update(walletTransactions)
          .set({ status: 'successful', providerId, updatedAt: now })
          .where(eq(walletTransactions.id, id))
          .returning()
        return { credited: true, transaction: credited ?? transaction }
      })
    },

    /**
     * Credits a bank transfer into the shopper's dedicated account (ADR 0042), once: under the wallet's lock, a
     * successful funding under the transfer's own reference, and its ledger entry; a transfer already credited (the
     * same reference, or the same provider id) moves nothing and is answered as it is.
     */
    async creditTransfer(transfer: {
      userId: string
      reference: string
      providerId: string
      amountKobo: Kobo
      description: string
      details: Record<string, unknown>
      now: Date
    }): Promise<{ credited: boolean; transaction: WalletTransactionRecord | null }> {
      return retryingTransaction(db, async (tx) => {
        await lockWallet(tx, transfer.userId)
        const [transaction] = await tx
          .insert(walletTransactions)
          .values({
            id: newId(transfer.now),
            userId: transfer.userId,
            type: 'funding',
            status: 'successful',
            amountKobo: transfer.amountKobo,
            reference: transfer.reference,
            providerId: transfer.providerId,
            description: transfer.description,
            details: transfer.details,
            createdAt: transfer.now,
            updatedAt: transfer.now,
          })
          .onConflictDoNothing()
          .returning()
        if (!transaction) {
          const [known] = await tx
            .select()
            .from(walletTransactions)
            .where(eq(walletTransactions.reference, transfer.reference))
          return { credited: false, transaction: known ?? null }
        }
        await move(tx, {
          userId: transfer.userId,
          transactionId: transaction.id,
          kind: 'funding',
          amountKobo: transfer.amountKobo,
          reference: entryReference(transfer.reference, 'credit'),
          now: transfer.now,
        })
        return { credited: true, transaction }
      })
    },

    /**
     * Pays an order from the wallet in one transaction: under the wallet's lock the balance must cover the order, then
     * the order is written, its stock taken and its lines cleared from the cart (as a card confirmation does), the
     * wallet debited and the order paid; or nothing at all happens.
     */
    async payOrder({
      order,
      trackingId,
      description,
    }: {
      order: NewOrder
      trackingId: string
      description: string
    }): Promise<WalletOrderOutcome> {
      let outcome: WalletOrderOutcome
      try {
        outcome = await retryingTransaction(db, async (tx): Promise<WalletOrderOutcome> => {
          const balanceKobo = await lockWallet(tx, order.userId)
          // Under the wallet's lock, so two payments of one cart (a double tap) cannot both go through.
          const lineIds = order.lines.map((line) => line.cartItemId)
          const [still] = await tx
            .select({ lines: count() })
            .from(cartItems)
            .where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, lineIds)))
          if (Number(still?.lines ?? 0) !== new Set(lineIds).size) return { outcome: 'cartChanged' }
          if (balanceKobo < order.amountKobo) return { outcome: 'insufficient' }
          // The products before the order's lines that reference them (the lock order, server/db/transactions.ts).
          await lockProducts(
            tx,
            order.lines.map((line) => line.productId),
          )
          const written = await insertOrder(tx, order)
          const short = await takeStock(tx, { orderId: written.id, userId: order.userId, now: order.now })
          if (short) throw new Undo({ outcome: 'soldOut', title: short.title })
          const debit = await debitLocked(
            tx,
            balanceKobo,
            {
              userId: order.userId,
              type: 'orderPayment',
              kind: 'orderPayment',
              amountKobo: order.amountKobo,
              reference: order.txRef,
              description,
              details: { orderId: written.id },
              now: order.now,
            },
            'successful',
          )
          if (debit.outcome !== 'debited') throw new Error(`the order's debit was refused: ${debit.outcome}`)
          const paid = await markPaid(tx, {
            orderId: written.id,
            transactionId: debit.transaction.id,
            trackingId,
            gateway: 'wallet',
            now: order.now,
          })
          return { outcome: 'paid', order: paid, transaction: debit.transaction }
        })
      } catch (error) {
        if (error instanceof Undo) return error.outcome
        throw error
      }
      if (outcome.outcome === 'paid') catalogueCache.invalidate()
      return outcome
    },

    /**
     * Claims until `until` the payouts (withdrawals, data, airtime) still pending since before `cutoff` that no round
     * holds or asked about lately, oldest first, for the settlement round; rows another round is claiming at the same
     * moment are skipped (SKIP LOCKED), so each is settled by one round. One held for staff is no longer the round's
     * (the partial index wallet_transactions_pending_idx serves this).
     */
    async claimPendingPayouts(cutoff: Date, now: Date, until: Date, limit: number): Promise<WalletTransactionRecord[]> {
      const pending = db
        .select({ id: walletTransactions.id })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.status, 'pending'),
            inArray(walletTransactions.type, PAYOUT_TYPES),
            lt(walletTransactions.createdAt, cutoff),
            isNull(sql`${walletTransactions.details} ->> 'heldForStaff'`),
            or(isNull(walletTransactions.claimedUntil), lte(walletTransactions.claimedUntil, now)),
          ),
        )
        .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      const rows = await db
        .update(walletTransactions)
        .set({ claimedUntil: until })
        .where(inArray(walletTransactions.id, pending))
        .returning()
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    },

    /** A claimed payout that is still pending is not asked about again before `at`. */
    async releaseUntil(id: string, at: Date): Promise<void> {
      await db
        .update(walletTransactions)
        .set({ claimedUntil: at })
        .where(and(eq(walletTransactions.id, id), eq(walletTransactions.status, 'pending')))
    },

    /**
     * Takes a pending payout out of the settlement round, saying why, for staff to settle by hand (docs/adr/0032: the
     * moment and the reason are its history); false if it was not pending.
     */
    async holdForStaff(id: string, reason: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const held = await tx
          .update(walletTransactions)
          .set({
            details: sql`${walletTransactions.details} || ${JSON.stringify({ heldForStaff: reason })}::jsonb`,
            updatedAt: now,
          })
          .where(
            and(
              eq(walletTransactions.id, id),
              eq(walletTransactions.status, 'pending'),
              isNull(sql`${walletTransactions.details} ->> 'heldForStaff'`),
            ),
          )
          .returning({ id: walletTransactions.id })
        if (held.length === 0) return false
        await recordMoneyEvent(tx, { subject: 'withdrawal', id, kind: 'held', note: reason, at: now })
        return true
      })
    },

    async findById(id: string): Promise<WalletTransactionRecord | null> {
      const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, id))
      return row ?? null
    },

    async findByReference(reference: string): Promise<WalletTransactionRecord | null> {
      const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.reference, reference))
      return row ?? null
    },

    /** Every one of the shopper's transactions, newest first. */
    async listAll(userId: string): Promise<WalletTransactionRecord[]> {
      return db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    },

    /** One page of the shopper's transactions, newest first, and how many there are. */
    async page(
      userId: string,
      { page, limit }: { page: number; limit: number },
    ): Promise<{ rows: WalletTransactionRecord[]; total: number }> {
      const rows = await db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(limit)
        .offset((page - 1) * limit)
      const [counted] = await db
        .select({ total: count() })
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
      return { rows, total: Number(counted?.total ?? 0) }
    },
  }
}

export type WalletRepo = ReturnType<typeof walletRepo>
