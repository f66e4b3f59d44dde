// Live chat's SQL (docs/adr/0036): conversations, their messages, what staff have not read, and whether the shopper
// has a stream open. A message is written in one transaction with the signal that announces it (`chat`, its id), so
// every store process hears it once it can be read; a staff reply's audit entry is written in the same transaction.
// A visitor's conversation has no user: the email and name they gave, and the hash of its key, are on its row.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { chatConversations, chatMessages, users } from '../schema'
import { sendSignal } from '../signals'
import { auditRepo, type AuditActor } from './audit.repo'

/** The channel every message is announced on; its payload is the message's id. */
export const CHAT_CHANNEL = 'chat'

export type ChatMessageRecord = typeof chatMessages.$inferSelect
export type ChatConversationRecord = typeof chatConversations.$inferSelect

export interface ChatShopperRecord {
  name: string
  email: string
  visitor: boolean
}

export interface ChatSummaryRecord {
  id: string
  userId: string | null
  shopper: ChatShopperRecord
  lastMessage: ChatMessageRecord
  unread: number
}

/** Who the conversation is with: the shopper's account (left-joined), else the visitor's email and name. */
const shopperColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  visitorEmail: chatConversations.visitorEmail,
  visitorName: chatConversations.visitorName,
}

function shopperOf(row: {
  firstName: string | null
  lastName: string | null
  email: string | null
  visitorEmail: string | null
  visitorName: string | null
}): ChatShopperRecord {
  if (row.visitorEmail !== null) return { name: row.visitorName ?? '', email: row.visitorEmail, visitor: true }
  return { name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email ?? '', visitor: false }
}

/** A visitor's new conversation: who they said they are, and the hash of its key. */
export interface VisitorChatRecord {
  email: string
  name: string
  keyHash: string
  keyExpiresAt: Date
}

/** The shopper's messages after staff last read the conversation. */
const unreadCount = sql<number>`(select count(*)::int from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} and m.author = 'shopper'
  and (${chatConversations.staffReadAt} is null or m.created_at > ${chatConversations.staffReadAt}))`

