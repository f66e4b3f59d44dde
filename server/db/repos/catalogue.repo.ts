// The catalogue's reads: products (listing with filters, sort and paging; one by slug or id), categories and
// the running promo, and the write of one product's or size's stock. Rows leave here as the contract's Product,
// Category and Promo, money in naira; vendors' uploads and edits are written by products-write.repo.ts.
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { koboToNaira, nairaToKobo, type Kobo } from '../../../src/domain/money'
import type {
  Category,
  ImageVariant,
  Product,
  ProductPage,
  ProductSize,
  ProductSuggestions,
  Promo,
} from '../../../src/domain/contract'
import type { SortOrder } from '../../../src/domain/listing-query'
import type { Db } from '../database'
import { noCatalogueCache, type CatalogueCache } from './catalogue-cache'
import {
  boundedRanking,
  postgresProductSearch,
  RANKED_MATCHES,
  rankedPage,
  WALKED_PRODUCTS,
  type ProductSearch,
  type SearchMatch,
} from './product-search'
import { categories, productSizes, products, promos } from '../schema'

/** Naira, inclusive; no max means "min and above". */
export interface PriceRange {
  min: number
  max?: number
}

/** One listing query as the repository runs it (server/services/catalogue.ts builds it from the API's query). */
export interface ProductFilter {
  id?: string
  slug?: string
  /** One vendor's products only (their own list on the upload page). */
  vendorId?: string
  /** Search text (./product-search.ts): typos, spaces and plurals forgiven; without `sort`, best matches first. */
  title?: string
  /** Any of these categories; an empty list means no category filter. */
  categoryIds?: string[]
  /** Naira, both ends included, on the original (not discounted) price. */
  priceRange?: PriceRange
  minRating?: number
  /** By discounted price; without it, newest first. */
  sort?: SortOrder
  limit: number
  /** 1-based. */
  page: number
}

/** LIKE treats % and _ as wildcards and \ as its escape: a shopper typing them means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

const sizesJson = sql<ProductSize[]>`coalesce((
  select json_agg(json_build_object('title', ${productSizes.title}, 'is_stock', ${productSizes.stock})
    order by ${productSizes.position}, ${productSizes.title})
  from ${productSizes} where ${productSizes.productId} = ${products.id}), '[]'::json)`

/** A live product's columns as the API shows it (toProduct): also what the cart's lines are read with (cart.repo.ts). */
export const productColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  description: products.description,
  images: products.images,
  views: products.views,
  priceUpdatedAt: products.priceUpdatedAt,
  originalPriceKobo: products.originalPriceKobo,
  discountedPriceKobo: products.discountedPriceKobo,
  categoryId: products.categoryId,
  categoryTitle: categories.title,
  categorySlug: categories.slug,
  stock: products.stock,
  rating: products.rating,
  reviews: products.reviews,
  trending: products.trending,
  sizes: sizesJson,
  vendorId: products.vendorId,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

export type ProductRow = {
  id: string
  slug: string
  title: string
  description: string
  images: ImageVariant[]
  views: number
  priceUpdatedAt: Date
  originalPriceKobo: number
  discountedPriceKobo: number
  categoryId: string
  categoryTitle: string
  categorySlug: string
  stock: number
  rating: string
  reviews: number
  trending: boolean
  sizes: ProductSize[] | string
  vendorId: string | null
  createdAt: Date
  updatedAt: Date
}

/** A live product with its prices in kobo, as checkout charges them (the product itself is the API's shape). */
export interface PricedProduct {
  product: Product
  originalPriceKobo: Kobo
  discountedPriceKobo: Kobo
}

