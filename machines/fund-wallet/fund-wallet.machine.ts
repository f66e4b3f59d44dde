// Add Funds (spec §2 Profile, Checkout's 'Fund wallet'; ADR 0010, 0044): the shopper types an amount, the server keeps a
// pending funding under a new reference and offers the gateways it can be paid through; the shopper chooses how to pay
// (card, bank transfer, USSD, or Apple Pay where the device has it, as on /payment) and the chosen checkout loads and
// opens for it: the same card checkout as an order's (machines/card-checkout, invoked here: Flutterwave Inline, or the
// sandbox's stand-in; ADR 0009), or Paystack's popup. Once the checkout reports a payment the server reads it from the provider and
// credits the wallet once; the browser's report is never the proof. A close, a failed payment or a refusal goes back
// to the amount with a message; a credit closes the dialog, and when checkout sent the shopper here, returns there.
import { assign, forwardTo, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { PaymentConfig, RequestBody, WalletFunding, WalletTransaction } from '@/domain/contract'
import { formatNaira, koboToNaira, nairaToKobo } from '@/domain/money'
import { PAYMENT_SCRIPT_FAILED } from '@/domain/order-messages'
import { FUNDING_MAXIMUM, FUNDING_MINIMUM } from '@/domain/wallet'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { typedAmount } from '../lib/typed-amount'
import { cardCheckoutMachine, type CardCheckoutReport } from '../card-checkout/card-checkout.machine'
import { applePayMachine, type ApplePayContainerEvent, type ApplePayReport } from '../apple-pay/apple-pay.machine'
import type { OpenPaystackInput, PaystackPopupEvent } from '../lib/paystack-checkout'
import {
  applePayInputOf,
  checkoutFor,
  methodsOf,
  openableCheckouts,
  paystackAccessCode,
  type PaymentGateway,
  type PaymentMethod,
} from '../lib/payment-methods'

export type { WalletFunding, WalletTransaction }

export type ConfirmFundingInput = RequestBody<'confirmWalletFunding'>

/** The store's own words (the spec gives none for funding). */
export const fundWalletMessages = {
  amountOutOfRange: `Enter an amount between ${formatNaira(koboToNaira(FUNDING_MINIMUM))} and ${formatNaira(koboToNaira(FUNDING_MAXIMUM))}`,
  notCompleted: 'The payment was not completed, so nothing was added to your wallet',
  credited: (amount: number) => `${formatNaira(amount, { decimals: true })} was added to your wallet`,
  description: 'Wallet funding',
} as const

export interface FundWalletInput {
  /** Open Add Funds at once (checkout's 'Fund wallet'). */
  open?: boolean
  /** Where to go once the wallet is credited (back to checkout), or null to stay. */
  returnTo?: string | null
}

export type FundWalletEvent =
  | CardCheckoutReport
  | PaystackPopupEvent
  | ApplePayReport
  | { type: 'funding.choose'; method: PaymentMethod }
  | { type: 'funding.back' }
  | ApplePayContainerEvent
  | { type: 'funding.open' }
  | { type: 'funding.close' }
  | { type: 'amount.change'; amount: string }
  | { type: 'funding.submit' }

export interface FundWalletContext {
  /** The amount as typed, in naira. */
  amount: string
  /** Why the last attempt did not add funds, shown under the amount. */
  message: string | null
  funding: WalletFunding | null
  /** The store's checkout settings, once loaded. */
  config: PaymentConfig | null
  /** The gateway opened for the shopper's choice, and those whose checkout did not load here (passed over). */
  gateway: PaymentGateway | null
  failedGateways: PaymentGateway[]
  /** What the open checkout reported as paid, while the funding is confirmed. */
  paid: { gateway: 'flutterwave'; transactionId: string } | { gateway: 'paystack'; reference: string } | null
  returnTo: string | null
  /** Add Funds was asked for as the page opened. */
  openAtStart: boolean
}

const inRange = (text: string) => {
  const amount = typedAmount(text)
  return amount !== null && amount >= FUNDING_MINIMUM && amount <= FUNDING_MAXIMUM
}

/** The funding's checkouts the dialog can open. */
export const openable = ({ config, funding }: Pick<FundWalletContext, 'config' | 'funding'>) =>
  openableCheckouts(config, funding?.checkouts)

/** Who pays, for Apple Pay's sheet: the funding's email and amount. */
const payerOf = ({ funding }: Pick<FundWalletContext, 'funding'>) => ({
  email: funding?.email ?? '',
  amountKobo: funding ? nairaToKobo(funding.amount) : 0,
})

const backToAmount = (message: string) => ({ type: 'setMessage', params: { message } }) as const

export const fundWalletMachine = setup({
  types: {
    context: {} as FundWalletContext,
    events: {} as FundWalletEvent,
    input: {} as FundWalletInput,
    tags: {} as 'busy',
  },
  actors: {
    // POST api/wallets/fund
    startFunding: fromPromise<WalletFunding, { amount: number }>(notProvided('startFunding')),
    // GET api/payments/config: the scripts and public keys of the store's gateways.
    loadPaymentConfig: fromPromise<PaymentConfig>(notProvided('loadPaymentConfig')),
    // Loads and opens the checkout for a charge, and reports how it went (its slots are the app's to fill).
    cardCheckout: cardCheckoutMachine,
    // Paystack's script, popup and Apple Pay button (as on /payment).
    loadPaystackScript: fromPromise<void, { scriptUrl: string }>(notProvided('loadPaystackScript')),
    openPaystack: fromCallback<PaystackPopupEvent, OpenPaystackInput>(notProvided('openPaystack')),
    applePay: applePayMachine,
    // POST api/wallets/fund/confirm
    confirmFunding: fromPromise<WalletTransaction, ConfirmFundingInput>(notProvided('confirmFunding')),
  },
  actions: {
    ...baseActions,
    /** Tells the page that the balance moved. */
    funded: (_, _transaction: WalletTransaction) => notProvided('funded')(),
    setAmount: assign((_, amount: string) => ({ amount, message: null })),
    setMessage: assign((_, { message }: { message: string }) => ({ message })),
    setFunding: assign((_, funding: WalletFunding) => ({ funding })),
    setConfig: assign((_, config: PaymentConfig) => ({ config })),
    choose: assign(({ context, event }) => {
      if (event.type !== 'funding.choose') return {}
      return { gateway: checkoutFor(openable(context), event.method, context.failedGateways)?.gateway ?? null }
    }),
    /** The opened gateway could not be loaded: passed over for the next choice. */
    markFailed: assign(({ context }) => ({
      failedGateways:
        context.gateway && !context.failedGateways.includes(context.gateway)
          ? [...context.failedGateways, context.gateway]
          : context.failedGateways,
    })),
    setPaid: assign((_, paid: NonNullable<FundWalletContext['paid']>) => ({ paid })),
    /** Asks the card checkout to open for the funding, in kobo. */
    openCheckout: sendTo('cardCheckout', ({ context }) => ({
      type: 'cardCheckout.open' as const,
      ...(context.config ? { config: context.config } : {}),
      charge: {
        txRef: context.funding!.txRef,
        amount: nairaToKobo(context.funding!.amount),
        email: context.funding!.email,
        name: context.funding!.name,
        description: fundWalletMessages.description,
      },
    })),
    reset: assign({ amount: '', message: null, funding: null, paid: null }),
  },
  guards: {
    hasConfig: ({ context }) => context.config !== null,
    /** Only Flutterwave's card checkout can be opened: it opens at once, as before there was a choice. */
    cardOnly: ({ context }) =>
      methodsOf(openable(context)).join() === 'card' &&
      applePayInputOf(context.config, context.funding?.checkouts, payerOf(context)) === null,
    opensFlutterwave: ({ context, event }) =>
      event.type === 'funding.choose' &&
      checkoutFor(openable(context), event.method, context.failedGateways)?.gateway === 'flutterwave',
    opensPaystack: ({ context, event }) =>
      event.type === 'funding.choose' &&
      checkoutFor(openable(context), event.method, context.failedGateways)?.gateway === 'paystack',
    opensAtOnce: ({ context }) => context.openAtStart,
    isInRange: ({ context }) => inRange(context.amount),
    hasReturn: ({ context }) => context.returnTo !== null,
  },
}).createMachine({
  id: 'fundWallet',
  context: ({ input }) => ({
    amount: '',
    message: null,
    funding: null,
    config: null,
    gateway: null,
    failedGateways: [],
    paid: null,
    returnTo: input.returnTo ?? null,
    openAtStart: input.open === true,
  }),
  invoke: { id: 'cardCheckout', src: 'cardCheckout' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'opensAtOnce', target: 'enteringAmount' }, { target: 'closed' }],
    },
    closed: {
      on: { 'funding.open': { target: 'enteringAmount', actions: 'reset' } },
    },
    enteringAmount: {
      on: {
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => event.amount } },
        'funding.submit': [
          { guard: 'isInRange', target: 'creatingFunding' },
          { actions: backToAmount(fundWalletMessages.amountOutOfRange) },
        ],
        'funding.close': 'closed',
      },
    },
    creatingFunding: {
      tags: ['busy'],
      invoke: {
        id: 'startFunding',
        src: 'startFunding',
        input: ({ context }) => ({ amount: koboToNaira(typedAmount(context.amount)!) }),
        onDone: {
          target: 'loadingSettings',
          actions: { type: 'setFunding', params: ({ event }) => event.output },
        },
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'setMessage', params: ({ event }) => ({ message: firstMessage(event.error) }) },
          ],
        },
      },
    },
    // The store's checkout settings, once per dialog.
    loadingSettings: {
      tags: ['busy'],
      always: { guard: 'hasConfig', target: 'deciding' },
      invoke: {
        id: 'loadPaymentConfig',
        src: 'loadPaymentConfig',
        onDone: { target: 'deciding', actions: { type: 'setConfig', params: ({ event }) => event.output } },
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            backToAmount(PAYMENT_SCRIPT_FAILED),
          ],
        },
      },
    },
    deciding: {
      always: [
        { guard: 'cardOnly', target: 'loadingConfig', actions: [assign({ gateway: 'flutterwave' }), 'openCheckout'] },
        { target: 'choosing' },
      ],
    },
    // How to pay the funding (as on /payment); Apple Pay's button is mounted meanwhile where the device has it.
    choosing: {
      invoke: {
        id: 'applePay',
        src: 'applePay',
        input: ({ context }) => applePayInputOf(context.config, context.funding?.checkouts, payerOf(context)),
      },
      on: {
        'funding.choose': [
          { guard: 'opensFlutterwave', target: 'loadingConfig', actions: ['choose', 'openCheckout'] },
          { guard: 'opensPaystack', target: 'paystackLoading', actions: 'choose' },
        ],
        // The dialog's element for the button, handed to Apple Pay's machine.
        'applePay.container': { actions: forwardTo('applePay') },
        'applePay.paid': {
          target: 'confirming',
          actions: { type: 'setPaid', params: ({ event }) => ({ gateway: 'paystack', reference: event.reference }) },
        },
        // Another amount: the funding started is left unpaid.
        'funding.back': 'enteringAmount',
        'funding.close': 'closed',
      },
    },
    // The card checkout has the settings already: it goes on to its script at once.
    loadingConfig: {
      tags: ['busy'],
      on: {
        'cardCheckout.configured': 'loadingScript',
        'cardCheckout.loadFailed': {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            'markFailed',
            backToAmount(PAYMENT_SCRIPT_FAILED),
          ],
        },
      },
    },
    // spec §8: the payment script's own message when it cannot be had; the next choice passes this gateway over.
    loadingScript: {
      tags: ['busy'],
      on: {
        'cardCheckout.opened': 'paying',
        'cardCheckout.loadFailed': {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            'markFailed',
            backToAmount(PAYMENT_SCRIPT_FAILED),
          ],
        },
      },
    },
    paying: {
      tags: ['busy'],
      on: {
        'cardCheckout.paid': {
          target: 'confirming',
          actions: {
            type: 'setPaid',
            params: ({ event }) => ({ gateway: 'flutterwave', transactionId: event.transactionId }),
          },
        },
        'cardCheckout.failed': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
        'cardCheckout.closed': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
      },
    },
    paystackLoading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPaystackScript',
        src: 'loadPaystackScript',
        input: ({ context }) => ({ scriptUrl: context.config!.paystack!.scriptUrl }),
        onDone: 'paystackPaying',
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            'markFailed',
            backToAmount(PAYMENT_SCRIPT_FAILED),
          ],
        },
      },
    },
    // Leaving stops the popup's actor, which closes it.
    paystackPaying: {
      tags: ['busy'],
      invoke: {
        id: 'openPaystack',
        src: 'openPaystack',
        input: ({ context }) => ({ accessCode: paystackAccessCode(context.funding?.checkouts)! }),
      },
      on: {
        'paystack.paid': {
          target: 'confirming',
          actions: { type: 'setPaid', params: ({ event }) => ({ gateway: 'paystack', reference: event.reference }) },
        },
        'paystack.failed': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
        'paystack.cancelled': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmFunding',
        src: 'confirmFunding',
        input: ({ context }): ConfirmFundingInput =>
          context.paid!.gateway === 'paystack'
            ? { paystack: { reference: context.paid!.reference } }
            : { flutterwave: { transaction_id: context.paid!.transactionId, tx_ref: context.funding!.txRef } },
        onDone: [
          {
            guard: 'hasReturn',
            target: 'credited',
            actions: [
              { type: 'funded', params: ({ event }) => event.output },
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'success', message: fundWalletMessages.credited(event.output.amount) }),
              },
              { type: 'navigate', params: ({ context }) => ({ to: context.returnTo! }) },
            ],
          },
          {
            target: 'closed',
            actions: [
              { type: 'funded', params: ({ event }) => event.output },
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'success', message: fundWalletMessages.credited(event.output.amount) }),
              },
            ],
          },
        ],
        // The server's word (a 503 says the payment will be confirmed shortly; the webhook credits it then).
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'setMessage', params: ({ event }) => ({ message: firstMessage(event.error) }) },
          ],
        },
      },
    },
    // Back to checkout: nothing more happens here.
    credited: { type: 'final' },
  },
})

export type FundWalletSnapshot = SnapshotFrom<typeof fundWalletMachine>
