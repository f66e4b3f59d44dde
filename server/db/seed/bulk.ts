// A large catalogue for measuring the store at scale (`npm run seed -- --products N`, docs/adr/0046): N generated
// products beside the 96 of the seed, which stay as they are. Product n is always the same product (its id, title,
// price and dates come from n alone, through one seeded sequence per product), so the command is safe to run again:
// it adds the products 1…N that are missing and leaves every other row alone. The generated products are older than
// the seed's, so the listing's first pages still show the seed's mix; they share the seed's pictures.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { ImageVariant } from '../../../src/domain/contract'
import { nairaToKobo } from '../../../src/domain/money'
import type { Db } from '../database'
import { queryRows } from '../database'
import { signalCatalogueChange } from '../repos/catalogue-signal'
import { baseSlug } from '../slugs'
import { BULK_LINES, CATEGORY_BLURBS, CATEGORY_WEIGHTS, PHONES_FOR_ACCESSORIES, type BulkLine } from './bulk-data'
import { SEED_PRODUCTS, type CategorySlug } from './catalogue-data'
import { SEED_VENDOR_ID, seededRandom, seedRows } from './seed'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
/** Product n was listed about n × this before the seed's oldest product: 100,000 products span about three years. */
const LISTING_GAP_MS = 15 * MINUTE_MS
/** Rows per INSERT: one statement's JSON stays a few megabytes. */
const BATCH_SIZE = 5_000

const CONDITION_TEXT = {
  new: 'Brand new in a sealed box, with 2 weeks validity.',
  used: 'UK used, tested and graded before listing, with 1 week validity.',
} as const

/** What every generated product is made from: the catalogue's categories and pictures and the time to count back from. */
export interface BulkContext {
  categoryIds: ReadonlyMap<CategorySlug, string>
  /** Picture sets of the seed's products, by category and by brand within a category ('phones:Apple'). */
  picturesByCategory: ReadonlyMap<string, readonly number[]>
  /** Every distinct picture set; rows point at one by its index. */
  pictureSets: readonly ImageVariant[][]
  /** The seed's oldest product's listing time: product n was listed before it. */
  oldestSeedAt: Date
}

export interface BulkProduct {
  id: string
  slug: string
  title: string
  description: string
  categoryId: string
  vendorId: string | null
  originalPriceKobo: number
  discountedPriceKobo: number
  stock: number
  /** Index into the context's picture sets. */
  pictures: number
  rating: string
  reviews: number
  trending: boolean
  views: number
  createdAt: string
  priceUpdatedAt: string
  sizes: { title: string; stock: number; position: number }[]
}

function bulkId(n: number): string {
  return createHash('sha256').update(`bulk-product:${n}`).digest('hex').slice(0, 24)
}

/** Naira as shops price them: to the ₦500 above ₦20,000, to the ₦100 below. */
function shopPrice(naira: number): number {
  const step = naira >= 20_000 ? 500 : 100
  return Math.max(step, Math.round(naira / step) * step)
}

const CATEGORY_ORDER = Object.keys(CATEGORY_WEIGHTS) as CategorySlug[]
const TOTAL_WEIGHT = CATEGORY_ORDER.reduce((sum, slug) => sum + CATEGORY_WEIGHTS[slug], 0)
const LINES_BY_CATEGORY = new Map<CategorySlug, BulkLine[]>(
  CATEGORY_ORDER.map((slug) => [slug, BULK_LINES.filter((line) => line.category === slug)]),
)

