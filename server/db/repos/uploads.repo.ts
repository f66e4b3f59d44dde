// Uploaded pictures (the uploads table): a vendor's product images and a shopper's swap photos. The files are in the
// picture storage (server/media/storage.ts); a row says whose they are, what for, and whether anything names them.
// A product or swap request takes its pictures with `claim` inside its own transaction, so a refused write leaves
// its uploads unused, and the sweep removes what nothing named after a day.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { ImageVariant } from '../../../src/domain/contract'
import type { UploadPurpose } from '../../../src/domain/uploads'
import type { Db } from '../database'
import { newId } from '../ids'
import { uploads } from '../schema'

export interface StoredUpload {
  image: ImageVariant
  /** The storage keys of its files, one per width. */
  keys: string[]
}

export interface UnusedUpload {
  id: string
  keys: string[]
}

/** What `claim` found: every URL's picture in the order asked, or the first URL that is not the owner's of that purpose. */
export type ClaimResult = { ok: true; images: ImageVariant[] } | { ok: false; src: string }

const srcOf = sql<string>`${uploads.image} ->> 'src'`

export function uploadsRepo(db: Db) {
  return {
    /** Records stored files as one user's uploads, all in one statement. */
    async insert(ownerId: string, purpose: UploadPurpose, stored: StoredUpload[], now: Date): Promise<void> {
      if (stored.length === 0) return
      await db
        .insert(uploads)
        .values(stored.map(({ image, keys }) => ({ id: newId(now), ownerId, purpose, image, keys, createdAt: now })))
    },

    /**
     * The pictures of `srcs`, in that order, when each is an upload of `ownerId` for `purpose` (or one of `alreadyHeld`,
     * the URLs the record being edited already shows), marking them used. Run it in the transaction that saves what
     * names them.
     */
    async claim(
      tx: Db,
      {
        ownerId,
        purpose,
        srcs,
        alreadyHeld = [],
        now,
      }: { ownerId: string; purpose: UploadPurpose; srcs: string[]; alreadyHeld?: ImageVariant[]; now: Date },
    ): Promise<ClaimResult> {
      const held = new Map(alreadyHeld.map((image) => [image.src, image]))
      const wanted = [...new Set(srcs.filter((src) => !held.has(src)))]
      const found = new Map<string, ImageVariant>()
      if (wanted.length > 0) {
        const rows = await tx
          .update(uploads)
          .set({ usedAt: sql`coalesce(${uploads.usedAt}, ${now.toISOString()}::timestamptz)` })
          .where(and(inArray(srcOf, wanted), eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose)))
          .returning({ image: uploads.image })
        for (const row of rows) found.set(row.image.src, row.image)
      }
      const images: ImageVariant[] = []
      for (const src of srcs) {
        const image = held.get(src) ?? found.get(src)
        if (!image) return { ok: false, src }
        images.push(image)
      }
      return { ok: true, images }
    },

    /** Uploads nothing has named since before `before`, oldest first, at most `limit`. */
    async unusedBefore(before: Date, limit: number): Promise<UnusedUpload[]> {
      return db
        .select({ id: uploads.id, keys: uploads.keys })
        .from(uploads)
        .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, before)))
        .orderBy(uploads.createdAt)
        .limit(limit)
    },

    /** Forgets the uploads of `ids` that are still unused (one claimed meanwhile is kept) and returns which: their
     *  files can then be deleted. */
    async removeUnused(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return []
      const rows = await db
        .delete(uploads)
        .where(and(inArray(uploads.id, ids), isNull(uploads.usedAt)))
        .returning({ id: uploads.id })
      return rows.map((row) => row.id)
    },
  }
}

export type UploadsRepo = ReturnType<typeof uploadsRepo>
