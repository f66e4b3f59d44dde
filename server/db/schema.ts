// The store's tables. Money is integer kobo (bigint, read as a JS number: ₦90 trillion fits exactly);
// naira appears only where repos shape rows for the API. Later tables (users, carts, orders, wallets)
// reference these by the same `<table>_id` naming: users.vendor_id → vendors.id, cart_items.product_id → products.id.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Address, ImageVariant } from '../../src/domain/contract'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const vendors = pgTable('vendors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** URL of the category picture (800w WebP under /media/categories/). */
  image: text('image').notNull(),
  /** Display order on the home page and in the filter panel. */
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id').notNull().references(() => categories.id),
    vendorId: text('vendor_id').references(() => vendors.id),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }).notNull(),
    discountedPriceKobo: bigint('discounted_price_kobo', { mode: 'number' }).notNull(),
    /** Units on hand when the product has no sizes; with sizes, the sum of the size stocks (spec §9). */
    stock: integer('stock').notNull().default(0),
    /** Each rendered picture as the API returns it (spec §3 images; srcSet for responsive loading). */
    images: jsonb('images').$type<ImageVariant[]>().notNull().default(sql`'[]'::jsonb`),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviews: integer('reviews').notNull().default(0),
    trending: boolean('trending').notNull().default(false),
    views: integer('views').notNull().default(0),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Deleting a product archives it (spec §7: PATCH with archive true): orders keep pointing at it. */
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_prices_valid', sql`${t.discountedPriceKobo} >= 0 AND ${t.discountedPriceKobo} <= ${t.originalPriceKobo}`),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('products_counts_not_negative', sql`${t.reviews} >= 0 AND ${t.views} >= 0`),
    // The listing only ever reads live products, so every listing index is partial on that.
    index('products_live_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`NOT ${t.archived}`),
    index('products_live_category_newest_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`NOT ${t.archived}`),
    index('products_live_price_idx').on(t.discountedPriceKobo, t.id).where(sql`NOT ${t.archived}`),
    index('products_live_category_price_idx').on(t.categoryId, t.discountedPriceKobo, t.id).where(sql`NOT ${t.archived}`),
    index('products_live_original_price_idx').on(t.originalPriceKobo).where(sql`NOT ${t.archived}`),
    index('products_vendor_idx').on(t.vendorId),
  ],
)

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** The variant's label as shown and as carts store it: '128GB', 'Midnight Black', '44mm'. */
    title: text('title').notNull(),
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'product_sizes_pkey', columns: [t.productId, t.title] }),
    check('product_sizes_stock_not_negative', sql`${t.stock} >= 0`),
  ],
)

export const promos = pgTable(
  'promos',
  {
    id: text('id').primaryKey(),
    priceDrop: boolean('price_drop').notNull().default(false),
    text: text('text').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true, mode: 'date' }).notNull(),
    /** Overrides the default withdrawal fee percent (spec §9: 1.7) while the promo runs. */
    withdrawalFeePercent: numeric('withdrawal_fee_percent', { precision: 4, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('promos_window_valid', sql`${t.expires} > ${t.startsAt}`),
    check('promos_withdrawal_fee_range', sql`${t.withdrawalFeePercent} IS NULL OR (${t.withdrawalFeePercent} >= 0 AND ${t.withdrawalFeePercent} <= 100)`),
    index('promos_window_idx').on(t.expires, t.startsAt),
  ],
)

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** As the shopper typed it; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    /** argon2id; null for accounts made through Google or Apple until a password is set. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The referral code given at sign-up, recorded as given (spec §3). */
    referralCode: text('referral_code'),
    vendorId: text('vendor_id').references(() => vendors.id),
    /** Null while email verification is pending (the API's `verificationCode: true`). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** The `sub` of the Google or Apple identity linked to this account. */
    googleSubject: text('google_subject').unique(),
    appleSubject: text('apple_subject').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_email_not_blank', sql`length(trim(${t.email})) > 0`),
  ],
)

/** The one live verification code of a user: a new code replaces the old one, a right guess deletes it. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the user id and the code: a leaked table does not give working codes away. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Wrong guesses so far; at the limit the code is locked and a new one is needed. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('otp_codes_failed_attempts_not_negative', sql`${t.failedAttempts} >= 0`)],
)

/** Every code sent, for the per-account send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('otp_sends_user_sent_idx').on(t.userId, t.sentAt.desc())],
)

/** The sandbox mail provider's outbox: what would have been emailed, readable at /dev/outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc())],
)

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

/**
 * A shopper's cart lines (spec §3 Cart item). Prices are not kept here: a line is priced from the catalogue each
 * time it is read. `size` is '' for a product without sizes so that (user, product, size) is one unique key and
 * two racing adds of the same product and size leave one line.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** The chosen size's title (product_sizes.title), or '' when the product has no sizes. */
    size: text('size').notNull().default(''),
    qty: integer('qty').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_size_unique').on(t.userId, t.productId, t.size),
    check('cart_items_qty_positive', sql`${t.qty} >= 1`),
    index('cart_items_product_idx').on(t.productId),
  ],
)

