// The signed-in shopper's cart and wishlist as the server keeps them, for every screen that shows them: the
// navigation bar's counts (spec §2: Wishlist with a count, Cart with the total quantity), the product page's 'Add to
// cart' / 'Go to cart', the wishlist hearts on cards. Loaded when a shopper signs in, empty when signed out, and
// loaded again only when something says a list changed, not on every page. A screen that already holds the
// server's new list after a change hands it over ('cart.replaced'), so the counts move at once without a reload.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { CartItem, WishlistItem } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

export interface ShopperListsContext {
  cart: CartItem[]
  wishlist: WishlistItem[]
}

export type ShopperList = keyof ShopperListsContext

export type ShopperListsEvent =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  /** A list changed on the server and its new contents are not at hand: load it again. */
  | { type: 'cart.changed' }
  | { type: 'wishlist.changed' }
  /** A list changed and the server's answer already holds the new contents. */
  | { type: 'cart.replaced'; items: CartItem[] }
  | { type: 'wishlist.replaced'; items: WishlistItem[] }
  /** Both lists again, e.g. after a change that touches cart and wishlist together. */
  | { type: 'lists.refresh' }

const none: ShopperListsContext = { cart: [], wishlist: [] }

/** One list's load: while it runs the list shown stays the last one known. */
function listRegion<List extends ShopperList>(list: List) {
  const src = list === 'cart' ? 'loadCart' : 'loadWishlist'
  const changed = `${list}.changed` as const
  const replaced = `${list}.replaced` as const
  const replace = { type: 'setList', params: ({ event }: { event: { items?: unknown } }) => ({ list, items: event.items }) } as const
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: src,
          src,
          onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }: { event: { output: unknown } }) => ({ list, items: event.output }) } },
          // spec §8: a failed cart or wishlist load is only logged; the last known list stays on show, but it is not
          // the server's, so a page that needs the list loads it itself.
          onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ list, error: event.error }) } },
        },
        on: {
          [changed]: { target: 'loading', reenter: true },
          'lists.refresh': { target: 'loading', reenter: true },
          // The newer answer wins: the load under way is dropped.
          [replaced]: { target: 'ready', actions: replace },
        },
      },
      ready: {
        on: { [changed]: 'loading', 'lists.refresh': 'loading', [replaced]: { actions: replace } },
      },
      failed: {
        on: { [changed]: 'loading', 'lists.refresh': 'loading', [replaced]: { target: 'ready', actions: replace } },
      },
    },
  } as const
}

export const shopperListsMachine = setup({
  types: {
    context: {} as ShopperListsContext,
    events: {} as ShopperListsEvent,
  },
  actors: {
    // GET api/carts and GET api/wishlists. Stopping the actor aborts the request.
    loadCart: fromPromise<CartItem[]>(notProvided('loadCart')),
    loadWishlist: fromPromise<WishlistItem[]>(notProvided('loadWishlist')),
  },
  actions: {
    logFailure: (_, _failure: { list: ShopperList; error: unknown }) => notProvided('logFailure')(),
    setList: assign((_, { list, items }: { list: ShopperList; items: unknown }) => ({ [list]: items })),
    clearLists: assign(() => none),
  },
}).createMachine({
  id: 'shopperLists',
  initial: 'signedOut',
  context: none,
  states: {
    signedOut: {
      entry: 'clearLists',
      on: { 'session.signedIn': 'signedIn' },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'session.signedOut': 'signedOut',
        // Someone else signed in on this page: their lists, from scratch.
        'session.signedIn': { target: 'signedIn', reenter: true, actions: 'clearLists' },
      },
      states: {
        cart: listRegion('cart'),
        wishlist: listRegion('wishlist'),
      },
    },
  },
})

export type ShopperListsSnapshot = SnapshotFrom<typeof shopperListsMachine>

/** Whether a list holds the server's contents (a signed-out shopper's empty lists count as known; a list whose last
 *  load failed does not). */
function isKnown(snapshot: ShopperListsSnapshot, list: ShopperList): boolean {
  return snapshot.matches('signedOut') || snapshot.matches({ signedIn: { [list]: 'ready' } })
}

export const shopperListsSelectors = {
  /** spec §2: the Cart count is the total quantity. */
  cartQuantity: (snapshot: ShopperListsSnapshot) => snapshot.context.cart.reduce((total, line) => total + line.qty, 0),
  wishlistCount: (snapshot: ShopperListsSnapshot) => snapshot.context.wishlist.length,
  cart: (snapshot: ShopperListsSnapshot) => snapshot.context.cart,
  wishlist: (snapshot: ShopperListsSnapshot) => snapshot.context.wishlist,
  cartKnown: (snapshot: ShopperListsSnapshot) => isKnown(snapshot, 'cart'),
  wishlistKnown: (snapshot: ShopperListsSnapshot) => isKnown(snapshot, 'wishlist'),
}
