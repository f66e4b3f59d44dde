// The /wishlist page (spec §2 Wishlist, §8): it opens on the shopper's list when the app already holds it, else loads
// it; a failed load is logged and offered again; 'Remove from Wishlist' removes one product at a time, says so and
// hands the change on to the shopper's list (the navigation bar's count moves with it).
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { WishlistItem } from '@/domain/contract'
import { wishlistRemoved, type WishlistChange } from '@/domain/wishlist'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export interface WishlistInput {
  /** The shopper's list as the app holds it, or null while the app does not know it yet. */
  items: WishlistItem[] | null
}

export interface WishlistContext {
  items: WishlistItem[]
  /** The product being removed. */
  removing: string | null
  error: unknown
  /** Whether `items` came as input and the page has not opened on them yet. */
  given: boolean
}

export type WishlistEvent = { type: 'wishlist.retry' } | { type: 'item.remove'; productId: string }

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
  },
  actors: {
    // GET api/wishlists
    loadWishlist: fromPromise<WishlistItem[]>(notProvided('loadWishlist')),
    // DELETE api/wishlists/{productId}
    removeWishlistItem: fromPromise<void, { productId: string }>(notProvided('removeWishlistItem')),
  },
  actions: {
    ...baseActions,
    /** spec §8: a failed wishlist load is only logged. */
    reportError: (_, _params: { error: unknown }) => notProvided('reportError')(),
    /** The list the page loaded, for the app to share. */
    listLoaded: (_, _items: WishlistItem[]) => notProvided('listLoaded')(),
    listChanged: (_, _change: WishlistChange) => notProvided('listChanged')(),
  },
  guards: {
    wasGiven: ({ context }) => context.given,
    isEmpty: ({ context }) => context.items.length === 0,
    hasItems: ({ context }) => context.items.length > 0,
    isListed: ({ context, event }) =>
      event.type === 'item.remove' && context.items.some((item) => item.productId._id === event.productId),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ items: input.items ?? [], removing: null, error: null, given: input.items !== null }),
  initial: 'loading',
  states: {
    loading: {
      // A list the app already holds is shown at once; the request below is then never made.
      always: { guard: 'wasGiven', target: 'filled', actions: assign({ given: false }) },
      invoke: {
        id: 'loadWishlist',
        src: 'loadWishlist',
        onDone: {
          target: 'filled',
          actions: [
            assign({ items: ({ event }) => event.output }),
            { type: 'listLoaded', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { 'wishlist.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    filled: {
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        'item.remove': {
          guard: 'isListed',
          target: 'removing',
          actions: assign({ removing: ({ event }) => event.productId }),
        },
      },
    },
    /** spec §2: 'Wishlist is Empty'. */
    empty: {},
    removing: {
      invoke: {
        id: 'removeWishlistItem',
        src: 'removeWishlistItem',
        input: ({ context }) => ({ productId: context.removing ?? '' }),
        onDone: {
          target: 'filled',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: wishlistRemoved(titleOf(context)) }),
            },
            { type: 'listChanged', params: ({ context }) => ({ kind: 'removed', productId: context.removing ?? '' }) },
            assign({
              items: ({ context }) => context.items.filter((item) => item.productId._id !== context.removing),
              removing: null,
            }),
          ],
        },
        onError: {
          target: 'filled',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
            assign({ removing: null }),
          ],
        },
      },
    },
  },
})

function titleOf(context: WishlistContext): string {
  return context.items.find((item) => item.productId._id === context.removing)?.productId.title ?? ''
}
