// The store's long-lived actors, in one actor system for the life of the page: what many screens share lives here
// rather than in a route. Each child has a systemId, so any actor of the system reaches it with system.get(id), and
// the app reads and tells it directly through one actor context (src/app/session-provider.tsx). The root passes
// nothing on: an actor that follows another (the shopper's lists follow the session) listens to it itself.
// The sign-in modal's flow is started when its code has come (the first intent or the first press, ADR 0051): the app
// is told it has arrived and spawns it under the same id and systemId, so that no page's first download carries it.
import { assign, setup, type ActorRefFrom } from 'xstate'
import { sessionMachine, type SessionInput } from '../session/session.machine'
import type { signInModalMachine } from '../sign-in-modal/sign-in-modal.machine'
import { shopperListsMachine, type ShopperListsInput } from '../shopper-lists/shopper-lists.machine'

/** What the app starts from: a session read before the start and the lists its page was drawn with (docs/adr/0050),
 *  or nothing (the session reads storage, and the lists load once it is signed in). */
export type AppInput = SessionInput & ShopperListsInput

/** The sign-in modal's machine with its slots filled (src/app/sign-in-modal-logic.ts). */
export type SignInModalLogic = typeof signInModalMachine
export type SignInModalActor = ActorRefFrom<SignInModalLogic>

export interface AppContext extends Required<AppInput> {
  /** The sign-in modal's flow, once its code has come. */
  signInModal: SignInModalActor | null
}

/** Its code has come: the modal's flow starts (once; a second arrival is ignored). */
export type AppEvent = { type: 'signInModal.arrived'; logic: SignInModalLogic }

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    children: {} as { session: 'session'; shopperLists: 'shopperLists' },
  },
  actors: {
    session: sessionMachine,
    shopperLists: shopperListsMachine,
  },
}).createMachine({
  id: 'app',
  // Lists drawn for a shopper count only with the session they were drawn for.
  context: ({ input }) => ({
    readAhead: input?.readAhead ?? null,
    drawn: input?.readAhead ? (input.drawn ?? null) : null,
    signInModal: null,
  }),
  on: {
    'signInModal.arrived': {
      guard: ({ context }) => context.signInModal === null,
      actions: assign({
        signInModal: ({ spawn, event }) => spawn(event.logic, { systemId: 'signInModal' }),
      }),
    },
  },
  invoke: [
    // First, so that the actors after it find it when they start.
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ readAhead: context.readAhead }) },
    // The signed-in shopper's cart and wishlist: the navigation counts, 'Go to cart', the wishlist hearts.
    {
      id: 'shopperLists',
      systemId: 'shopperLists',
      src: 'shopperLists',
      input: ({ context }) => ({ drawn: context.drawn }),
    },
    // The next features' shared actors start here, each with its systemId and its entry in `children` above (the
    // wallet: 'wallet'). Those that depend on who is signed in invoke followSession (./follow-session), as the
    // shopper's lists do.
  ],
})
