// Swap requests (the swap_requests table): one shopper's offer of a device for another. A request is written in one
// transaction with the claim of its photos and the check of the daily limit, so a refused request leaves nothing:
// no row, and its photos still unused for the sweep.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { SwapCondition } from '../../../src/domain/swap'
import type { SwapStatus } from '../../../src/domain/swap-status'
import type { Db } from '../database'
import { newId } from '../ids'
import { products, swapRequests, users } from '../schema'
import { uploadsRepo } from './uploads.repo'
import { recordEvent } from './store-events.repo'

/** A row, its condition one of the four and its status one of the six (the table's check constraints keep them so). */
export type SwapRequestRecord = Omit<typeof swapRequests.$inferSelect, 'condition' | 'status'> & {
  condition: SwapCondition
  status: SwapStatus
}

/** A row as the table keeps it, typed as its check constraints allow. */
export function swapRequestRecordOf(row: typeof swapRequests.$inferSelect): SwapRequestRecord {
  return { ...row, condition: row.condition as SwapCondition, status: row.status as SwapStatus }
}

export interface NewSwapRequest {
  userId: string
  brand: string
  model: string
  storage: string | null
  condition: SwapCondition
  faults: string | null
  /** The photos' URLs as the shopper sent them: each must be one of their own swap uploads. */
  photos: string[]
  wantedProductId: string | null
  wanted: string
  phone: string
  city: string
}

/** The product asked for, when the request names one of the catalogue's. */
export interface WantedProduct {
  title: string
  slug: string
}

export type SwapWrite =
  | { outcome: 'created'; request: SwapRequestRecord; wantedProduct: WantedProduct | null }
  | { outcome: 'tooMany' }
  | { outcome: 'notYourPhoto'; src: string }
  | { outcome: 'noProduct' }

class NotYourPhoto extends Error {
  constructor(readonly src: string) {
    super(`${src} is not one of the shopper's swap uploads`)
  }
}

export function swapRepo(db: Db) {
  return {
    /** The user's requests, newest first (the `limit` newest, when given). */
    async listByUser(userId: string, { limit }: { limit?: number } = {}): Promise<SwapRequestRecord[]> {
      const query = db
        .select()
        .from(swapRequests)
        .where(eq(swapRequests.userId, userId))
        .orderBy(desc(swapRequests.createdAt), desc(swapRequests.id))
      const rows = await (limit === undefined ? query : query.limit(limit))
      return rows.map(swapRequestRecordOf)
    },

    /**
     * Records the request unless the shopper has already sent `limit` since `since`, a photo is not one of their swap
     * uploads, or the wanted product is not a live one. The shopper's row is locked first, so two requests sent at
     * once are counted one after the other and cannot both pass the limit.
     */
    async create(
      request: NewSwapRequest,
      { since, limit, now }: { since: Date; limit: number; now: Date },
    ): Promise<SwapWrite> {
      return db
        .transaction(async (tx): Promise<SwapWrite> => {
          await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${request.userId} for update`)
          const [sent] = await tx
            .select({ count: count() })
            .from(swapRequests)
            .where(and(eq(swapRequests.userId, request.userId), gte(swapRequests.createdAt, since)))
          if ((sent?.count ?? 0) >= limit) return { outcome: 'tooMany' }

          let wantedProduct: WantedProduct | null = null
          if (request.wantedProductId !== null) {
            const [product] = await tx
              .select({ title: products.title, slug: products.slug })
              .from(products)
              .where(and(eq(products.id, request.wantedProductId), eq(products.archived, false)))
            if (!product) return { outcome: 'noProduct' }
            wantedProduct = product
          }

          const claimed = await uploadsRepo(tx).claim(tx, {
            ownerId: request.userId,
            purpose: 'swap',
            srcs: request.photos,
            now,
          })
          // Throwing undoes the claims of the photos before the refused one: they stay free for the shopper's next try.
          if (!claimed.ok) throw new NotYourPhoto(claimed.src)
          const [row] = await tx
            .insert(swapRequests)
            .values({
              ...request,
              id: newId(now),
              photos: claimed.images.map((image) => image.src),
              statusChangedAt: now,
              createdAt: now,
            })
            .returning()
          await recordEvent(tx, { kind: 'lead', detail: 'swap', at: now })
          return { outcome: 'created', request: swapRequestRecordOf(row!), wantedProduct }
        })
        .catch((error: unknown) => {
          if (error instanceof NotYourPhoto) return { outcome: 'notYourPhoto', src: error.src }
          throw error
        })
    },
  }
}

export type SwapRepo = ReturnType<typeof swapRepo>