/** A shopper's wishlist (spec §3 Wishlist item): a product is on it once. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_unique').on(t.userId, t.productId),
    index('wishlist_items_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('wishlist_items_product_idx').on(t.productId),
  ],
)

/**
 * Requests to be emailed when an out-of-stock product (or one of its sizes) is back (spec §3 Availability request).
 * `variant` is '' for a product without sizes. One waiting request per user, product and variant: a repeat while
 * one waits refreshes it or is refused, and a restock marks each waiting request notified exactly once.
 */
export const availabilityRequests = pgTable(
  'availability_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    /** When the shopper last asked; a repeat is refused until 2 hours after it (spec §9). */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the back-in-stock email was sent; null while the request waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('availability_requests_waiting_unique').on(t.userId, t.productId, t.variant).where(sql`${t.notifiedAt} IS NULL`),
    index('availability_requests_waiting_product_idx').on(t.productId, t.variant).where(sql`${t.notifiedAt} IS NULL`),
  ],
)

/**
 * A shopper's saved delivery addresses (spec §3 Address). Every read and write names the user, so one shopper never
 * sees or changes another's; how many one keeps is capped by the repo (src/domain/address.ts).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('Nigeria'),
    pincode: text('pincode'),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
)

/**
 * An order (spec §3 Order). It exists from 'Place order' on, priced by the server, and is paid only when the payment
 * provider's own record of the transaction says so (ADR 0009):
 * - payment_state 'awaiting': the shopper was sent to pay; nothing is taken from stock, no one else sees it;
 * - 'paid': the provider confirmed the payment and the stock was taken in the same database transaction, once
 *   (the state moves from 'awaiting' under the row's lock; transaction_id is unique, so one payment pays one order);
 * - 'refused': a payment arrived but the goods were gone (or the payment did not cover the order); refund_state says
 *   whether the money went back.
 * Amounts are kobo and are the server's, computed by src/domain/delivery.ts orderTotal at 'Place order'.
 * The delivery address is a copy taken then: editing or deleting a saved address later does not change where a paid
 * order goes.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    txRef: text('tx_ref').notNull(),
    paymentState: text('payment_state').notNull().default('awaiting'),
    /** spec §3: 'Pending' by default; the store's staff move it on. */
    status: text('status').notNull().default('Pending'),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull(),
    couponKobo: bigint('coupon_kobo', { mode: 'number' }).notNull(),
    deliveryKobo: bigint('delivery_kobo', { mode: 'number' }).notNull(),
    /** What the shopper pays: orderTotal(...).total. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    coupon: text('coupon'),
    deliveryMethod: text('delivery_method').notNull(),
    addressId: text('address_id').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    trackingId: text('tracking_id'),
    transactionId: text('transaction_id'),
    /** 'due' when a refund is owed and not yet accepted by the provider, 'refunded' once it is, 'held' when the
     *  provider refused it so often that staff must look (server/services/refunds.ts). */
    refundState: text('refund_state'),
    /** How many times the provider refused or failed to take the refund. */
    refundAttempts: smallint('refund_attempts').notNull().default(0),
    /** When the refund round may next try it: after a refusal (the backoff), or while one round holds it (a lease, so
     *  a round that dies mid-way leaves it for the next after this time). Null: at once. */
    refundNextAt: timestamp('refund_next_at', { withTimezone: true, mode: 'date' }),
    /** Why a payment was refused ('Sorry, {title} sold out while you were paying.'); what is said of the refund is
     *  added when the shopper is answered, from refund_state. */
    refusal: text('refusal'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_tx_ref_unique').on(t.txRef),
    uniqueIndex('orders_transaction_id_unique').on(t.transactionId),
    uniqueIndex('orders_tracking_id_unique').on(t.trackingId),
    index('orders_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The refund round reads the refunds still due, soonest first.
    index('orders_refunds_due_idx').on(t.refundNextAt).where(sql`${t.refundState} = 'due'`),
    check('orders_payment_state', sql`${t.paymentState} in ('awaiting', 'paid', 'refused')`),
    check('orders_refund_state', sql`${t.refundState} is null or ${t.refundState} in ('due', 'refunded', 'held')`),
    check('orders_amounts', sql`${t.amountKobo} >= 0 and ${t.subtotalKobo} >= 0 and ${t.discountKobo} >= 0 and ${t.couponKobo} >= 0 and ${t.deliveryKobo} >= 0`),
  ],
)

