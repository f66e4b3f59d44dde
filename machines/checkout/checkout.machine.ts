// /checkout (spec §2 Checkout, §3 order details, §4 Delivery choice and After a wallet order succeeds, §5, §8): the cart
// guard, the saved addresses (the first one chosen, spec §3 orderAddress), the delivery method (Motor park pickup by
// default), and three ways on: 'Place order' asks the server for a payment (POST api/payments) and goes on to /payment
// with its token; 'Pay with wallet' pays the same order from the balance (POST api/orders/wallet) and goes to the
// orders; 'Fund wallet' opens Add Funds on the profile, which comes back here. The server prices the order itself; the
// billing box the shopper sees is the shared rules' figures for the same cart.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import { COUPON, pricedLine, qualifiesForCoupon, summariseCart } from '@/domain/cart'
import type { Address, CartItem, Order, Payment, PaymentInput } from '@/domain/contract'
import { DEFAULT_DELIVERY_METHOD_ID, findDeliveryMethod, type DeliveryMethodId } from '@/domain/delivery'
import { ORDER_PLACED } from '@/domain/order-messages'
import { PAYMENT_TOKEN_PARAM } from '@/domain/payment-token'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { unverifiedActions } from '../lib/unverified'
import { notProvided } from '../lib/not-provided'
import type { SavedAddress } from '../address-form/address-form.machine'
import { withSavedAddress } from '../lib/saved-address'
import { fundFromCheckoutPath } from '@/domain/wallet'

export const checkoutMessages = {
  // spec §5, exactly.
  addressRequired: 'Please provide/select an address to proceed!',
  // spec §4 asks for a success toast on choosing and gives no wording; the store's own.
  deliveryChosen: (deliveryType: string) => `${deliveryType} selected`,
} as const

/** 'Fund wallet': the profile opens Add Funds at once and, once the wallet is funded, comes back to /checkout. */
export const FUND_WALLET_FOR_CHECKOUT = fundFromCheckoutPath()

export interface CheckoutInput {
  /** The app's cart when it is known, else null: the page loads it. */
  items: CartItem[] | null
  /** Whether the shopper applied the coupon in the cart; it counts only while the cart qualifies. */
  couponApplied: boolean
  /** spec §6: a user whose email is not verified yet is sent to /verification when placing the order fails. */
  pendingVerification: boolean
  /** The saved addresses when already known (a page drawn for the shopper, docs/adr/0050), else the page loads them. */
  addresses?: Address[] | null
}

export interface CheckoutContext {
  items: CartItem[]
  listKnown: boolean
  /** The addresses came with the page: it opens on them, ready, without loading them. */
  addressesKnown: boolean
  couponApplied: boolean
  pendingVerification: boolean
  addresses: Address[]
  addressId: string | null
  deliveryMethodId: DeliveryMethodId
  error: unknown
}

export type CheckoutEvent =
  | { type: 'address.choose'; addressId: string }
  | { type: 'address.saved'; saved: SavedAddress }
  | { type: 'delivery.choose'; deliveryMethodId: DeliveryMethodId }
  | { type: 'cart.updated'; items: CartItem[] }
  | { type: 'order.place' }
  | { type: 'wallet.pay' }
  | { type: 'wallet.fund' }
  | { type: 'checkout.retry' }
  /** The tab's kept coupon choice, read once a page drawn by the server (which cannot read it) is taken over
   *  (docs/adr/0050): it counts from then on, with no toast and nothing stored. */
  | { type: 'coupon.restored'; applied: boolean }

/** Whether the coupon counts for these lines: applied in the cart, and the cart above its minimum (spec §5). */
export function couponCounts(items: readonly CartItem[], couponApplied: boolean): boolean {
  return couponApplied && qualifiesForCoupon(summariseCart(items.map(pricedLine)).discountedTotal)
}

/** What 'Place order' sends: the chosen address and method, and the coupon when it counts. */
export function paymentInput(context: CheckoutContext): PaymentInput {
  return {
    addressId: context.addressId ?? '',
    deliveryMethod: context.deliveryMethodId,
    coupon: couponCounts(context.items, context.couponApplied) ? COUPON.id : null,
  }
}

