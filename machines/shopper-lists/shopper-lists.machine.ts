// The signed-in shopper's cart and wishlist as the server keeps them, for every screen that shows them: the
// navigation bar's counts (spec §2: Wishlist with a count, Cart with the total quantity), the product page's 'Add to
// cart' / 'Go to cart', the wishlist hearts on cards. It follows the session itself: loaded when a shopper signs in,
// empty when signed out. Screens tell it, directly by its systemId, each change the server confirmed in one event,
// and it works out the list from that (so the counts move at once); it loads a list again only when the change
// cannot be worked out from what it holds, not on every page.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { cartAfterOrder, withCartLine } from '@/domain/cart-lines'
import type { CartItem, Order, WishlistItem } from '@/domain/contract'
import { applyWishlistChange, type WishlistChange } from '@/domain/wishlist'
import { followSession } from '../app/follow-session'
import type { SessionAnnouncement } from '../session/session.machine'
import { notProvided } from '../lib/not-provided'

export interface ShopperListsContext {
  cart: CartItem[]
  wishlist: WishlistItem[]
}

export type ShopperList = keyof ShopperListsContext

/** What a screen tells the shopper's lists: one event for each change the server confirmed. */
export type ShopperListsChange =
  /** The server's whole list (the /cart or /wishlist page's own load, or the cart page after each of its changes). */
  | { type: 'cart.replaced'; items: CartItem[] }
  | { type: 'wishlist.replaced'; items: WishlistItem[] }
  /** 'Add to cart' answered: the line as the server now holds it. */
  | { type: 'cart.lineAdded'; line: CartItem }
  /** An order was confirmed: the server took its lines out of the cart (anything else may have moved meanwhile). */
  | { type: 'cart.ordered'; order: Pick<Order, 'orderedProducts'> }
  /** A heart or the /wishlist page saved or removed one product. */
  | { type: 'wishlist.edited'; change: WishlistChange }
  /** A wishlist change failed, so the list on show may be wrong: load it again. */
  | { type: 'wishlist.changed' }

export type ShopperListsEvent = SessionAnnouncement | ShopperListsChange

/** The lists a page drawn for the shopper was drawn with (docs/adr/0050): the lists start from them, known, so the
 *  navigation's counts and the hearts are the server's from the first render. */
export interface ShopperListsInput {
  drawn?: Partial<ShopperListsContext> | null
}

interface ListsContext extends ShopperListsContext {
  /** The lists started from a drawn page's answers, until the session announces the sign-in they were drawn for. */
  drawn: ShopperList[]
}

const none: ListsContext = { cart: [], wishlist: [], drawn: [] }

const apply = 'applyChange'

/** One list's load: while it runs the list shown stays the last one known. `on` are the list's own events, whatever
 *  state it is in: each either works the new list out from the one held (`apply`) or, when it cannot, loads it again
 *  (a load under way starts over, since it may predate the change). */
function listRegion(list: ShopperList, on: object, readyOn: object = {}) {
  const src = list === 'cart' ? 'loadCart' : 'loadWishlist'
  return {
    initial: 'opening',
    // The newer answer wins: a load under way is dropped.
    on: {
      [`${list}.replaced`]: {
        target: '.ready',
        actions: {
          type: 'setList',
          params: ({ event }: { event: { items?: unknown } }) => ({ list, items: event.items }),
        },
      },
      ...on,
    },
    states: {
      // Decides where the list starts; never rested in: ready on the list a drawn page carried, else loading.
      opening: {
        always: [{ guard: { type: 'wasDrawn', params: { list } }, target: 'ready' }, { target: 'loading' }],
      },
      loading: {
        invoke: {
          id: src,
          src,
          onDone: {
            target: 'ready',
            actions: {
              type: 'setList',
              params: ({ event }: { event: { output: unknown } }) => ({ list, items: event.output }),
            },
          },
          // spec §8: a failed cart or wishlist load is only logged; the last known list stays on show, but it is not
          // the server's, so a page that needs the list loads it itself.
          onError: {
            target: 'failed',
            actions: {
              type: 'logFailure',
              params: ({ event }: { event: { error: unknown } }) => ({ list, error: event.error }),
            },
          },
        },
      },
      ready: { on: readyOn },
      failed: {},
    },
  } as const
}

/** The list after a change the server confirmed, worked out from the list held now. */
function changedList(context: ListsContext, change: ShopperListsEvent): Partial<ShopperListsContext> {
  switch (change.type) {
    case 'cart.lineAdded':
      return { cart: withCartLine(context.cart, change.line) }
    case 'cart.ordered':
      return { cart: cartAfterOrder(context.cart, change.order) }
    case 'wishlist.edited':
      return { wishlist: applyWishlistChange(context.wishlist, change.change) }
    default:
      return {}
  }
}

export const shopperListsMachine = setup({
  types: {
    context: {} as ListsContext,
    events: {} as ShopperListsEvent,
    input: {} as ShopperListsInput,
  },
  actors: {
    // GET api/carts and GET api/wishlists. Stopping the actor aborts the request.
    loadCart: fromPromise<CartItem[]>(notProvided('loadCart')),
    loadWishlist: fromPromise<WishlistItem[]>(notProvided('loadWishlist')),
    followSession,
  },
  actions: {
    logFailure: (_, _failure: { list: ShopperList; error: unknown }) => notProvided('logFailure')(),
    setList: assign((_, { list, items }: { list: ShopperList; items: unknown }) => ({ [list]: items })),
    applyChange: assign(({ context, event }) => changedList(context, event)),
    clearLists: assign(() => none),
    // The session announced the sign-in the drawn lists were drawn for: from here a sign-in is someone's new one.
    heardDrawnSignIn: assign({ drawn: () => [] }),
  },
  guards: {
    wasDrawn: ({ context }, { list }: { list: ShopperList }) => context.drawn.includes(list),
    startsDrawn: ({ context }) => context.drawn.length > 0,
  },
}).createMachine({
  id: 'shopperLists',
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'opening',
  context: ({ input }) => {
    const drawn = input?.drawn ?? {}
    return {
      cart: drawn.cart ?? [],
      wishlist: drawn.wishlist ?? [],
      drawn: (['cart', 'wishlist'] as const).filter((list) => drawn[list] !== undefined),
    }
  },
  states: {
    // Decides where the lists start; never rested in: signed in on the lists of a page drawn for the shopper.
    opening: {
      always: [{ guard: 'startsDrawn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      entry: 'clearLists',
      on: { 'session.signedIn': 'signedIn' },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'session.signedOut': 'signedOut',
        'session.signedIn': [
          // The session read ahead announces the sign-in the lists were drawn for: they stay as drawn.
          { guard: 'startsDrawn', actions: 'heardDrawnSignIn' },
          // Someone else signed in on this page: their lists, from scratch.
          { target: 'signedIn', reenter: true, actions: 'clearLists' },
        ],
      },
      states: {
        cart: listRegion(
          'cart',
          // Worked out at once, then loaded again: an order may not be all that moved, and a line added to a list that
          // is not the server's (loading, or its load failed) may not be the only difference.
          {
            'cart.ordered': { target: '.loading', actions: apply },
            'cart.lineAdded': { target: '.loading', actions: apply },
          },
          { 'cart.lineAdded': { actions: apply } },
        ),
        // A confirmed edit counts as the server's list, as a list handed over does.
        wishlist: listRegion('wishlist', {
          'wishlist.edited': { target: '.ready', actions: apply },
          'wishlist.changed': '.loading',
        }),
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
