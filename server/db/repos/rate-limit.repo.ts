// Throttling counters in the database, so every store process on it counts the same hits (ADR 0007). One
// statement per hit: concurrent hits on one key each count, and none is lost.
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { rateLimits } from '../schema'

export interface Hits {
  /** Hits in the current window, this one included. */
  hits: number
  windowEndsAt: Date
}

export function rateLimitRepo(db: Db) {
  return {
    /** Counts a hit on `key`: the first hit, or one after the window has ended, opens a window of `windowMs`. */
    async hit(key: string, windowMs: number, now: Date): Promise<Hits> {
      const at = sql`${now.toISOString()}::timestamptz`
      const ends = new Date(now.getTime() + windowMs)
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowEndsAt: ends })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowEndsAt} <= ${at} then 1 else ${rateLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${at} then ${ends.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt })
      if (!row) throw new Error(`Counting a hit on ${key} returned no row`)
      return row
    },

    /** The hits counted on `key` in a window still open at `now` (0 when none is). */
    async hits(key: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, now)))
      return row?.hits ?? 0
    },

    /** Forgets the hits on `key` (a new password-reset code starts its count afresh). */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key))
    },

    /** Forgets windows that ended before `now`. */
    async sweep(now: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now))
    },
  }
}

export type RateLimitRepo = ReturnType<typeof rateLimitRepo>
