// The audit log's page (docs/adr/0027; openapi.yaml listAuditLog): the target filter as the address keeps it, each
// entry's before and after as the fields that changed, and the page's words.
import type { QueryParams, Schema } from './contract'
import { requestKey } from './first-page'

export type AuditEntry = Schema<'AuditEntry'>
export type AuditLogQuery = NonNullable<QueryParams<'listAuditLog'>>

export interface AuditFilters {
  target?: string
  page: number
}

export const AUDIT_PAGE_SIZE = 25
export const AUDIT_TARGET_MAX_LENGTH = 100

export function parseAuditQuery(search: string): AuditFilters {
  const params = new URLSearchParams(search)
  const filters: AuditFilters = { page: 1 }
  const target = params.get('target')?.trim()
  if (target) filters.target = target.slice(0, AUDIT_TARGET_MAX_LENGTH)
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) filters.page = page
  return filters
}

export function serialiseAuditQuery(filters: AuditFilters): string {
  const params = new URLSearchParams()
  if (filters.target) params.set('target', filters.target)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/** The target filter for what was typed: trimmed, and none when nothing is left. */
export function auditTargetFilter(typed: string): Pick<AuditFilters, 'target'> {
  return { target: typed.trim() || undefined }
}

export function toAuditLogQuery(filters: AuditFilters): AuditLogQuery {
  return { ...(filters.target ? { target: filters.target } : {}), page: filters.page, limit: AUDIT_PAGE_SIZE }
}

/** A record before or after an action. The contract leaves its fields open (openapi.yaml AuditEntry: any object), so
 *  the generated type admits none; the page reads them as plain values. */
export type AuditRecord = Readonly<Record<string, unknown>> | null

/** A record with these fields in the contract's type, for those who write entries (the stories' fakes, tests). */
export function auditRecord(fields: Record<string, unknown>): AuditEntry['before'] {
  return fields as AuditEntry['before']
}

/** One field an action changed: its value before and after (absent on a side that had no record). */
export interface AuditChange {
  field: string
  before?: unknown
  after?: unknown
}

/** Equal values; a field absent on one side and null on the other did not change. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** The fields whose values differ between the record before and after, in the order they first appear. */
export function auditChanges(before: AuditRecord, after: AuditRecord): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({
      field,
      ...(before && field in before ? { before: before[field] } : {}),
      ...(after && field in after ? { after: after[field] } : {}),
    }))
}

/** A value of the record as a short line: text as it is, anything else as JSON; nothing as an em dash. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export const auditLogTexts = {
  heading: 'Audit log',
  target: 'Target',
  targetHint: 'An order id or another record id',
  show: 'Show',
  clear: 'Show all',
  loading: 'Loading the audit log',
  caption: 'Staff actions, newest first',
  empty: 'No staff actions recorded yet.',
  emptyForTarget: 'No staff actions on this target.',
  retry: 'Try again',
  unchanged: 'No field changed',
  columns: { at: 'When', actor: 'Who', action: 'Action', target: 'Target', change: 'Before → after' },
} as const

/** The audit log's first request for an address's query, as its route asks it: a page the server drew for the staff member opens
 *  on its answer (docs/adr/0050, 'Staff pages'). */
export function auditLogFirstRequest(search: string) {
  return requestKey<'listAuditLog'>('/api/staff/audit', toAuditLogQuery(parseAuditQuery(search)))
}
