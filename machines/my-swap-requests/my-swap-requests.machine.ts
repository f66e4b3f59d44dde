// The shopper's own swap requests on /profile (docs/adr/0033; openapi.yaml listMySwapRequests): where each stands as the
// store's team moves it. Loaded once when the list is shown; none is a state of its own, and a failure is logged and
// offered again.
import { assign, fromPromise, setup } from 'xstate'
import type { SwapRequest } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'

export interface MySwapRequestsContext {
  requests: SwapRequest[]
  error: unknown
}

export type MySwapRequestsEvent = { type: 'list.retry' }

export const mySwapRequestsMachine = setup({
  types: { context: {} as MySwapRequestsContext, events: {} as MySwapRequestsEvent },
  actors: {
    // listMySwapRequests
    loadRequests: fromPromise<SwapRequest[]>(notProvided('loadRequests')),
  },
  actions: {
    ...baseActions,
    setRequests: assign((_, requests: SwapRequest[]) => ({ requests, error: null })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
  guards: {
    isNone: (_, requests: SwapRequest[]) => requests.length === 0,
  },
}).createMachine({
  id: 'mySwapRequests',
  context: { requests: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        onDone: [
          {
            guard: { type: 'isNone', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'setRequests', params: ({ event }) => event.output },
          },
          { target: 'listed', actions: { type: 'setRequests', params: ({ event }) => event.output } },
        ],
        onError: failedInto('failed'),
      },
    },
    listed: {},
    empty: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
})