function firstAddressId(addresses: readonly Address[]): string | null {
  return addresses[0]?._id ?? null
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/carts
    loadCart: fromPromise<CartItem[]>(notProvided('loadCart')),
    // GET api/address
    loadAddresses: fromPromise<Address[]>(notProvided('loadAddresses')),
    // POST api/payments { addressId, deliveryMethod, coupon }: the pending order's signed token.
    createPayment: fromPromise<Payment, PaymentInput>(notProvided('createPayment')),
    // POST api/orders/wallet { addressId, deliveryMethod, coupon }: the order, paid from the wallet.
    payOrderWithWallet: fromPromise<Order, PaymentInput>(notProvided('payOrderWithWallet')),
  },
  actions: {
    ...baseActions,
    ...unverifiedActions<CheckoutContext, CheckoutEvent>(),
    // logFailure (from baseActions), spec §8: a failed load is logged; the page shows it with a retry.
    /** spec §4: a paid order's lines left the cart; the app's shopper lists follow. */
    orderPlaced: (_, _order: Order) => notProvided('orderPlaced')(),
    setItems: assign((_, items: CartItem[]) => ({ items, listKnown: true })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    // spec §3: the order's address is the first saved one until the shopper picks another.
    setAddresses: assign(({ context }, addresses: Address[]) => ({
      addresses,
      addressId: addresses.some((address) => address._id === context.addressId)
        ? context.addressId
        : firstAddressId(addresses),
    })),
    chooseAddress: assign(({ event }) => (event.type === 'address.choose' ? { addressId: event.addressId } : {})),
    // A new address becomes the chosen one; an edited one stays where the choice was.
    addSaved: assign(({ context, event }) => {
      if (event.type !== 'address.saved') return {}
      const addresses = withSavedAddress(context.addresses, event.saved)
      return {
        addresses,
        addressId:
          event.saved.mode === 'add' ? event.saved.address._id : (context.addressId ?? event.saved.address._id),
      }
    }),
    restoreCoupon: assign(({ event }) => (event.type === 'coupon.restored' ? { couponApplied: event.applied } : {})),
    chooseDelivery: assign(({ event }) =>
      event.type === 'delivery.choose' ? { deliveryMethodId: event.deliveryMethodId } : {},
    ),
  },
  guards: {
    isUnknown: ({ context }) => !context.listKnown,
    areAddressesKnown: ({ context }) => context.addressesKnown,
    isEmpty: ({ context }) => context.items.length === 0,
    isLoadedEmpty: (_, items: CartItem[]) => items.length === 0,
    isUpdatedEmpty: ({ event }) => event.type === 'cart.updated' && event.items.length === 0,
    hasAddress: ({ context }) =>
      context.addressId !== null && context.addresses.some((address) => address._id === context.addressId),
    isKnownAddress: ({ context, event }) =>
      event.type === 'address.choose' && context.addresses.some((address) => address._id === event.addressId),
    isOfferedMethod: ({ event }) =>
      event.type === 'delivery.choose' && findDeliveryMethod(event.deliveryMethodId) !== undefined,
    isPendingVerification: ({ context }) => context.pendingVerification,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    items: input.items ?? [],
    listKnown: input.items !== null,
    couponApplied: input.couponApplied,
    pendingVerification: input.pendingVerification,
    addressesKnown: Boolean(input.addresses),
    addresses: input.addresses ?? [],
    addressId: firstAddressId(input.addresses ?? []),
    deliveryMethodId: DEFAULT_DELIVERY_METHOD_ID,
    error: null,
  }),
  on: {
    'coupon.restored': { actions: 'restoreCoupon' },
  },
  initial: 'opening',
  states: {
    // Decides where the page starts; never rested in.
    opening: {
      always: [
        { guard: 'isUnknown', target: 'loadingCart' },
        // spec §2: the cart guard sends a shopper with an empty cart back to /cart.
        { guard: 'isEmpty', target: 'leaving', actions: { type: 'navigate', params: { to: pathTo('cart') } } },
        // A page drawn for the shopper opens loaded, as the server drew it.
        { guard: 'areAddressesKnown', target: 'ready' },
        { target: 'loadingAddresses' },
      ],
    },
    loadingCart: {
      tags: ['busy'],
      entry: { type: 'setError', params: { error: null } },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          {
            guard: { type: 'isLoadedEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'setItems', params: ({ event }) => event.output },
          },
          { target: 'loadingAddresses', actions: { type: 'setItems', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'error',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loadingAddresses: {
      tags: ['busy'],
      entry: { type: 'setError', params: { error: null } },
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: { target: 'ready', actions: { type: 'setAddresses', params: ({ event }) => event.output } },
        onError: {
          target: 'error',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    error: {
      on: { 'checkout.retry': 'opening' },
    },
    // spec §2: 'No items in your cart to Checkout!' with Explore, when the page finds the cart empty after all.
    empty: {},
    // On the way back to /cart.
    leaving: {},
    ready: {
      on: {
        'address.choose': { guard: 'isKnownAddress', actions: 'chooseAddress' },
        'address.saved': { actions: 'addSaved' },
        'delivery.choose': {
          guard: 'isOfferedMethod',
          actions: [
            'chooseDelivery',
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success',
                message: checkoutMessages.deliveryChosen(findDeliveryMethod(context.deliveryMethodId)!.deliveryType),
              }),
            },
          ],
        },
        'cart.updated': [
          {
            guard: 'isUpdatedEmpty',
            target: 'empty',
            actions: { type: 'setItems', params: ({ event }) => event.items },
          },
          { actions: { type: 'setItems', params: ({ event }) => event.items } },
        ],
        'order.place': [
          { guard: 'hasAddress', target: 'placing' },
          { actions: { type: 'notify', params: { kind: 'error', message: checkoutMessages.addressRequired } } },
        ],
        'wallet.pay': [
          { guard: 'hasAddress', target: 'payingWithWallet' },
          { actions: { type: 'notify', params: { kind: 'error', message: checkoutMessages.addressRequired } } },
        ],
        'wallet.fund': {
          target: 'fundingWallet',
          actions: { type: 'navigate', params: { to: FUND_WALLET_FOR_CHECKOUT } },
        },
      },
    },
    placing: {
      tags: ['busy'],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => paymentInput(context),
        onDone: {
          target: 'paying',
          actions: {
            type: 'navigate',
            params: ({ event }) => ({
              to: pathTo('payment', undefined, `${PAYMENT_TOKEN_PARAM}=${encodeURIComponent(event.output.token)}`),
            }),
          },
        },
        // spec §8: the server's first message; an unverified user is sent to verify, as the cart does.
        onError: [
          {
            guard: 'isPendingVerification',
            target: 'ready',
            actions: {
              type: 'toVerification',
              params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }),
            },
          },
          {
            target: 'ready',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          },
        ],
      },
    },
    // Handed over to /payment.
    paying: {},
    payingWithWallet: {
      tags: ['busy'],
      invoke: {
        id: 'payOrderWithWallet',
        src: 'payOrderWithWallet',
        input: ({ context }) => paymentInput(context),
        // spec §4 After a wallet order succeeds: the orders are saved, the cart is cleared and the shopper goes to
        // /profile/orders, told in spec §8's words.
        onDone: {
          target: 'paidWithWallet',
          actions: [
            { type: 'orderPlaced', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: ORDER_PLACED } },
            { type: 'navigate', params: { to: pathTo('profileOrders') } },
          ],
        },
        // spec §5: 'Insufficient balance. Please fund your wallet' (the server's 409) or any other first message.
        onError: [
          {
            guard: 'isPendingVerification',
            target: 'ready',
            actions: {
              type: 'toVerification',
              params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }),
            },
          },
          {
            target: 'ready',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          },
        ],
      },
    },
    // Paid from the wallet; on the way to /profile/orders.
    paidWithWallet: {},
    // On the way to Add Funds, which brings the shopper back.
    fundingWallet: {},
  },
})

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
