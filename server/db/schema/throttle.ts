// Throttling: the counters every store process on the database shares (ADR 0007).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Throttling counters (ADR 0007), shared by every store process on the database: one row per key (an action and
 * an account or address) and window. A hit after the window has ended starts a new one.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('rate_limits_hits_positive', sql`${t.hits} > 0`), index('rate_limits_window_idx').on(t.windowEndsAt)],
)
