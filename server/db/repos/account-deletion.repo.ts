// Deleting an account (docs/adr/0026): in one transaction that holds the shopper's wallet and account rows (the wallet
// first, as every movement of money takes it: server/db/transactions.ts), the checks that no money is in flight and
// none is left, then the erasing and anonymising. A funding, payment or withdrawal racing it waits for the wallet's
// lock, so it either comes first (and the deletion is refused) or comes after: a funding checkout abandoned long ago and
// paid after all is then still credited, to the deleted account's wallet, where the books and staff see it.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Kobo } from '../../../src/domain/money'
import type { Db } from '../database'
import {
  addresses,
  availabilityRequests,
  cartItems,
  dedicatedAccounts,
  orders,
  otpCodes,
  otpSends,
  passwordResetCodes,
  passwordResetSends,
  swapRequests,
  uploads,
  users,
  walletTransactions,
  wishlistItems,
} from '../schema'
import { retryingTransaction } from '../transactions'
import type { UserRecord } from './users.repo'
import { lockWallet } from './wallet.repo'

/** Why an account cannot be deleted yet. */
export type DeletionRefusal =
  | { reason: 'payout' }
  | { reason: 'payment' }
  | { reason: 'order' }
  | { reason: 'refund' }
  | { reason: 'balance'; balanceKobo: Kobo }

export type DeletionOutcome =
  { outcome: 'deleted'; user: UserRecord } | ({ outcome: 'refused' } & DeletionRefusal) | { outcome: 'gone' }

/** The payouts the wallet still waits on a provider for. */
const PAYOUT_TYPES = ['withdrawal', 'dataPurchase', 'airtimePurchase']
/** An order paid for and on its way: not yet delivered nor cancelled. */
const SETTLED_STATUSES = ['Delivered', 'Cancelled']

/** The address every deleted account gets: unique, and never delivered to (RFC 2606 .invalid). */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

export function accountDeletionRepo(db: Db) {
  /** The first reason found for not deleting yet; the wallet and the account are locked by the caller. */
  async function refusal(
    tx: Db,
    userId: string,
    balanceKobo: Kobo,
    paymentsSince: Date,
  ): Promise<DeletionRefusal | null> {
    const [payout] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, userId),
          eq(walletTransactions.status, 'pending'),
          inArray(walletTransactions.type, PAYOUT_TYPES),
        ),
      )
      .limit(1)
    if (payout) return { reason: 'payout' }
    const [funding] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, userId),
          eq(walletTransactions.status, 'pending'),
          eq(walletTransactions.type, 'funding'),
          gt(walletTransactions.createdAt, paymentsSince),
        ),
      )
      .limit(1)
    if (funding) return { reason: 'payment' }
    // Locked (after the wallet, as ADR 0013 orders them), so a card payment settling one waits for this decision.
    const own = await tx
      .select({
        paymentState: orders.paymentState,
        status: orders.status,
        refundState: orders.refundState,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .for('update')
    if (own.some((order) => order.paymentState === 'paid' && !SETTLED_STATUSES.includes(order.status)))
      return { reason: 'order' }
    if (own.some((order) => order.refundState === 'due' || order.refundState === 'held')) return { reason: 'refund' }
    if (own.some((order) => order.paymentState === 'awaiting' && order.createdAt > paymentsSince))
      return { reason: 'payment' }
    if (balanceKobo > 0) return { reason: 'balance', balanceKobo }
    return null
  }

  /** Erases what only served the shopper and anonymises what the books keep (docs/adr/0026 lists each field). */
  async function anonymise(tx: Db, userId: string, now: Date): Promise<void> {
    for (const table of [addresses, cartItems, wishlistItems, availabilityRequests])
      await tx.delete(table).where(eq(table.userId, userId))
    for (const table of [otpCodes, otpSends, passwordResetCodes, passwordResetSends])
      await tx.delete(table).where(eq(table.userId, userId))
    // The wallet's account for bank transfers carries the shopper's name (docs/adr/0042): a transfer to it afterwards
    // names no wallet, is logged and credits nothing.
    await tx.delete(dedicatedAccounts).where(eq(dedicatedAccounts.userId, userId))
    await tx
      .update(swapRequests)
      .set({ phone: '', city: '', faults: null, photos: [] })
      .where(eq(swapRequests.userId, userId))
    // Unnamed, the swap pictures are removed with their files by the uploads sweep.
    await tx
      .update(uploads)
      .set({ usedAt: null })
      .where(and(eq(uploads.ownerId, userId), eq(uploads.purpose, 'swap')))
    await tx
      .update(orders)
      .set({
        deliveryAddress: sql`jsonb_build_object(
          '_id', ${orders.deliveryAddress} -> '_id', 'name', 'Deleted account', 'street', '',
          'city', ${orders.deliveryAddress} -> 'city', 'state', ${orders.deliveryAddress} -> 'state',
          'country', ${orders.deliveryAddress} -> 'country', 'pincode', null, 'phone', '')`,
        updatedAt: now,
      })
      .where(eq(orders.userId, userId))
    await tx
      .update(walletTransactions)
      .set({
        description: sql`case ${walletTransactions.type} when 'withdrawal' then 'Withdrawal'
          when 'dataPurchase' then 'Data purchase' when 'airtimePurchase' then 'Airtime purchase'
          else ${walletTransactions.description} end`,
        details: sql`${walletTransactions.details} - 'phone' - 'accountNumber' - 'accountName'`,
        updatedAt: now,
      })
      .where(eq(walletTransactions.userId, userId))
    await tx
      .update(users)
      .set({
        email: deletedEmail(userId),
        firstName: '',
        lastName: '',
        referralCode: null,
        passwordHash: null,
        googleSubject: null,
        appleSubject: null,
        vendorId: null,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
  }

  return {
    /**
     * Deletes the account unless money is in flight or left: payments (card orders and fundings) started after
     * `paymentsSince` count as in flight. The user it answers is the account as it was (its email is the shopper's).
     */
    async delete({ userId, now, paymentsSince }: { userId: string; now: Date; paymentsSince: Date }) {
      return retryingTransaction(db, async (tx): Promise<DeletionOutcome> => {
        const balanceKobo = await lockWallet(tx, userId)
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update')
        if (!user) return { outcome: 'gone' }
        const refused = await refusal(tx, userId, balanceKobo, paymentsSince)
        if (refused) return { outcome: 'refused', ...refused }
        await anonymise(tx, userId, now)
        return { outcome: 'deleted', user }
      })
    },
  }
}

export type AccountDeletionRepo = ReturnType<typeof accountDeletionRepo>
