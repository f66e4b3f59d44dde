// /staff/dashboard (docs/adr/0037; openapi.yaml getStaffDashboard), for the store's owner: the dashboard loaded once
// as the page opens and again on 'Refresh'. A 403 (staff who are not the owner, or shoppers) is its own state with
// the server's words, not a failure to retry; any other failure is logged and offered again.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { StaffDashboard } from '@/domain/staff-dashboard'
import { baseActions } from '../lib/base-actions'
import { hasStatus } from '../lib/error-status'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'

export type { StaffDashboard }

export interface StaffDashboardContext {
  dashboard: StaffDashboard | null
  /** The server's words for a refusal or a failure. */
  message: string | null
}

/** The dashboard the page was drawn with, when the server drew it (docs/adr/0050): shown, not asked again. */
export interface StaffDashboardInput {
  dashboard?: StaffDashboard | null
}

export type StaffDashboardEvent = { type: 'dashboard.retry' } | { type: 'dashboard.refresh' }

type ErrorEvent = { event: { error: unknown } }
const errorOf = ({ event }: ErrorEvent) => ({ error: event.error })

export const staffDashboardMachine = setup({
  types: {
    context: {} as StaffDashboardContext,
    events: {} as StaffDashboardEvent,
    input: {} as StaffDashboardInput,
  },
  actors: {
    // getStaffDashboard
    loadDashboard: fromPromise<StaffDashboard>(notProvided('loadDashboard')),
  },
  actions: {
    ...baseActions,
    setDashboard: assign((_, dashboard: StaffDashboard) => ({ dashboard, message: null })),
    setError: assign((_, { error }: { error: unknown }) => ({ message: firstMessage(error) })),
  },
  guards: {
    isDrawn: ({ context }) => context.dashboard !== null,
    isForbidden: (_, { error }: { error: unknown }) => hasStatus(error, 403),
  },
}).createMachine({
  id: 'staffDashboard',
  context: ({ input }) => ({ dashboard: input.dashboard ?? null, message: null }),
  initial: 'opening',
  states: {
    // Passed through at once: to the dashboard the server drew the page with, or to loading it.
    opening: { always: [{ guard: 'isDrawn', target: 'shown' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'shown', actions: { type: 'setDashboard', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isForbidden', params: errorOf },
            target: 'denied',
            actions: { type: 'setError', params: errorOf },
          },
          failedInto('failed'),
        ],
      },
    },
    shown: {
      on: { 'dashboard.refresh': 'refreshing' },
    },
    // The figures shown stay while new ones come.
    refreshing: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'shown', actions: { type: 'setDashboard', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isForbidden', params: errorOf },
            target: 'denied',
            actions: { type: 'setError', params: errorOf },
          },
          failedInto('failed'),
        ],
      },
    },
    failed: {
      on: { 'dashboard.retry': 'loading' },
    },
    denied: { type: 'final' },
  },
})
