// The store's long-lived actors, in one actor system for the life of the page: what many screens share lives here
// rather than in a route. Each child has a systemId, so any actor of the system reaches it with system.get(id), and
// the app reads and tells it directly through one actor context (src/app/session-provider.tsx). The root passes
// nothing on: an actor that follows another (the shopper's lists follow the session) listens to it itself.
import { setup } from 'xstate'
import { sessionMachine, type SessionInput } from '../session/session.machine'
import { signInModalMachine } from '../sign-in-modal/sign-in-modal.machine'
import { shopperListsMachine, type ShopperListsInput } from '../shopper-lists/shopper-lists.machine'

/** What the app starts from: a session read before the start and the lists its page was drawn with (docs/adr/0050),
 *  or nothing (the session reads storage, and the lists load once it is signed in). */
export type AppInput = SessionInput & ShopperListsInput

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as Required<AppInput>,
    children: {} as { session: 'session'; signInModal: 'signInModal'; shopperLists: 'shopperLists' },
  },
  actors: {
    session: sessionMachine,
    signInModal: signInModalMachine,
    shopperLists: shopperListsMachine,
  },
}).createMachine({
  id: 'app',
  // Lists drawn for a shopper count only with the session they were drawn for.
  context: ({ input }) => ({
    readAhead: input?.readAhead ?? null,
    drawn: input?.readAhead ? (input.drawn ?? null) : null,
  }),
  invoke: [
    // First, so that the actors after it find it when they start.
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ readAhead: context.readAhead }) },
    { id: 'signInModal', systemId: 'signInModal', src: 'signInModal' },
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
