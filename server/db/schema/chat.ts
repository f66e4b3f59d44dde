// Live chat (docs/adr/0036): one conversation per shopper, or per visitor who gave an email (opened by a key of its own,
// of which only a hash is kept), its messages as they were sent, and when the shopper was last seen with the chat open
// (so a staff reply to a shopper who has gone is emailed to them).
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'

/**
 * A shopper's conversation with the store: made with their first message; one per shopper. A visitor's (no user) has
 * the email and name they gave and the hash of its key instead.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email a visitor gave (replies are emailed there when they have gone). */
    visitorEmail: text('visitor_email'),
    /** The name a visitor gave, '' when none. */
    visitorName: text('visitor_name'),
    /** sha256 (hex) of the visitor's key: the key itself is only ever in their browser. */
    visitorKeyHash: text('visitor_key_hash').unique(),
    /** The key opens the conversation until then (moved on by each message). */
    visitorKeyExpiresAt: timestamp('visitor_key_expires_at', { withTimezone: true, mode: 'date' }),
    /** The newest message's time (the console lists the newest first among read and unread). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Up to when staff have read it: a shopper's message after this is unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true, mode: 'date' }),
    /** Until when a stream of the shopper's is known open (each process renews it with its heartbeat). */
    shopperPresentUntil: timestamp('shopper_present_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_last_idx').on(t.lastMessageAt.desc()),
    // A shopper's, or a visitor's with everything a visitor's needs: never both, never neither.
    check(
      'chat_conversations_owner',
      sql`(${t.userId} is not null and ${t.visitorKeyHash} is null and ${t.visitorEmail} is null)
        or (${t.userId} is null and ${t.visitorKeyHash} is not null and ${t.visitorEmail} is not null
          and ${t.visitorName} is not null and ${t.visitorKeyExpiresAt} is not null)`,
    ),
    check(
      'chat_conversations_visitor_lengths',
      sql`char_length(${t.visitorEmail}) <= 254 and char_length(${t.visitorName}) <= 100`,
    ),
  ],
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
