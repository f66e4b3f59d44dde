// The audit log on /staff/audit (docs/adr/0027; openapi.yaml listAuditLog), for the store's owner: every staff action,
// newest first, a page at a time, narrowed to one target. The target and page live in the address, and a 403 (staff
// who are not the owner, or not staff at all) shows the server's message, as on every staff page of filtered pages
// (machines/lib/filtered-pages.ts).
import type { SuccessData } from '@/domain/contract'
import {
  parseAuditQuery,
  serialiseAuditQuery,
  toAuditLogQuery,
  type AuditEntry,
  type AuditFilters,
  type AuditLogQuery,
} from '@/domain/audit-log'
import { filteredPagesMachine, type FilteredPagesEvent } from '../lib/filtered-pages'

export type AuditLogPage = SuccessData<'listAuditLog'>
export type { AuditEntry, AuditFilters }
export type StaffAuditEvent = FilteredPagesEvent<AuditFilters>

export const staffAuditMachine = filteredPagesMachine<AuditFilters, AuditEntry, AuditLogQuery, AuditLogPage>({
  id: 'staffAudit',
  parseQuery: parseAuditQuery,
  serialiseQuery: serialiseAuditQuery,
  toQuery: toAuditLogQuery,
})
