// The store's events a consenting visitor's action recorded, waiting to be forwarded to each analytics provider the
// operator configured (docs/adr/0038): one row per event and provider, written in the event's own transaction, so the
// forwarding round sends each once after the commit. The visitor's address, browser and hashed email are kept only
// until the row is sent (or given up), then cleared; the row stays as the mark that it was.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { storeEvents } from './events'
import { orders } from './orders'

export const analyticsForwards = pgTable(
  'analytics_forwards',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => storeEvents.id, { onDelete: 'cascade' }),
    /** server/providers/analytics: 'meta' or 'ga4'. */
    provider: text('provider').notNull(),
    /** The anonymous id of the consent cookie (GA4's client_id, Meta's external_id hashed). */
    visitor: text('visitor').notNull(),
    /** What the provider needs about the visitor; cleared once sent or given up. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    pageUrl: text('page_url'),
    emailSha256: text('email_sha256'),
    /** What the event was worth, in kobo (a product's price, an order's amount), and what it was about. */
    valueKobo: bigint('value_kobo', { mode: 'number' }),
    contentIds: text('content_ids').array(),
    orderId: text('order_id'),
    tries: integer('tries').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true, mode: 'date' }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true, mode: 'date' }),
    failure: text('failure'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.provider] }),
    // The round's claim: the rows still to send, due first.
    index('analytics_forwards_due_idx')
      .on(t.nextAt)
      .where(sql`${t.sentAt} is null and ${t.givenUpAt} is null`),
    check('analytics_forwards_provider', sql`${t.provider} in ('meta', 'ga4')`),
  ],
)

/**
 * A consenting visitor's consent, kept with the order they placed (docs/adr/0038), for its purchase: the payment may be
 * confirmed by a request that carries no visitor (the provider's webhook, the sandbox's). Written only when the visitor
 * who placed the order accepted (no row: nothing to forward); taken (deleted) by the confirmation that pays the order,
 * in its transaction, which writes the purchase's rows to forward from it; deleted when the order is refused, and by
 * the forwarding round once the order has waited longer than any provider takes an event.
 */
export const analyticsOrderConsents = pgTable(
  'analytics_order_consents',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The consent cookie's anonymous id, and the providers configured when the visitor placed the order. */
    visitor: text('visitor').notNull(),
    providers: text('providers').array().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    pageUrl: text('page_url'),
    keptAt: timestamp('kept_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('analytics_order_consents_kept_idx').on(t.keptAt)],
)
