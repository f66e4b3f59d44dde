// Airtime (spec §2 Buy data: 'Airtime purchase also exists', §4, §5): a phone and an amount of at least ₦50, paid from
// the wallet; the network is shown once detected. After a purchase the page reloads after 2 s.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { WalletTransaction } from '@/domain/contract'
import { koboToNaira, nairaToKobo } from '@/domain/money'
import {
  detectNetwork,
  isCompletePhone,
  normalisePhone,
  shouldDetectNetwork,
  type DetectedNetwork,
} from '@/domain/phone'
import { AIRTIME_MINIMUM, walletMessages, WALLET_RELOAD_DELAY_MS } from '@/domain/wallet'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

/** What the purchase sends: the normalised phone and the amount in naira. */
export interface BuyAirtimeInput {
  phone: string
  amount: number
}

export interface BuyAirtimeContext {
  /** The phone and the amount as the shopper typed them. */
  phone: string
  amount: string
  network: DetectedNetwork | null
  phoneError: string | null
  amountError: string | null
}

export type BuyAirtimeEvent =
  { type: 'phone.change'; phone: string } | { type: 'amount.change'; amount: string } | { type: 'airtime.purchase' }

/** The amount typed, in whole kobo, or null when it is not a number of naira. */
export function airtimeAmount(typed: string): number | null {
  const text = typed.replace(/[₦,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  return nairaToKobo(Number(text))
}

export const buyAirtimeMachine = setup({
  types: {
    context: {} as BuyAirtimeContext,
    events: {} as BuyAirtimeEvent,
    tags: {} as 'busy',
  },
  actors: {
    // POST api/wallets/buyAirtime { phone, amount }
    buyAirtime: fromPromise<WalletTransaction, BuyAirtimeInput>(notProvided('buyAirtime')),
  },
  actions: {
    ...baseActions,
    /** spec §4: the page reloads after a purchase. */
    reload: () => notProvided('reload')(),
    changePhone: assign(({ event }) =>
      event.type === 'phone.change'
        ? {
            phone: event.phone,
            network: shouldDetectNetwork(event.phone) ? detectNetwork(event.phone) : null,
            phoneError: null,
          }
        : {},
    ),
    changeAmount: assign(({ event }) =>
      event.type === 'amount.change' ? { amount: event.amount, amountError: null } : {},
    ),
    // Each field says what it lacks, both at once.
    explain: assign(({ context }) => {
      const amount = airtimeAmount(context.amount)
      return {
        phoneError: isCompletePhone(normalisePhone(context.phone)) ? null : walletMessages.fillTheForm,
        amountError:
          amount === null
            ? walletMessages.fillTheForm
            : amount < AIRTIME_MINIMUM
              ? walletMessages.airtimeMinimum
              : null,
      }
    }),
    clearForm: assign({ phone: '', amount: '', network: null, phoneError: null, amountError: null }),
  },
  guards: {
    // spec §5: a whole Nigerian number and at least ₦50.
    isValid: ({ context }) => {
      const amount = airtimeAmount(context.amount)
      return isCompletePhone(normalisePhone(context.phone)) && amount !== null && amount >= AIRTIME_MINIMUM
    },
  },
  delays: {
    reloadDelay: WALLET_RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'buyAirtime',
  context: { phone: '', amount: '', network: null, phoneError: null, amountError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'phone.change': { actions: 'changePhone' },
        'amount.change': { actions: 'changeAmount' },
        'airtime.purchase': [{ guard: 'isValid', target: 'purchasing' }, { actions: 'explain' }],
      },
    },
    purchasing: {
      tags: ['busy'],
      invoke: {
        id: 'buyAirtime',
        src: 'buyAirtime',
        input: ({ context }) => ({
          phone: normalisePhone(context.phone),
          amount: koboToNaira(airtimeAmount(context.amount) ?? 0),
        }),
        onDone: {
          target: 'purchased',
          actions: { type: 'notify', params: { kind: 'success', message: walletMessages.airtimePurchased } },
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
        },
      },
    },
    // spec §4: the page reloads after 2 s.
    purchased: {
      entry: 'clearForm',
      after: { reloadDelay: { target: 'reloading', actions: 'reload' } },
    },
    reloading: {},
  },
})

export type BuyAirtimeSnapshot = SnapshotFrom<typeof buyAirtimeMachine>
