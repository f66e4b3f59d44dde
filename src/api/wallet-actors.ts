// The wallet's calls over the typed client (spec §7 wallets, ADR 0010): the balance, the transactions, adding funds by
// card, the banks, the account-name lookup and the withdrawal. Each resolves with the reply's data or rejects with an
// ApiError carrying the server's first message, or else the spec's fallback for that call (spec §8).
import type { PaymentConfig } from '@/domain/contract'
import { walletMessages } from '@/domain/wallet'
import type { Wallet } from '@machines/wallet/wallet.machine'
import type {
  LoadTransactionsInput,
  WalletTransaction,
  WalletTransactionPage,
} from '@machines/wallet-transactions/wallet-transactions.machine'
import type { ConfirmFundingInput, WalletFunding } from '@machines/fund-wallet/fund-wallet.machine'
import type { Bank, VerifyAccountInput, WithdrawalSettings, WithdrawInput } from '@machines/withdraw/withdraw.machine'
import { getPromo } from './browsing-actors'
import { getPaymentConfig } from './payment-actors'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/wallets */
export async function getWallet({ signal, client = api }: CallOptions = {}): Promise<Wallet> {
  return (await unwrap(client.GET('/api/wallets', { signal }), { fallback: walletMessages.noWallet })).data
}

/** POST api/wallets/notices/seen: the wallet without the notices the shopper has seen. */
export async function acknowledgeWalletNotices(
  ids: string[],
  { signal, client = api }: CallOptions = {},
): Promise<Wallet> {
  return (await unwrap(client.POST('/api/wallets/notices/seen', { body: { ids }, signal }))).data
}

/** GET api/wallets/transactions: one page, newest first. */
export async function listWalletTransactions(
  query: LoadTransactionsInput,
  { signal, client = api }: CallOptions = {},
): Promise<WalletTransactionPage> {
  return (
    await unwrap(client.GET('/api/wallets/transactions', { params: { query }, signal }), {
      fallback: walletMessages.transactionsFailed,
    })
  ).data
}

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

/** Slots of machines/wallet. */
export function walletActors(client?: Api) {
  return {
    loadWallet: fromRequest<Wallet>((_, signal) => getWallet({ signal, client })),
    acknowledgeNotices: fromRequest<Wallet, { ids: string[] }>(({ ids }, signal) =>
      acknowledgeWalletNotices(ids, { signal, client }),
    ),
  }
}

/** Slots of machines/wallet-transactions. */
export function walletTransactionsActors(client?: Api) {
  return {
    loadTransactions: fromRequest<WalletTransactionPage, LoadTransactionsInput>((query, signal) =>
      listWalletTransactions(query, { signal, client }),
    ),
  }
}

/** Slots of machines/fund-wallet that call the API (the checkout's script and modal are the browser's: src/app/payment). */
export function fundWalletActors(client?: Api) {
  return {
    startFunding: fromRequest<WalletFunding, { amount: number }>(({ amount }, signal) =>
      startWalletFunding(amount, { signal, client }),
    ),
    loadPaymentConfig: fromRequest<PaymentConfig>((_, signal) => getPaymentConfig({ signal, client })),
    confirmFunding: fromRequest<WalletTransaction, ConfirmFundingInput>((body, signal) =>
      confirmWalletFunding(body, { signal, client }),
    ),
  }
}

/** Slots of machines/withdraw. */
export function withdrawActors(client?: Api) {
  return {
    loadSettings: fromRequest<WithdrawalSettings>((_, signal) => withdrawalSettings({ signal, client })),
    verifyAccount: fromRequest<string, VerifyAccountInput>((body, signal) => verifyBank(body, { signal, client })),
    withdraw: fromRequest<WalletTransaction, WithdrawInput>((body, signal) => withdraw(body, { signal, client })),
  }
}
