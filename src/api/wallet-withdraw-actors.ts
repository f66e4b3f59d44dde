// Withdraw's calls over the typed client (spec §7 wallets, §9): the banks with the promo's fee, the account-name
// lookup and the withdrawal. Fetched with the Withdraw dialog, not with the profile. Each resolves with the reply's
// data or rejects with an ApiError carrying the server's first message.
import type { WalletTransaction } from '@machines/wallet-transactions/wallet-transactions.machine'
import type { Bank, VerifyAccountInput, WithdrawalSettings, WithdrawInput } from '@machines/withdraw/withdraw.machine'
import { getPromo } from './browsing-actors'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/wallets/fetchBanks */
export async function listBanks({ signal, client = api }: CallOptions = {}): Promise<Bank[]> {
  return (await unwrap(client.GET('/api/wallets/fetchBanks', { signal }))).data.docs
}

/** POST api/wallets/verifyBank: the account holder's name. */
export async function verifyBank(
  body: VerifyAccountInput,
  { signal, client = api }: CallOptions = {},
): Promise<string> {
  return (await unwrap(client.POST('/api/wallets/verifyBank', { body, signal }))).data.accountName
}

/** POST api/wallets/withdraw */
export async function withdraw(
  body: WithdrawInput,
  { signal, client = api }: CallOptions = {},
): Promise<WalletTransaction> {
  return (await unwrap(client.POST('/api/wallets/withdraw', { body, signal }))).data
}

/** The banks, and the promo's fee percentage: a promo that cannot be read leaves the spec's 1.7 % (spec §9). */
export async function withdrawalSettings(options: CallOptions = {}): Promise<WithdrawalSettings> {
  const [banks, promo] = await Promise.all([listBanks(options), getPromo(options).catch(() => null)])
  return { banks, feePercent: promo?.withdrawalFee ?? null }
}

/** Slots of machines/withdraw. */
export function withdrawActors(client?: Api) {
  return {
    loadSettings: fromRequest<WithdrawalSettings>((_, signal) => withdrawalSettings({ signal, client })),
    verifyAccount: fromRequest<string, VerifyAccountInput>((body, signal) => verifyBank(body, { signal, client })),
    withdraw: fromRequest<WalletTransaction, WithdrawInput>((body, signal) => withdraw(body, { signal, client })),
  }
}
