// The sandbox mail provider's outbox: messages kept instead of sent, newest first.
import { desc, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { mailOutbox } from '../schema'

export interface OutboxMessage {
  id: string
  to: string
  subject: string
  text: string
  createdAt: Date
}

export function outboxRepo(db: Db) {
  return {
    async add(message: Omit<OutboxMessage, 'id'>): Promise<void> {
      await db.insert(mailOutbox).values({
        id: newId(message.createdAt),
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        createdAt: message.createdAt,
      })
    },

    /** Newest first; `to` keeps only one recipient's messages (case-insensitively). */
    async list({ to, limit }: { to?: string; limit: number }): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to.trim()})` : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        createdAt: row.createdAt,
      }))
    },
  }
}

export type OutboxRepo = ReturnType<typeof outboxRepo>
