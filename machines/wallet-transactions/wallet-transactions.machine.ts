// The wallet's transactions on /profile (spec §2 Profile, §7 GET api/wallets/transactions, §8): newest first, a page
// at a time ('See more' adds the next page below), loaded again after the wallet changes. A failed first load says
// spec §8's 'An error has occured while fetch transactions. please try again later' and offers a retry; a failed
// further page keeps the list and says the same.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { WalletTransaction, WalletTransactionPage } from '@/domain/contract'
import { walletMessages } from '@/domain/wallet'
import { firstMessage } from '@/domain/account'
import { baseActions } from '../lib/base-actions'
import type { Notice } from '../lib/notice'
import { notProvided } from '../lib/not-provided'

export type { WalletTransaction, WalletTransactionPage }

/** spec §9's page size, as the listing's. */
export const TRANSACTIONS_PAGE_SIZE = 12

export interface LoadTransactionsInput {
  page: number
  limit: number
}

export interface WalletTransactionsContext {
  transactions: WalletTransaction[]
  nextPage: number | null
  error: unknown
}

export type WalletTransactionsEvent =
  { type: 'transactions.retry' } | { type: 'transactions.reload' } | { type: 'transactions.more' }

const failedNotice = ({ error }: { error: unknown }): Notice => ({
  kind: 'error',
  message: firstMessage(error, walletMessages.transactionsFailed),
})

export const walletTransactionsMachine = setup({
  types: {
    context: {} as WalletTransactionsContext,
    events: {} as WalletTransactionsEvent,
  },
  actors: {
    // GET api/wallets/transactions
    loadTransactions: fromPromise<WalletTransactionPage, LoadTransactionsInput>(notProvided('loadTransactions')),
  },
  actions: {
    ...baseActions,
    setPage: assign((_, page: WalletTransactionPage) => ({
      transactions: page.docs,
      nextPage: page.nextPage,
      error: null,
    })),
    appendPage: assign(({ context }, page: WalletTransactionPage) => {
      // A transaction made since the first page moves older ones down a page: one already listed is not listed twice.
      const listed = new Set(context.transactions.map((transaction) => transaction._id))
      return {
        transactions: [...context.transactions, ...page.docs.filter((transaction) => !listed.has(transaction._id))],
        nextPage: page.nextPage,
      }
    }),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
  guards: {
    isNone: (_, page: WalletTransactionPage) => page.docs.length === 0,
    hasMore: ({ context }) => context.nextPage !== null,
  },
}).createMachine({
  id: 'walletTransactions',
  context: { transactions: [], nextPage: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        input: { page: 1, limit: TRANSACTIONS_PAGE_SIZE },
        onDone: [
          {
            guard: { type: 'isNone', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'setPage', params: ({ event }) => event.output },
          },
          { target: 'listed', actions: { type: 'setPage', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => failedNotice({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { 'transactions.retry': 'loading', 'transactions.reload': 'loading' },
    },
    empty: {
      on: { 'transactions.reload': 'loading' },
    },
    listed: {
      on: {
        'transactions.reload': 'loading',
        'transactions.more': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        input: ({ context }) => ({ page: context.nextPage!, limit: TRANSACTIONS_PAGE_SIZE }),
        onDone: { target: 'listed', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: {
          target: 'listed',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => failedNotice({ error: event.error }) },
          ],
        },
      },
      on: { 'transactions.reload': 'loading' },
    },
  },
})

export type WalletTransactionsSnapshot = SnapshotFrom<typeof walletTransactionsMachine>
