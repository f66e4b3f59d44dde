// The card checkout (ADR 0009, 0020) as a child of the machine that takes a card payment (the payment page, Add Funds):
// asked to open for a charge, it loads the store's checkout settings (once: they are kept for the next charge) and the
// checkout's script, opens the checkout and tells its parent how it went: paid (with the transaction to confirm),
// failed, closed, or not loaded. It waits for the next charge after each. The parent confirms a payment with the
// server and decides where the shopper goes; the browser's report is never the proof.
import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate'
import type { PaymentConfig } from '@/domain/contract'
import type { Kobo } from '@/domain/money'
import { isPaidCheckout, transactionIdOf, type CheckoutEvent } from '../lib/card-checkout'
import { notProvided } from '../lib/not-provided'

/** What one card payment is for: an order's payment token payload, or a wallet funding. */
export interface CardCharge {
  txRef: string
  amount: Kobo
  email: string
  name: string
  /** What the checkout says is being paid; the app names an order's reference when there is none. */
  description?: string
}

/** What the open-checkout slot needs: the store's checkout settings and the charge. */
export interface CardCheckoutInput {
  config: PaymentConfig
  payment: CardCharge
}

/** What the parent sends: open the checkout for this charge. */
export type CardCheckoutEvent =
  | CheckoutEvent
  /** `config` when the parent has the store's checkout settings already. */
  | { type: 'cardCheckout.open'; charge: CardCharge; config?: PaymentConfig }

/** What the checkout tells its parent, in the order it happens. */
export type CardCheckoutReport =
  /** The settings are at hand; the script is loading. */
  | { type: 'cardCheckout.configured' }
  /** The checkout is open over the page. */
  | { type: 'cardCheckout.opened' }
  /** It reported a payment that went through: the transaction to confirm with the server. */
  | { type: 'cardCheckout.paid'; transactionId: string }
  /** It reported a payment that did not go through. */
  | { type: 'cardCheckout.failed' }
  /** The shopper closed it, or cancelled in it, without paying. */
  | { type: 'cardCheckout.closed' }
  /** The settings or the script could not be had. */
  | { type: 'cardCheckout.loadFailed'; error: unknown }

export interface CardCheckoutContext {
  config: PaymentConfig | null
  charge: CardCharge | null
}

export const cardCheckoutMachine = setup({
  types: {
    context: {} as CardCheckoutContext,
    events: {} as CardCheckoutEvent,
  },
  actors: {
    // GET api/payments/config
    loadPaymentConfig: fromPromise<PaymentConfig>(notProvided('loadPaymentConfig')),
    // Adds the checkout's script to the page and waits for window.FlutterwaveCheckout (spec §9: 3 attempts, 1 s apart).
    loadCheckoutScript: fromPromise<void, { scriptUrl: string }>(notProvided('loadCheckoutScript')),
    // Opens the checkout's modal; stopping it closes the modal.
    openCheckout: fromCallback<CheckoutEvent, CardCheckoutInput>(notProvided('openCheckout')),
  },
  actions: {
    setCharge: assign(({ context, event }) =>
      event.type === 'cardCheckout.open' ? { charge: event.charge, config: event.config ?? context.config } : {},
    ),
    setConfig: assign((_, config: PaymentConfig) => ({ config })),
    /** Tells the parent how it went. */
    report: sendParent((_, report: CardCheckoutReport) => report),
  },
  guards: {
    hasConfig: ({ context, event }) =>
      context.config !== null || (event.type === 'cardCheckout.open' && event.config !== undefined),
    isPaid: ({ event }) => isPaidCheckout(event),
    isCancelled: ({ event }) => event.type === 'checkout.completed' && event.response.status === 'cancelled',
  },
}).createMachine({
  id: 'cardCheckout',
  context: { config: null, charge: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cardCheckout.open': [
          { guard: 'hasConfig', target: 'loadingScript', actions: 'setCharge' },
          { target: 'loadingConfig', actions: 'setCharge' },
        ],
      },
    },
    loadingConfig: {
      invoke: {
        id: 'loadPaymentConfig',
        src: 'loadPaymentConfig',
        onDone: { target: 'loadingScript', actions: { type: 'setConfig', params: ({ event }) => event.output } },
        onError: {
          target: 'idle',
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'cardCheckout.loadFailed', error: event.error }),
          },
        },
      },
    },
    loadingScript: {
      entry: { type: 'report', params: { type: 'cardCheckout.configured' } },
      invoke: {
        id: 'loadCheckoutScript',
        src: 'loadCheckoutScript',
        input: ({ context }) => ({ scriptUrl: context.config!.scriptUrl }),
        onDone: 'open',
        onError: {
          target: 'idle',
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'cardCheckout.loadFailed', error: event.error }),
          },
        },
      },
    },
    // Leaving stops the modal's actor, which closes it: the close that follows a payment is never heard.
    open: {
      entry: { type: 'report', params: { type: 'cardCheckout.opened' } },
      invoke: {
        id: 'openCheckout',
        src: 'openCheckout',
        input: ({ context }) => ({ config: context.config!, payment: context.charge! }),
      },
      on: {
        'checkout.completed': [
          {
            guard: 'isPaid',
            target: 'idle',
            actions: {
              type: 'report',
              params: ({ event }) => ({ type: 'cardCheckout.paid', transactionId: transactionIdOf(event.response)! }),
            },
          },
          // The shopper cancelled in the checkout: as good as closing it.
          {
            guard: 'isCancelled',
            target: 'idle',
            actions: { type: 'report', params: { type: 'cardCheckout.closed' } },
          },
          { target: 'idle', actions: { type: 'report', params: { type: 'cardCheckout.failed' } } },
        ],
        'checkout.closed': { target: 'idle', actions: { type: 'report', params: { type: 'cardCheckout.closed' } } },
      },
    },
  },
})
