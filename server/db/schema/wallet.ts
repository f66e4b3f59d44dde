// The wallet (ADR 0010): each shopper's balance, the transactions the shopper sees, the append-only ledger of
// entries, and the sandboxes' ledgers of bank transfers and of data and airtime bills.
import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { users } from './accounts'

/**
 * A shopper's wallet (spec §3 Wallet), made on first use. `balance_kobo` is the sum of the wallet's entries, kept in
 * the same database transaction as each entry is written, and can never go below zero (the check below is the last
 * guard; every debit locks this row and checks first, ADR 0010).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceKobo} >= 0`)],
)

/**
 * What the shopper sees as one transaction (spec §7 wallets/transactions): a funding, an order paid from the wallet, a
 * data or airtime purchase, a withdrawal. Its money moves as entries (below); its status follows the provider's
 * answer: 'pending' while a transfer or a card payment is out, 'successful', or 'failed' (a failed debit has been
 * reversed by then). `reference` is unique: the store's own for purchases and withdrawals (the shopper's for a
 * withdrawal, so a retry never pays twice), the card payment's tx_ref for a funding.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull().default(0),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    /** The provider's id for it (a card transaction, a transfer, a bill), once known; unique per type. */
    providerId: text('provider_id'),
    /** Why it failed, as the shopper was told. */
    failure: text('failure'),
    /** A payout that failed after the shopper was told it was on its way: 'unseen' until the wallet card has shown it
     *  and the shopper dismissed it ('seen'); null for everything else. */
    notice: text('notice'),
    /** The settlement round does not look at a pending payout again before this time: one round holds it (a lease:
     *  a round that dies mid-way leaves it to the next after this), or it was asked about a moment ago. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** What it was for: the order it paid, the plan, the phone, the bank account (for support and receipts). */
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_reference_unique').on(t.reference),
    uniqueIndex('wallet_transactions_provider_unique').on(t.type, t.providerId),
    index('wallet_transactions_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The settlement round (wallet-payouts.ts settlePending) reads the payouts still pending, oldest first: settled
    // rows and fundings a shopper never paid (pending for good) stay out of it.
    index('wallet_transactions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.type} in ('withdrawal', 'dataPurchase', 'airtimePurchase')`),
    check(
      'wallet_transactions_type',
      sql`${t.type} in ('funding', 'withdrawal', 'dataPurchase', 'airtimePurchase', 'orderPayment', 'refund')`,
    ),
    check('wallet_transactions_status', sql`${t.status} in ('pending', 'successful', 'failed')`),
    check('wallet_transactions_amounts', sql`${t.amountKobo} > 0 and ${t.feeKobo} >= 0`),
    check('wallet_transactions_notice', sql`${t.notice} is null or ${t.notice} in ('unseen', 'seen')`),
    index('wallet_transactions_unseen_idx')
      .on(t.userId)
      .where(sql`${t.notice} = 'unseen'`),
  ],
)

/**
 * The ledger: every movement of a wallet's money, append-only (never updated or deleted), signed (credits positive,
 * debits negative), each with a unique reference so the same movement cannot be written twice: a funding's credit, a
 * purchase's debit, a withdrawal's amount and its fee, a reversal of a failed one.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => wallets.userId, { onDelete: 'cascade' }),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_entries_reference_unique').on(t.reference),
    index('wallet_entries_user_idx').on(t.userId),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check(
      'wallet_entries_kind',
      sql`${t.kind} in ('funding', 'orderPayment', 'data', 'airtime', 'withdrawal', 'fee', 'reversal')`,
    ),
    check('wallet_entries_not_zero', sql`${t.amountKobo} <> 0`),
  ],
)

/** The bank transfer sandbox's ledger (ADR 0010): the transfers it was asked to make, answered as Flutterwave does. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 6_000_001 }),
    reference: text('reference').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_transfers_reference_unique').on(t.reference),
    check('sandbox_transfers_status', sql`${t.status} in ('NEW', 'PENDING', 'SUCCESSFUL', 'FAILED')`),
  ],
)

/** The data and airtime sandbox's ledger (ADR 0010): the bills it was asked to pay, answered as Flutterwave does. */
export const sandboxBills = pgTable(
  'sandbox_bills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 8_000_001 }),
    reference: text('reference').notNull(),
    customer: text('customer').notNull(),
    billerCode: text('biller_code').notNull(),
    itemCode: text('item_code').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_bills_reference_unique').on(t.reference),
    check('sandbox_bills_status', sql`${t.status} in ('successful', 'failed')`),
  ],
)
