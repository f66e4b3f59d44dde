// The staff orders board on /staff/orders (docs/adr/0027; openapi.yaml listStaffOrders): paid orders, newest payment
// first, a page at a time, narrowed by status, delivery method, the Lagos days they were paid and a search. The filters
// live in the address (the `writeQuery` slot), so a reload or a shared link opens the same board; a search is asked for
// once typing pauses. A 403 (a signed-in user who is not staff) is its own state, showing the server's message.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Schema, SuccessData } from '@/domain/contract'
import { firstMessage } from '@/domain/account'
import {
  parseBoardQuery,
  serialiseBoardQuery,
  toStaffOrdersQuery,
  type BoardFilters,
  type StaffOrdersQuery,
} from '@/domain/staff-board'
import { baseActions } from '../lib/base-actions'
import { hasStatus } from '../lib/error-status'
import { notProvided } from '../lib/not-provided'

export type StaffOrderSummary = Schema<'StaffOrderSummary'>
export type StaffOrdersPage = SuccessData<'listStaffOrders'>
export type { BoardFilters }

/** The filters a staff member sets with the board's controls (the search has its own event); unset is undefined. */
export type BoardFilterChange = Partial<Pick<BoardFilters, 'status' | 'deliveryMethod' | 'from' | 'to'>>

export interface StaffOrdersContext {
  filters: BoardFilters
  orders: StaffOrderSummary[]
  page: number
  totalPages: number
  totalDocs: number
  /** The message shown when the board could not be loaded (the server's own, such as 'only staff'). */
  message: string | null
}

export type StaffOrdersEvent =
  | { type: 'filters.change'; filters: BoardFilterChange }
  | { type: 'search.type'; q: string }
  | { type: 'page.go'; page: number }
  | { type: 'board.retry' }

export interface StaffOrdersInput {
  /** The address's query, as `?status=Pending&page=2` or without the '?'. */
  search: string
}

export const staffOrdersMachine = setup({
  types: {
    context: {} as StaffOrdersContext,
    events: {} as StaffOrdersEvent,
    input: {} as StaffOrdersInput,
  },
  actors: {
    // GET api/staff/orders
    loadStaffOrders: fromPromise<StaffOrdersPage, StaffOrdersQuery>(notProvided('loadStaffOrders')),
  },
  actions: {
    ...baseActions,
    /** Puts the filters into the address (replacing the entry: the board's history is not the staff's history). */
    writeQuery: (_, _query: { search: string }) => notProvided('writeQuery')(),
    setPage: assign((_, page: StaffOrdersPage) => ({
      orders: page.docs,
      page: page.page,
      totalPages: page.totalPages,
      totalDocs: page.totalDocs,
      message: null,
    })),
    setFilters: assign(({ context }, change: BoardFilterChange) => ({
      filters: { ...context.filters, ...change, page: 1 },
    })),
    setSearch: assign(({ context }, { q }: { q: string }) => ({ filters: { ...context.filters, q, page: 1 } })),
    setPageNumber: assign(({ context }, { page }: { page: number }) => ({ filters: { ...context.filters, page } })),
    setMessage: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
  },
  guards: {
    isNone: (_, page: StaffOrdersPage) => page.docs.length === 0,
    isForbidden: (_, { error }: { error: unknown }) => hasStatus(error, 403),
    isPageShown: ({ context }, { page }: { page: number }) =>
      Number.isInteger(page) && page >= 1 && page <= Math.max(context.totalPages, 1) && page !== context.page,
  },
  delays: {
    // Long enough for a tracking id typed at speed, short enough to feel live.
    searchPause: 400,
  },
}).createMachine({
  id: 'staffOrders',
  context: ({ input }) => ({
    filters: parseBoardQuery(input.search),
    orders: [],
    page: 1,
    totalPages: 0,
    totalDocs: 0,
    message: null,
  }),
  initial: 'loading',
  on: {
    'filters.change': {
      target: '.loading',
      actions: [
        { type: 'setFilters', params: ({ event }) => event.filters },
        { type: 'writeQuery', params: ({ context }) => ({ search: serialiseBoardQuery(context.filters) }) },
      ],
    },
    'search.type': { target: '.typing', actions: { type: 'setSearch', params: ({ event }) => ({ q: event.q }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadStaffOrders',
        src: 'loadStaffOrders',
        input: ({ context }) => toStaffOrdersQuery(context.filters),
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
    // A search being typed: the board asks once the typing pauses, and shows what it had until then.
    typing: {
      after: {
        searchPause: {
          target: 'loading',
          actions: { type: 'writeQuery', params: ({ context }) => ({ search: serialiseBoardQuery(context.filters) }) },
        },
      },
    },
    listed: {
      on: {
        'page.go': {
          guard: { type: 'isPageShown', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: [
            { type: 'setPageNumber', params: ({ event }) => ({ page: event.page }) },
            { type: 'writeQuery', params: ({ context }) => ({ search: serialiseBoardQuery(context.filters) }) },
          ],
        },
      },
    },
    empty: {},
    failed: {
      on: { 'board.retry': 'loading' },
    },
    // Not staff: nothing to retry; the filters stay (the route's guard already asked for a signed-in user).
    denied: {},
  },
})

export type StaffOrdersSnapshot = SnapshotFrom<typeof staffOrdersMachine>
