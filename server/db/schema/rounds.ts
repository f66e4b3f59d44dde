// Background rounds: whose turn it is to run each one (server/scheduler.ts).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Whose turn it is to run each background round (server/scheduler.ts): with several store processes on one database,
 * a process runs a round only while it holds the round's row until `held_until`, so each round runs once per interval
 * whichever process gets there first; the rows a round works on are claimed on their own as well.
 */
export const roundTurns = pgTable('round_turns', {
  name: text('name').primaryKey(),
  heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }).notNull(),
  heldBy: text('held_by').notNull(),
})
