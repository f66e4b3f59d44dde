// Add Funds (spec §2 Profile, Checkout's 'Fund wallet'; ADR 0010): the shopper types an amount, the server keeps a
// pending funding under a new reference, and the same card checkout as an order's opens for it (Flutterwave Inline,
// or the sandbox's stand-in; ADR 0009). Once the checkout reports a payment the server reads it from the provider and
// credits the wallet once; the browser's report is never the proof. A close, a failed payment or a refusal goes back
// to the amount with a message; a credit closes the dialog, and when checkout sent the shopper here, returns there.
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { PaymentConfig, RequestBody, WalletFunding, WalletTransaction } from '@/domain/contract'
import { formatNaira, koboToNaira, nairaToKobo, type Kobo } from '@/domain/money'
import { PAYMENT_SCRIPT_FAILED } from '@/domain/order-messages'
import { FUNDING_MAXIMUM, FUNDING_MINIMUM } from '@/domain/wallet'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { typedAmount } from '../lib/typed-amount'
import { cardCheckoutSlots, isPaidCheckout, transactionIdOf, type CheckoutEvent } from '../lib/card-checkout'

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

/** What the open-checkout slot needs: the store's checkout settings and the funding being paid, in kobo. */
export interface FundingCheckoutInput {
  config: PaymentConfig
  payment: { txRef: string; amount: Kobo; email: string; name: string; description: string }
}

export type FundWalletEvent =
  | CheckoutEvent
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
  config: PaymentConfig | null
  transactionId: string | null
  returnTo: string | null
  /** Add Funds was asked for as the page opened. */
  openAtStart: boolean
}

const inRange = (text: string) => {
  const amount = typedAmount(text)
  return amount !== null && amount >= FUNDING_MINIMUM && amount <= FUNDING_MAXIMUM
}

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
    ...cardCheckoutSlots,
    // Opens the checkout's modal; stopping it closes the modal.
    openCheckout: fromCallback<FundWalletEvent, FundingCheckoutInput>(notProvided('openCheckout')),
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
    setTransaction: assign((_, transactionId: string | null) => ({ transactionId })),
    reset: assign({ amount: '', message: null, funding: null, transactionId: null }),
  },
  guards: {
    opensAtOnce: ({ context }) => context.openAtStart,
    isInRange: ({ context }) => inRange(context.amount),
    hasConfig: ({ context }) => context.config !== null,
    hasReturn: ({ context }) => context.returnTo !== null,
    isPaid: ({ event }) => isPaidCheckout(event),
  },
}).createMachine({
  id: 'fundWallet',
  context: ({ input }) => ({
    amount: '',
    message: null,
    funding: null,
    config: null,
    transactionId: null,
    returnTo: input.returnTo ?? null,
    openAtStart: input.open === true,
  }),
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
        onDone: [
          {
            guard: 'hasConfig',
            target: 'loadingScript',
            actions: { type: 'setFunding', params: ({ event }) => event.output },
          },
          { target: 'loadingConfig', actions: { type: 'setFunding', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'setMessage', params: ({ event }) => ({ message: firstMessage(event.error) }) },
          ],
        },
      },
    },
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        id: 'loadPaymentConfig',
        src: 'loadPaymentConfig',
        onDone: { target: 'loadingScript', actions: { type: 'setConfig', params: ({ event }) => event.output } },
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            backToAmount(PAYMENT_SCRIPT_FAILED),
          ],
        },
      },
    },
    // spec §8: the payment script's own message when it cannot be had.
    loadingScript: {
      tags: ['busy'],
      invoke: {
        id: 'loadCheckoutScript',
        src: 'loadCheckoutScript',
        input: ({ context }) => ({ scriptUrl: context.config!.scriptUrl }),
        onDone: 'paying',
        onError: {
          target: 'enteringAmount',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            backToAmount(PAYMENT_SCRIPT_FAILED),
          ],
        },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'openCheckout',
        src: 'openCheckout',
        input: ({ context }) => ({
          config: context.config!,
          payment: {
            txRef: context.funding!.txRef,
            amount: nairaToKobo(context.funding!.amount),
            email: context.funding!.email,
            name: context.funding!.name,
            description: fundWalletMessages.description,
          },
        }),
      },
      on: {
        'checkout.completed': [
          {
            guard: 'isPaid',
            target: 'confirming',
            actions: { type: 'setTransaction', params: ({ event }) => transactionIdOf(event.response) },
          },
          { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
        ],
        'checkout.closed': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmFunding',
        src: 'confirmFunding',
        input: ({ context }) => ({
          flutterwave: { transaction_id: context.transactionId!, tx_ref: context.funding!.txRef },
        }),
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
