// The retry of money and stock transactions (ADR 0013): what PostgreSQL reports as a deadlock or a serialisation
// failure runs the whole transaction again, a bounded number of times; anything else is answered at once.
// @postgres: transactions on several connections.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { openTestDatabase, type Database, type Db } from './database'
import { categories, products } from './schema'
import { isRetryable, retryingTransaction, TRANSACTION_ATTEMPTS } from './transactions'

/** An error as drizzle hands on a driver's: the SQLSTATE on the cause. */
function databaseError(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error(code), { code }) })
}

/** A database whose transactions run `work` on a stand-in and count how often. */
function countingDb(): { db: Db; runs: () => number } {
  let runs = 0
  const db = { transaction: async (work: (tx: unknown) => Promise<unknown>) => ((runs += 1), work({})) }
  return { db: db as unknown as Db, runs: () => runs }
}

describe('retryingTransaction', () => {
  it('runs again after a deadlock or a serialisation failure, and keeps the answer of the run that went through', async () => {
    for (const code of ['40P01', '40001']) {
      const { db, runs } = countingDb()
      const answer = await retryingTransaction(db, async () => {
        if (runs() < 3) throw databaseError(code)
        return 'paid'
      })
      expect(answer).toBe('paid')
      expect(runs()).toBe(3)
    }
  })

  it('gives up after a bounded number of runs and answers with the last failure', async () => {
    const { db, runs } = countingDb()
    await expect(retryingTransaction(db, async () => Promise.reject(databaseError('40P01')))).rejects.toThrow(
      'Failed query',
    )
    expect(runs()).toBe(TRANSACTION_ATTEMPTS)
  })

  it('does not run again after any other failure', async () => {
    const { db, runs } = countingDb()
    await expect(retryingTransaction(db, async () => Promise.reject(databaseError('23505')))).rejects.toThrow()
    await expect(retryingTransaction(db, async () => Promise.reject(new Error('40P01')))).rejects.toThrow()
    expect(runs()).toBe(2)
    expect(isRetryable(databaseError('40P01'))).toBe(true)
    expect(isRetryable(databaseError('57P01'))).toBe(false)
  })
})

// A real deadlock needs two connections: PostgreSQL only (PGlite has one, and there two transactions queue).
describe.skipIf(!readConfig().databaseUrl)('retryingTransaction on PostgreSQL', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase()
  })

  afterAll(async () => {
    await database?.close()
  })

  it('two transactions locking two products in opposite orders both go through: the one PostgreSQL picks as the victim runs again', async () => {
    const { db } = database
    await db
      .insert(categories)
      .values({ id: 'cccccccccccccccccccccccc', slug: 'deadlock-test', title: 'Deadlock test', image: '/x.webp' })
    const row = (id: string) => ({
      id,
      slug: id,
      title: id,
      description: id,
      categoryId: 'cccccccccccccccccccccccc',
      originalPriceKobo: 100,
      discountedPriceKobo: 100,
      stock: 10,
    })
    await db.insert(products).values([row('dl-a'), row('dl-b')])
    let runs = 0
    // Each takes its first product, waits until the other has taken its own, then asks for the other's.
    let arrived = 0
    const bothHoldOne = () =>
      new Promise<void>((resolve) => {
        arrived += 1
        const check = () => (arrived >= 2 ? resolve() : setTimeout(check, 5))
        check()
      })
    const take = (first: string, second: string) =>
      retryingTransaction(db, async (tx) => {
        runs += 1
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - 1` })
          .where(eq(products.id, first))
        if (runs <= 2) await bothHoldOne()
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - 1` })
          .where(eq(products.id, second))
      })
    await Promise.all([take('dl-a', 'dl-b'), take('dl-b', 'dl-a')])
    expect(runs).toBe(3)
    const stocks = await db
      .select({ stock: products.stock })
      .from(products)
      .where(sql`${products.id} in ('dl-a', 'dl-b')`)
    expect(stocks.map((stock) => stock.stock)).toEqual([8, 8])
  })
})
