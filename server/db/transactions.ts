// The order every transaction takes row locks in, and the one way money and stock transactions are run (ADR 0013).
//
// Lock order. A transaction that locks several rows takes them in this order, never backwards:
//   1. the shopper's wallet (wallet.repo.ts `lockWallet`, FOR UPDATE), then that wallet's transaction row;
//   2. the order (orders.repo.ts, FOR UPDATE);
//   3. the products, all of them at once in ascending id (`lockProducts` below, FOR NO KEY UPDATE), before any row
//      that references them is written (order lines, cart lines) and before their sizes are read or written;
//   4. what hangs off those products: their sizes, the cart lines taken, the uploads claimed, the back-in-stock
//      requests claimed (`claimWaiting`).
// Account rows (users) are locked only by account writes (addresses, codes, the vendor flag) that touch nothing above.
//
// Why products are locked before their order lines are written: inserting a row with a foreign key to a product takes
// a FOR KEY SHARE lock on that product. Two wallet payments that each wrote their order lines first and then asked FOR
// UPDATE on the product each waited for the other's share lock: a deadlock, reported as 40P01. Locking the products
// first (and FOR NO KEY UPDATE, which is what an UPDATE of the stock takes anyway and which lets shoppers keep adding
// the product to carts meanwhile) leaves no such cycle.
//
// What PostgreSQL may still report (a deadlock with a path not written yet, a serialisation failure) is retried: the
// whole transaction runs again, a bounded number of times with a small jittered pause (`retryingTransaction`). Only
// transactions whose work is all inside the database use it, so running one again has no effect outside it.
import { asc, inArray } from 'drizzle-orm'
import type { Db } from './database'
import { products } from './schema'

/** SQLSTATEs after which re-running the whole transaction is the documented remedy. */
const RETRYABLE = new Set(['40P01' /* deadlock_detected */, '40001' /* serialization_failure */])

/** How many times a transaction runs at most, and the base of the pause between tries (ms, jittered, growing). */
export const TRANSACTION_ATTEMPTS = 4
const BACKOFF_MS = 15

/** The SQLSTATE of a database error, however deep the driver wrapped it. */
function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause !== null && typeof cause === 'object' && depth < 5; depth++) {
    if ('code' in cause && typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code
    cause = 'cause' in cause ? cause.cause : null
  }
  return undefined
}

export function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error)
  return state !== undefined && RETRYABLE.has(state)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` in a transaction; when PostgreSQL ends it with a deadlock or a serialisation failure, runs it again
 * (up to TRANSACTION_ATTEMPTS in all) after a short random pause. `work` must do nothing outside the database: it may
 * run more than once, and only the last run's writes are kept.
 */
export async function retryingTransaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error
      await pause(BACKOFF_MS * attempt * (0.5 + Math.random()))
    }
  }
}

export interface HeldProductRow {
  id: string
  stock: number
  title: string
  slug: string
  archived: boolean
}

/**
 * Locks the products (step 3 of the lock order) in ascending id, so two transactions wanting some of the same
 * products queue on the first they share instead of each holding one the other needs; the rows as they now are.
 */
export async function lockProducts(tx: Db, productIds: readonly string[]): Promise<HeldProductRow[]> {
  const ids = [...new Set(productIds)].sort()
  if (ids.length === 0) return []
  return tx
    .select({
      id: products.id,
      stock: products.stock,
      title: products.title,
      slug: products.slug,
      archived: products.archived,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('no key update')
}
