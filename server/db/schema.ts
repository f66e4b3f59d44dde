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
import type { ImageVariant } from '../../src/domain/contract'

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
