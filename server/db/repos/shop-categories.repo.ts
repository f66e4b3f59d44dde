// The categories as the owner keeps them (docs/adr/0031): every one with its live products counted, and one change at
// a time under the table's lock (names, order and slugs are judged against what is there). Each change writes its
// audit entry and the catalogue's signal in its own transaction; the store's cache is forgotten once it commits.
import { and, count, eq, isNull, like, or, sql } from 'drizzle-orm'
import { movedOrder, type CategoryMove } from '../../../src/domain/shop-categories'
import type { Db } from '../database'
import { newId } from '../ids'
import { categories, products } from '../schema'
import { baseSlug, freeSlug } from '../slugs'
import { auditRepo, type AuditActor } from './audit.repo'
import type { CatalogueCache } from './catalogue-cache'
import { escapeLike } from './catalogue.repo'
import { signalCatalogueChange } from './catalogue-signal'
import { uploadsRepo } from './uploads.repo'

export interface CategoryRecord {
  id: string
  title: string
  slug: string
  image: string
  position: number
  retiredAt: Date | null
  /** Live (not archived) products in it. */
  products: number
}

/** Why a change was not made; nothing was written. */
export type CategoryRefusal = 'notFound' | 'retired' | 'titleTaken' | 'imageNotYours'

export type CategoryOutcome = { outcome: 'done' } | { outcome: CategoryRefusal }

interface Audit {
  actor: AuditActor
  now: Date
}

type Row = Omit<CategoryRecord, 'products'>

function audited(row: Pick<Row, 'title' | 'image' | 'slug'> | undefined, extra: Record<string, unknown> = {}) {
  return row ? { title: row.title, slug: row.slug, image: row.image, ...extra } : null
}

/** The live ones in their order, then the retired ones, latest retired first. */
function inOrder(rows: Row[]): Row[] {
  const live = rows.filter((row) => row.retiredAt === null)
  const retired = rows.filter((row) => row.retiredAt !== null)
  live.sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
  retired.sort((a, b) => b.retiredAt!.getTime() - a.retiredAt!.getTime())
  return [...live, ...retired]
}

const sameTitle = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0

