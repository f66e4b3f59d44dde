// Live chat (docs/adr/0036): one conversation per shopper, its messages as they were sent, and when the shopper was
// last seen with the chat open (so a staff reply to a shopper who has gone is emailed to them).
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'

/** A shopper's conversation with the store: made with their first message; one per shopper. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message's time (the console lists the newest first among read and unread). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Up to when staff have read it: a shopper's message after this is unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true, mode: 'date' }),
    /** Until when a stream of the shopper's is known open (each process renews it with its heartbeat). */
    shopperPresentUntil: timestamp('shopper_present_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_conversations_last_idx').on(t.lastMessageAt.desc())],
)

/** A message, stored as it was sent (drawn escaped: React's text, and plain-text emails). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** 'shopper' | 'staff' */
    author: text('author').notNull(),
    /** The staff member who wrote it (staff messages). */
    staffId: text('staff_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    check('chat_messages_author', sql`${t.author} in ('shopper', 'staff')`),
    check('chat_messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
)
