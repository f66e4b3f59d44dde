// The navigation bar's counts (spec §2 Navigation bar: Wishlist with a count, Cart with the total quantity): loaded
// when a shopper signs in, zero when signed out, and loaded again only when something says a count changed (the
// cart and wishlist features send `cart.changed` / `wishlist.changed`), not on every page.
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

export interface NavCountsContext {
  /** Total quantity in the cart. */
  cart: number
  /** Items in the wishlist. */
  wishlist: number
}

export type NavCount = keyof NavCountsContext

export type NavCountsEvent =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'cart.changed' }
  | { type: 'wishlist.changed' }
  /** Both counts again, e.g. after a change that touches cart and wishlist together. */
  | { type: 'counts.refresh' }

const none: NavCountsContext = { cart: 0, wishlist: 0 }

/** One count's load: while it runs the count shown stays the last one known. */
function countRegion(count: NavCount, changed: 'cart.changed' | 'wishlist.changed') {
  const src = count === 'cart' ? 'cartQuantity' : 'wishlistCount'
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: src,
          src,
          onDone: { target: 'ready', actions: { type: 'setCount', params: ({ event }: { event: { output: number } }) => ({ count, value: event.output }) } },
          // spec §8: a failed count load is only logged; the last known count stays.
          onError: { target: 'ready', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ count, error: event.error }) } },
        },
        on: { [changed]: { target: 'loading', reenter: true }, 'counts.refresh': { target: 'loading', reenter: true } },
      },
      ready: {
        on: { [changed]: 'loading', 'counts.refresh': 'loading' },
      },
    },
  } as const
}

export const navCountsMachine = setup({
  types: {
    context: {} as NavCountsContext,
    events: {} as NavCountsEvent,
  },
  actors: {
    // GET api/carts, summed; GET api/wishlists, counted. Stopping the actor aborts the request.
    cartQuantity: fromPromise<number>(notProvided('cartQuantity')),
    wishlistCount: fromPromise<number>(notProvided('wishlistCount')),
  },
  actions: {
    logFailure: (_, _failure: { count: NavCount; error: unknown }) => notProvided('logFailure')(),
    setCount: assign((_, { count, value }: { count: NavCount; value: number }) => ({ [count]: value })),
    clearCounts: assign(() => none),
  },
}).createMachine({
  id: 'navCounts',
  initial: 'signedOut',
  context: none,
  states: {
    signedOut: {
      entry: 'clearCounts',
      on: { 'session.signedIn': 'signedIn' },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'session.signedOut': 'signedOut',
        // Someone else signed in on this page: their counts, from scratch.
        'session.signedIn': { target: 'signedIn', reenter: true, actions: 'clearCounts' },
      },
      states: {
        cart: countRegion('cart', 'cart.changed'),
        wishlist: countRegion('wishlist', 'wishlist.changed'),
      },
    },
  },
})
