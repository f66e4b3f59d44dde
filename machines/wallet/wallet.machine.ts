// The wallet's balance on /profile (spec §2 Profile, §3 Wallet, §8 'No wallet'): loaded as the page opens, and again
// on demand after anything that moves money (a funding, a withdrawal), keeping the last balance in view meanwhile. The
// wallet's notices (a withdrawal the bank refused after it was accepted, ADR 0014) stay in view until the shopper
// dismisses them; dismissing tells the server they were seen, and a failure to tell it leaves them for the next visit.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Wallet, WalletNotice } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type { Wallet, WalletNotice }

export interface WalletContext {
  wallet: Wallet | null
  error: unknown
}

export type WalletEvent = { type: 'wallet.reload' } | { type: 'notices.dismiss' }

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
  },
  actors: {
    // GET api/wallets
    loadWallet: fromPromise<Wallet>(notProvided('loadWallet')),
    // POST api/wallets/notices/seen
    acknowledgeNotices: fromPromise<Wallet, { ids: string[] }>(notProvided('acknowledgeNotices')),
  },
  guards: {
    hasNotices: ({ context }) => (context.wallet?.notices.length ?? 0) > 0,
  },
  actions: {
    ...baseActions,
    setWallet: assign((_, wallet: Wallet) => ({ wallet, error: null })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    // Seen here: not shown again on this visit, whether or not the server heard it.
    hideNotices: assign(({ context }) => ({ wallet: context.wallet ? { ...context.wallet, notices: [] } : null })),
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
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {
      on: { 'wallet.reload': 'loading', 'notices.dismiss': { guard: 'hasNotices', target: 'dismissingNotices' } },
    },
    dismissingNotices: {
      invoke: {
        id: 'acknowledgeNotices',
        src: 'acknowledgeNotices',
        input: ({ context }) => ({ ids: context.wallet?.notices.map((notice) => notice._id) ?? [] }),
        onDone: { target: 'ready', actions: { type: 'setWallet', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: ['hideNotices', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    // spec §8: 'Error, Please try again later', with a way to ask again.
    failed: {
      on: { 'wallet.reload': 'loading' },
    },
  },
})

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>
