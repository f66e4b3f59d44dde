// Secrets the store makes itself and every store process on one database must share (docs/adr/0049).
import { pgTable, text } from 'drizzle-orm/pg-core'

/**
 * One row per secret the store made for itself because the operator gave none (the token secret without
 * TOKEN_SECRET): the first process to start writes it, every other process on the database reads the same value, so
 * a token one process signed is good on all of them.
 */
export const storeSecrets = pgTable('store_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})
