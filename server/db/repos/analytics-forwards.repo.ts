// The rows that forward a consenting visitor's events to the configured analytics providers (docs/adr/0038).
// `shareEvent` writes them in the event's own transaction; the forwarding round claims what is due (FOR UPDATE SKIP
// LOCKED with a claimed-until lease, like the refund and settlement rounds), so each row is sent by one round at a
// time across every store process, and marks each sent (or given up), clearing what it knew of the visitor.
import { and, eq, inArray, isNull, lt, or, lte, sql } from 'drizzle-orm'
import type { StoreEventKind } from '../../../src/domain/store-events'
import type { ConsentedVisitor } from '../../analytics-context'
import {
  ANALYTICS_PROVIDERS,
  emailSha256,
  type AnalyticsProviderName,
  type ForwardedEvent,
} from '../../providers/analytics/analytics-provider'
import type { Db } from '../database'
import { analyticsForwards, analyticsOrderConsents, orderItems, products, storeEvents, users } from '../schema'

/** What an event carries for the providers beyond its kind and detail; none of it is written in store_events. */
export interface EventShare {
  valueKobo?: number
  contentIds?: string[]
  orderId?: string
  /** The shopper's address (a sign-up); hashed before it is written. */
  email?: string
  /** The shopper whose address to hash (an order's). */
  userId?: string | null
}

const PERSONAL_CLEARED = { ip: null, userAgent: null, pageUrl: null, emailSha256: null } as const

/** The product an event names (its slug for a view, its id for a cart add): its id and price now. */
async function productOf(tx: Db, detail: string) {
  const [product] = await tx
    .select({ id: products.id, priceKobo: products.discountedPriceKobo })
    .from(products)
    .where(or(eq(products.id, detail), eq(products.slug, detail)))
    .limit(1)
  return product
}

/** Writes one row per provider for the event `eventId`, inside the caller's transaction (the event's). */
export async function shareEvent(
  tx: Db,
  eventId: number,
  event: { kind: StoreEventKind; detail?: string | null; at: Date; share?: EventShare },
  visitor: ConsentedVisitor,
): Promise<void> {
  if (visitor.providers.length === 0) return
  const share = { ...event.share }
  if ((event.kind === 'viewContent' || event.kind === 'addToCart') && event.detail && !share.contentIds) {
    const product = await productOf(tx, event.detail)
    if (product) Object.assign(share, { contentIds: [product.id], valueKobo: product.priceKobo })
  }
  if (event.kind === 'purchase' && share.orderId && !share.contentIds) {
    const lines = await tx
      .selectDistinct({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, share.orderId))
    share.contentIds = lines.map((line) => line.productId)
  }
  let email = share.email
  if (!email && share.userId) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, share.userId))
    email = user?.email
  }
  await tx.insert(analyticsForwards).values(
    visitor.providers.map((provider) => ({
      eventId,
      provider,
      visitor: visitor.visitor,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      pageUrl: visitor.pageUrl,
      emailSha256: email ? emailSha256(email) : null,
      valueKobo: share.valueKobo ?? null,
      contentIds: share.contentIds ?? null,
      orderId: share.orderId ?? null,
      nextAt: event.at,
    })),
  )
}

/**
 * Keeps the consent of the visitor placing order `orderId`, inside the order's transaction, for its purchase: the
 * confirmation that pays it may be a request with no visitor (the provider's webhook). Only an accepting visitor's.
 */
export async function keepOrderConsent(tx: Db, orderId: string, visitor: ConsentedVisitor, at: Date): Promise<void> {
  if (visitor.providers.length === 0) return
  await tx.insert(analyticsOrderConsents).values({
    orderId,
    visitor: visitor.visitor,
    providers: [...visitor.providers],
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    pageUrl: visitor.pageUrl,
    keptAt: at,
  })
}

/**
 * Takes the consent kept with order `orderId` (deleted here, inside the caller's transaction: the one confirmation
 * that pays the order): whose purchase it is for the providers, or null when the visitor placing it had not accepted.
 * Also what a refused order does, to forget it.
 */
export async function takeOrderConsent(tx: Db, orderId: string): Promise<ConsentedVisitor | null> {
  const [kept] = await tx.delete(analyticsOrderConsents).where(eq(analyticsOrderConsents.orderId, orderId)).returning()
  if (!kept) return null
  return {
    visitor: kept.visitor,
    ip: kept.ip,
    userAgent: kept.userAgent,
    pageUrl: kept.pageUrl,
    providers: ANALYTICS_PROVIDERS.filter((name) => kept.providers.includes(name)),
  }
}

