// A table read a numbered page at a time for filters kept in the address (the staff pages: the orders board, the audit
// log): the page the address names as it opens, then another page or other filters at each ask, each written back to
// the address (the `writeQuery` slot) so a reload or a shared link shows the same. A filter being typed is asked for
// once the typing pauses. A 403 (someone the page is not for) is its own state, showing the server's message; any
// other failure is logged and offers a retry. Each such page's machine is this one, given its name and how its filters
// are read from the address, written back and asked of the API.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { baseActions } from './base-actions'
import { hasStatus } from './error-status'
import { notProvided } from './not-provided'

/** What the machine reads of a page the API answers (the contract's paged replies carry more). */
export interface NumberedPage<TRow> {
  docs: TRow[]
  page: number
  totalPages: number
  totalDocs: number
}

/** A page's filters; `page` is 1 when the address names none. */
export interface PageFilters {
  page: number
}

/** What the API is asked: the page and its size, and the filters set. */
export interface PageQuery {
  page?: number
  limit?: number
}

export interface FilteredPagesContext<TFilters extends PageFilters, TRow> {
  filters: TFilters
  rows: TRow[]
  /** The page shown, and how many there are for these filters. */
  page: number
  totalPages: number
  totalDocs: number
  /** Why the rows could not be shown: the server's own words (such as 'only staff'). */
  message: string | null
  /** Whether the rows are the server's page for the filters already (a page drawn by the server): 'opening' shows
   *  them; else it loads them. */
  known: boolean
}

/** Filters changed by a page's controls; a filter left unset is undefined. */
export type FilterChange<TFilters extends PageFilters> = Partial<Omit<TFilters, 'page'>>

export type FilteredPagesEvent<TFilters extends PageFilters> =
  /** Filters chosen: asked for at once, from page 1. */
  | { type: 'filters.change'; filters: FilterChange<TFilters> }
  /** A filter being typed: asked for once the typing pauses, from page 1. */
  | { type: 'filters.type'; filters: FilterChange<TFilters> }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }

export interface FilteredPagesInput {
  /** The address's query, as `?status=Pending&page=2` or without the '?'. */
  search: string
  /** The API's answer for that query when the page was drawn from it (docs/adr/0050): opened on, not asked again. */
  firstPage?: NumberedPage<unknown> | null
}

export interface FilteredPagesOptions<TFilters extends PageFilters, TQuery> {
  id: string
  /** The filters an address's query names, read leniently. */
  parseQuery: (search: string) => TFilters
  /** The address's query for filters: only what is set. */
  serialiseQuery: (filters: TFilters) => string
  /** What the API is asked for these filters (with the page size). */
  toQuery: (filters: TFilters) => TQuery & PageQuery
}

/** `TPage` is the API's page, as the app's `loadPage` slot answers it. */
export function filteredPagesMachine<
  TFilters extends PageFilters,
  TRow,
  TQuery,
  TPage extends NumberedPage<TRow> = NumberedPage<TRow>,
>({ id, parseQuery, serialiseQuery, toQuery }: FilteredPagesOptions<TFilters, TQuery>) {
  const written = ({ context }: { context: FilteredPagesContext<TFilters, TRow> }) => ({
    search: serialiseQuery(context.filters),
  })

  return setup({
    types: {
      context: {} as FilteredPagesContext<TFilters, TRow>,
      events: {} as FilteredPagesEvent<TFilters>,
      input: {} as FilteredPagesInput,
    },
    actors: {
      // What the API is asked, typed by what every page's query holds: XState's slot typing cannot follow a type parameter.
      loadPage: fromPromise<TPage, PageQuery>(notProvided('loadPage')),
    },
    actions: {
      ...baseActions,
      /** Puts the filters into the address (replacing the entry: a page's history is not the reader's history). */
      writeQuery: (_, _query: { search: string }) => notProvided('writeQuery')(),
      // A page's params are typed by what the machine reads of it: XState's slot typing cannot follow a type parameter.
      setPage: assign((_, page: NumberedPage<unknown>) => ({
        rows: page.docs as TRow[],
        page: page.page,
        totalPages: page.totalPages,
        totalDocs: page.totalDocs,
        message: null,
      })),
      setFilters: assign(({ context }, change: object) => ({
        filters: { ...context.filters, ...change, page: 1 },
      })),
      setPageNumber: assign(({ context }, { page }: { page: number }) => ({ filters: { ...context.filters, page } })),
      setMessage: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
    },
    guards: {
      isUnknown: ({ context }) => !context.known,
      isRowless: ({ context }) => context.rows.length === 0,
      isNone: (_, page: NumberedPage<unknown>) => page.docs.length === 0,
      isForbidden: (_, { error }: { error: unknown }) => hasStatus(error, 403),
      isPageShown: ({ context }, { page }: { page: number }) =>
        Number.isInteger(page) && page >= 1 && page <= Math.max(context.totalPages, 1) && page !== context.page,
    },
    delays: {
      // Long enough for a tracking id typed at speed, short enough to feel live.
      typingPause: 400,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      filters: parseQuery(input.search),
      rows: (input.firstPage?.docs ?? []) as TRow[],
      page: input.firstPage?.page ?? 1,
      totalPages: input.firstPage?.totalPages ?? 0,
      totalDocs: input.firstPage?.totalDocs ?? 0,
      message: null,
      known: Boolean(input.firstPage),
    }),
    initial: 'opening',
    on: {
      'filters.change': {
        target: '.loading',
        actions: [
          { type: 'setFilters', params: ({ event }) => event.filters },
          { type: 'writeQuery', params: written },
        ],
      },
      'filters.type': { target: '.typing', actions: { type: 'setFilters', params: ({ event }) => event.filters } },
    },
    states: {
      // Passed through at once: to the drawn page's rows, or to asking for them.
      opening: {
        always: [
          { guard: 'isUnknown', target: 'loading' },
          { guard: 'isRowless', target: 'empty' },
          { target: 'listed' },
        ],
      },
      loading: {
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => toQuery(context.filters),
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
      // A filter being typed: asked for once the typing pauses; what was shown stays until then.
      typing: {
        after: {
          typingPause: { target: 'loading', actions: { type: 'writeQuery', params: written } },
        },
      },
      listed: {
        on: {
          'page.go': {
            guard: { type: 'isPageShown', params: ({ event }) => ({ page: event.page }) },
            target: 'loading',
            actions: [
              { type: 'setPageNumber', params: ({ event }) => ({ page: event.page }) },
              { type: 'writeQuery', params: written },
            ],
          },
        },
      },
      empty: {},
      failed: {
        on: { 'list.retry': 'loading' },
      },
      // Not for this reader: nothing to retry; the filters stay (the route's guard already asked for a signed-in user).
      denied: {},
    },
  })
}