export function toProduct(row: ProductRow): Product {
  // Drivers parse json; a driver configured to leave it as text still works.
  const sizes = typeof row.sizes === 'string' ? (JSON.parse(row.sizes) as ProductSize[]) : row.sizes
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    images: row.images.map((image) => image.src),
    imageVariants: row.images,
    views: row.views,
    priceUpdatedAt: row.priceUpdatedAt.toISOString(),
    original_price: koboToNaira(Number(row.originalPriceKobo)),
    discounted_price: koboToNaira(Number(row.discountedPriceKobo)),
    categoryId: { _id: row.categoryId, title: row.categoryTitle, slug: row.categorySlug },
    is_stock: row.stock,
    rating: { $numberDecimal: row.rating },
    reviews: row.reviews,
    trending: row.trending,
    size: sizes.map((size) => ({ title: size.title, is_stock: Number(size.is_stock) })),
    vendorId: row.vendorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Archived products are deleted as far as shoppers can tell. Written as NOT so the partial indexes apply. */
export const live = sql`not ${products.archived}`

function whereOf(filter: ProductFilter, titleMatch?: SearchMatch): SQL {
  return and(live, ...conditionsOf(filter, titleMatch))!
}

/** What a listing asks of a live product: its filters and the text's match (whereOf without `live`). */
function conditionsOf(filter: ProductFilter, titleMatch?: SearchMatch): SQL[] {
  const conditions: SQL[] = []
  if (filter.id !== undefined) conditions.push(eq(products.id, filter.id))
  if (filter.slug !== undefined) conditions.push(eq(products.slug, filter.slug))
  if (filter.vendorId !== undefined) conditions.push(eq(products.vendorId, filter.vendorId))
  if (titleMatch !== undefined) conditions.push(titleMatch.where)
  if (filter.categoryIds !== undefined && filter.categoryIds.length > 0) {
    conditions.push(
      filter.categoryIds.length === 1
        ? eq(products.categoryId, filter.categoryIds[0]!)
        : inArray(products.categoryId, filter.categoryIds),
    )
  }
  if (filter.priceRange !== undefined) {
    conditions.push(gte(products.originalPriceKobo, nairaToKobo(filter.priceRange.min)))
    if (filter.priceRange.max !== undefined)
      conditions.push(lte(products.originalPriceKobo, nairaToKobo(filter.priceRange.max)))
  }
  if (filter.minRating !== undefined) conditions.push(gte(products.rating, String(filter.minRating)))
  return conditions
}

/** A page of rows in their order, with the matches counted (up to a bound: EXACT_COUNT_AHEAD). */
function pageOf(rows: ProductRow[], totalDocs: number, page: number, limit: number): ProductPage {
  const totalPages = Math.ceil(totalDocs / limit)
  return {
    docs: rows.map((row) => toProduct(row)),
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    totalDocs,
    totalPages,
  }
}

/** What a search that can find nothing answers, without asking the database. */
function emptyPage(page: number): ProductPage {
  return { docs: [], page, nextPage: null, prevPage: page > 1 ? page - 1 : null, totalDocs: 0, totalPages: 0 }
}

/**
 * Every order ends in the id, so equal prices or timestamps never reorder between pages. Each is spelled as its index
 * is built (schema/catalogue.ts), NULLS placement included: PostgreSQL reads a page's ids from the index only when the
 * order matches it exactly, and never from the columns being NOT NULL (docs/adr/0046). A search without a chosen sort
 * is in relevance order, over a bounded set of candidates (rankedPage and boundedRanking, docs/adr/0047).
 */
function orderOf(sort: SortOrder | undefined): SQL[] {
  if (sort === 'highToLow') return [desc(products.discountedPriceKobo), desc(products.id)]
  if (sort === 'lowToHigh') return [asc(products.discountedPriceKobo), asc(products.id)]
  return [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`]
}

/**
 * How many matches past the end of a page the listing counts exactly (docs/adr/0046). Counting every match of a
 * 100,000-product catalogue costs several times more than reading the page itself; beyond this many the total is a
 * lower bound, still enough to say there is a next page.
 */
export const EXACT_COUNT_AHEAD = 1_000

/** The listing cache key: one per distinct filter, however its fields were spelled. */
function listingKey(filter: ProductFilter): string {
  return JSON.stringify([
    filter.id ?? null,
    filter.slug ?? null,
    filter.vendorId ?? null,
    filter.title ?? null,
    filter.categoryIds && filter.categoryIds.length > 0 ? [...new Set(filter.categoryIds)].sort() : null,
    filter.priceRange ? [filter.priceRange.min, filter.priceRange.max ?? null] : null,
    filter.minRating ?? null,
    filter.sort ?? null,
    Math.max(1, Math.floor(filter.limit)),
    Math.max(1, Math.floor(filter.page)),
  ])
}

/**
 * Reads go through the catalogue cache it is given: the store's (`app.store.catalogueCache`, see catalogue-cache.ts).
 * Without one every read goes to the database, as reads inside a transaction must. `countAhead`: how far past a page
 * the listing counts exactly (EXACT_COUNT_AHEAD; tests make it small); `rankedMatches`: how many matches of a search
 * are ranked by relevance before the rest, and how far past a page a search counts (RANKED_MATCHES; tests make it
 * small); `walkedProducts`: how many live products a search reads newest first for its matches before it asks the
 * search indexes (WALKED_PRODUCTS; tests make it small).
 */
export function catalogueRepo(
  db: Db,
  options: {
    cache?: CatalogueCache
    search?: ProductSearch
    countAhead?: number
    rankedMatches?: number
    walkedProducts?: number
  } = {},
) {
  const cache = options.cache ?? noCatalogueCache
  const search = options.search ?? postgresProductSearch(db, { cache })
  const countAhead = options.countAhead ?? EXACT_COUNT_AHEAD
  const rankedMatches = options.rankedMatches ?? RANKED_MATCHES
  const walkedProducts = options.walkedProducts ?? WALKED_PRODUCTS

  async function findOne(where: SQL, { archivedToo = false }: { archivedToo?: boolean } = {}): Promise<Product | null> {
    const [row] = await db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(archivedToo ? where : and(live, where))
      .limit(1)
    return row ? toProduct(row) : null
  }

  async function queryRowsByIds(ids: readonly string[]): Promise<ProductRow[]> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return []
    return db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(live, inArray(products.id, unique)))
  }

  /** The matches of `where`, counted up to `bound` (an index-only scan where an index covers the filter). */
  async function countUpTo(where: SQL, bound: number): Promise<number> {
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(bound)
      .as('matches')
    const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(matches)
    return counted?.total ?? 0
  }

  async function queryProducts(filter: ProductFilter): Promise<ProductPage> {
    const limit = Math.max(1, Math.floor(filter.limit))
    const page = Math.max(1, Math.floor(filter.page))
    const offset = (page - 1) * limit
    const titleMatch = filter.title ? await search.match(filter.title) : undefined
    if (titleMatch === null) return emptyPage(page)
    const matching = whereOf(filter, titleMatch)
    // A search counts its matches exactly as far as it ranks them past the page (docs/adr/0047); the listing further.
    const countedTo = offset + limit + (titleMatch !== undefined ? rankedMatches : countAhead)
    if (filter.sort === undefined && titleMatch !== undefined && offset + limit <= rankedMatches) {
      // A search's first pages: its matches read once for the page and the count (docs/adr/0047).
      const { ids, total } = await rankedPage(db, and(...conditionsOf(filter, titleMatch))!, titleMatch.rank, {
        limit,
        offset,
        ranked: rankedMatches,
        countUpTo: countedTo,
        // The walk reads only the search index's columns: a filter on another one lets the planner choose.
        walk:
          filter.id !== undefined || filter.slug !== undefined || filter.vendorId !== undefined ? 0 : walkedProducts,
      })
      const rows = await queryRowsByIds(ids)
      const byId = new Map(rows.map((row) => [row.id, row]))
      return pageOf(
        ids.flatMap((id) => byId.get(id) ?? []),
        total,
        page,
        limit,
      )
    }
    // Relevance order ranks a bounded set of candidates (docs/adr/0047); a chosen sort reads its index as before.
    const { where, order } =
      filter.sort === undefined && titleMatch !== undefined
        ? boundedRanking(matching, titleMatch.rank, rankedMatches)
        : { where: matching, order: orderOf(filter.sort) }
    // Pick the page's ids from one index of products alone, then dress only those rows with their category and sizes:
    // the sizes are aggregated for one page of rows, not for every match. The count is its own query, read from an
    // index and bounded, so neither waits for every match to be sorted (docs/adr/0046).
    const pageIds = db.$with('page_ids').as(
      db
        .select({
          id: products.id,
          position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('page_position'),
        })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    )
    const [rows, totalDocs] = await Promise.all([
      db
        .with(pageIds)
        .select(productColumns)
        .from(pageIds)
        .innerJoin(products, eq(products.id, pageIds.id))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(pageIds.position),
      countUpTo(matching, countedTo),
    ])
    return pageOf(rows, totalDocs, page, limit)
  }

  async function queryCategories(): Promise<Category[]> {
    const rows = await db
      .select({ id: categories.id, title: categories.title, slug: categories.slug, image: categories.image })
      .from(categories)
      // A retired category is hidden from shoppers and the vendors' form (docs/adr/0031).
      .where(isNull(categories.retiredAt))
      .orderBy(asc(categories.position), asc(categories.title))
    return rows.map((row) => ({ _id: row.id, title: row.title, slug: row.slug, image: row.image }))
  }

  /** Every promo, latest started first: a handful of rows, so picking the running one happens in memory. */
  async function queryPromos(): Promise<{ startsAt: number; expiresAt: number; promo: Promo }[]> {
    const rows = await db.select().from(promos).orderBy(desc(promos.startsAt), desc(promos.createdAt), desc(promos.id))
    return rows.map((row) => ({
      startsAt: row.startsAt.getTime(),
      expiresAt: row.expires.getTime(),
      promo: {
        priceDrop: row.priceDrop,
        text: row.text,
        expires: row.expires.toISOString(),
        ...(row.withdrawalFeePercent !== null ? { withdrawalFee: Number(row.withdrawalFeePercent) } : {}),
      },
    }))
  }

  return {
    listProducts(filter: ProductFilter): Promise<ProductPage> {
      return cache.read(`list:${listingKey(filter)}`, () => queryProducts(filter))
    },

    /** The search box's suggestions (./product-search.ts), through the catalogue cache. */
    suggestProducts(text: string, limit: number): Promise<ProductSuggestions> {
      return search.suggest(text, limit)
    },

    findProductBySlug(slug: string): Promise<Product | null> {
      return cache.read(`slug:${slug}`, () => findOne(eq(products.slug, slug)))
    },

    findProductById(id: string): Promise<Product | null> {
      return cache.read(`id:${id}`, () => findOne(eq(products.id, id)))
    },

    /**
     * Live products by id, read afresh rather than through the cache: carts and wishlists show the catalogue's
     * prices and stock as they are at the time of reading, and a cart's stock checks must not see them late.
     */
    async findFreshProductsByIds(ids: readonly string[]): Promise<Map<string, Product>> {
      return new Map((await queryRowsByIds(ids)).map((row) => [row.id, toProduct(row)]))
    },

    /** As findFreshProductsByIds, each with its prices in kobo: what checkout prices an order from. */
    async findFreshPricedProductsByIds(ids: readonly string[]): Promise<Map<string, PricedProduct>> {
      return new Map(
        (await queryRowsByIds(ids)).map((row) => [
          row.id,
          {
            product: toProduct(row),
            originalPriceKobo: Number(row.originalPriceKobo),
            discountedPriceKobo: Number(row.discountedPriceKobo),
          },
        ]),
      )
    },

    /** A product as a vendor's write left it, archived or not, read afresh: the write's reply. */
    findWrittenProduct(id: string): Promise<Product | null> {
      return findOne(eq(products.id, id), { archivedToo: true })
    },

    /** A vendor's live products, newest first, read afresh: the vendor sees their own writes at once. */
    listVendorProducts(vendorId: string, { limit, page }: { limit: number; page: number }): Promise<ProductPage> {
      return queryProducts({ vendorId, limit, page })
    },

    listCategories(): Promise<Category[]> {
      return cache.read('categories', queryCategories)
    },

    /** The promo running at `now`: started, not yet expired; the latest started wins when several overlap. */
    async findActivePromo(now: Date): Promise<Promo | null> {
      const all = await cache.read('promos', queryPromos)
      const at = now.getTime()
      return all.find((promo) => promo.startsAt <= at && at < promo.expiresAt)?.promo ?? null
    },
  }
}

export type CatalogueRepo = ReturnType<typeof catalogueRepo>

/** A stock write as it went: the units before and after, for the product or the one size written. */
export type StockWrite =
  | {
      outcome: 'written'
      productId: string
      title: string
      slug: string
      size: string | null
      /** The units of what was written (the size, or the product without sizes) before and after. */
      before: number
      after: number
      /** The product's whole stock before the write (for a sized product, the sum of its sizes). */
      productBefore: number
    }
  | { outcome: 'noProduct' | 'noSuchSize' | 'sizeRequired' | 'hasNoSizes' }

/**
 * Sets the units on hand of a product without sizes, or of one size of a product (the product's own stock then
 * becomes the sum of its sizes, spec §9). Run it inside a transaction (`tx`): it locks the product's row, so two
 * writes to one product take turns and each sees the stock the other left. The caller invalidates the catalogue
 * cache once the transaction has committed.
 */
export async function writeStock(
  tx: Db,
  productId: string,
  { size, stock, now }: { size?: string | null; stock: number; now: Date },
): Promise<StockWrite> {
  const [product] = await tx
    .select({ stock: products.stock, title: products.title, slug: products.slug })
    .from(products)
    .where(and(eq(products.id, productId), live))
    // Step 3 of the lock order (server/db/transactions.ts), as a payment and a product edit take it.
    .for('no key update')
  if (!product) return { outcome: 'noProduct' }
  const sizes = await tx
    .select({ title: productSizes.title, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
  if (size === undefined || size === null || size === '') {
    if (sizes.length > 0) return { outcome: 'sizeRequired' }
    await tx.update(products).set({ stock, updatedAt: now }).where(eq(products.id, productId))
    return {
      outcome: 'written',
      productId,
      title: product.title,
      slug: product.slug,
      size: null,
      before: product.stock,
      after: stock,
      productBefore: product.stock,
    }
  }
  if (sizes.length === 0) return { outcome: 'hasNoSizes' }
  const written = sizes.find((candidate) => candidate.title === size)
  if (!written) return { outcome: 'noSuchSize' }
  await tx
    .update(productSizes)
    .set({ stock })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.title, size)))
  await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productSizes.stock}), 0) from ${productSizes} where ${productSizes.productId} = ${productId})`,
      updatedAt: now,
    })
    .where(eq(products.id, productId))
  return {
    outcome: 'written',
    productId,
    title: product.title,
    slug: product.slug,
    size,
    before: written.stock,
    after: stock,
    productBefore: product.stock,
  }
}

/**
 * The units on hand for one product and size ('' for a product without sizes), as SQL over any expressions naming
 * them: 0 for an archived or missing product or an unknown size. Cart writes compare quantities against it in
 * the same statement, so no quantity can pass a stock that changed in between.
 */
export function stockOf(productId: SQL | AnyColumn, size: SQL | AnyColumn): SQL<number> {
  return sql<number>`coalesce((
    select case when ${size} = '' then ${products.stock}
      else (select ${productSizes.stock} from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.title} = ${size}) end
    from ${products} where ${products.id} = ${productId} and not ${products.archived}), 0)`
}
