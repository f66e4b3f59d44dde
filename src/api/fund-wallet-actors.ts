// Add Funds' calls over the typed client (spec §7 wallets, ADR 0010): a pending funding for the card checkout to pay,
// and the credit once it has. Fetched with the Add Funds dialog, not with the profile. Each resolves with the reply's
// data or rejects with an ApiError carrying the server's first message.
import type { WalletTransaction } from '@machines/wallet-transactions/wallet-transactions.machine'
import type { ConfirmFundingInput, WalletFunding } from '@machines/fund-wallet/fund-wallet.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** POST api/wallets/fund: a pending funding to open the card checkout for. */
export async function startWalletFunding(
  amount: number,
  { signal, client = api }: CallOptions = {},
): Promise<WalletFunding> {
  return (await unwrap(client.POST('/api/wallets/fund', { body: { amount }, signal }))).data
}

/** POST api/wallets/fund/confirm: the credit, made now (201) or before (200). */
export async function confirmWalletFunding(
  body: ConfirmFundingInput,
  { signal, client = api }: CallOptions = {},
): Promise<WalletTransaction> {
  return (await unwrap(client.POST('/api/wallets/fund/confirm', { body, signal }))).data
}

/** Slots of machines/fund-wallet that call the API (the card checkout's are ./card-checkout-actors). */
export function fundWalletActors(client?: Api) {
  return {
    startFunding: fromRequest<WalletFunding, { amount: number }>(({ amount }, signal) =>
      startWalletFunding(amount, { signal, client }),
    ),
    confirmFunding: fromRequest<WalletTransaction, ConfirmFundingInput>((body, signal) =>
      confirmWalletFunding(body, { signal, client }),
    ),
  }
}
