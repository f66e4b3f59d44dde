// Vendors' product writes (spec §7 products write): a new product with its sizes and pictures, and an edit of one
// under its row's lock. The catalogue's reads and its shaping of rows stay in catalogue.repo.ts; this file only
// writes, and clears the catalogue cache (and so the drawn pages) once each write has committed.
import { and, asc, eq, like, or } from 'drizzle-orm'
import type { ImageVariant, ProductSize } from '../../../src/domain/contract'
import type { Db } from '../database'
import { newId } from '../ids'
import { products, productSizes } from '../schema'
import { baseSlug, slugCandidate, suffixOf } from '../slugs'
import { signalCatalogueChange } from './catalogue-signal'
import { retryingTransaction } from '../transactions'
import { claimWaiting, type WaitingShopper } from './availability.repo'
import { escapeLike } from './catalogue.repo'
import type { CatalogueCache } from './catalogue-cache'
import { uploadsRepo } from './uploads.repo'

/** Pictures named by their 800px URLs, to be taken from `ownerId`'s product uploads. */
export interface ImagesToClaim {
  ownerId: string
  srcs: string[]
}

export interface NewProduct {
  title: string
  description: string
  categoryId: string
  vendorId: string
  originalPriceKobo: number
  discountedPriceKobo: number
  /** With sizes, their sum (spec §9). */
  stock: number
  sizes: ProductSize[]
  /** One decimal, as the column keeps it. */
  rating: string
  reviews: number
  images: ImagesToClaim
  now: Date
}

export type CreateResult = { outcome: 'created'; id: string } | { outcome: 'imagesNotYours'; src: string }

/** A live product as an edit finds it, under its row's lock. */
export interface HeldProduct {
  id: string
  vendorId: string | null
  title: string
  slug: string
  description: string
  categoryId: string
  originalPriceKobo: number
  discountedPriceKobo: number
  stock: number
  images: ImageVariant[]
  sizes: ProductSize[]
}

/** What an edit writes: only the fields given change. */
export interface ProductEdit {
  title?: string
  description?: string
  categoryId?: string
  originalPriceKobo?: number
  discountedPriceKobo?: number
  priceUpdatedAt?: Date
  trending?: boolean
  archived?: true
  stock?: number
  /** Replaces every size (then `stock` is their sum). */
  sizes?: ProductSize[]
  /** Replaces the pictures: each one the product's already, or one of the owner's uploads. */
  images?: ImagesToClaim
  /** The variants (null: the product without sizes) this edit brings back in stock: their waiting shoppers are claimed. */
  backInStock?: (string | null)[]
}

export type EditResult =
  | { outcome: 'edited'; title: string; slug: string; backInStock: WaitingShopper[] }
  | { outcome: 'noProduct' }
  | { outcome: 'imagesNotYours'; src: string }

/** Thrown inside a transaction to roll it back with an answer for the caller. */
class Refused extends Error {
  constructor(readonly result: { outcome: 'imagesNotYours'; src: string }) {
    super(result.outcome)
  }
}

async function refusedOr<T>(write: () => Promise<T>): Promise<T | Refused['result']> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}

/** How many tries a slug gets before the write gives up: only reached if the table is being flooded with one title. */
const MAX_SLUG_TRIES = 1000

async function insertWithUniqueSlug(
  tx: Db,
  row: Omit<typeof products.$inferInsert, 'slug'>,
  title: string,
): Promise<void> {
  const base = baseSlug(title)
  // Start past the highest number already taken rather than trying 2, 3, … one insert at a time.
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)))
  let n = Math.max(0, ...taken.map(({ slug }) => suffixOf(slug, base))) + 1
  for (let tries = 0; tries < MAX_SLUG_TRIES; tries++, n++) {
    // A racing insert of the same slug makes this one wait for it to commit, then do nothing: the next number is tried.
    const [inserted] = await tx
      .insert(products)
      .values({ ...row, slug: slugCandidate(base, n) })
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id })
    if (inserted) return
  }
  throw new Error(`No free slug for ${base}`)
}

async function insertSizes(tx: Db, productId: string, sizes: readonly ProductSize[]): Promise<void> {
  if (sizes.length === 0) return
  await tx
    .insert(productSizes)
    .values(sizes.map((size, position) => ({ productId, title: size.title, stock: size.is_stock, position })))
}

