// A list read a page at a time, newest first, 'See more' adding the next page below: the wallet's transactions on
// /profile and the vendor's orders on /load-items/orders are each this machine, named and given their page size, how
// one item is told from another and their words for a failed load. A failed first load says the server's words (or
// the list's own) and offers a retry; a failed further page keeps the list and says the same. The list can be loaded
// again from its first page whenever what it shows has changed.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { baseActions } from './base-actions'
import type { Notice } from './notice'
import { notProvided } from './not-provided'

/** What the list reads of a page the API answers (the contract's paged replies carry more). */
export interface ListPage<TItem> {
  docs: TItem[]
  nextPage: number | null
  totalDocs: number
}

export interface LoadPageInput {
  page: number
  limit: number
}

export interface PagedListContext<TItem> {
  items: TItem[]
  nextPage: number | null
  /** How many items there are in all, on every page. */
  totalDocs: number
  error: unknown
  /** The list opened on a first page it was drawn with. */
  drawn: boolean
}

/** The first page when already known (a page drawn for the signed-in reader, docs/adr/0050), else the list loads it. */
export interface PagedListInput<TPage> {
  firstPage?: TPage | null
}

export type PagedListEvent =
  | { type: 'list.retry' }
  /** What the list shows has changed: its first page is loaded again. */
  | { type: 'list.reload' }
  | { type: 'list.more' }

export interface PagedListOptions<TItem> {
  id: string
  pageSize: number
  /** Tells one item from another: an item a newer one pushed onto the next page is not listed twice. */
  keyOf: (item: TItem) => string
  /** Said when a page cannot be loaded and the server gave no words. */
  failedMessage: string
}

/** `TPage` is the API's page, as the app's `loadPage` slot answers it. */
export function pagedListMachine<TItem, TPage extends ListPage<TItem> = ListPage<TItem>>({
  id,
  pageSize,
  keyOf,
  failedMessage,
}: PagedListOptions<TItem>) {
  const failedNotice = ({ error }: { error: unknown }): Notice => ({
    kind: 'error',
    message: firstMessage(error, failedMessage),
  })

  return setup({
    types: {
      context: {} as PagedListContext<TItem>,
      events: {} as PagedListEvent,
      input: {} as PagedListInput<TPage> | undefined,
    },
    actors: {
      loadPage: fromPromise<TPage, LoadPageInput>(notProvided('loadPage')),
    },
    actions: {
      ...baseActions,
      // A page's params are typed by what the list reads of it: XState's slot typing cannot follow a type parameter.
      setPage: assign((_, page: ListPage<unknown>) => ({
        items: page.docs as TItem[],
        nextPage: page.nextPage,
        totalDocs: page.totalDocs,
        error: null,
      })),
      appendPage: assign(({ context }, page: ListPage<unknown>) => {
        const listed = new Set(context.items.map(keyOf))
        return {
          items: [...context.items, ...(page.docs as TItem[]).filter((item) => !listed.has(keyOf(item)))],
          nextPage: page.nextPage,
          totalDocs: page.totalDocs,
        }
      }),
      setError: assign((_, { error }: { error: unknown }) => ({ error })),
    },
    guards: {
      isNone: (_, page: ListPage<unknown>) => page.docs.length === 0,
      wasDrawn: ({ context }) => context.drawn,
      wasDrawnNone: ({ context }) => context.drawn && context.items.length === 0,
      hasMore: ({ context }) => context.nextPage !== null,
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      const page: ListPage<TItem> | null = input?.firstPage ?? null
      return page
        ? { items: page.docs, nextPage: page.nextPage, totalDocs: page.totalDocs, error: null, drawn: true }
        : { items: [], nextPage: null, totalDocs: 0, error: null, drawn: false }
    },
    initial: 'opening',
    states: {
      // Decides where the list starts; never rested in: on the first page it was drawn with, as drawn, else loading.
      opening: {
        always: [
          { guard: 'wasDrawnNone', target: 'empty' },
          { guard: 'wasDrawn', target: 'listed' },
          { target: 'loading' },
        ],
      },
      loading: {
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: { page: 1, limit: pageSize },
          onDone: [
            {
              guard: { type: 'isNone', params: ({ event }) => event.output },
              target: 'empty',
              actions: { type: 'setPage', params: ({ event }) => event.output },
            },
            { target: 'listed', actions: { type: 'setPage', params: ({ event }) => event.output } },
          ],
          onError: {
            target: 'failed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: ({ event }) => failedNotice({ error: event.error }) },
            ],
          },
        },
      },
      failed: {
        on: { 'list.retry': 'loading', 'list.reload': 'loading' },
      },
      empty: {
        on: { 'list.reload': 'loading' },
      },
      listed: {
        on: {
          'list.reload': 'loading',
          'list.more': { guard: 'hasMore', target: 'loadingMore' },
        },
      },
      loadingMore: {
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ page: context.nextPage!, limit: pageSize }),
          onDone: { target: 'listed', actions: { type: 'appendPage', params: ({ event }) => event.output } },
          onError: {
            target: 'listed',
            actions: [
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: ({ event }) => failedNotice({ error: event.error }) },
            ],
          },
        },
        on: { 'list.reload': 'loading' },
      },
    },
  })
}
