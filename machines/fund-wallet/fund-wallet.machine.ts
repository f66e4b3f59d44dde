// Add Funds (spec §2 Profile, Checkout's 'Fund wallet'; ADR 0010): the shopper types an amount, the server keeps a
// pending funding under a new reference, and the same card checkout as an order's (machines/card-checkout, invoked
// here: Flutterwave Inline, or the sandbox's stand-in; ADR 0009) loads and opens for it. Once the checkout reports a payment the server reads it from the provider and
// credits the wallet once; the browser's report is never the proof. A close, a failed payment or a refusal goes back
// to the amount with a message; a credit closes the dialog, and when checkout sent the shopper here, returns there.
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { RequestBody, WalletFunding, WalletTransaction } from '@/domain/contract'
import { formatNaira, koboToNaira, nairaToKobo } from '@/domain/money'
import { PAYMENT_SCRIPT_FAILED } from '@/domain/order-messages'
import { FUNDING_MAXIMUM, FUNDING_MINIMUM } from '@/domain/wallet'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import { typedAmount } from '../lib/typed-amount'
import { cardCheckoutMachine, type CardCheckoutReport } from '../card-checkout/card-checkout.machine'

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
    // Loads and opens the checkout for a charge, and reports how it went (its slots are the app's to fill).
    cardCheckout: cardCheckoutMachine,
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
    /** Asks the card checkout to open for the funding, in kobo. */
    openCheckout: sendTo('cardCheckout', ({ context }) => ({
      type: 'cardCheckout.open' as const,
      charge: {
        txRef: context.funding!.txRef,
        amount: nairaToKobo(context.funding!.amount),
        email: context.funding!.email,
        name: context.funding!.name,
        description: fundWalletMessages.description,
      },
    })),
    setTransaction: assign((_, transactionId: string) => ({ transactionId })),
    reset: assign({ amount: '', message: null, funding: null, transactionId: null }),
  },
  guards: {
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
    transactionId: null,
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
          target: 'loadingConfig',
          actions: [{ type: 'setFunding', params: ({ event }) => event.output }, 'openCheckout'],
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
    // The checkout keeps the settings it loaded: a second funding loads only the script.
    loadingConfig: {
      tags: ['busy'],
      on: {
        'cardCheckout.configured': 'loadingScript',
        'cardCheckout.loadFailed': {
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
      on: {
        'cardCheckout.opened': 'paying',
        'cardCheckout.loadFailed': {
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
      on: {
        'cardCheckout.paid': {
          target: 'confirming',
          actions: { type: 'setTransaction', params: ({ event }) => event.transactionId },
        },
        'cardCheckout.failed': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
        'cardCheckout.closed': { target: 'enteringAmount', actions: backToAmount(fundWalletMessages.notCompleted) },
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
