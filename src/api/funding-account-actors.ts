// The wallet's dedicated account on /profile (machines/funding-account; ADR 0042): read from GET api/wallets (the
// store opens it in the background on that read), and copied with the browser's clipboard.
import { fromPromise } from 'xstate'
import type { FundingAccount } from '@/domain/funding-account'
import { fromRequest } from './request-actor'
import { getWallet } from './wallet-actors'

/** Writes text to the clipboard; rejects where the browser has none or refuses it (the panel then offers the text). */
async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('No clipboard in this browser')
  await navigator.clipboard.writeText(text)
}

export function fundingAccountActors() {
  return {
    loadAccounts: fromRequest<FundingAccount[]>(async (_, signal) => (await getWallet({ signal })).accounts),
    copyText: fromPromise<void, { text: string }>(({ input }) => copyToClipboard(input.text)),
  }
}
