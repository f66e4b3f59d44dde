// The unverified path (spec §6): a shopper whose email is not verified yet is told why (a toast) and taken to
// /verification. Written once for every machine that sends a shopper there: a machine spreads
// `unverifiedActions<Context, Event>()` into its setup()'s `actions` beside `baseActions` and runs `toVerification`
// with the notice; the group goes through the `notify` and `navigate` slots the app already fills, in that order.
import { enqueueActions, type EventObject, type MachineContext } from 'xstate'
import { pathTo } from '@/domain/routes'
import type { Navigation, Notice } from './notice'

/** Where an unverified shopper is sent. */
const VERIFICATION: Navigation = { to: pathTo('verification') }

/** The base slots the group runs (machines/lib/base-actions.ts). */
type VerificationSlots = { type: 'notify'; params: Notice } | { type: 'navigate'; params: Navigation }

/**
 * The group, typed for one machine: an action group must be typed with the machine's context and events to sit in
 * its setup(), so each machine names them (`...unverifiedActions<SignInContext, SignInEvent>()`).
 */
export function unverifiedActions<TContext extends MachineContext, TEvent extends EventObject>() {
  return {
    /** Shows the notice, then takes the shopper to /verification. */
    toVerification: enqueueActions<TContext, TEvent, Notice, TEvent, never, VerificationSlots, never, never, never>(
      ({ enqueue }, notice) => {
        enqueue({ type: 'notify', params: notice })
        enqueue({ type: 'navigate', params: VERIFICATION })
      },
    ),
  }
}
