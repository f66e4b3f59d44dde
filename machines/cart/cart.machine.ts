// The /cart page (spec §2 Cart, §4 Cart quantity, §5 coupon, §8): the shopper's lines as the server holds them, one
// more or one fewer of a line (one fewer at 1 removes it), removing a line, and the one coupon. Every change tells
// the shopper's lists the server's new list, so the navigation bar's count moves with it. One change runs at a time for
// the whole cart: each answer moves the Summary, and the coupon's rule reads the total the last answer left.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import { canAddOneMore, cartMessages, COUPON, pricedLine, qualifiesForCoupon, summariseCart } from '@/domain/cart'
import { withCartLine, withoutCartLine } from '@/domain/cart-lines'
import type { CartItem } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export interface CartInput {
  /** The root's cart when it is known (no spinner), else null: the page loads it. */
  items: CartItem[] | null
  /** Whether the shopper applied the coupon earlier in this tab. */
  couponApplied: boolean
  /** spec §6: a user whose email is not verified yet is sent to /verification when the cart fails to load. */
  pendingVerification: boolean
}

export type QuantityStep = 1 | -1

/** PATCH api/carts: one more or one fewer of a line. */
export interface ChangeLineInput {
  cartId: string
  qty: QuantityStep
  productId: string
  size: string | null
}

export interface CartContext {
  items: CartItem[]
  couponApplied: boolean
  pendingVerification: boolean
  /** The line whose change is under way, and by how much (removal: -1 at quantity 1, or the remove button). */
  changing: { line: CartItem; step: QuantityStep } | null
  /** Whether `items` holds the server's list yet ('opening' loads it otherwise). */
  listKnown: boolean
  error: unknown
}

export type CartEvent =
  | { type: 'line.increment'; lineId: string }
  | { type: 'line.decrement'; lineId: string }
  | { type: 'line.remove'; lineId: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'cart.retry' }
  /** The tab's kept coupon choice, read once a page drawn by the server (which cannot read it) is taken over
   *  (docs/adr/0050): it counts from then on, with no toast and nothing stored. */
  | { type: 'coupon.restored'; applied: boolean }

function lineOf(context: CartContext, event: CartEvent): CartItem | undefined {
  return 'lineId' in event ? context.items.find((line) => line._id === event.lineId) : undefined
}

