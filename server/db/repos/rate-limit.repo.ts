// Throttling counters in the database, so every store process on it counts the same hits (ADR 0007). One
// statement per hit: concurrent hits on one key each count, and none is lost.
import { lt, sql } from 'drizzle-orm'
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

    /** Forgets windows that ended before `now`. */
    async sweep(now: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now))
    },
  }
}

export type RateLimitRepo = ReturnType<typeof rateLimitRepo>
