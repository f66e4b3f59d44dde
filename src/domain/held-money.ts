// Money that needs a person (docs/adr/0032; openapi.yaml getHeldMoney, actOnHeldMoney), on /staff/money: what the
// store holds for the owner to settle, what the owner may do with each, and the page's words.
//
// Three kinds are held: a card refund staff gave that the provider refused too often ('orderRefund', order_refunds),
// the refund of a refused order likewise ('refusedOrder', orders.refund_state), and a withdrawal the bank did not
// answer for a day, or whose transfer does not match it ('withdrawal', wallet_transactions.details.heldForStaff).
// Each is 'held' until the owner acts once; the table below is the one rule of which action leads where.
import { STAFF_PAGE_NAMES } from './staff-page-names'
import type { Schema } from './contract'
import { requestKey } from './first-page'

export type HeldMoney = Schema<'HeldMoney'>
export type HeldMoneyKind = Schema<'HeldMoneyKind'>
export type HeldMoneyState = Schema<'HeldMoneyState'>
export type HeldMoneyAction = Schema<'HeldMoneyAction'>
export type WalletFloat = Schema<'WalletFloat'>
export type HeldMoneyEvent = Schema<'HeldMoneyEvent'>

/**
 * From each state, the actions the owner may take and the state each leads to. Only 'held' money can be acted on:
 * 'retrying' is the round's again (it is held again if the provider still refuses), and 'toWallet' and 'settled' are
 * final. Two owners acting at once, or an action racing the round, find the state no longer 'held' and change nothing.
 */
export const HELD_MONEY_MOVES = {
  held: { retry: 'retrying', toWallet: 'toWallet', settle: 'settled' },
  retrying: {},
  toWallet: {},
  settled: {},
} as const satisfies Record<HeldMoneyState, Partial<Record<HeldMoneyAction, HeldMoneyState>>>

export const HELD_MONEY_ACTIONS = ['retry', 'toWallet', 'settle'] as const satisfies readonly HeldMoneyAction[]

/** The state `action` leads to from `state`, or null when it is not allowed there. */
export function nextHeldState(state: HeldMoneyState, action: HeldMoneyAction): HeldMoneyState | null {
  const moves: Partial<Record<HeldMoneyAction, HeldMoneyState>> = HELD_MONEY_MOVES[state]
  return moves[action] ?? null
}

/** The actions allowed from `state`, in the page's order. */
export function heldMoneyActions(state: HeldMoneyState): HeldMoneyAction[] {
  return HELD_MONEY_ACTIONS.filter((action) => nextHeldState(state, action) !== null)
}

/** A reference for 'settle': what the owner was told when the money moved outside the store (a bank's, a teller's). */
export const SETTLE_REFERENCE_MAX = 200

export function isSettleReference(reference: string | undefined): reference is string {
  return reference !== undefined && reference.trim().length >= 3 && reference.trim().length <= SETTLE_REFERENCE_MAX
}

/** The wallet float against the provider's balance: what the provider holds beyond (or short of) what the store owes. */
export function floatDifferenceKobo(walletsKobo: number, providerKobo: number | null): number | null {
  return providerKobo === null ? null : providerKobo - walletsKobo
}

export const heldMoneyMessages = {
  notFound: 'There is no such held money',
  notHeld: 'This money is no longer held: someone dealt with it already',
  referenceNeeded: 'Give the reference the bank or the shopper gave you (3 to 200 characters)',
  providerUnavailable: 'The payment provider did not say its balance',
} as const

export const heldMoneyTexts = {
  heading: STAFF_PAGE_NAMES.staffMoney,
  intro:
    'Refunds the payment provider refused too often, and withdrawals the bank has not answered for a day. Each waits for you.',
  loading: 'Loading held money',
  empty: 'No money is held. Refunds and withdrawals are all on their way.',
  failed: 'Loading held money failed',
  retryLoad: 'Try again',
  kinds: {
    orderRefund: 'Card refunds',
    refusedOrder: 'Refunds of refused orders',
    withdrawal: 'Withdrawals',
  } satisfies Record<HeldMoneyKind, string>,
  float: {
    heading: 'Wallet float',
    wallets: 'Owed to shoppers (wallet balances)',
    provider: 'Payment provider balance',
    difference: 'Difference',
    providerMissing: 'Not known',
    sandbox: 'Sandbox',
  },
  history: 'History',
  openOrder: 'Open the order',
  events: {
    created: 'Made',
    refused: 'Refused by the provider',
    held: 'Held for staff',
    retry: 'Handed back to be tried again',
    toWallet: 'Put in the wallet',
    settled: 'Marked settled',
  } satisfies Record<HeldMoneyEvent['kind'], string>,
  attempts: (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`,
  actions: {
    retry: 'Retry',
    toWallet: 'Refund to wallet',
    settle: 'Mark settled',
  } satisfies Record<HeldMoneyAction, string>,
  /** A withdrawal's money goes back to the wallet it came from, with its fee. */
  withdrawalToWallet: 'Return to wallet',
  confirm: {
    retry: (what: string) =>
      `Try ${what} again? The provider is asked once more; if it still refuses, it is held again.`,
    toWallet: (what: string) =>
      `Put ${what} in the shopper's wallet? Do this only when the money did not reach them by the provider.`,
    settle: (what: string) =>
      `Mark ${what} settled? Do this only when the money reached the shopper outside the store.`,
    reference: 'Reference',
    referenceHint: "The bank's or the shopper's reference for the money that moved",
    cancel: 'Cancel',
    title: {
      retry: 'Try again',
      toWallet: 'Put it in the wallet',
      settle: 'Mark settled',
    } satisfies Record<HeldMoneyAction, string>,
  },
  done: {
    retry: 'Handed back to be tried again',
    toWallet: 'Put in the wallet',
    settle: 'Marked settled',
  } satisfies Record<HeldMoneyAction, string>,
} as const

/** The held money page's first request: a page the server drew for the owner opens on its answer (docs/adr/0050, 'Staff
 *  pages'). */
export function staffMoneyFirstRequest() {
  return requestKey<'getHeldMoney'>('/api/staff/held-money')
}