export function shopCategoriesRepo(db: Db, catalogueCache: CatalogueCache) {
  const uploads = uploadsRepo(db)

  async function rows(executor: Db): Promise<Row[]> {
    return inOrder(
      await executor
        .select({
          id: categories.id,
          title: categories.title,
          slug: categories.slug,
          image: categories.image,
          position: categories.position,
          retiredAt: categories.retiredAt,
        })
        .from(categories),
    )
  }

  /** One change under the categories' lock; `write` returns a refusal before writing anything, or writes and audits. */
  async function change(write: (tx: Db, held: Row[]) => Promise<CategoryOutcome>): Promise<CategoryOutcome> {
    const outcome = await db.transaction(async (tx) => {
      // Readers go on (EXCLUSIVE lets plain reads through); other writers of categories wait for this one.
      await tx.execute(sql`lock table ${categories} in exclusive mode`)
      const result = await write(tx, await rows(tx))
      if (result.outcome === 'done') await signalCatalogueChange(tx)
      return result
    })
    if (outcome.outcome === 'done') catalogueCache.invalidate()
    return outcome
  }

  /** Positions 0, 1, 2 … for the live categories in `order`. */
  async function writeOrder(tx: Db, order: readonly string[], now: Date) {
    for (const [position, id] of order.entries())
      await tx.update(categories).set({ position, updatedAt: now }).where(eq(categories.id, id))
  }

  const titleTaken = (held: Row[], title: string, id?: string) =>
    held.some((row) => row.id !== id && row.retiredAt === null && sameTitle(row.title, title))

  return {
    /** Every category: the live ones in their order, then the retired ones; each with its live products counted. */
    async list(): Promise<CategoryRecord[]> {
      const [all, counts] = await Promise.all([
        rows(db),
        db
          .select({ categoryId: products.categoryId, products: count() })
          .from(products)
          .where(eq(products.archived, false))
          .groupBy(products.categoryId),
      ])
      const countOf = new Map(counts.map((row) => [row.categoryId, row.products]))
      return all.map((row) => ({ ...row, products: countOf.get(row.id) ?? 0 }))
    },

    /** A new category, last among the live ones, with the owner's uploaded picture and a slug no category has had. */
    create({ title, image, actor, now }: { title: string; image: string } & Audit): Promise<CategoryOutcome> {
      return change(async (tx, held) => {
        if (titleTaken(held, title)) return { outcome: 'titleTaken' }
        const claimed = await uploads.claim(tx, { ownerId: actor.id, purpose: 'category', srcs: [image], now })
        if (!claimed.ok) return { outcome: 'imageNotYours' }
        const base = baseSlug(title)
        const taken = await tx
          .select({ slug: categories.slug })
          .from(categories)
          .where(or(eq(categories.slug, base), like(categories.slug, `${escapeLike(base)}-%`)))
        const id = newId(now)
        const row = {
          id,
          title,
          slug: freeSlug(
            base,
            taken.map((row) => row.slug),
          ),
          image,
        }
        const live = held.filter((category) => category.retiredAt === null)
        const position = Math.max(-1, ...live.map((category) => category.position)) + 1
        await tx.insert(categories).values({ ...row, position, createdAt: now, updatedAt: now })
        await auditRepo(tx).record({
          actor,
          action: 'category.add',
          target: { type: 'category', id },
          before: null,
          after: audited(row, { position }),
          at: now,
        })
        return { outcome: 'done' }
      })
    },

    /** A new name, picture or both; the slug stays. */
    update(
      id: string,
      { title, image, actor, now }: { title?: string; image?: string } & Audit,
    ): Promise<CategoryOutcome> {
      return change(async (tx, held) => {
        const row = held.find((category) => category.id === id)
        if (!row) return { outcome: 'notFound' }
        if (row.retiredAt !== null) return { outcome: 'retired' }
        if (title !== undefined && titleTaken(held, title, id)) return { outcome: 'titleTaken' }
        if (image !== undefined && image !== row.image) {
          const claimed = await uploads.claim(tx, { ownerId: actor.id, purpose: 'category', srcs: [image], now })
          if (!claimed.ok) return { outcome: 'imageNotYours' }
        }
        const after = { ...row, ...(title === undefined ? {} : { title }), ...(image === undefined ? {} : { image }) }
        await tx
          .update(categories)
          .set({ title: after.title, image: after.image, updatedAt: now })
          .where(eq(categories.id, id))
        await auditRepo(tx).record({
          actor,
          action: 'category.edit',
          target: { type: 'category', id },
          before: audited(row),
          after: audited(after),
          at: now,
        })
        return { outcome: 'done' }
      })
    },

    /** One place up or down among the live categories. */
    move(id: string, { direction, actor, now }: { direction: CategoryMove } & Audit): Promise<CategoryOutcome> {
      return change(async (tx, held) => {
        const row = held.find((category) => category.id === id)
        if (!row) return { outcome: 'notFound' }
        if (row.retiredAt !== null) return { outcome: 'retired' }
        const before = held.filter((category) => category.retiredAt === null).map((category) => category.id)
        const after = movedOrder(before, id, direction)
        await writeOrder(tx, after, now)
        const slugs = (order: string[]) => order.map((each) => held.find((category) => category.id === each)!.slug)
        await auditRepo(tx).record({
          actor,
          action: 'category.move',
          target: { type: 'category', id },
          before: { order: slugs(before) },
          after: { order: slugs(after), direction },
          at: now,
        })
        return { outcome: 'done' }
      })
    },

    /** Hidden from shoppers and vendors' forms; its products and slug stay. The live ones left close up their order. */
    retire(id: string, { actor, now }: Audit): Promise<CategoryOutcome> {
      return change(async (tx, held) => {
        const row = held.find((category) => category.id === id)
        if (!row) return { outcome: 'notFound' }
        if (row.retiredAt !== null) return { outcome: 'retired' }
        await tx
          .update(categories)
          .set({ retiredAt: now, updatedAt: now })
          .where(and(eq(categories.id, id), isNull(categories.retiredAt)))
        const left = held.filter((category) => category.retiredAt === null && category.id !== id)
        await writeOrder(
          tx,
          left.map((category) => category.id),
          now,
        )
        await auditRepo(tx).record({
          actor,
          action: 'category.retire',
          target: { type: 'category', id },
          before: audited(row, { retired: false }),
          after: audited(row, { retired: true }),
          at: now,
        })
        return { outcome: 'done' }
      })
    },
  }
}

export type ShopCategoriesRepo = ReturnType<typeof shopCategoriesRepo>
