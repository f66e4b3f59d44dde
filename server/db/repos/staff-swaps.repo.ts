// Swap requests as the store's staff work them (docs/adr/0033): the inbox (newest first, one query for the page and
// one for the count, served by swap_requests_inbox_idx and swap_requests_status_idx), one request with its shopper and
// timeline, a move to its next status applied once under the request's lock, and a reply kept; each move and reply
// written with its audit entry in one transaction.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { SwapStatus } from '../../../src/domain/swap-status'
import type { Db } from '../database'
import { newId } from '../ids'
import { products, swapRequestEvents, swapRequests, users } from '../schema'
import { retryingTransaction } from '../transactions'
import { auditRepo, type AuditActor } from './audit.repo'
import { escapeLike } from './catalogue.repo'
import { swapRequestRecordOf, type SwapRequestRecord, type WantedProduct } from './swap.repo'

export interface StaffSwapFilter {
  status?: SwapStatus
  /** The start of the shopper's email or of the request's phone, any case. */
  q?: string
  limit: number
  /** 1-based. */
  page: number
}

/** Who sent a request: their account's name and email now. */
export interface SwapShopper {
  firstName: string
  lastName: string
  email: string
}

export interface StaffSwapRow {
  request: SwapRequestRecord
  shopper: SwapShopper
}

export interface SwapEventRow {
  kind: 'status' | 'reply'
  status: SwapStatus | null
  text: string | null
  actorEmail: string
  at: Date
}

export interface StaffSwapRecord extends StaffSwapRow {
  wantedProduct: WantedProduct | null
  events: SwapEventRow[]
}

export interface SwapMove {
  requestId: string
  /** The status the staff member saw. */
  from: SwapStatus
  to: SwapStatus
  /** Whether the table allows the move. */
  allowed: boolean
  actor: AuditActor
  now: Date
}

/** How a move went: applied, no such request, moved by someone else since (its status now), or not in the table. */
export type SwapMoveOutcome =
  { outcome: 'moved' } | { outcome: 'notFound' } | { outcome: 'stale'; status: SwapStatus } | { outcome: 'refused' }

const shopperColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email }

function whereOf(filter: StaffSwapFilter): SQL | undefined {
  const q = filter.q?.trim() ?? ''
  // A phone is kept as typed; one searched with spaces, dashes or brackets is also looked for without them.
  const compact = q.replace(/[\s().-]/g, '')
  return and(
    filter.status === undefined ? undefined : eq(swapRequests.status, filter.status),
    q === ''
      ? undefined
      : or(
          ilike(users.email, `${escapeLike(q)}%`),
          ilike(swapRequests.phone, `${escapeLike(q)}%`),
          compact !== '' && compact !== q ? ilike(swapRequests.phone, `${escapeLike(compact)}%`) : undefined,
        ),
  )
}

const newest = [desc(swapRequests.createdAt), desc(swapRequests.id)]

