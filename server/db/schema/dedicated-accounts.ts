// Wallet funding by bank transfer (ADR 0042): each verified shopper's dedicated account number at a bank, opened
// through the payment gateway (Paystack, or the store's sandbox without its keys), which credits the wallet when money
// is sent to it.
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { users } from './accounts'

/**
 * One row per shopper, made when the account is first asked for: 'opening' while one store process holds the claim
 * to open it (`claimed_until`, a lease: a process that dies mid-way leaves it to the next read after that), 'open'
 * once the gateway gave the account. A failed attempt leaves it 'opening' with the lease moved to when it may be
 * tried again. The account number is unique: a transfer's receiving number names one wallet.
 */
export const dedicatedAccounts = pgTable(
  'dedicated_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who opened it: 'paystack', or 'sandbox'. */
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** How many attempts failed so far (for the logs and the wait before the next). */
    failures: integer('failures').notNull().default(0),
    customerCode: text('customer_code'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    bankSlug: text('bank_slug'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dedicated_accounts_number_unique').on(t.accountNumber),
    check('dedicated_accounts_status', sql`${t.status} in ('opening', 'open')`),
    check(
      'dedicated_accounts_open_whole',
      sql`${t.status} <> 'open' or (${t.accountNumber} is not null and ${t.accountName} is not null and ${t.bankName} is not null)`,
    ),
  ],
)
