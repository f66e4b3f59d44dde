// The store's long-lived actors, in one actor system for the life of the page: what many screens share lives here
// rather than in a route. Each child has a systemId, so any actor of the system reaches it with system.get(id),
// and the app reads it through one actor context (src/app/session-provider.tsx). Screens send the root facts
// ('cart.changed'); the root hands each to the actors that follow it.
import type { CartItem, WishlistItem } from '@/domain/contract'
import { forwardTo, fromCallback, sendTo, setup } from 'xstate'
import { sessionMachine, type SessionAnnouncement } from '../session/session.machine'
import { signInModalMachine } from '../sign-in-modal/sign-in-modal.machine'
import { shopperListsMachine } from '../shopper-lists/shopper-lists.machine'

/** A change somewhere in the store that the long-lived actors follow. */
export type StoreChange =
  | { type: 'cart.changed' }
  | { type: 'wishlist.changed' }
  | { type: 'lists.refresh' }
  | { type: 'cart.replaced'; items: CartItem[] }
  | { type: 'wishlist.replaced'; items: WishlistItem[] }

export type AppEvent = SessionAnnouncement | StoreChange

export const appMachine = setup({
  types: {
    events: {} as AppEvent,
    children: {} as { session: 'session'; signInModal: 'signInModal'; shopperLists: 'shopperLists' },
  },
  actors: {
    session: sessionMachine,
    signInModal: signInModalMachine,
    shopperLists: shopperListsMachine,
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
    // The signed-in shopper's cart and wishlist: the navigation counts, 'Go to cart', the wishlist hearts.
    { id: 'shopperLists', systemId: 'shopperLists', src: 'shopperLists' },
    // The next features' shared actors start here, each with its systemId and its entry in `children` above (the
    // wallet: 'wallet'). Those that depend on who is signed in follow 'session.signedIn' / 'session.signedOut'
    // below, as the shopper's lists do.
    { id: 'followSession', src: 'followSession' },
  ],
  on: {
    'session.signedIn': { actions: sendTo('shopperLists', { type: 'session.signedIn' }) },
    'session.signedOut': { actions: sendTo('shopperLists', { type: 'session.signedOut' }) },
    'cart.changed': { actions: forwardTo('shopperLists') },
    'wishlist.changed': { actions: forwardTo('shopperLists') },
    'cart.replaced': { actions: forwardTo('shopperLists') },
    'wishlist.replaced': { actions: forwardTo('shopperLists') },
    'lists.refresh': { actions: forwardTo('shopperLists') },
  },
})
