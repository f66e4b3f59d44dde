// The /payment page (spec §2 Payment, §8, §9; docs/adr/0041, 0044): read the payment token 'Place order' handed over,
// load the store's checkout settings, and let the shopper choose how to pay among what the token offers: by card
// (through the first gateway offering it that has not failed here), by bank transfer or USSD (Paystack's checkout), or
// with Apple Pay where the device has it (Paystack's button, mounted while the shopper chooses). The chosen checkout
// loads and opens; once it reports a payment the server is asked to confirm the order by that gateway's own reference.
// A checkout that cannot be loaded says spec §8's text and offers a retry or another way to pay, which then passes the
// failed gateway over. A failure or close of an open checkout returns to /checkout and says which it was (ADR 0009).
import { assign, forwardTo, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate'
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
import type { CheckoutEvent } from '../lib/card-checkout'
import type { OpenPaystackInput, PaystackPopupEvent } from '../lib/paystack-checkout'
import { applePayMachine, type ApplePayContainerEvent, type ApplePayReport } from '../apple-pay/apple-pay.machine'
import {
  applePayInputOf,
  checkoutFor,
  openableCheckouts,
  paystackAccessCode,
  type PaymentGateway,
  type PaymentMethod,
} from '../lib/payment-methods'
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

export type { PaymentMethod, PaymentGateway }

/** What the page takes: the shopper's choice, a retry, the Apple Pay container, and its checkouts' reports. */
export type PaymentPageEvent =
  | { type: 'payment.choose'; method: PaymentMethod }
  | { type: 'payment.retry' }
  | { type: 'payment.another' }
  | ApplePayContainerEvent
  | CardCheckoutReport
  | PaystackPopupEvent
  | ApplePayReport

export interface PaymentContext {
  token: string
  payment: PaymentTokenPayload | null
  config: PaymentConfig | null
  /** What the shopper chose, and the gateway opened for it. */
  method: PaymentMethod | null
  gateway: PaymentGateway | null
  /** Gateways whose checkout could not be loaded on this page: passed over while another offers the method. */
  failedGateways: PaymentGateway[]
  /** What the open checkout reported as paid, while the order is confirmed. */
  paid: { gateway: 'flutterwave'; transactionId: string } | { gateway: 'paystack'; reference: string } | null
  order: Order | null
  error: unknown
}

// A 503 from createOrder: the provider could not be asked now; the payment stands and the webhook confirms it later.
function isProviderUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503
}

/** The token's checkouts this page can open. */
export const openable = ({ config, payment }: Pick<PaymentContext, 'config' | 'payment'>) =>
  openableCheckouts(config, payment?.checkouts)

