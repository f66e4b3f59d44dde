// The audit log on /staff/audit (docs/adr/0027; openapi.yaml listAuditLog), for the store's owner: every staff action,
// newest first, a page at a time, narrowed to one target. The target and page live in the address (the `writeQuery`
// slot). A 403 (staff who are not the owner, or not staff at all) is its own state, showing the server's message.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { SuccessData } from '@/domain/contract'
import { firstMessage } from '@/domain/account'
import {
  parseAuditQuery,
  serialiseAuditQuery,
  toAuditLogQuery,
  type AuditEntry,
  type AuditFilters,
  type AuditLogQuery,
} from '@/domain/audit-log'
import { baseActions } from '../lib/base-actions'
import { hasStatus } from '../lib/error-status'
import { notProvided } from '../lib/not-provided'

export type AuditLogPage = SuccessData<'listAuditLog'>
export type { AuditEntry, AuditFilters }

export interface StaffAuditContext {
  filters: AuditFilters
  entries: AuditEntry[]
  page: number
  totalPages: number
  /** The message shown when the log could not be loaded (the server's own, such as 'only the owner'). */
  message: string | null
}

export type StaffAuditEvent =
  { type: 'target.show'; target: string } | { type: 'page.go'; page: number } | { type: 'log.retry' }

export const staffAuditMachine = setup({
  types: {
    context: {} as StaffAuditContext,
    events: {} as StaffAuditEvent,
    input: {} as { search: string },
  },
  actors: {
    // GET api/staff/audit
    loadAuditLog: fromPromise<AuditLogPage, AuditLogQuery>(notProvided('loadAuditLog')),
  },
  actions: {
    ...baseActions,
    /** Puts the target and page into the address. */
    writeQuery: (_, _query: { search: string }) => notProvided('writeQuery')(),
    setPage: assign((_, page: AuditLogPage) => ({
      entries: page.docs,
      page: page.page,
      totalPages: page.totalPages,
      message: null,
    })),
    setTarget: assign((_, { target }: { target: string }) => ({
      filters: { ...(target.trim() ? { target: target.trim() } : {}), page: 1 },
    })),
    setPageNumber: assign(({ context }, { page }: { page: number }) => ({ filters: { ...context.filters, page } })),
    setMessage: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
  },
  guards: {
    isNone: (_, page: AuditLogPage) => page.docs.length === 0,
    isForbidden: (_, { error }: { error: unknown }) => hasStatus(error, 403),
    isPageShown: ({ context }, { page }: { page: number }) =>
      Number.isInteger(page) && page >= 1 && page <= Math.max(context.totalPages, 1) && page !== context.page,
  },
}).createMachine({
  id: 'staffAudit',
  context: ({ input }) => ({
    filters: parseAuditQuery(input.search),
    entries: [],
    page: 1,
    totalPages: 0,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAuditLog',
        src: 'loadAuditLog',
        input: ({ context }) => toAuditLogQuery(context.filters),
        onDone: [
          {
            guard: { type: 'isNone', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'setPage', params: ({ event }) => event.output },
          },
          { target: 'listed', actions: { type: 'setPage', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'denied',
            actions: { type: 'setMessage', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: [
              { type: 'setMessage', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    listed: {
      on: {
        'target.show': {
          target: 'loading',
          actions: [
            { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
            { type: 'writeQuery', params: ({ context }) => ({ search: serialiseAuditQuery(context.filters) }) },
          ],
        },
        'page.go': {
          guard: { type: 'isPageShown', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: [
            { type: 'setPageNumber', params: ({ event }) => ({ page: event.page }) },
            { type: 'writeQuery', params: ({ context }) => ({ search: serialiseAuditQuery(context.filters) }) },
          ],
        },
      },
    },
    // A target with no entries: another target, or all of them, may be shown.
    empty: {
      on: {
        'target.show': {
          target: 'loading',
          actions: [
            { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
            { type: 'writeQuery', params: ({ context }) => ({ search: serialiseAuditQuery(context.filters) }) },
          ],
        },
      },
    },
    failed: {
      on: { 'log.retry': 'loading' },
    },
    denied: {},
  },
})

export type StaffAuditSnapshot = SnapshotFrom<typeof staffAuditMachine>
