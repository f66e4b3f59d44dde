// The /profile/orders page (spec §2 Profile children, §3 Order, §8): the shopper's paid orders, newest first. A failed
// load is only logged (spec §8); the page still offers to load them again rather than showing nothing. An order the
// server answers anew (a return asked for, docs/adr/0027) takes its place in the list.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Order } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'

export interface OrdersContext {
  orders: Order[]
  error: unknown
  /** The page opened on orders it was drawn with. */
  drawn: boolean
}

/** The orders when already known (a page drawn for the shopper, docs/adr/0050), else the page loads them. */
export interface OrdersInput {
  orders?: Order[] | null
}

export type OrdersEvent = { type: 'orders.retry' } | { type: 'orders.changed'; order: Order }

export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
    input: {} as OrdersInput,
  },
  actors: {
    // GET api/orders
    loadOrders: fromPromise<Order[]>(notProvided('loadOrders')),
  },
  actions: {
    ...baseActions,
    // logFailure (from baseActions), spec §8: order load failures are only logged.
    setOrders: assign((_, orders: Order[]) => ({ orders })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    replaceOrder: assign(({ context }, order: Order) => ({
      orders: context.orders.map((listed) => (listed._id === order._id ? order : listed)),
    })),
  },
  guards: {
    isNone: (_, orders: Order[]) => orders.length === 0,
    wereDrawn: ({ context }) => context.drawn,
    wereDrawnNone: ({ context }) => context.drawn && context.orders.length === 0,
  },
}).createMachine({
  id: 'orders',
  context: ({ input }) => ({ orders: input?.orders ?? [], error: null, drawn: Boolean(input?.orders) }),
  initial: 'opening',
  states: {
    // Decides where the page starts; never rested in: on the orders a page drawn for the shopper carried, as drawn.
    opening: {
      always: [
        { guard: 'wereDrawnNone', target: 'empty' },
        { guard: 'wereDrawn', target: 'listed' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: [
          {
            guard: { type: 'isNone', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'setOrders', params: ({ event }) => event.output },
          },
          { target: 'listed', actions: { type: 'setOrders', params: ({ event }) => event.output } },
        ],
        onError: failedInto('failed'),
      },
    },
    failed: {
      on: { 'orders.retry': { target: 'loading', actions: { type: 'setError', params: { error: null } } } },
    },
    empty: {},
    listed: {
      on: { 'orders.changed': { actions: { type: 'replaceOrder', params: ({ event }) => event.order } } },
    },
  },
})

export type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>
