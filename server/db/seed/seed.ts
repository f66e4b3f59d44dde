// Fills an empty catalogue on first start and draws its pictures. The same input always gives the same rows:
// ids come from slugs and every "random" number from one seeded sequence; dates count back from the seeding time.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import { nairaToKobo } from '../../../src/domain/money'
import { IMAGE_WIDTHS } from '../../media/picture-files'
import type { Db } from '../database'
import { slugify } from '../slugs'
import type { CatalogueCache } from '../repos/catalogue-cache'
import { signalCatalogueChange } from '../repos/catalogue-signal'
import type { ImageVariant } from '../../../src/domain/contract'
import { categories, productSizes, products, promos, vendors } from '../schema'
import { COLOURS, SEED_CATEGORIES, SEED_PRODUCTS, SEED_PROMO, SEED_VENDOR, type SeedProduct } from './catalogue-data'
import { ART_VIEWS, productSvg } from './product-art'
import { renderAll, type RenderJob, type RenderReport } from './render'

/** The same id every time for the same name: seeded records keep their ids across machines and restarts. Ids look
 *  like the ones the server makes (server/db/ids.ts): 24 lowercase hex characters. */
function stableId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24)
}

/** The seeded vendor's id, the same on every machine: the sandbox vendor's account is linked to it. */
export const SEED_VENDOR_ID = stableId('vendor:computer-village')

/** The fixed seed of the pseudo-random sequence. */
const SEED = 20_261_122
const DAY_MS = 24 * 60 * 60 * 1000
/** Prices were last changed within this many days of seeding. */
const PRICE_AGE_DAYS = 60
/** Keeps two servers starting at once from both seeding (one waits, then finds the catalogue full). */
const SEED_LOCK_KEY = 0x6f6a6173 // 'ojas'

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function titleOf(product: SeedProduct): string {
  return product.title ?? `${product.brand} ${product.model}`
}

const CONDITION_TEXT = {
  new: 'Brand new in a sealed box, with 2 weeks validity.',
  used: 'Tested and graded before listing, with 1 week validity.',
} as const

function imageUrls(folder: string, name: string): ImageVariant {
  const url = (width: number) => `/media/${folder}/${name}-${width}.webp`
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
  return {
    src: url(widest),
    width: widest,
    height: widest,
    srcSet: IMAGE_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
  }
}

function outputsOf(mediaDir: string, folder: string, name: string): RenderJob['outputs'] {
  return Object.fromEntries(
    IMAGE_WIDTHS.map((width) => [width, join(mediaDir, folder, `${name}-${width}.webp`)]),
  ) as RenderJob['outputs']
}

/** How many pictures a product gets: one per colour, 2 to 4. */
function pictureCount(product: SeedProduct): number {
  return Math.min(4, Math.max(2, product.colours.length))
}

/** Every picture the seeded catalogue shows, as drawings to render into `mediaDir`. */
export function seedImageJobs(mediaDir: string): RenderJob[] {
  const jobs: RenderJob[] = []
  for (const category of SEED_CATEGORIES) {
    jobs.push({
      svg: productSvg({
        kind: category.art,
        colour: category.colour,
        brand: category.title,
        model: '',
        view: 'front',
        mark: 'Oja',
      }),
      outputs: outputsOf(mediaDir, 'categories', category.slug),
    })
  }
  for (const product of SEED_PRODUCTS) {
    const slug = slugify(titleOf(product))
    const kind = product.art ?? SEED_CATEGORIES.find((category) => category.slug === product.category)!.art
    for (let i = 0; i < pictureCount(product); i++) {
      const colour = COLOURS[product.colours[i % product.colours.length]!]
      jobs.push({
        svg: productSvg({ kind, colour, brand: product.brand, model: product.model, view: ART_VIEWS[i]! }),
        outputs: outputsOf(mediaDir, 'products', `${slug}-${i + 1}`),
      })
    }
  }
  return jobs
}

export interface SeedRows {
  vendor: typeof vendors.$inferInsert
  categories: (typeof categories.$inferInsert)[]
  products: (typeof products.$inferInsert)[]
  sizes: (typeof productSizes.$inferInsert)[]
  promo: typeof promos.$inferInsert
}

