// Funding the wallet by bank transfer (ADR 0042): the texts of the wallet's dedicated account on /profile. Kept out of
// `wallet.ts` so that /profile's first load does not carry them (the panel is fetched after the page is drawn).
import type { Wallet } from './contract'

/** One of the wallet's accounts (spec §3 Wallet accounts: accountName, bankName, accountNumber). */
export type FundingAccount = Wallet['accounts'][number]

/** The panel's states (machines/funding-account), one string each. */
export type FundingAccountState =
  'loading' | 'opening' | 'stillOpening' | 'shown' | 'copying' | 'copied' | 'copyRefused' | 'failed'
export const fundingAccountTexts = {
  heading: 'Fund by bank transfer',
  intro: 'Send money to this account from any Nigerian bank app and it is added to your wallet.',
  accountName: 'Account name',
  bank: 'Bank',
  accountNumber: 'Account number',
  copy: 'Copy',
  copyLabel: (number: string) => `Copy account number ${number}`,
  copied: 'Account number copied',
  copyRefused: 'Your browser did not let us copy. Select the number below and copy it yourself.',
  loading: 'Loading your funding account',
  opening: 'We are opening your account for bank transfers. It will show here in a moment.',
  stillOpening: 'Your account for bank transfers is not ready yet. Check back in a few minutes.',
  failed: 'We could not load your account for bank transfers.',
  retry: 'Try again',
} as const

/** How often /profile asks again while the account is being opened, and how many times before it stops asking. */
export const FUNDING_ACCOUNT_POLL_MS = 4_000
export const FUNDING_ACCOUNT_POLLS = 8
