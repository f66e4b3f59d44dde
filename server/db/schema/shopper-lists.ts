// A shopper's lists: the cart, the wishlist and the requests to be told when a product is back in stock.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { products } from './catalogue'
import { users } from './accounts'

/**
 * A shopper's cart lines (spec §3 Cart item). Prices are not kept here: a line is priced from the catalogue each
 * time it is read. `size` is '' for a product without sizes so that (user, product, size) is one unique key and
 * two racing adds of the same product and size leave one line.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    /** When the shopper last asked; a repeat is refused until 2 hours after it (spec §9). */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the back-in-stock email was sent; null while the request waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('availability_requests_waiting_unique')
      .on(t.userId, t.productId, t.variant)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('availability_requests_waiting_product_idx')
      .on(t.productId, t.variant)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
)