/** The lines of an order as they were priced at 'Place order' (spec §3 Order orderedProducts). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's position in the order, from 0. */
    line: smallint('line').notNull(),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    /** The cart line it came from (spec §3 orderedProducts id). */
    cartItemId: text('cart_item_id').notNull(),
    /** The size's title, or '' for a product without sizes (as cart_items.size). */
    size: text('size').notNull().default(''),
    qty: integer('qty').notNull(),
    /** The discounted unit price charged. */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.line] }),
    index('order_items_product_idx').on(t.productId),
    check('order_items_qty_positive', sql`${t.qty} >= 1`),
  ],
)

/**
 * The card payment sandbox's own ledger (ADR 0009): the transactions its checkout made, numbered as Flutterwave
 * numbers them, read back through the same verify and refund calls the real adapter makes. Only the sandbox writes
 * here; a store with Flutterwave keys never does.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 4_000_001 }),
    txRef: text('tx_ref').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payments_tx_ref_idx').on(t.txRef),
    check('sandbox_payments_status', sql`${t.status} in ('successful', 'failed')`),
    check('sandbox_payments_refund', sql`${t.refundedKobo} >= 0 and ${t.refundedKobo} <= ${t.amountKobo}`),
  ],
)

/**
 * A shopper's wallet (spec §3 Wallet), made on first use. `balance_kobo` is the sum of the wallet's entries, kept in
 * the same database transaction as each entry is written, and can never go below zero (the check below is the last
 * guard; every debit locks this row and checks first, ADR 0010).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
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
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    check('wallet_transactions_type', sql`${t.type} in ('funding', 'withdrawal', 'dataPurchase', 'airtimePurchase', 'orderPayment', 'refund')`),
    check('wallet_transactions_status', sql`${t.status} in ('pending', 'successful', 'failed')`),
    check('wallet_transactions_amounts', sql`${t.amountKobo} > 0 and ${t.feeKobo} >= 0`),
    check('wallet_transactions_notice', sql`${t.notice} is null or ${t.notice} in ('unseen', 'seen')`),
    index('wallet_transactions_unseen_idx').on(t.userId).where(sql`${t.notice} = 'unseen'`),
  ],
)

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

/**
 * The ledger: every movement of a wallet's money, append-only (never updated or deleted), signed (credits positive,
 * debits negative), each with a unique reference so the same movement cannot be written twice: a funding's credit, a
 * purchase's debit, a withdrawal's amount and its fee, a reversal of a failed one.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => wallets.userId, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().references(() => walletTransactions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_entries_reference_unique').on(t.reference),
    index('wallet_entries_user_idx').on(t.userId),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check('wallet_entries_kind', sql`${t.kind} in ('funding', 'orderPayment', 'data', 'airtime', 'withdrawal', 'fee', 'reversal')`),
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

/**
 * Pictures a signed-in user uploaded (a vendor's product images, a shopper's swap photos), each kept as the WebP
 * widths the catalogue serves under `keys` in the picture storage (server/media/storage.ts). A product or a swap
 * request may name only its owner's uploads of its purpose; an upload nothing names is removed after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The picture as the API returns it; `src` is the URL a product or request names. */
    image: jsonb('image').$type<ImageVariant>().notNull(),
    /** The storage keys of its files, one per width. */
    keys: jsonb('keys').$type<string[]>().notNull(),
    /** When a product or swap request first named it; null while nothing has. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_purpose', sql`${t.purpose} in ('product', 'swap')`),
    uniqueIndex('uploads_src_unique').on(sql`(${t.image} ->> 'src')`),
    index('uploads_unused_idx').on(t.createdAt).where(sql`${t.usedAt} IS NULL`),
  ],
)

/** Swap deal requests (spec §1, §2 /swap): a device offered for one wanted; the team replies by email. */
export const swapRequests = pgTable(
  'swap_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    storage: text('storage'),
    condition: text('condition').notNull(),
    faults: text('faults'),
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    wantedProductId: text('wanted_product_id').references(() => products.id, { onDelete: 'set null' }),
    wanted: text('wanted').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('swap_requests_condition', sql`${t.condition} in ('new', 'likeNew', 'used', 'faulty')`),
    index('swap_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)