/** The rows of a catalogue seeded at `seededAt`. */
export function seedRows(seededAt: Date): SeedRows {
  const random = seededRandom(SEED)
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const at = (msBefore: number) => new Date(seededAt.getTime() - msBefore)

  const vendor = { id: SEED_VENDOR_ID, name: SEED_VENDOR.name, createdAt: seededAt }
  const categoryIds = new Map(SEED_CATEGORIES.map((category) => [category.slug, stableId(`category:${category.slug}`)]))
  const categoryRows = SEED_CATEGORIES.map((category, position) => ({
    id: categoryIds.get(category.slug)!,
    slug: category.slug,
    title: category.title,
    image: imageUrls('categories', category.slug).src,
    position,
    createdAt: seededAt,
    updatedAt: seededAt,
  }))

  // Newest-first listing order: a shuffle, so the first page mixes phones, earbuds, laptops and chargers.
  const order = SEED_PRODUCTS.map((_, index) => index)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const rank = new Map(order.map((productIndex, position) => [productIndex, position]))

  const productRows: SeedRows['products'] = []
  const sizeRows: SeedRows['sizes'] = []
  SEED_PRODUCTS.forEach((product, index) => {
    const title = titleOf(product)
    const slug = slugify(title)
    const id = stableId(`product:${slug}`)
    const sizes = product.sizes ?? []
    const stock =
      sizes.length > 0 ? sizes.reduce((sum, [, units]) => sum + units, 0) : (product.stock ?? between(3, 40))
    // Listed before the price window opened, so every price change comes after the listing.
    const createdAt = at(PRICE_AGE_DAYS * DAY_MS + (rank.get(index)! + 1) * 97 * 60 * 1000)
    const priceUpdatedAt = at(Math.floor(random() * PRICE_AGE_DAYS * DAY_MS))
    productRows.push({
      id,
      slug,
      title,
      description: `${product.about} ${CONDITION_TEXT[product.condition ?? 'new']}`,
      categoryId: categoryIds.get(product.category)!,
      vendorId: product.vendor ? vendor.id : null,
      originalPriceKobo: nairaToKobo(product.price),
      discountedPriceKobo: nairaToKobo(product.sale ?? product.price),
      stock,
      images: Array.from({ length: pictureCount(product) }, (_, i) => imageUrls('products', `${slug}-${i + 1}`)),
      rating: (between(35, 50) / 10).toFixed(1),
      reviews: Math.floor(3 + random() ** 2 * 480),
      trending: product.trending ?? false,
      views: between(40, 5_000),
      priceUpdatedAt,
      archived: false,
      createdAt,
      updatedAt: priceUpdatedAt,
    })
    sizes.forEach(([sizeTitle, units], position) =>
      sizeRows.push({ productId: id, title: sizeTitle, stock: units, position }),
    )
  })

  const promo = {
    id: stableId('promo:black-friday'),
    priceDrop: SEED_PROMO.priceDrop,
    text: SEED_PROMO.text,
    startsAt: seededAt,
    expires: new Date(seededAt.getTime() + SEED_PROMO.days * DAY_MS),
    withdrawalFeePercent: null,
    createdAt: seededAt,
  }
  return { vendor, categories: categoryRows, products: productRows, sizes: sizeRows, promo }
}

export interface SeedReport {
  /** False when the catalogue was already there. */
  seeded: boolean
  images: RenderReport
}

/**
 * Seeds the catalogue if it is empty (in one transaction, so a crash leaves nothing half-made), then makes sure
 * every seeded picture exists under `mediaDir` (missing ones are drawn; existing ones are left alone). A store
 * already serving on `db` gives its catalogue cache (`catalogueCache`), forgotten once the seed commits.
 */
export async function seedCatalogue(
  db: Db,
  mediaDir: string,
  options: { now?: Date; renderCache?: string | false; catalogueCache?: CatalogueCache } = {},
): Promise<SeedReport> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [existing] = await tx.select({ count: count() }).from(categories)
    if ((existing?.count ?? 0) > 0) return false
    const rows = seedRows(options.now ?? new Date())
    await tx.insert(vendors).values(rows.vendor)
    await tx.insert(categories).values(rows.categories)
    await tx.insert(products).values(rows.products)
    await tx.insert(productSizes).values(rows.sizes)
    await tx.insert(promos).values(rows.promo)
    await signalCatalogueChange(tx)
    return true
  })
  if (seeded) options.catalogueCache?.invalidate()
  const images = await renderAll(
    seedImageJobs(mediaDir),
    options.renderCache === undefined ? {} : { cacheDir: options.renderCache },
  )
  return { seeded, images }
}
