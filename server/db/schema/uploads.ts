// Uploads: the pictures users send (product images, swap photos) and the files kept for each.
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ImageVariant } from '../../../src/domain/contract'
import { createdAt } from './columns'
import { users } from './accounts'

/**
 * Pictures a signed-in user uploaded (a vendor's product images, a shopper's swap photos), each kept as the WebP
 * widths the catalogue serves under `keys` in the picture storage (server/media/storage.ts). A product or a swap
 * request may name only its owner's uploads of its purpose; an upload nothing names is removed after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The picture as the API returns it; `src` is the URL a product or request names. */
    image: jsonb('image').$type<ImageVariant>().notNull(),
    /** The storage keys of its files, one per width. */
    keys: jsonb('keys').$type<string[]>().notNull(),
    /** When a product or swap request first named it; null while nothing has. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_purpose', sql`${t.purpose} in ('product', 'swap', 'category')`),
    uniqueIndex('uploads_src_unique').on(sql`(${t.image} ->> 'src')`),
    index('uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`${t.usedAt} IS NULL`),
  ],
)
