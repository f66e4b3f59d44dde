// The wallet's dedicated account on /profile (ADR 0042): read as the panel opens; 'opening' while the store opens it
// in the background (asked again a few times, then left for a later visit), 'shown' with a Copy button, 'failed' with
// a way to ask again. Copying is its own states: 'copying', 'copied' (said politely, then back to 'shown') and
// 'copyRefused' (the browser refused the clipboard: the number is offered for the shopper to select).
import { assign, fromPromise, setup } from 'xstate'
import { FUNDING_ACCOUNT_POLLS, FUNDING_ACCOUNT_POLL_MS, type FundingAccount } from '@/domain/funding-account'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type { FundingAccount }

export interface FundingAccountContext {
  account: FundingAccount | null
  /** How many reads found no account yet. */
  polls: number
  error: unknown
}

export type FundingAccountEvent = { type: 'account.copy' } | { type: 'account.retry' }

export const fundingAccountMachine = setup({
  types: {
    context: {} as FundingAccountContext,
    events: {} as FundingAccountEvent,
  },
  actors: {
    // GET api/wallets → accounts
    loadAccounts: fromPromise<FundingAccount[]>(notProvided('loadAccounts')),
    // navigator.clipboard.writeText
    copyText: fromPromise<void, { text: string }>(notProvided('copyText')),
  },
  delays: { poll: FUNDING_ACCOUNT_POLL_MS, copiedFor: 3_000 },
  guards: {
    found: (_, accounts: FundingAccount[]) => accounts.length > 0,
    mayAskAgain: ({ context }) => context.polls < FUNDING_ACCOUNT_POLLS,
  },
  actions: {
    ...baseActions,
    setAccount: assign((_, accounts: FundingAccount[]) => ({ account: accounts[0] ?? null, error: null })),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'fundingAccount',
  context: { account: null, polls: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAccounts',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'setAccount', params: ({ event }) => event.output },
          },
          { target: 'opening', actions: 'countPoll' },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    opening: {
      always: { guard: ({ context }) => context.polls >= FUNDING_ACCOUNT_POLLS, target: 'stillOpening' },
      after: { poll: 'loading' },
    },
    stillOpening: {},
    shown: { on: { 'account.copy': 'copying' } },
    copying: {
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({ text: context.account?.accountNumber ?? '' }),
        onDone: 'copied',
        onError: 'copyRefused',
      },
    },
    copied: { after: { copiedFor: 'shown' }, on: { 'account.copy': 'copying' } },
    copyRefused: { on: { 'account.copy': 'copying' } },
    failed: { on: { 'account.retry': { target: 'loading', actions: assign({ polls: 0 }) } } },
  },
})