export function chatRepo(db: Db) {
  async function messagesOf(executor: Db, conversationId: string): Promise<ChatMessageRecord[]> {
    return executor
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(chatMessages.createdAt, chatMessages.id)
  }

  return {
    async conversationOfUser(userId: string): Promise<ChatConversationRecord | null> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId))
      return row ?? null
    },

    async conversation(id: string): Promise<(ChatConversationRecord & { shopper: ChatShopperRecord }) | null> {
      const [row] = await db
        .select({ conversation: chatConversations, ...shopperColumns })
        .from(chatConversations)
        .leftJoin(users, eq(users.id, chatConversations.userId))
        .where(eq(chatConversations.id, id))
      return row ? { ...row.conversation, shopper: shopperOf(row) } : null
    },

    /** The visitor's conversation whose key hashes to `keyHash`, while the key is good at `at`; else null. */
    async conversationOfKey(keyHash: string, at: Date): Promise<ChatConversationRecord | null> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.visitorKeyHash, keyHash), gt(chatConversations.visitorKeyExpiresAt, at)))
      return row ?? null
    },

    /** A visitor's conversation with its first message, announced when it commits. */
    async startVisitor(
      visitor: VisitorChatRecord,
      text: string,
      at: Date,
      presentUntil: Date,
    ): Promise<{ conversation: ChatConversationRecord; message: ChatMessageRecord }> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(chatConversations)
          .values({
            id: newId(at),
            visitorEmail: visitor.email,
            visitorName: visitor.name,
            visitorKeyHash: visitor.keyHash,
            visitorKeyExpiresAt: visitor.keyExpiresAt,
            lastMessageAt: at,
            shopperPresentUntil: presentUntil,
          })
          .returning()
        const [message] = await tx
          .insert(chatMessages)
          .values({ id: newId(at), conversationId: conversation!.id, author: 'shopper', text, createdAt: at })
          .returning()
        await sendSignal(tx, CHAT_CHANNEL, message!.id)
        return { conversation: conversation!, message: message! }
      })
    },

    /** The visitor's message, announced when it commits; their key is good until `keyExpiresAt` from now on. */
    async addVisitorMessage(
      conversationId: string,
      text: string,
      at: Date,
      presentUntil: Date,
      keyExpiresAt: Date,
    ): Promise<ChatMessageRecord> {
      return db.transaction(async (tx) => {
        await tx
          .update(chatConversations)
          .set({ lastMessageAt: at, shopperPresentUntil: presentUntil, visitorKeyExpiresAt: keyExpiresAt })
          .where(eq(chatConversations.id, conversationId))
        const [message] = await tx
          .insert(chatMessages)
          .values({ id: newId(at), conversationId, author: 'shopper', text, createdAt: at })
          .returning()
        await sendSignal(tx, CHAT_CHANNEL, message!.id)
        return message!
      })
    },

    messages: (conversationId: string) => messagesOf(db, conversationId),

    /** One message and the conversation it belongs to (what a signal names). */
    async message(id: string): Promise<(ChatMessageRecord & { userId: string | null }) | null> {
      const [row] = await db
        .select({ message: chatMessages, userId: chatConversations.userId })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatMessages.id, id))
      return row ? { ...row.message, userId: row.userId } : null
    },

    /**
     * The shopper's message, in their conversation, announced when it commits. The first one makes the conversation,
     * with the shopper present until `presentUntil` (their stream, opened before it existed, renews that from then on).
     */
    async addShopperMessage(userId: string, text: string, at: Date, presentUntil: Date): Promise<ChatMessageRecord> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(chatConversations)
          .values({ id: newId(at), userId, lastMessageAt: at, shopperPresentUntil: presentUntil })
          .onConflictDoUpdate({ target: chatConversations.userId, set: { lastMessageAt: at } })
          .returning({ id: chatConversations.id })
        const [message] = await tx
          .insert(chatMessages)
          .values({ id: newId(at), conversationId: conversation!.id, author: 'shopper', text, createdAt: at })
          .returning()
        await sendSignal(tx, CHAT_CHANNEL, message!.id)
        return message!
      })
    },

    /**
     * A staff reply, audited and announced in one transaction, which also marks the conversation read. Null when the
     * conversation does not exist. `shopperPresent` says whether a stream of the shopper's was open then. A visitor's
     * key is good until `keyExpiresAt` from now on (so they can read the reply).
     */
    async addStaffReply(
      conversationId: string,
      actor: AuditActor,
      text: string,
      at: Date,
      keyExpiresAt: Date,
    ): Promise<{ message: ChatMessageRecord; userId: string | null; shopperPresent: boolean } | null> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .update(chatConversations)
          .set({
            lastMessageAt: at,
            staffReadAt: at,
            visitorKeyExpiresAt: sql`case when ${chatConversations.visitorKeyHash} is null then null
              else ${keyExpiresAt.toISOString()}::timestamptz end`,
          })
          .where(eq(chatConversations.id, conversationId))
          .returning()
        if (!conversation) return null
        const [message] = await tx
          .insert(chatMessages)
          .values({ id: newId(at), conversationId, author: 'staff', staffId: actor.id, text, createdAt: at })
          .returning()
        await auditRepo(tx).record({
          actor,
          action: 'chat.reply',
          target: { type: 'chatConversation', id: conversationId },
          before: null,
          after: { messageId: message!.id, text },
          at,
        })
        await sendSignal(tx, CHAT_CHANNEL, message!.id)
        const present = conversation.shopperPresentUntil !== null && conversation.shopperPresentUntil > at
        return { message: message!, userId: conversation.userId, shopperPresent: present }
      })
    },

    /** Staff have read the conversation up to `at`. */
    async markRead(conversationId: string, at: Date): Promise<void> {
      await db.update(chatConversations).set({ staffReadAt: at }).where(eq(chatConversations.id, conversationId))
    },

    /** A stream of the shopper's is open until `until` (renewed by each heartbeat; null when the last one closes). */
    async markPresent(userId: string, until: Date | null): Promise<void> {
      await db.update(chatConversations).set({ shopperPresentUntil: until }).where(eq(chatConversations.userId, userId))
    },

    /** As markPresent, for a visitor's conversation. */
    async markVisitorPresent(conversationId: string, until: Date | null): Promise<void> {
      await db
        .update(chatConversations)
        .set({ shopperPresentUntil: until })
        .where(eq(chatConversations.id, conversationId))
    },

    /** Conversations with unread messages first, then the newest. */
    async list({
      page,
      limit,
    }: {
      page: number
      limit: number
    }): Promise<{ rows: ChatSummaryRecord[]; total: number }> {
      const lastMessage = sql<string>`(select m.id from ${chatMessages} m where m.conversation_id = ${chatConversations.id}
        order by m.created_at desc, m.id desc limit 1)`
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: chatConversations.id,
            userId: chatConversations.userId,
            lastMessageId: lastMessage,
            unread: unreadCount,
            ...shopperColumns,
          })
          .from(chatConversations)
          .leftJoin(users, eq(users.id, chatConversations.userId))
          .orderBy(desc(sql`${unreadCount} > 0`), desc(chatConversations.lastMessageAt), desc(chatConversations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(chatConversations),
      ])
      const ids = rows.map((row) => row.lastMessageId)
      const messages =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(chatMessages)
              .where(sql`${chatMessages.id} in ${ids}`)
      const byId = new Map(messages.map((message) => [message.id, message]))
      return {
        rows: rows.flatMap((row) => {
          const message = byId.get(row.lastMessageId)
          return message
            ? [{ id: row.id, userId: row.userId, shopper: shopperOf(row), lastMessage: message, unread: row.unread }]
            : []
        }),
        total: total?.total ?? 0,
      }
    },
  }
}

export type ChatRepo = ReturnType<typeof chatRepo>
