// The sandbox SMS provider's outbox: texts kept instead of sent, newest first.
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { smsOutbox } from '../schema'

export interface OutboxText {
  id: string
  to: string
  body: string
  createdAt: Date
}

export function smsOutboxRepo(db: Db) {
  return {
    async add(text: Omit<OutboxText, 'id'>): Promise<void> {
      await db
        .insert(smsOutbox)
        .values({ id: newId(text.createdAt), toPhone: text.to, body: text.body, createdAt: text.createdAt })
    },

    /** Newest first; `to` keeps only the texts to that number as it was given. */
    async list({ to, limit }: { to?: string; limit: number }): Promise<OutboxText[]> {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.toPhone, to) : undefined)
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit)
      return rows.map((row) => ({ id: row.id, to: row.toPhone, body: row.body, createdAt: row.createdAt }))
    },
  }
}

export type SmsOutboxRepo = ReturnType<typeof smsOutboxRepo>