/** The generated product number `n` (1-based): the same every time. */
export function bulkProduct(n: number, context: BulkContext): BulkProduct {
  const random = seededRandom(Math.imul(n, 0x9e3779b1) ^ 0x0b1a)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))

  let weight = random() * TOTAL_WEIGHT
  const category = CATEGORY_ORDER.find((slug) => (weight -= CATEGORY_WEIGHTS[slug]) < 0) ?? 'phones'
  const line = pick(LINES_BY_CATEGORY.get(category)!)
  const model = pick(line.models)
  let price = model.price
  let variant = ''
  let sizeTitles: string[] = []
  if (line.variants) {
    if (line.variantsAsSizes && random() < 0.5) {
      sizeTitles = line.variants.slice(0, between(2, line.variants.length)).map(([label]) => label)
      price *= line.variants[0]![1]
    } else {
      const [label, factor] = pick(line.variants)
      variant = ` ${label}`
      price *= factor
    }
  }
  const used = line.used === true && random() < 0.25
  if (used) price *= 0.7
  const fits = category === 'cases-and-screen-guards' ? ` for ${pick(PHONES_FOR_ACCESSORIES)}` : ''
  const colour = random() < 0.65 ? ` — ${pick(line.colours)}` : ''
  const title = `${line.brand} ${model.name}${variant}${used ? ' (UK Used)' : ''}${fits}${colour}`

  const originalPrice = shopPrice(price * (0.96 + random() * 0.1))
  const discounted = random() < 0.4 ? shopPrice(originalPrice * (1 - between(3, 25) / 100)) : originalPrice
  const sizes = sizeTitles.map((sizeTitle, position) => ({
    title: sizeTitle,
    stock: random() < 0.1 ? 0 : between(1, 15),
    position,
  }))
  const stock =
    sizes.length > 0 ? sizes.reduce((sum, size) => sum + size.stock, 0) : random() < 0.07 ? 0 : between(1, 40)
  const createdAt = context.oldestSeedAt.getTime() - n * LISTING_GAP_MS - Math.floor(random() * LISTING_GAP_MS)
  const priceUpdatedAt = Math.min(createdAt + Math.floor(random() * 90 * DAY_MS), context.oldestSeedAt.getTime())
  const pictures = context.picturesByCategory.get(`${category}:${line.brand}`) ??
    context.picturesByCategory.get(category) ?? [0]

  return {
    id: bulkId(n),
    // The letter keeps these apart from the -2, -3 … that vendors' uploads of the same title get (server/db/slugs.ts).
    slug: `${baseSlug(title)}-x${n.toString(36)}`,
    title,
    description: `${line.brand} ${model.name}${variant}. ${CATEGORY_BLURBS[category]} ${CONDITION_TEXT[used ? 'used' : 'new']}`,
    categoryId: context.categoryIds.get(category)!,
    vendorId: random() < 0.3 ? SEED_VENDOR_ID : null,
    originalPriceKobo: nairaToKobo(originalPrice),
    discountedPriceKobo: nairaToKobo(Math.min(discounted, originalPrice)),
    stock,
    pictures: pick(pictures),
    rating: Math.min(5, 2.8 + Math.floor(random() ** 0.6 * 23) / 10).toFixed(1),
    reviews: Math.floor(random() ** 3 * 900),
    trending: random() < 0.02,
    views: between(20, 8_000),
    createdAt: new Date(createdAt).toISOString(),
    priceUpdatedAt: new Date(priceUpdatedAt).toISOString(),
    sizes,
  }
}

