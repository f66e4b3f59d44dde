// Swap: the requests to trade a device in for another (spec §1, §2 /swap).
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { products } from './catalogue'
import { users } from './accounts'

/** Swap deal requests (spec §1, §2 /swap): a device offered for one wanted; the team replies by email. */
export const swapRequests = pgTable(
  'swap_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    storage: text('storage'),
    condition: text('condition').notNull(),
    faults: text('faults'),
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    wantedProductId: text('wanted_product_id').references(() => products.id, { onDelete: 'set null' }),
    wanted: text('wanted').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    /** Where it stands (docs/adr/0033; src/domain/swap-status.ts SWAP_TRANSITIONS): moved by staff only. */
    status: text('status').notNull().default('new'),
    /** When staff last moved it; its sending until then. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('swap_requests_condition', sql`${t.condition} in ('new', 'likeNew', 'used', 'faulty')`),
    check(
      'swap_requests_status',
      sql`${t.status} in ('new', 'contacted', 'offerMade', 'accepted', 'declined', 'closed')`,
    ),
    index('swap_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('swap_requests_inbox_idx').on(t.createdAt.desc(), t.id.desc()),
    index('swap_requests_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
)

/**
 * A swap request's timeline after it was sent (docs/adr/0033): each move staff made and each reply they emailed, by
 * whom, written in the transaction that moves it or keeps the reply (with its audit entry).
 */
export const swapRequestEvents = pgTable(
  'swap_request_events',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => swapRequests.id, { onDelete: 'cascade' }),
    /** 'status' | 'reply' */
    kind: text('kind').notNull(),
    /** The status it moved to ('status' events). */
    status: text('status'),
    /** The reply as emailed ('reply' events). */
    text: text('text'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's email then, so the timeline outlives the account. */
    actorEmail: text('actor_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('swap_request_events_request_idx').on(t.requestId, t.createdAt, t.id),
    check('swap_request_events_kind', sql`${t.kind} in ('status', 'reply')`),
  ],
)