/** `catalogueCache`: the store's catalogue cache, forgotten once a write that changes the catalogue commits. */
export function productsWriteRepo(db: Db, catalogueCache: CatalogueCache) {
  const uploads = uploadsRepo(db)

  return {
    /** Saves a new product with a slug no other product has, claiming its pictures in the same transaction. */
    async create(product: NewProduct): Promise<CreateResult> {
      const id = newId(product.now)
      const result = await refusedOr(() =>
        db.transaction(async (tx): Promise<CreateResult> => {
          const claimed = await uploads.claim(tx, {
            ownerId: product.images.ownerId,
            purpose: 'product',
            srcs: product.images.srcs,
            now: product.now,
          })
          if (!claimed.ok) throw new Refused({ outcome: 'imagesNotYours', src: claimed.src })
          await insertWithUniqueSlug(
            tx,
            {
              id,
              title: product.title,
              description: product.description,
              categoryId: product.categoryId,
              vendorId: product.vendorId,
              originalPriceKobo: product.originalPriceKobo,
              discountedPriceKobo: product.discountedPriceKobo,
              stock: product.stock,
              images: claimed.images,
              rating: product.rating,
              reviews: product.reviews,
              priceUpdatedAt: product.now,
              createdAt: product.now,
              updatedAt: product.now,
            },
            product.title,
          )
          await insertSizes(tx, id, product.sizes)
          await signalCatalogueChange(tx)
          return { outcome: 'created', id }
        }),
      )
      if (result.outcome === 'created') catalogueCache.invalidate()
      return result
    },

    /**
     * Edits a live product under its row's lock: `plan` sees it as it is now (no order settling or other edit can
     * change it meanwhile) and says what to write, or throws to refuse, which writes nothing. The pictures are
     * claimed, the sizes replaced and the shoppers waiting for what came back claimed, all in the one transaction;
     * the caller emails them after it returns.
     */
    async edit(productId: string, plan: (held: HeldProduct) => ProductEdit, now: Date): Promise<EditResult> {
      const result = await refusedOr(() =>
        retryingTransaction(db, async (tx): Promise<EditResult> => {
          const [row] = await tx
            .select({
              id: products.id,
              vendorId: products.vendorId,
              title: products.title,
              slug: products.slug,
              description: products.description,
              categoryId: products.categoryId,
              originalPriceKobo: products.originalPriceKobo,
              discountedPriceKobo: products.discountedPriceKobo,
              stock: products.stock,
              images: products.images,
            })
            .from(products)
            .where(and(eq(products.id, productId), eq(products.archived, false)))
            // Step 3 of the lock order (server/db/transactions.ts), as a stock write and a payment take it.
            .for('no key update')
          if (!row) return { outcome: 'noProduct' }
          const sizes = await tx
            .select({ title: productSizes.title, is_stock: productSizes.stock })
            .from(productSizes)
            .where(eq(productSizes.productId, productId))
            .orderBy(asc(productSizes.position), asc(productSizes.title))
          const held: HeldProduct = {
            ...row,
            originalPriceKobo: Number(row.originalPriceKobo),
            discountedPriceKobo: Number(row.discountedPriceKobo),
            sizes,
          }
          const { images, sizes: newSizes, backInStock = [], ...fields } = plan(held)
          let pictures: ImageVariant[] | undefined
          if (images) {
            const claimed = await uploads.claim(tx, {
              ownerId: images.ownerId,
              purpose: 'product',
              srcs: images.srcs,
              alreadyHeld: held.images,
              now,
            })
            if (!claimed.ok) throw new Refused({ outcome: 'imagesNotYours', src: claimed.src })
            pictures = claimed.images
          }
          const [written] = await tx
            .update(products)
            .set({ ...fields, ...(pictures ? { images: pictures } : {}), updatedAt: now })
            .where(eq(products.id, productId))
            .returning({ title: products.title, slug: products.slug })
          if (newSizes) {
            await tx.delete(productSizes).where(eq(productSizes.productId, productId))
            await insertSizes(tx, productId, newSizes)
          }
          const waiting = await claimWaiting(tx, productId, backInStock, now)
          await signalCatalogueChange(tx)
          return {
            outcome: 'edited',
            title: written?.title ?? held.title,
            slug: written?.slug ?? held.slug,
            backInStock: waiting,
          }
        }),
      )
      if (result.outcome === 'edited') catalogueCache.invalidate()
      return result
    },
  }
}

export type ProductsWriteRepo = ReturnType<typeof productsWriteRepo>
