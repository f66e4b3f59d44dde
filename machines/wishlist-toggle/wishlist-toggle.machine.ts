// One product's wishlist heart (spec §4 Wishlist toggle, §6, §8): a visitor is asked to sign in; a signed-in
// shopper's press removes the product when it is saved, else adds it, and says so. The server's answer is handed on
// as a change to the shopper's list, so every heart and the navigation bar's count move together.
import { fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { Product, WishlistItem } from '@/domain/contract'
import { wishlistAdded, wishlistRemoved, type WishlistChange } from '@/domain/wishlist'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type WishlistProduct = Pick<Product, '_id' | 'title'>

export interface WishlistToggleInput {
  product: WishlistProduct
}

export interface WishlistToggleContext {
  product: WishlistProduct
}

export type WishlistToggleEvent = {
  type: 'wishlist.toggle'
  signedIn: boolean
  /** Whether the shopper's list holds the product as the heart shows it. */
  saved: boolean
}

export const wishlistToggleMachine = setup({
  types: {
    context: {} as WishlistToggleContext,
    events: {} as WishlistToggleEvent,
    input: {} as WishlistToggleInput,
  },
  actors: {
    // POST api/wishlists
    addWishlistItem: fromPromise<WishlistItem, { productId: string }>(notProvided('addWishlistItem')),
    // DELETE api/wishlists/{productId}
    removeWishlistItem: fromPromise<void, { productId: string }>(notProvided('removeWishlistItem')),
  },
  actions: {
    ...baseActions,
    openSignIn: () => notProvided('openSignIn')(),
    listChanged: (_, _change: WishlistChange) => notProvided('listChanged')(),
    // After a refusal the heart may have shown a stale list (saved on another tab, say): the list is loaded again.
    reloadList: () => notProvided('reloadList')(),
  },
  guards: {
    isVisitor: ({ event }) => !event.signedIn,
    isSaved: ({ event }) => event.saved,
  },
}).createMachine({
  id: 'wishlistToggle',
  initial: 'idle',
  context: ({ input }) => ({ product: input.product }),
  states: {
    idle: {
      on: {
        'wishlist.toggle': [
          // spec §6: the wishlist needs sign-in.
          { guard: 'isVisitor', actions: 'openSignIn' },
          { guard: 'isSaved', target: 'removing' },
          { target: 'adding' },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addWishlistItem',
        src: 'addWishlistItem',
        input: ({ context }) => ({ productId: context.product._id }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'listChanged', params: ({ event }) => ({ kind: 'added', item: event.output }) },
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: wishlistAdded(context.product.title) }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'reloadList',
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          ],
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeWishlistItem',
        src: 'removeWishlistItem',
        input: ({ context }) => ({ productId: context.product._id }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'listChanged', params: ({ context }) => ({ kind: 'removed', productId: context.product._id }) },
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: wishlistRemoved(context.product.title) }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'reloadList',
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          ],
        },
      },
    },
  },
})
