// The vendor's orders on /load-items/orders (docs/adr/0027, GET api/vendor/orders): each line of a paid order that is
// one of the vendor's products, newest order first, a page at a time ('See more' adds the next page below). A failed
// first load says the server's words (or the store's) and offers a retry; a failed further page keeps the list and
// says the same.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { SuccessData } from '@/domain/contract'
import { firstMessage } from '@/domain/account'
import { VENDOR_ORDERS_PAGE_SIZE, vendorOrderMessages, type VendorOrderLine } from '@/domain/vendor-orders'
import { baseActions } from '../lib/base-actions'
import type { Notice } from '../lib/notice'
import { notProvided } from '../lib/not-provided'

export type { VendorOrderLine }
export type VendorOrderPage = SuccessData<'listVendorOrders'>

export interface LoadVendorOrdersInput {
  page: number
  limit: number
}

export interface VendorOrdersContext {
  lines: VendorOrderLine[]
  nextPage: number | null
  totalDocs: number
  error: unknown
}

export type VendorOrdersEvent = { type: 'orders.retry' } | { type: 'orders.more' }

/** One line of an order: the order and the line's place in it (an order can hold the same product in two sizes). */
const lineKey = (line: VendorOrderLine) => `${line.orderId}\u0000${line.productId}\u0000${line.size ?? ''}`

const failedNotice = ({ error }: { error: unknown }): Notice => ({
  kind: 'error',
  message: firstMessage(error, vendorOrderMessages.loadFailed),
})

export const vendorOrdersMachine = setup({
  types: {
    context: {} as VendorOrdersContext,
    events: {} as VendorOrdersEvent,
  },
  actors: {
    // GET api/vendor/orders
    loadVendorOrders: fromPromise<VendorOrderPage, LoadVendorOrdersInput>(notProvided('loadVendorOrders')),
  },
  actions: {
    ...baseActions,
    setPage: assign((_, page: VendorOrderPage) => ({
      lines: page.docs,
      nextPage: page.nextPage,
      totalDocs: page.totalDocs,
      error: null,
    })),
    appendPage: assign(({ context }, page: VendorOrderPage) => {
      // An order paid since the first page moves older lines down a page: a line already listed is not listed twice.
      const listed = new Set(context.lines.map(lineKey))
      return {
        lines: [...context.lines, ...page.docs.filter((line) => !listed.has(lineKey(line)))],
        nextPage: page.nextPage,
        totalDocs: page.totalDocs,
      }
    }),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
  guards: {
    isNone: (_, page: VendorOrderPage) => page.docs.length === 0,
    hasMore: ({ context }) => context.nextPage !== null,
  },
}).createMachine({
  id: 'vendorOrders',
  context: { lines: [], nextPage: null, totalDocs: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadVendorOrders',
        src: 'loadVendorOrders',
        input: { page: 1, limit: VENDOR_ORDERS_PAGE_SIZE },
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
      on: { 'orders.retry': 'loading' },
    },
    empty: {},
    listed: {
      on: { 'orders.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        id: 'loadVendorOrders',
        src: 'loadVendorOrders',
        input: ({ context }) => ({ page: context.nextPage!, limit: VENDOR_ORDERS_PAGE_SIZE }),
        onDone: { target: 'listed', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: {
          target: 'listed',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => failedNotice({ error: event.error }) },
          ],
        },
      },
    },
  },
})

export type VendorOrdersSnapshot = SnapshotFrom<typeof vendorOrdersMachine>