/** The discounted total the coupon's minimum is measured against (spec §5). */
function qualifies(items: readonly CartItem[]): boolean {
  return qualifiesForCoupon(summariseCart(items.map(pricedLine)).discountedTotal)
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/carts
    loadCart: fromPromise<CartItem[]>(notProvided('loadCart')),
    // PATCH api/carts { cartId, qty: ±1, productId, size }: the line as it is now.
    updateCartItem: fromPromise<CartItem, ChangeLineInput>(notProvided('updateCartItem')),
    // DELETE api/carts/{id}
    removeCartItem: fromPromise<void, { cartId: string }>(notProvided('removeCartItem')),
  },
  actions: {
    ...baseActions,
    /** Tells the shopper's lists the server's new list ('cart.replaced'). */
    replaceCart: (_, _items: CartItem[]) => notProvided('replaceCart')(),
    /** Keeps the coupon choice where checkout reads it (COUPON_STORAGE_KEY). */
    storeCoupon: (_, _coupon: { applied: boolean }) => notProvided('storeCoupon')(),
    setItems: assign((_, items: CartItem[]) => ({ items, listKnown: true })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearChange: assign({ changing: null }),
    setCoupon: assign((_, applied: boolean) => ({ couponApplied: applied })),
    startChange: assign(({ context, event }, step: QuantityStep) => {
      const line = lineOf(context, event)
      return { changing: line ? { line, step } : null }
    }),
    removeChangedLine: assign(({ context }) => ({
      items: context.changing ? withoutCartLine(context.items, context.changing.line._id) : context.items,
    })),
  },
  guards: {
    isUnknown: ({ context }) => !context.listKnown,
    isEmpty: ({ context }) => context.items.length === 0,
    isLoadedEmpty: (_, output: CartItem[]) => output.length === 0,
    isPendingVerification: ({ context }) => context.pendingVerification,
    hasLine: ({ context, event }) => lineOf(context, event) !== undefined,
    canAddOne: ({ context, event }) => {
      const line = lineOf(context, event)
      return line !== undefined && canAddOneMore(line)
    },
    isLastOne: ({ context, event }) => lineOf(context, event)?.qty === 1,
    canApplyCoupon: ({ context }) => !context.couponApplied && qualifies(context.items),
    isCouponApplied: ({ context }) => context.couponApplied,
    // spec §5: at or below the minimum the coupon cannot stay on.
    couponNoLongerApplies: ({ context }) => context.couponApplied && !qualifies(context.items),
    isRemovalLeavingEmpty: ({ context }) =>
      context.changing !== null && context.items.every((line) => line._id === context.changing?.line._id),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    items: input.items ?? [],
    listKnown: input.items !== null,
    couponApplied: input.couponApplied,
    pendingVerification: input.pendingVerification,
    changing: null,
    error: null,
  }),
  on: {
    'coupon.restored': { actions: { type: 'setCoupon', params: ({ event }) => event.applied } },
  },
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isUnknown', target: 'loading' }, { guard: 'isEmpty', target: 'empty' }, { target: 'ready' }],
    },
    loading: {
      entry: { type: 'setError', params: { error: null } },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          {
            guard: { type: 'isLoadedEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: [
              { type: 'setItems', params: ({ event }) => event.output },
              { type: 'replaceCart', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'setItems', params: ({ event }) => event.output },
              { type: 'replaceCart', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          {
            guard: 'isPendingVerification',
            target: 'error',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'navigate', params: { to: pathTo('verification') } },
            ],
          },
          {
            target: 'error',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    error: {
      on: { 'cart.retry': 'loading' },
    },
    empty: {
      always: {
        guard: 'couponNoLongerApplies',
        actions: [
          { type: 'setCoupon', params: false },
          { type: 'storeCoupon', params: { applied: false } },
        ],
      },
    },
    ready: {
      // A change took the cart to or below the coupon's minimum: it comes off, and the shopper is told.
      always: {
        guard: 'couponNoLongerApplies',
        actions: [
          { type: 'setCoupon', params: false },
          { type: 'storeCoupon', params: { applied: false } },
          { type: 'notify', params: { kind: 'success', message: cartMessages.couponRemoved(COUPON.name) } },
        ],
      },
      on: {
        'line.increment': { guard: 'canAddOne', target: 'updating', actions: { type: 'startChange', params: 1 } },
        'line.decrement': [
          // spec §4: one fewer at quantity 1 removes the line.
          { guard: 'isLastOne', target: 'removing', actions: { type: 'startChange', params: -1 } },
          { guard: 'hasLine', target: 'updating', actions: { type: 'startChange', params: -1 } },
        ],
        'line.remove': { guard: 'hasLine', target: 'removing', actions: { type: 'startChange', params: -1 } },
        'coupon.apply': {
          guard: 'canApplyCoupon',
          actions: [
            { type: 'setCoupon', params: true },
            { type: 'storeCoupon', params: { applied: true } },
            { type: 'notify', params: { kind: 'success', message: cartMessages.couponApplied(COUPON.name) } },
          ],
        },
        'coupon.remove': {
          guard: 'isCouponApplied',
          actions: [
            { type: 'setCoupon', params: false },
            { type: 'storeCoupon', params: { applied: false } },
            { type: 'notify', params: { kind: 'success', message: cartMessages.couponRemoved(COUPON.name) } },
          ],
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updateCartItem',
        src: 'updateCartItem',
        input: ({ context }) => {
          const { line, step } = context.changing!
          return { cartId: line._id, qty: step, productId: line.productId._id, size: line.size }
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setItems', params: ({ context, event }) => withCartLine(context.items, event.output) },
            { type: 'replaceCart', params: ({ context }) => context.items },
            {
              type: 'notify',
              params: ({ context }) => {
                const { line, step } = context.changing!
                const message =
                  step === 1
                    ? cartMessages.addedAnother(line.productId.title)
                    : cartMessages.removedOne(line.productId.title)
                return { kind: 'success', message }
              },
            },
            'clearChange',
          ],
        },
        // spec §8: the first server error; the line stays as it was.
        onError: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
            'clearChange',
          ],
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeCartItem',
        src: 'removeCartItem',
        input: ({ context }) => ({ cartId: context.changing!.line._id }),
        onDone: [
          {
            guard: 'isRemovalLeavingEmpty',
            target: 'empty',
            actions: [
              'removeChangedLine',
              { type: 'replaceCart', params: ({ context }) => context.items },
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'success',
                  message: cartMessages.removed(context.changing!.line.productId.title),
                }),
              },
              'clearChange',
            ],
          },
          {
            target: 'ready',
            actions: [
              'removeChangedLine',
              { type: 'replaceCart', params: ({ context }) => context.items },
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'success',
                  message: cartMessages.removed(context.changing!.line.productId.title),
                }),
              },
              'clearChange',
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
            'clearChange',
          ],
        },
      },
    },
  },
})

export type CartSnapshot = SnapshotFrom<typeof cartMachine>

/** The line whose change is under way (its buttons wait), or null. */
export function changingLineId(snapshot: CartSnapshot): string | null {
  return snapshot.context.changing?.line._id ?? null
}
