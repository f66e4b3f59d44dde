// The audit log (docs/adr/0027): every staff action, written in the transaction that does it (build this repo over
// that transaction), so an action and its entry commit together or not at all. Append-only: the table's trigger
// refuses UPDATE and DELETE.
import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../database'
import { auditLog } from '../schema'

/** Who did it: the staff member's id, and their email then. */
export interface AuditActor {
  id: string
  email: string
}

export interface AuditEntryInput {
  actor: AuditActor
  /** e.g. 'order.status', 'order.cancel', 'return.decide', 'staff.add' */
  action: string
  target: { type: string; id: string }
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  at: Date
}

export type AuditRecord = typeof auditLog.$inferSelect

export function auditRepo(db: Db) {
  return {
    async record(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        before: entry.before,
        after: entry.after,
        createdAt: entry.at,
      })
    },

    /** Newest first; `targetId` keeps one record's entries. */
    async list({ targetId, page, limit }: { targetId?: string; page: number; limit: number }) {
      const where: SQL | undefined = targetId ? eq(auditLog.targetId, targetId) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(auditLog).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },
  }
}

export type AuditRepo = ReturnType<typeof auditRepo>
