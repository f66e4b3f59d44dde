// Mail: the sandbox mail provider's outbox, where the store's emails go when no real provider is set.
import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** The sandbox mail provider's outbox: what would have been emailed, readable at /dev/outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc())],
)

/** The sandbox SMS provider's outbox: what would have been texted, readable at /dev/outbox beside the emails. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt.desc(), t.id.desc())],
)
