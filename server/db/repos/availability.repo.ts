// Back-in-stock requests. At most one waiting request per user, product and variant (a partial unique index), so a
// repeat, even a racing one, finds it; a stock write that brings a product or size back claims its waiting
// requests in the same transaction (`claimWaiting`, shared by every stock write), so each is told once however many
// restocks race.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { availabilityRequests, products, users } from '../schema'
import { retryingTransaction } from '../transactions'
import { writeStock, type StockWrite } from './catalogue.repo'
import type { CatalogueCache } from './catalogue-cache'
import { recordEvent } from './store-events.repo'
import { signalCatalogueChange } from './catalogue-signal'

export interface AvailabilityRecord {
  id: string
  productId: string
  /** null for a product without sizes. */
  variant: string | null
  requestedAt: Date
}

/** A request with its product's name, and when the shopper was told (null while it waits). */
export interface AvailabilityHistoryRecord extends AvailabilityRecord {
  title: string
  slug: string
  notifiedAt: Date | null
}

/** A shopper to tell that what they asked about is back. */
export interface WaitingShopper {
  requestId: string
  email: string
  variant: string | null
}

export type RestockResult = { write: StockWrite; backInStock: WaitingShopper[] }

function variantKey(variant: string | null): string {
  return variant ?? ''
}

function variantOf(key: string): string | null {
  return key === '' ? null : key
}

/**
 * Marks every request waiting for the product's `variants` (null: the product without sizes) notified and returns who
 * made them. Run it in the transaction of the stock write that brought them back, after it has locked the product's
 * row: two racing restocks take turns on that lock, and only the one that finds the requests still waiting gets them,
 * so each shopper is told once.
 */
export async function claimWaiting(
  tx: Db,
  productId: string,
  variants: readonly (string | null)[],
  now: Date,
): Promise<WaitingShopper[]> {
  if (variants.length === 0) return []
  const claimed = await tx
    .update(availabilityRequests)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(availabilityRequests.productId, productId),
        inArray(availabilityRequests.variant, variants.map(variantKey)),
        isNull(availabilityRequests.notifiedAt),
      ),
    )
    .returning({
      id: availabilityRequests.id,
      userId: availabilityRequests.userId,
      variant: availabilityRequests.variant,
    })
  if (claimed.length === 0) return []
  const emails = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            claimed.map((row) => row.userId),
          ),
        )
    ).map((row) => [row.id, row.email]),
  )
  return claimed.flatMap((row) => {
    const email = emails.get(row.userId)
    return email === undefined ? [] : [{ requestId: row.id, email, variant: variantOf(row.variant) }]
  })
}

/**
 * Writes a product's (or one size's) stock inside the caller's transaction and, when that takes it from none to some,
 * claims the requests waiting for it: every stock write goes through here (a staff restock, stock given back by a
 * cancellation or a return), so each waiting shopper is told once. The caller emails them after it commits.
 */
export async function restockIn(
  tx: Db,
  productId: string,
  { size, stock, now }: { size: string | null; stock: number; now: Date },
): Promise<RestockResult> {
  const write = await writeStock(tx, productId, { size, stock, now })
  // Every store process's catalogue shows the new stock once this commits (docs/adr/0031).
  if (write.outcome === 'written') await signalCatalogueChange(tx)
  if (write.outcome !== 'written' || write.before > 0 || write.after <= 0) return { write, backInStock: [] }
  // A shopper who asked while every size was sold out asked about the product (ADR 0008): any size coming back
  // brings it back.
  const variants = write.size !== null && write.productBefore === 0 ? [write.size, null] : [write.size]
  return { write, backInStock: await claimWaiting(tx, productId, variants, now) }
}

/** `catalogueCache`: the store's catalogue cache, forgotten once a write that changes the catalogue commits. */
export function availabilityRepo(db: Db, catalogueCache: CatalogueCache) {
  return {
    /** Every request the user made, waiting or told, newest first. */
    async listByUser(userId: string): Promise<AvailabilityHistoryRecord[]> {
      const rows = await db
        .select({
          id: availabilityRequests.id,
          productId: availabilityRequests.productId,
          variant: availabilityRequests.variant,
          requestedAt: availabilityRequests.requestedAt,
          notifiedAt: availabilityRequests.notifiedAt,
          title: products.title,
          slug: products.slug,
        })
        .from(availabilityRequests)
        .innerJoin(products, eq(products.id, availabilityRequests.productId))
        .where(eq(availabilityRequests.userId, userId))
        .orderBy(desc(availabilityRequests.requestedAt), desc(availabilityRequests.id))
      return rows.map((row) => ({ ...row, variant: variantOf(row.variant) }))
    },

    /**
     * Records the request, or renews the user's waiting one for the same product and variant if it was made at or
     * before `renewableBefore`. Null when a waiting request is more recent than that (a repeat inside the window).
     */
    async request({
      userId,
      productId,
      variant,
      now,
      renewableBefore,
    }: {
      userId: string
      productId: string
      variant: string | null
      now: Date
      renewableBefore: Date
    }): Promise<AvailabilityRecord | null> {
      const row = await db.transaction(async (tx) => {
        const [written] = await tx
          .insert(availabilityRequests)
          .values({ id: newId(now), userId, productId, variant: variantKey(variant), requestedAt: now, createdAt: now })
          .onConflictDoUpdate({
            target: [availabilityRequests.userId, availabilityRequests.productId, availabilityRequests.variant],
            targetWhere: isNull(availabilityRequests.notifiedAt),
            set: { requestedAt: now },
            setWhere: sql`${availabilityRequests.requestedAt} <= ${renewableBefore.toISOString()}::timestamptz`,
          })
          .returning()
        // A lead (spec §7; docs/adr/0037), with the request it records: a repeat inside the window is neither.
        if (written) await recordEvent(tx, { kind: 'lead', detail: 'availability', at: now })
        return written
      })
      return row
        ? { id: row.id, productId: row.productId, variant: variantOf(row.variant), requestedAt: row.requestedAt }
        : null
    },

    /**
     * Writes a product's (or one size's) stock and, when that takes it from none to some, claims the requests
     * waiting for it (`claimWaiting`), all in one transaction: the caller emails them after it commits.
     */
    async restock(
      productId: string,
      { size, stock, now }: { size?: string | null; stock: number; now: Date },
    ): Promise<RestockResult> {
      const result = await retryingTransaction(db, (tx) => restockIn(tx, productId, { size: size ?? null, stock, now }))
      if (result.write.outcome === 'written') catalogueCache.invalidate()
      return result
    },
  }
}

export type AvailabilityRepo = ReturnType<typeof availabilityRepo>
