// Withdraw (spec §3 Withdrawal form, §4 after withdrawal, §5, §9): the banks from fetchBanks and the fee's percentage
// from the promo, then a form whose account name is looked up by itself once a bank is chosen and the account number
// is complete; editing the number or the bank forgets the name. Submitting checks the minimum and that the balance
// covers the amount and its fee, and sends one reference per withdrawal, kept across retries so that a repeat can
// never pay twice. Success clears the form and, 2 s later, asks the page to reload its wallet.
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { Bank, RequestBody, WalletTransaction } from '@/domain/contract'
import { koboToNaira, type Kobo } from '@/domain/money'
import {
  WALLET_RELOAD_DELAY_MS,
  WITHDRAWAL_MINIMUM,
  walletMessages,
  withdrawalFee,
  withdrawalTotal,
} from '@/domain/wallet'
import { baseActions } from '../lib/base-actions'
import { failedInto } from '../lib/load-failed'
import { notProvided } from '../lib/not-provided'
import { typedAmount } from '../lib/typed-amount'

export type { Bank, WalletTransaction }

export type WithdrawInput = RequestBody<'withdraw'>
export type VerifyAccountInput = { accountNumber: string; bankCode: string }

/** What the form needs before it opens: where money can go, and the promo's fee percentage if it sets one. */
export interface WithdrawalSettings {
  banks: Bank[]
  feePercent: number | null
}

export interface WithdrawMachineInput {
  /** The wallet's balance, in kobo. */
  balance: Kobo
}

export interface WithdrawContext extends WithdrawalSettings {
  balance: Kobo
  /** As typed, in naira. */
  amount: string
  bankCode: string
  /** Digits only. */
  accountNumber: string
  /** The name the bank gave for the account; null until verified. */
  accountName: string | null
  /** Made at the first submit of a withdrawal and kept until it succeeds. */
  reference: string | null
  /** Why the form cannot be sent (spec §5), or the server's refusal. */
  message: string | null
  /** Why the account name could not be found. */
  lookupMessage: string | null
  error: unknown
}

export type WithdrawEvent =
  | { type: 'amount.change'; amount: string }
  | { type: 'bank.change'; bankCode: string }
  | { type: 'accountNumber.change'; accountNumber: string }
  | { type: 'balance.change'; balance: Kobo }
  | { type: 'withdraw.submit' }
  | { type: 'withdraw.retry' }

/** The contract's AccountNumber: a 10-digit NUBAN. */
export const ACCOUNT_NUMBER_LENGTH = 10

/** The fee the form shows and sends for the typed amount (spec §9), or null while there is no amount. */
export function feeFor(context: Pick<WithdrawContext, 'amount' | 'feePercent'>): Kobo | null {
  const amount = typedAmount(context.amount)
  return amount === null ? null : withdrawalFee(amount, context.feePercent)
}

/** What leaves the wallet for the typed amount: the amount and its fee; null while there is no amount. */
export function totalFor(context: Pick<WithdrawContext, 'amount' | 'feePercent'>): Kobo | null {
  const amount = typedAmount(context.amount)
  return amount === null ? null : withdrawalTotal(amount, context.feePercent)
}

// spec §5: looked up once a bank is chosen and the number is longer than 8 digits. A NUBAN is 10 digits and the
// contract takes no other, so the lookup waits for the whole number: at 9 digits it could only fail (ADR 0010).
function canLookUp({ bankCode, accountNumber }: Pick<WithdrawContext, 'bankCode' | 'accountNumber'>): boolean {
  return bankCode !== '' && accountNumber.length === ACCOUNT_NUMBER_LENGTH
}

function newReference(): string {
  return `wd_${crypto.randomUUID().replace(/-/g, '')}`
}

