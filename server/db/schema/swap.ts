// Swap: the requests to trade a device in for another (spec §1, §2 /swap).
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
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
    createdAt: createdAt(),
  },
  (t) => [
    check('swap_requests_condition', sql`${t.condition} in ('new', 'likeNew', 'used', 'faulty')`),
    index('swap_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)