/** The categories, pictures and oldest listing time of the seeded catalogue on `db`; null when it is not seeded. */
export async function bulkContext(db: Db): Promise<BulkContext | null> {
  // Picture URLs depend only on the seed's titles, so the seed's rows give them whatever date they are made for.
  const seed = seedRows(new Date(0))
  const seedIds = seed.products.map((product) => product.id)
  const [oldest] = await queryRows<{ oldest: string | Date | null }>(
    db,
    sql`select min(created_at) as oldest from products where id in (${sql.join(
      seedIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  const categoryRows = await queryRows<{ id: string; slug: string }>(db, sql`select id, slug from categories`)
  if (!oldest?.oldest || categoryRows.length === 0) return null
  const categoryIds = new Map(categoryRows.map((row) => [row.slug as CategorySlug, row.id]))
  if (CATEGORY_ORDER.some((slug) => !categoryIds.has(slug))) return null
  const picturesByCategory = new Map<string, number[]>()
  const pictureSets: ImageVariant[][] = []
  SEED_PRODUCTS.forEach((product, index) => {
    const at = pictureSets.push(seed.products[index]!.images ?? []) - 1
    for (const key of [product.category, `${product.category}:${product.brand}`]) {
      picturesByCategory.set(key, [...(picturesByCategory.get(key) ?? []), at])
    }
  })
  return { categoryIds, picturesByCategory, pictureSets, oldestSeedAt: new Date(oldest.oldest) }
}

export interface BulkReport {
  /** Generated products written now. */
  added: number
  /** Generated products 1…N that were already there. */
  present: number
  ms: number
}

export class CatalogueNotSeededError extends Error {
  constructor() {
    super('The catalogue is not seeded: start the store once (or seed it) before adding generated products')
  }
}

/**
 * Makes sure the generated products 1…`count` are in the catalogue, adding the missing ones in batches (each its own
 * transaction, so a stopped run keeps what it wrote and the next run adds the rest), then tells every store process
 * the catalogue changed and refreshes the planner's statistics.
 */
export async function seedBulkCatalogue(
  db: Db,
  count: number,
  { batchSize = BATCH_SIZE, onBatch }: { batchSize?: number; onBatch?: (done: number) => void } = {},
): Promise<BulkReport> {
  const started = performance.now()
  const context = await bulkContext(db)
  if (!context) throw new CatalogueNotSeededError()
  const pictureSets = JSON.stringify(context.pictureSets)
  let added = 0
  for (let first = 1; first <= count; first += batchSize) {
    const last = Math.min(count, first + batchSize - 1)
    const rows = Array.from({ length: last - first + 1 }, (_, i) => bulkProduct(first + i, context))
    added += await db.transaction(async (tx) => {
      const inserted = await queryRows<{ id: string }>(
        tx,
        sql`insert into products (id, slug, title, description, category_id, vendor_id, original_price_kobo,
            discounted_price_kobo, stock, images, rating, reviews, trending, views, price_updated_at, archived,
            created_at, updated_at)
          select r.id, r.slug, r.title, r.description, r.category_id, r.vendor_id, r.original_price_kobo,
            r.discounted_price_kobo, r.stock, (${pictureSets}::jsonb) -> r.pictures, r.rating, r.reviews, r.trending,
            r.views, r.price_updated_at, false, r.created_at, r.price_updated_at
          from json_to_recordset(${JSON.stringify(rows.map(({ sizes: _, ...row }) => snakeCase(row)))}::json) as r(
            id text, slug text, title text, description text, category_id text, vendor_id text,
            original_price_kobo bigint, discounted_price_kobo bigint, stock integer, pictures integer,
            rating numeric, reviews integer, trending boolean, views integer, price_updated_at timestamptz,
            created_at timestamptz)
          on conflict do nothing
          returning id`,
      )
      const insertedIds = new Set(inserted.map((row) => row.id))
      const sizes = rows.flatMap((row) =>
        insertedIds.has(row.id) ? row.sizes.map((size) => ({ product_id: row.id, ...size })) : [],
      )
      if (sizes.length > 0) {
        await tx.execute(sql`insert into product_sizes (product_id, title, stock, position)
          select r.product_id, r.title, r.stock, r.position
          from json_to_recordset(${JSON.stringify(sizes)}::json) as r(product_id text, title text, stock integer, position smallint)
          on conflict do nothing`)
      }
      if (inserted.length > 0) await signalCatalogueChange(tx)
      return inserted.length
    })
    onBatch?.(last)
  }
  if (added > 0) await vacuumCatalogue(db)
  return { added, present: count - added, ms: Math.round(performance.now() - started) }
}

/**
 * Fresh statistics for the planner, and every page of products marked all-visible, so the listing reads its pages'
 * ids and counts from the indexes alone at once rather than after autovacuum's next visit (docs/adr/0046). A
 * transaction still open elsewhere (autovacuum's own ANALYZE of the rows just written, often) keeps VACUUM from
 * marking the newest pages; it is run again, a few times at most, once that has finished.
 */
async function vacuumCatalogue(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await db.execute(sql`vacuum (analyze) products, product_sizes`)
    const [pages] = await queryRows<{ all: number; visible: number }>(
      db,
      sql`select relpages as all, relallvisible as visible from pg_class where oid = 'products'::regclass`,
    )
    if (!pages || Number(pages.visible) >= Number(pages.all) * 0.99) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function snakeCase(row: Omit<BulkProduct, 'sizes'>) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category_id: row.categoryId,
    vendor_id: row.vendorId,
    original_price_kobo: row.originalPriceKobo,
    discounted_price_kobo: row.discountedPriceKobo,
    stock: row.stock,
    pictures: row.pictures,
    rating: row.rating,
    reviews: row.reviews,
    trending: row.trending,
    views: row.views,
    price_updated_at: row.priceUpdatedAt,
    created_at: row.createdAt,
  }
}
