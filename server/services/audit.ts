// The audit log as owners read it (docs/adr/0027): every staff action, newest first, a page at a time, or one record's
// entries. The entries are written by the actions themselves (server/db/repos/audit.repo.ts). No Fastify, no SQL.
import type { AuditEntry } from '../../src/domain/contract'
import type { AuditRecord, AuditRepo } from '../db/repos/audit.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { pageOf, type Page } from './paging'
import { requireOwner } from './verified-user'

/** The API's AuditEntry: the actor as the email they had when they acted. */
export function auditEntryOf(record: AuditRecord): AuditEntry {
  return {
    _id: String(record.id),
    actor: record.actorEmail,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before as AuditEntry['before'],
    after: record.after as AuditEntry['after'],
    at: record.createdAt.toISOString(),
  }
}

export function auditService({ audit }: { audit: Pick<AuditRepo, 'list'> }) {
  return {
    /** listAuditLog: one page of the log, newest first; `target` keeps one record's entries. Owners only. */
    async list(
      user: UserRecord,
      { target, page, limit }: { target?: string; page: number; limit: number },
    ): Promise<Page<AuditEntry>> {
      requireOwner(user)
      const { rows, total } = await audit.list({ ...(target === undefined ? {} : { targetId: target }), page, limit })
      return pageOf(rows.map(auditEntryOf), { page, limit, total })
    },
  }
}

export type AuditService = ReturnType<typeof auditService>
