// Wishlist items: a product is on a user's wishlist once (a unique index), so a repeated or racing add finds the
// item that is there. Every read and write is scoped to the user it acts for.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { products, wishlistItems } from '../schema'

export interface WishlistEntry {
  id: string
  productId: string
  createdAt: Date
}

/** An item with its product's name as the catalogue keeps it, archived or not. */
export interface WishlistEntryWithProduct extends WishlistEntry {
  title: string
  slug: string
}

function toEntry(row: typeof wishlistItems.$inferSelect): WishlistEntry {
  return { id: row.id, productId: row.productId, createdAt: row.createdAt }
}

export function wishlistRepo(db: Db) {
  return {
    /** The user's items, newest first. */
    async list(userId: string): Promise<WishlistEntry[]> {
      const rows = await db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
      return rows.map(toEntry)
    },

    /** The user's items with their products' titles and slugs, newest first, including products no longer sold. */
    async listWithProducts(userId: string): Promise<WishlistEntryWithProduct[]> {
      return db
        .select({
          id: wishlistItems.id,
          productId: wishlistItems.productId,
          createdAt: wishlistItems.createdAt,
          title: products.title,
          slug: products.slug,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    },

    /** Adds the product unless it is there already; either way, the item as it is now. */
    async add({
      userId,
      productId,
      now,
    }: {
      userId: string
      productId: string
      now: Date
    }): Promise<{ added: boolean; entry: WishlistEntry }> {
      // A removal racing this add can take the existing item between the insert and the read: then insert again.
      for (;;) {
        const [inserted] = await db
          .insert(wishlistItems)
          .values({ id: newId(now), userId, productId, createdAt: now })
          .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
          .returning()
        if (inserted) return { added: true, entry: toEntry(inserted) }
        const [existing] = await db
          .select()
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        if (existing) return { added: false, entry: toEntry(existing) }
      }
    },

    /** The removed item's id, or null when the product was not on the user's wishlist. */
    async remove(userId: string, productId: string): Promise<string | null> {
      const [removed] = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ id: wishlistItems.id })
      return removed?.id ?? null
    },
  }
}

export type WishlistRepo = ReturnType<typeof wishlistRepo>
