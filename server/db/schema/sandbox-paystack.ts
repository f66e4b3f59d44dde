// The Paystack sandbox's own ledger (docs/adr/0043): the transactions the store initialized with it, ended by its
// checkout window, read back through the same verify and refund calls the real Paystack adapter makes. Only the sandbox
// writes here; a store with Paystack's keys never does.
import { sql } from 'drizzle-orm'
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const sandboxPaystackTransactions = pgTable(
  'sandbox_paystack_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5_000_001 }),
    /** The store's reference (the order's or the funding's txRef); Paystack refuses one used before. */
    reference: text('reference').notNull().unique(),
    /** What opens the transaction in the checkout window: random, so it cannot be guessed from another. */
    accessCode: text('access_code').notNull().unique(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    /** The channels the checkout offers (initialize's `channels`). */
    channels: jsonb('channels').$type<string[]>().notNull(),
    status: text('status').notNull().default('ongoing'),
    /** How the shopper paid (or tried to): card, bank_transfer, ussd, apple_pay; '' while ongoing. */
    channel: text('channel').notNull().default(''),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('sandbox_paystack_transactions_status', sql`${t.status} in ('ongoing', 'success', 'failed')`),
    check('sandbox_paystack_transactions_amount', sql`${t.amountKobo} > 0`),
    check('sandbox_paystack_transactions_refund', sql`${t.refundedKobo} >= 0 and ${t.refundedKobo} <= ${t.amountKobo}`),
  ],
)
