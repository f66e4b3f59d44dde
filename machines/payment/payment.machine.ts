// The /payment page (spec §2 Payment, §8, §9): read the payment token 'Place order' handed over, have the card
// checkout (machines/card-checkout, invoked here: Flutterwave's inline script, or the sandbox's stand-in) load and open
// for the amount the server priced, and once it reports a successful payment ask the server to confirm the order. A
// failure or close of the checkout returns to /checkout and says which it was (ADR 0009); the close that always
// follows a payment does not, because by then the checkout is no longer listened to.
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { Order, RequestBody } from '@/domain/contract'
import {
  ORDER_FAILED,
  ORDER_PLACED,
  PAYMENT_CLOSED,
  PAYMENT_FAILED,
  PAYMENT_SCRIPT_FAILED,
} from '@/domain/order-messages'
import { readPaymentToken, type PaymentTokenPayload } from '@/domain/payment-token'
import { pathTo } from '@/domain/routes'
import type { CheckoutEvent } from '../lib/card-checkout'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import {
  cardCheckoutMachine,
  type CardCheckoutInput,
  type CardCheckoutReport,
} from '../card-checkout/card-checkout.machine'

export type { CheckoutEvent, CheckoutResponse } from '../lib/card-checkout'

export interface PaymentPageInput {
  /** The page's `token` query parameter, or null. */
  token: string | null
}

/** What the card checkout's open-checkout slot is given: the store's checkout settings and what is being paid. */
export type OpenCheckoutInput = CardCheckoutInput

export type ConfirmOrderInput = RequestBody<'createOrder'>

/** What the open card checkout sends back (the app's checkout slot is typed with it). */
export type PaymentEvent = CheckoutEvent

/** What the page takes: a retry, and its card checkout's reports. */
export type PaymentPageEvent = { type: 'payment.retry' } | CardCheckoutReport

export interface PaymentContext {
  token: string
  payment: PaymentTokenPayload | null
  /** The transaction the checkout reported as paid, while the order is confirmed. */
  transactionId: string | null
  order: Order | null
  error: unknown
}

// A 503 from createOrder: the provider could not be asked now; the payment stands and the webhook confirms it later.
function isProviderUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503
}

const toCheckout = { type: 'navigate', params: { to: pathTo('checkout') } } as const
const openCheckout = { type: 'openCheckout' } as const

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentPageEvent,
    input: {} as PaymentPageInput,
    tags: {} as 'busy',
  },
  actors: {
    // Loads and opens the checkout for a charge, and reports how it went (its slots are the app's to fill).
    cardCheckout: cardCheckoutMachine,
    // POST api/orders
    confirmOrder: fromPromise<Order, ConfirmOrderInput>(notProvided('confirmOrder')),
  },
  actions: {
    ...baseActions,
    /** Tells the app that the order took the paid lines out of the cart. */
    orderPlaced: (_, _order: Order) => notProvided('orderPlaced')(),
    /** Asks the card checkout to open for what the token says is being paid. */
    openCheckout: sendTo('cardCheckout', ({ context }) => ({
      type: 'cardCheckout.open' as const,
      charge: context.payment!,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setTransaction: assign((_, transactionId: string) => ({ transactionId })),
    setOrder: assign((_, order: Order) => ({ order })),
  },
  guards: {
    hasPayment: ({ context }) => context.payment !== null,
    isProviderUnavailable: (_, { error }: { error: unknown }) => isProviderUnavailable(error),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    token: input.token ?? '',
    payment: readPaymentToken(input.token),
    transactionId: null,
    order: null,
    error: null,
  }),
  invoke: { id: 'cardCheckout', src: 'cardCheckout' },
  initial: 'reading',
  states: {
    // spec §2 Payment: no token, or one that is not a payment token, goes back to /checkout.
    reading: {
      always: [
        { guard: 'hasPayment', target: 'loadingConfig', actions: openCheckout },
        { target: 'returning', actions: toCheckout },
      ],
    },
    loadingConfig: {
      tags: ['busy'],
      on: {
        'cardCheckout.configured': 'loadingScript',
        'cardCheckout.loadFailed': {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingScript: {
      tags: ['busy'],
      on: {
        'cardCheckout.opened': 'paying',
        'cardCheckout.loadFailed': {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // spec §8: the script's own message, as a toast and on the page, whatever went wrong on the way.
    loadFailed: {
      entry: [
        { type: 'logFailure', params: ({ context }) => ({ error: context.error }) },
        { type: 'notify', params: { kind: 'error', message: PAYMENT_SCRIPT_FAILED } },
      ],
      // The checkout keeps the settings it loaded: a retry loads only what is missing.
      on: { 'payment.retry': { target: 'loadingConfig', actions: openCheckout } },
    },
    paying: {
      on: {
        'cardCheckout.paid': {
          target: 'confirming',
          actions: { type: 'setTransaction', params: ({ event }) => event.transactionId },
        },
        // spec §2 Payment: a failed payment returns to /checkout.
        'cardCheckout.failed': 'paymentFailed',
        // spec §2 Payment: closing the checkout (or cancelling in it) returns to /checkout.
        'cardCheckout.closed': 'paymentClosed',
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => ({
          paymentToken: context.token,
          flutterwave: { transaction_id: context.transactionId!, tx_ref: context.payment!.txRef },
        }),
        onDone: {
          target: 'confirmed',
          actions: [
            { type: 'setOrder', params: ({ event }) => event.output },
            { type: 'orderPlaced', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: ORDER_PLACED } },
            { type: 'navigate', params: { to: pathTo('profileOrders') } },
          ],
        },
        onError: [
          {
            // The shopper has paid: the order is confirmed later, so they go where it will appear.
            guard: { type: 'isProviderUnavailable', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmationDelayed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error, ORDER_FAILED) }),
              },
              { type: 'navigate', params: { to: pathTo('profileOrders') } },
            ],
          },
          {
            target: 'returning',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error, ORDER_FAILED) }),
              },
              toCheckout,
            ],
          },
        ],
      },
    },
    confirmed: { type: 'final' },
    confirmationDelayed: { type: 'final' },
    // Back on /checkout, told that nothing was placed (ADR 0009): the spec returns there with no word.
    paymentFailed: {
      type: 'final',
      entry: [{ type: 'notify', params: { kind: 'error', message: PAYMENT_FAILED } }, toCheckout],
    },
    paymentClosed: {
      type: 'final',
      entry: [{ type: 'notify', params: { kind: 'error', message: PAYMENT_CLOSED } }, toCheckout],
    },
    returning: { type: 'final' },
  },
})

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>