const toCheckout = { type: 'navigate', params: { to: pathTo('checkout') } } as const
const setLoadError = {
  type: 'setError',
  params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }),
} as const

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentPageEvent,
    input: {} as PaymentPageInput,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/payments/config: the scripts and public keys of the store's gateways.
    loadPaymentConfig: fromPromise<PaymentConfig>(notProvided('loadPaymentConfig')),
    // Loads and opens Flutterwave's checkout for a charge, and reports how it went (its slots are the app's to fill).
    cardCheckout: cardCheckoutMachine,
    // Apple Pay's button while the shopper chooses (machines/apple-pay; it reports a payment as applePay.paid).
    applePay: applePayMachine,
    // Adds Paystack's inline script (or the sandbox's stand-in) to the page (spec §9: 3 attempts, 1 s apart).
    loadPaystackScript: fromPromise<void, { scriptUrl: string }>(notProvided('loadPaystackScript')),
    // Opens Paystack's popup for the transaction; stopping it closes the popup.
    openPaystack: fromCallback<PaystackPopupEvent, OpenPaystackInput>(notProvided('openPaystack')),
    // POST api/orders
    confirmOrder: fromPromise<Order, ConfirmOrderInput>(notProvided('confirmOrder')),
  },
  actions: {
    ...baseActions,
    /** Tells the app that the order took the paid lines out of the cart. */
    orderPlaced: (_, _order: Order) => notProvided('orderPlaced')(),
    /** Asks the card checkout to open for what the token says is being paid, with the settings already loaded. */
    openCardCheckout: sendTo('cardCheckout', ({ context }) => ({
      type: 'cardCheckout.open' as const,
      charge: context.payment!,
      config: context.config!,
    })),
    choose: assign(({ context, event }) => {
      if (event.type !== 'payment.choose') return {}
      const checkout = checkoutFor(openable(context), event.method, context.failedGateways)
      return { method: event.method, gateway: checkout?.gateway ?? null }
    }),
    /** The opened gateway could not be loaded: passed over for the next choice. */
    markFailed: assign(({ context }) => ({
      failedGateways:
        context.gateway && !context.failedGateways.includes(context.gateway)
          ? [...context.failedGateways, context.gateway]
          : context.failedGateways,
    })),
    setConfig: assign((_, config: PaymentConfig) => ({ config })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setPaid: assign((_, paid: NonNullable<PaymentContext['paid']>) => ({ paid })),
    setOrder: assign((_, order: Order) => ({ order })),
  },
  guards: {
    hasPayment: ({ context }) => context.payment !== null,
    hasConfig: ({ context }) => context.config !== null,
    opensFlutterwave: ({ context, event }) =>
      event.type === 'payment.choose' &&
      checkoutFor(openable(context), event.method, context.failedGateways)?.gateway === 'flutterwave',
    opensPaystack: ({ context, event }) =>
      event.type === 'payment.choose' &&
      checkoutFor(openable(context), event.method, context.failedGateways)?.gateway === 'paystack',
    isProviderUnavailable: (_, { error }: { error: unknown }) => isProviderUnavailable(error),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    token: input.token ?? '',
    payment: readPaymentToken(input.token),
    config: null,
    method: null,
    gateway: null,
    failedGateways: [],
    paid: null,
    order: null,
    error: null,
  }),
  invoke: { id: 'cardCheckout', src: 'cardCheckout' },
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
        onDone: { target: 'choosing', actions: { type: 'setConfig', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: setLoadError },
      },
    },
    // The shopper picks how to pay; Apple Pay's button is mounted meanwhile where the device has it.
    choosing: {
      invoke: {
        id: 'applePay',
        src: 'applePay',
        input: ({ context }) =>
          applePayInputOf(context.config, context.payment?.checkouts, {
            email: context.payment!.email,
            amountKobo: context.payment!.amount,
          }),
      },
      on: {
        'payment.choose': [
          { guard: 'opensFlutterwave', target: 'cardLoading', actions: 'choose' },
          { guard: 'opensPaystack', target: 'paystackLoading', actions: 'choose' },
        ],
        // The page's element for the button, handed to Apple Pay's machine.
        'applePay.container': { actions: forwardTo('applePay') },
        'applePay.paid': {
          target: 'confirming',
          actions: { type: 'setPaid', params: ({ event }) => ({ gateway: 'paystack', reference: event.reference }) },
        },
      },
    },
    cardLoading: {
      tags: ['busy'],
      entry: 'openCardCheckout',
      on: {
        'cardCheckout.opened': 'cardPaying',
        'cardCheckout.loadFailed': { target: 'loadFailed', actions: [setLoadError, 'markFailed'] },
      },
    },
    cardPaying: {
      on: {
        'cardCheckout.paid': {
          target: 'confirming',
          actions: {
            type: 'setPaid',
            params: ({ event }) => ({ gateway: 'flutterwave', transactionId: event.transactionId }),
          },
        },
        // spec §2 Payment: a failed payment returns to /checkout.
        'cardCheckout.failed': 'paymentFailed',
        // spec §2 Payment: closing the checkout (or cancelling in it) returns to /checkout.
        'cardCheckout.closed': 'paymentClosed',
      },
    },
    paystackLoading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPaystackScript',
        src: 'loadPaystackScript',
        input: ({ context }) => ({ scriptUrl: context.config!.paystack!.scriptUrl }),
        onDone: 'paystackPaying',
        onError: { target: 'loadFailed', actions: [setLoadError, 'markFailed'] },
      },
    },
    // Leaving stops the popup's actor, which closes it.
    paystackPaying: {
      invoke: {
        id: 'openPaystack',
        src: 'openPaystack',
        input: ({ context }) => ({
          accessCode: paystackAccessCode(context.payment?.checkouts)!,
        }),
      },
      on: {
        'paystack.paid': {
          target: 'confirming',
          actions: { type: 'setPaid', params: ({ event }) => ({ gateway: 'paystack', reference: event.reference }) },
        },
        'paystack.failed': 'paymentFailed',
        'paystack.cancelled': 'paymentClosed',
      },
    },
    // spec §8: the script's own message, as a toast and on the page, whatever went wrong on the way.
    loadFailed: {
      entry: [
        { type: 'logFailure', params: ({ context }) => ({ error: context.error }) },
        { type: 'notify', params: { kind: 'error', message: PAYMENT_SCRIPT_FAILED } },
      ],
      on: {
        // The same way again (the settings, once loaded, are kept), or the choice again.
        'payment.retry': [{ guard: 'hasConfig', target: 'retrying' }, { target: 'loadingConfig' }],
        'payment.another': { guard: 'hasConfig', target: 'choosing' },
      },
    },
    // A retry forgets that the gateway failed and opens it again for the same method.
    retrying: {
      always: [
        {
          guard: ({ context }) => context.gateway === 'paystack',
          target: 'paystackLoading',
          actions: assign(({ context }) => ({
            failedGateways: context.failedGateways.filter((gateway) => gateway !== 'paystack'),
          })),
        },
        {
          target: 'cardLoading',
          actions: assign(({ context }) => ({
            failedGateways: context.failedGateways.filter((gateway) => gateway !== 'flutterwave'),
          })),
        },
      ],
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }): ConfirmOrderInput =>
          context.paid!.gateway === 'paystack'
            ? { paymentToken: context.token, paystack: { reference: context.paid!.reference } }
            : {
                paymentToken: context.token,
                flutterwave: { transaction_id: context.paid!.transactionId, tx_ref: context.payment!.txRef },
              },
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