export type ClaimedForward = ForwardedEvent & { provider: AnalyticsProviderName; tries: number }

export function analyticsForwardsRepo(db: Db) {
  const row = (eventId: number, provider: AnalyticsProviderName) =>
    and(eq(analyticsForwards.eventId, eventId), eq(analyticsForwards.provider, provider))
  const unsent = and(isNull(analyticsForwards.sentAt), isNull(analyticsForwards.givenUpAt))

  return {
    /**
     * Claims until `until` up to `limit` rows for `providers` that are due and that no round holds, oldest event
     * first; rows another round is claiming at the same moment are skipped (SKIP LOCKED), so each is sent by one.
     */
    async claimDue(
      providers: readonly AnalyticsProviderName[],
      now: Date,
      until: Date,
      limit: number,
    ): Promise<ClaimedForward[]> {
      if (providers.length === 0) return []
      const due = db
        .select({ eventId: analyticsForwards.eventId, provider: analyticsForwards.provider })
        .from(analyticsForwards)
        .where(
          and(
            unsent,
            inArray(analyticsForwards.provider, [...providers]),
            lte(analyticsForwards.nextAt, now),
            or(isNull(analyticsForwards.claimedUntil), lte(analyticsForwards.claimedUntil, now)),
          ),
        )
        .orderBy(analyticsForwards.nextAt, analyticsForwards.eventId)
        .limit(limit)
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(analyticsForwards)
        .set({ claimedUntil: until })
        .where(sql`(${analyticsForwards.eventId}, ${analyticsForwards.provider}) in (${due})`)
        .returning()
      if (claimed.length === 0) return []
      const events = await db
        .select()
        .from(storeEvents)
        .where(
          inArray(
            storeEvents.id,
            claimed.map((claim) => claim.eventId),
          ),
        )
      const byId = new Map(events.map((event) => [event.id, event]))
      return claimed
        .flatMap((claim) => {
          const event = byId.get(claim.eventId)
          if (!event) return []
          return [
            {
              eventId: claim.eventId,
              provider: claim.provider as AnalyticsProviderName,
              tries: claim.tries,
              kind: event.kind as StoreEventKind,
              detail: event.detail,
              at: event.at,
              visitor: claim.visitor,
              ip: claim.ip,
              userAgent: claim.userAgent,
              pageUrl: claim.pageUrl,
              emailSha256: claim.emailSha256,
              valueKobo: claim.valueKobo,
              contentIds: claim.contentIds,
              orderId: claim.orderId,
            },
          ]
        })
        .sort((a, b) => a.at.getTime() - b.at.getTime() || a.eventId - b.eventId)
    },

    /** Marks a row sent, once; what it knew of the visitor is cleared. Whether this call marked it. */
    async markSent(eventId: number, provider: AnalyticsProviderName, at: Date): Promise<boolean> {
      const marked = await db
        .update(analyticsForwards)
        .set({ sentAt: at, claimedUntil: null, failure: null, ...PERSONAL_CLEARED })
        .where(and(row(eventId, provider), unsent))
        .returning({ eventId: analyticsForwards.eventId })
      return marked.length > 0
    },

    /** A refused row is tried again at `nextAt`. */
    async retryLater(eventId: number, provider: AnalyticsProviderName, nextAt: Date, failure: string): Promise<void> {
      await db
        .update(analyticsForwards)
        .set({ tries: sql`${analyticsForwards.tries} + 1`, nextAt, claimedUntil: null, failure })
        .where(and(row(eventId, provider), unsent))
    },

    /** Forgets the consent kept with orders placed before `before` and still not paid: no purchase of theirs would
     *  be taken by then. How many. */
    async forgetUnpaidOrderConsents(before: Date): Promise<number> {
      const forgotten = await db
        .delete(analyticsOrderConsents)
        .where(lt(analyticsOrderConsents.keptAt, before))
        .returning({ orderId: analyticsOrderConsents.orderId })
      return forgotten.length
    },

    /** A row that will not be taken (refused for good, too many tries, too old) is kept as given up. */
    async giveUp(eventId: number, provider: AnalyticsProviderName, at: Date, failure: string): Promise<void> {
      await db
        .update(analyticsForwards)
        .set({
          tries: sql`${analyticsForwards.tries} + 1`,
          givenUpAt: at,
          claimedUntil: null,
          failure,
          ...PERSONAL_CLEARED,
        })
        .where(and(row(eventId, provider), unsent))
    },
  }
}

export type AnalyticsForwardsRepo = ReturnType<typeof analyticsForwardsRepo>
