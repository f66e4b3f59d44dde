// The /payment page (spec §2 Payment, §8, §9): read the payment token 'Place order' handed over, load the card
// checkout the store is set up for (Flutterwave's inline script, or the sandbox's stand-in), open it for the amount
// the server priced, and once the checkout reports a successful payment ask the server to confirm the order. A
// failure or close of the checkout returns to /checkout and says which it was (ADR 0009); the close that always
// follows a payment does not, because by then the checkout is no longer listened to.
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { Order, PaymentConfig, RequestBody } from '@/domain/contract'
import {
  ORDER_FAILED,
  ORDER_PLACED,
  PAYMENT_CLOSED,
  PAYMENT_FAILED,
  PAYMENT_SCRIPT_FAILED,
} from '@/domain/order-messages'
import { readPaymentToken, type PaymentTokenPayload } from '@/domain/payment-token'
import { pathTo } from '@/domain/routes'
import { cardCheckoutSlots, isPaidCheckout, transactionIdOf, type CheckoutEvent } from '../lib/card-checkout'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type { CheckoutEvent, CheckoutResponse } from '../lib/card-checkout'

export interface PaymentPageInput {
  /** The page's `token` query parameter, or null. */
  token: string | null
}

/** What the open-checkout slot needs: the store's checkout settings and what is being paid. */
export interface OpenCheckoutInput {
  config: PaymentConfig
  payment: PaymentTokenPayload
}

export type ConfirmOrderInput = RequestBody<'createOrder'>

export type PaymentEvent = CheckoutEvent | { type: 'payment.retry' }

export interface PaymentContext {
  token: string
  payment: PaymentTokenPayload | null
  config: PaymentConfig | null
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

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentPageInput,
    tags: {} as 'busy',
  },
  actors: {
    ...cardCheckoutSlots,
    // Opens the checkout's modal; stopping it closes the modal.
    openCheckout: fromCallback<PaymentEvent, OpenCheckoutInput>(notProvided('openCheckout')),
    // POST api/orders
    confirmOrder: fromPromise<Order, ConfirmOrderInput>(notProvided('confirmOrder')),
  },
  actions: {
    ...baseActions,
    /** Tells the app that the order took the paid lines out of the cart. */
    orderPlaced: (_, _order: Order) => notProvided('orderPlaced')(),
    setConfig: assign((_, config: PaymentConfig) => ({ config })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setTransaction: assign((_, transactionId: string | null) => ({ transactionId })),
    setOrder: assign((_, order: Order) => ({ order })),
  },
  guards: {
    hasPayment: ({ context }) => context.payment !== null,
    hasConfig: ({ context }) => context.config !== null,
    isPaid: ({ event }) => isPaidCheckout(event),
    isCancelled: ({ event }) => event.type === 'checkout.completed' && event.response.status === 'cancelled',
    isProviderUnavailable: (_, { error }: { error: unknown }) => isProviderUnavailable(error),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    token: input.token ?? '',
    payment: readPaymentToken(input.token),
    config: null,
    transactionId: null,
    order: null,
    error: null,
  }),
  initial: 'reading',
  states: {
    // spec §2 Payment: no token, or one that is not a payment token, goes back to /checkout.
    reading: {
      always: [
        { guard: 'hasPayment', target: 'loadingConfig' },
        { target: 'returning', actions: toCheckout },
      ],
    },
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        id: 'loadPaymentConfig',
        src: 'loadPaymentConfig',
        onDone: { target: 'loadingScript', actions: { type: 'setConfig', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingScript: {
      tags: ['busy'],
      invoke: {
        id: 'loadCheckoutScript',
        src: 'loadCheckoutScript',
        input: ({ context }) => ({ scriptUrl: context.config!.scriptUrl }),
        onDone: 'paying',
        onError: {
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
      on: {
        'payment.retry': [{ guard: 'hasConfig', target: 'loadingScript' }, { target: 'loadingConfig' }],
      },
    },
    paying: {
      invoke: {
        id: 'openCheckout',
        src: 'openCheckout',
        input: ({ context }) => ({ config: context.config!, payment: context.payment! }),
      },
      on: {
        'checkout.completed': [
          {
            guard: 'isPaid',
            target: 'confirming',
            actions: { type: 'setTransaction', params: ({ event }) => transactionIdOf(event.response) },
          },
          // The shopper cancelled in the checkout: as good as closing it.
          { guard: 'isCancelled', target: 'paymentClosed' },
          // spec §2 Payment: a failed payment returns to /checkout.
          { target: 'paymentFailed' },
        ],
        // spec §2 Payment: closing the checkout returns to /checkout.
        'checkout.closed': { target: 'paymentClosed' },
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
