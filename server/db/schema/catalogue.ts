// The catalogue: the vendors who sell, the categories, the products with their sizes (spec §3 Product) and the
// promos. Every other area's tables point at these (a cart line at a product, a user at a vendor).
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { ImageVariant } from '../../../src/domain/contract'
import { createdAt, updatedAt } from './columns'

/** PostgreSQL's text-search document type (drizzle has none of its own). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

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
  /** When the owner retired it (docs/adr/0031): hidden from home and the listing's filters; its products and slug stay. */
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
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
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    vendorId: text('vendor_id').references(() => vendors.id),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }).notNull(),
    discountedPriceKobo: bigint('discounted_price_kobo', { mode: 'number' }).notNull(),
    /** Units on hand when the product has no sizes; with sizes, the sum of the size stocks (spec §9). */
    stock: integer('stock').notNull().default(0),
    /** Each rendered picture as the API returns it (spec §3 images; srcSet for responsive loading). */
    images: jsonb('images')
      .$type<ImageVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviews: integer('reviews').notNull().default(0),
    trending: boolean('trending').notNull().default(false),
    views: integer('views').notNull().default(0),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Deleting a product archives it (spec §7: PATCH with archive true): orders keep pointing at it. */
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Search (docs/adr/0047), kept by the database from the title: the title without spaces or signs, for
    // 'iphone15' and 'air pods' (a trigram index answers substrings of it), and its words for full-text search.
    searchCompact: text('search_compact')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(title), '[^a-z0-9]+', '', 'g')`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g'))`),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'products_prices_valid',
      sql`${t.discountedPriceKobo} >= 0 AND ${t.discountedPriceKobo} <= ${t.originalPriceKobo}`,
    ),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('products_counts_not_negative', sql`${t.reviews} >= 0 AND ${t.views} >= 0`),
    // The listing only ever reads live products, so every listing index is partial on that. Each ends in the columns
    // the listing filters on after its order's columns (the id makes the order unique, so they never change it): a
    // page's ids and the bounded count are read from one index alone, its filters checked there (docs/adr/0046).
    index('products_live_newest_idx')
      .on(t.createdAt.desc(), t.id.desc(), t.categoryId, t.originalPriceKobo, t.rating)
      .where(sql`NOT ${t.archived}`),
    index('products_live_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc(), t.originalPriceKobo, t.rating)
      .where(sql`NOT ${t.archived}`),
    index('products_live_price_idx')
      .on(t.discountedPriceKobo, t.id, t.categoryId, t.originalPriceKobo, t.rating)
      .where(sql`NOT ${t.archived}`),
    index('products_live_category_price_idx')
      .on(t.categoryId, t.discountedPriceKobo, t.id, t.originalPriceKobo, t.rating)
      .where(sql`NOT ${t.archived}`),
    index('products_live_original_price_idx')
      .on(t.originalPriceKobo)
      .where(sql`NOT ${t.archived}`),
    index('products_vendor_idx').on(t.vendorId),
    // Search (docs/adr/0047).
    index('products_search_compact_idx').using('gin', sql`${t.searchCompact} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // A broad search's candidates, newest first with what they are matched and filtered on, so they are read from this
    // index alone (~100-byte entries, not 750-byte rows) until the last one needed (rankedPage, docs/adr/0047).
    index('products_live_search_newest_idx')
      .on(t.id.desc(), t.categoryId, t.originalPriceKobo, t.rating, t.searchCompact, t.searchVector)
      .where(sql`NOT ${t.archived}`),
  ],
)

/**
 * Every word of every product's and category's title (docs/adr/0047), kept by triggers: what a mistyped word of a
 * search is corrected to. Words are never removed; a word no live product has any more finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
    check(
      'promos_withdrawal_fee_range',
      sql`${t.withdrawalFeePercent} IS NULL OR (${t.withdrawalFeePercent} >= 0 AND ${t.withdrawalFeePercent} <= 100)`,
    ),
    index('promos_window_idx').on(t.expires, t.startsAt),
  ],
)
