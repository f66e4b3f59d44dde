// The store's long-lived actors, in one actor system for the life of the page: what many screens share lives here
// rather than in a route. Each child has a systemId, so any actor of the system reaches it with system.get(id),
// and the app reads it through one actor context (src/app/session-provider.tsx). Screens send the root facts
// ('cart.changed'); the root hands each to the actors that follow it.
import { forwardTo, fromCallback, sendTo, setup } from 'xstate'
import { sessionMachine, type SessionAnnouncement } from '../session/session.machine'
import { signInModalMachine } from '../sign-in-modal/sign-in-modal.machine'
import { navCountsMachine } from '../nav-counts/nav-counts.machine'

/** A change somewhere in the store that the long-lived actors follow. */
export type StoreChange = { type: 'cart.changed' } | { type: 'wishlist.changed' } | { type: 'counts.refresh' }

export type AppEvent = SessionAnnouncement | StoreChange

export const appMachine = setup({
  types: {
    events: {} as AppEvent,
    children: {} as { session: 'session'; signInModal: 'signInModal'; navCounts: 'navCounts' },
  },
  actors: {
    session: sessionMachine,
    signInModal: signInModalMachine,
    navCounts: navCountsMachine,
    // The session's announcements (signed in, signed out) become the root's events.
    followSession: fromCallback<AppEvent>(({ system, sendBack }) => {
      const subscription = system.get('session')?.on('*', (announcement: SessionAnnouncement) => sendBack(announcement))
      return () => subscription?.unsubscribe()
    }),
  },
}).createMachine({
  id: 'app',
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'signInModal', systemId: 'signInModal', src: 'signInModal' },
    { id: 'navCounts', systemId: 'navCounts', src: 'navCounts' },
    // The next features' shared actors start here, each with its systemId and its entry in `children` above:
    // the cart ('cart'), the wishlist ('wishlist') and the wallet ('wallet'). Those that depend on who is signed
    // in follow 'session.signedIn' / 'session.signedOut' below, as the nav counts do.
    { id: 'followSession', src: 'followSession' },
  ],
  on: {
    'session.signedIn': { actions: sendTo('navCounts', { type: 'session.signedIn' }) },
    'session.signedOut': { actions: sendTo('navCounts', { type: 'session.signedOut' }) },
    'cart.changed': { actions: forwardTo('navCounts') },
    'wishlist.changed': { actions: forwardTo('navCounts') },
    'counts.refresh': { actions: forwardTo('navCounts') },
  },
})
