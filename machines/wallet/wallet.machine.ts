// The wallet's balance on /profile (spec §2 Profile, §3 Wallet, §8 'No wallet'): loaded as the page opens, and again
// on demand after anything that moves money (a funding, a withdrawal), keeping the last balance in view meanwhile.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Wallet } from '@/domain/contract'
import { notProvided } from '../lib/not-provided'

export type { Wallet }

export interface WalletContext {
  wallet: Wallet | null
  error: unknown
}

export type WalletEvent = { type: 'wallet.reload' }

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
  },
  actors: {
    // GET api/wallets
    loadWallet: fromPromise<Wallet>(notProvided('loadWallet')),
  },
  actions: {
    logFailure: (_, _failure: { error: unknown }) => notProvided('logFailure')(),
    setWallet: assign((_, wallet: Wallet) => ({ wallet, error: null })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'wallet',
  context: { wallet: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: { target: 'ready', actions: { type: 'setWallet', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    ready: {
      on: { 'wallet.reload': 'loading' },
    },
    // spec §8: 'Error, Please try again later', with a way to ask again.
    failed: {
      on: { 'wallet.reload': 'loading' },
    },
  },
})

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>