const clearedForm = {
  amount: '',
  bankCode: '',
  accountNumber: '',
  accountName: null,
  reference: null,
  message: null,
  lookupMessage: null,
}

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawMachineInput,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/wallets/fetchBanks and GET api/promo
    loadSettings: fromPromise<WithdrawalSettings>(notProvided('loadSettings')),
    // POST api/wallets/verifyBank
    verifyAccount: fromPromise<string, VerifyAccountInput>(notProvided('verifyAccount')),
    // POST api/wallets/withdraw
    withdraw: fromPromise<WalletTransaction, WithdrawInput>(notProvided('withdraw')),
  },
  actions: {
    ...baseActions,
    /** spec §4: the page reloads 2 s after a withdrawal. */
    reload: () => notProvided('reload')(),
    setSettings: assign((_, settings: WithdrawalSettings) => ({
      banks: settings.banks,
      feePercent: settings.feePercent,
      error: null,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    setAmount: assign((_, amount: string) => ({ amount, message: null })),
    // spec §5: editing the number or bank clears the name.
    setBank: assign((_, bankCode: string) => ({ bankCode, accountName: null, lookupMessage: null, message: null })),
    setAccountNumber: assign((_, accountNumber: string) => ({
      accountNumber: accountNumber.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_LENGTH),
      accountName: null,
      lookupMessage: null,
      message: null,
    })),
    setBalance: assign((_, balance: Kobo) => ({ balance })),
    setAccountName: assign((_, accountName: string) => ({ accountName })),
    setLookupMessage: assign((_, { message }: { message: string }) => ({ lookupMessage: message })),
    setMessage: assign((_, { message }: { message: string }) => ({ message })),
    makeReference: assign(({ context }) => ({ reference: context.reference ?? newReference() })),
    clearForm: assign(clearedForm),
  },
  guards: {
    canLookUp: ({ context }) => canLookUp(context),
    hasAmount: ({ context }) => context.amount.trim() !== '',
    isBelowMinimum: ({ context }) => {
      const amount = typedAmount(context.amount)
      return amount === null || amount < WITHDRAWAL_MINIMUM
    },
    // spec §5: the balance must cover the amount plus the fee.
    isNotCovered: ({ context }) => totalFor(context)! > context.balance,
  },
  delays: { reload: WALLET_RELOAD_DELAY_MS },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({ banks: [], feePercent: null, balance: input.balance, error: null, ...clearedForm }),
  initial: 'loading',
  on: {
    'balance.change': { actions: { type: 'setBalance', params: ({ event }) => event.balance } },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'setSettings', params: ({ event }) => event.output } },
        onError: failedInto('failed'),
      },
    },
    failed: {
      on: { 'withdraw.retry': 'loading' },
    },
    editing: {
      initial: 'checking',
      on: {
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => event.amount } },
        'bank.change': {
          target: '.checking',
          reenter: true,
          actions: { type: 'setBank', params: ({ event }) => event.bankCode },
        },
        'accountNumber.change': {
          target: '.checking',
          reenter: true,
          actions: { type: 'setAccountNumber', params: ({ event }) => event.accountNumber },
        },
      },
      states: {
        checking: {
          always: [{ guard: 'canLookUp', target: 'verifying' }, { target: 'unverified' }],
        },
        unverified: {},
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyAccount',
            src: 'verifyAccount',
            input: ({ context }) => ({ accountNumber: context.accountNumber, bankCode: context.bankCode }),
            onDone: { target: 'verified', actions: { type: 'setAccountName', params: ({ event }) => event.output } },
            onError: {
              target: 'lookupFailed',
              actions: { type: 'setLookupMessage', params: ({ event }) => ({ message: firstMessage(event.error) }) },
            },
          },
        },
        lookupFailed: {},
        // spec §5: submit needs amount, bank, number and the verified name, and nothing pending; then the minimum,
        // and that the balance covers the amount and its fee.
        verified: {
          on: {
            'withdraw.submit': [
              {
                guard: and(['hasAmount', 'isBelowMinimum']),
                actions: { type: 'setMessage', params: { message: walletMessages.withdrawalMinimum } },
              },
              {
                guard: and(['hasAmount', 'isNotCovered']),
                actions: { type: 'setMessage', params: { message: walletMessages.insufficientFunds } },
              },
              { guard: 'hasAmount', target: '#withdraw.submitting', actions: 'makeReference' },
            ],
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => {
          const bank = context.banks.find((candidate) => candidate.code === context.bankCode)
          return {
            amount: koboToNaira(typedAmount(context.amount)!),
            accountNumber: context.accountNumber,
            accountName: context.accountName!,
            bankName: bank?.name ?? context.bankCode,
            bankCode: context.bankCode,
            reference: context.reference!,
            fee: koboToNaira(feeFor(context)!),
          }
        },
        onDone: {
          target: 'withdrawn',
          actions: ['clearForm', { type: 'notify', params: { kind: 'success', message: walletMessages.withdrawn } }],
        },
        onError: {
          target: 'editing.verified',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'setMessage', params: ({ event }) => ({ message: firstMessage(event.error) }) },
          ],
        },
      },
    },
    // The form is cleared at once; what is typed meanwhile is kept, and looked up when the page has reloaded.
    withdrawn: {
      after: { reload: { target: 'editing', actions: 'reload' } },
      on: {
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => event.amount } },
        'bank.change': { actions: { type: 'setBank', params: ({ event }) => event.bankCode } },
        'accountNumber.change': { actions: { type: 'setAccountNumber', params: ({ event }) => event.accountNumber } },
      },
    },
  },
})

export type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>
