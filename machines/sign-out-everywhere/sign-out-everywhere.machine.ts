// 'Sign out of all devices' on /profile/account (docs/adr/0023): asked to be confirmed, then every session of the
// account ends on the server, this one included, so the app's session ends here too (the session's `session.ended`,
// through the `endSession` slot: no second call to end it) and the shopper goes to /login.
import { fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { SIGNED_OUT_EVERYWHERE } from '@/domain/account-recovery'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import type { EndedSession } from '../lib/notice'

export type SignOutEverywhereEvent =
  { type: 'everywhere.ask' } | { type: 'everywhere.confirm' } | { type: 'everywhere.cancel' }

export const signOutEverywhereMachine = setup({
  types: { events: {} as SignOutEverywhereEvent },
  actors: {
    // POST api/users/signOutEverywhere: how many sessions ended.
    signOutEverywhere: fromPromise<number>(notProvided('signOutEverywhere')),
  },
  actions: {
    ...baseActions,
    /** Ends the app's session here, which the server has already ended, with this message and destination. */
    endSession: (_, _ended: EndedSession) => notProvided('endSession')(),
  },
}).createMachine({
  id: 'signOutEverywhere',
  initial: 'idle',
  states: {
    idle: { on: { 'everywhere.ask': 'confirming' } },
    confirming: { on: { 'everywhere.confirm': 'signingOut', 'everywhere.cancel': 'idle' } },
    signingOut: {
      invoke: {
        id: 'signOutEverywhere',
        src: 'signOutEverywhere',
        onDone: {
          target: 'signedOut',
          actions: { type: 'endSession', params: { message: SIGNED_OUT_EVERYWHERE, to: pathTo('login') } },
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          ],
        },
      },
    },
    signedOut: { type: 'final' },
  },
})
