// One press of the product page's 'Add to cart' (spec §4 Add to cart, §5, §6, §8): a visitor is asked to sign in,
// an out-of-stock product or a missing size is refused with the spec's words, anything else is added and the
// shopper's lists are told the server's line. Each press runs the machine once and it ends. A product already in the
// cart in that size is not this machine's: its button reads 'Go to cart' and goes there (src/app/cart/use-add-to-cart,
// from the shopper's lists and isInCart), so that rule is decided in one place.
import { fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { cartMessages } from '@/domain/cart'
import type { CartItem, Product } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { isInStock } from '@/domain/stock'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export interface AddToCartInput {
  product: Product
  /** The size the shopper picked (spec §4 Selected size), or null. */
  size: string | null
  signedIn: boolean
  /** spec §6: a user whose email is not verified yet is sent to /verification when the add fails. */
  pendingVerification: boolean
  /** spec §4: the optional second argument, go to /cart once added. */
  thenGoToCart?: boolean
}

export type AddToCartContext = Required<AddToCartInput>

/** POST api/carts. */
export interface AddLineInput {
  productId: string
  size: string | null
}

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    input: {} as AddToCartInput,
    tags: {} as 'busy',
  },
  actors: {
    // POST api/carts { productId, size }: the line as the server now holds it.
    addCartItem: fromPromise<CartItem, AddLineInput>(notProvided('addCartItem')),
  },
  actions: {
    ...baseActions,
    openSignIn: () => notProvided('openSignIn')(),
    /** Tells the shopper's lists the line as the server now holds it ('cart.lineAdded'). */
    lineAdded: (_, _line: CartItem) => notProvided('lineAdded')(),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    isOutOfStock: ({ context }) => !isInStock(context.product.is_stock),
    needsSize: ({ context }) => context.product.size.length > 0 && context.size === null,
    thenGoesToCart: ({ context }) => context.thenGoToCart,
    isPendingVerification: ({ context }) => context.pendingVerification,
  },
}).createMachine({
  id: 'addToCart',
  initial: 'checking',
  context: ({ input }) => ({ thenGoToCart: false, ...input }),
  states: {
    // spec §4's order: sign-in, stock, size, then the add.
    checking: {
      always: [
        { guard: 'isVisitor', target: 'askingToSignIn' },
        {
          guard: 'isOutOfStock',
          target: 'refused',
          actions: {
            type: 'notify',
            params: ({ context }) => ({ kind: 'error', message: cartMessages.notInStock(context.product.title) }),
          },
        },
        {
          guard: 'needsSize',
          target: 'refused',
          actions: { type: 'notify', params: { kind: 'error', message: cartMessages.selectSize } },
        },
        { target: 'adding' },
      ],
    },
    askingToSignIn: { type: 'final', entry: 'openSignIn' },
    refused: { type: 'final' },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addCartItem',
        src: 'addCartItem',
        input: ({ context }) => ({ productId: context.product._id, size: context.size }),
        // The shopper's lists get the server's line before any navigation, so /cart opens on it.
        onDone: [
          {
            guard: 'thenGoesToCart',
            target: 'added',
            actions: [
              { type: 'lineAdded', params: ({ event }) => event.output },
              {
                type: 'notify',
                params: ({ context }) => ({ kind: 'success', message: cartMessages.added(context.product.title) }),
              },
              { type: 'navigate', params: { to: pathTo('cart') } },
            ],
          },
          {
            target: 'added',
            actions: [
              { type: 'lineAdded', params: ({ event }) => event.output },
              {
                type: 'notify',
                params: ({ context }) => ({ kind: 'success', message: cartMessages.added(context.product.title) }),
              },
            ],
          },
        ],
        // spec §6, §8: a user who has not verified their email is refused by the server, and sent to verify.
        onError: [
          {
            guard: 'isPendingVerification',
            target: 'failed',
            actions: [
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
              { type: 'navigate', params: { to: pathTo('verification') } },
            ],
          },
          {
            target: 'failed',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          },
        ],
      },
    },
    added: { type: 'final' },
    failed: { type: 'final' },
  },
})
