// What shoppers do, recorded first-party by the store itself (docs/adr/0037): one row per event the spec's analytics
// name (§7: view content, add to cart, add shipping info, purchase, sign up, app download clicks, leads), written by
// the server where it sees the thing happen, in the transaction of the change when there is one. No person, no
// address, no IP: the dashboard counts events, not people.
import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const storeEvents = pgTable(
  'store_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** src/domain/store-events.ts STORE_EVENT_KINDS */
    kind: text('kind').notNull(),
    /** What it was about, when it says something: the product viewed or added, 'android' or 'ios' for a download,
     *  'availability' or 'swap' for a lead. Never a person. */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // The dashboard counts a window of days per kind: an index-only scan of this, never the table.
    index('store_events_at_kind_idx').on(t.at, t.kind),
    check(
      'store_events_kind',
      sql`${t.kind} in ('viewContent', 'addToCart', 'addShippingInfo', 'purchase', 'signUp', 'appDownload', 'lead')`,
    ),
  ],
)

/**
 * The events of each Lagos day that is over, counted once per kind (zeros included, so a day that is here is whole):
 * written by the dashboard the first time it reads a day at least 10 minutes after it ended, and read instead of
 * the day's events from then on (server/db/repos/dashboard.repo.ts). Today is always counted from the events.
 */
export const storeEventDays = pgTable(
  'store_event_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
)