export function staffSwapsRepo(db: Db) {
  return {
    /** One page of the inbox and the count of all its matches. */
    async list(filter: StaffSwapFilter): Promise<{ rows: StaffSwapRow[]; total: number }> {
      const where = whereOf(filter)
      const [rows, [counted]] = await Promise.all([
        db
          .select({ request: swapRequests, shopper: shopperColumns })
          .from(swapRequests)
          .innerJoin(users, eq(users.id, swapRequests.userId))
          .where(where)
          .orderBy(...newest)
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(swapRequests)
          .innerJoin(users, eq(users.id, swapRequests.userId))
          .where(where),
      ])
      return {
        rows: rows.map((row) => ({ request: swapRequestRecordOf(row.request), shopper: row.shopper })),
        total: counted?.total ?? 0,
      }
    },

    /** A request with its shopper, the catalogue's product it names (while it is live) and its timeline, oldest first. */
    async find(requestId: string): Promise<StaffSwapRecord | null> {
      const [found] = await db
        .select({
          request: swapRequests,
          shopper: shopperColumns,
          wantedTitle: products.title,
          wantedSlug: products.slug,
        })
        .from(swapRequests)
        .innerJoin(users, eq(users.id, swapRequests.userId))
        .leftJoin(products, and(eq(products.id, swapRequests.wantedProductId), eq(products.archived, false)))
        .where(eq(swapRequests.id, requestId))
      if (!found) return null
      const events = await db
        .select({
          kind: swapRequestEvents.kind,
          status: swapRequestEvents.status,
          text: swapRequestEvents.text,
          actorEmail: swapRequestEvents.actorEmail,
          at: swapRequestEvents.createdAt,
        })
        .from(swapRequestEvents)
        .where(eq(swapRequestEvents.requestId, requestId))
        .orderBy(asc(swapRequestEvents.createdAt), asc(swapRequestEvents.id))
      return {
        request: swapRequestRecordOf(found.request),
        shopper: found.shopper,
        wantedProduct:
          found.wantedTitle !== null && found.wantedSlug !== null
            ? { title: found.wantedTitle, slug: found.wantedSlug }
            : null,
        events: events.map((event) => ({
          ...event,
          kind: event.kind === 'reply' ? 'reply' : 'status',
          status: event.status as SwapStatus | null,
        })),
      }
    },

    /**
     * Moves the request from the status the staff member saw to the next, under its row's lock: a request moved by
     * someone else since is left as it is ('stale', with its status now). The move's event and audit entry are
     * written in the same transaction.
     */
    async move(move: SwapMove): Promise<SwapMoveOutcome> {
      return retryingTransaction(db, async (tx): Promise<SwapMoveOutcome> => {
        const [held] = await tx
          .select({ status: swapRequests.status })
          .from(swapRequests)
          .where(eq(swapRequests.id, move.requestId))
          .for('update')
        if (!held) return { outcome: 'notFound' }
        if (held.status !== move.from) return { outcome: 'stale', status: held.status as SwapStatus }
        if (!move.allowed) return { outcome: 'refused' }
        const [moved] = await tx
          .update(swapRequests)
          .set({ status: move.to, statusChangedAt: move.now })
          .where(and(eq(swapRequests.id, move.requestId), eq(swapRequests.status, move.from)))
          .returning({ id: swapRequests.id })
        if (!moved) return { outcome: 'stale', status: held.status as SwapStatus }
        await tx.insert(swapRequestEvents).values({
          id: newId(move.now),
          requestId: move.requestId,
          kind: 'status',
          status: move.to,
          actorId: move.actor.id,
          actorEmail: move.actor.email,
          createdAt: move.now,
        })
        await auditRepo(tx).record({
          actor: move.actor,
          action: 'swap.status',
          target: { type: 'swapRequest', id: move.requestId },
          before: { status: move.from },
          after: { status: move.to },
          at: move.now,
        })
        return { outcome: 'moved' }
      })
    },

    /** Keeps a reply that was emailed, with its audit entry, in one transaction; false when the request is gone. */
    async recordReply(reply: {
      requestId: string
      to: string
      subject: string
      text: string
      actor: AuditActor
      now: Date
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ status: swapRequests.status })
          .from(swapRequests)
          .where(eq(swapRequests.id, reply.requestId))
          .for('update')
        if (!held) return false
        await tx.insert(swapRequestEvents).values({
          id: newId(reply.now),
          requestId: reply.requestId,
          kind: 'reply',
          text: reply.text,
          actorId: reply.actor.id,
          actorEmail: reply.actor.email,
          createdAt: reply.now,
        })
        await auditRepo(tx).record({
          actor: reply.actor,
          action: 'swap.reply',
          target: { type: 'swapRequest', id: reply.requestId },
          before: null,
          after: { to: reply.to, subject: reply.subject, text: reply.text },
          at: reply.now,
        })
        return true
      })
    },
  }
}

export type StaffSwapsRepo = ReturnType<typeof staffSwapsRepo>
