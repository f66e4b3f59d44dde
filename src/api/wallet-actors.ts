// The wallet's calls over the typed client (spec §7 wallets, ADR 0010): the balance, the transactions, adding funds by
// card, the banks, the account-name lookup and the withdrawal. Each resolves with the reply's data or rejects with an
// ApiError carrying the server's first message, or else the spec's fallback for that call (spec §8).
import type { PaymentConfig, Promo } from '@/domain/contract'
import { walletMessages } from '@/domain/wallet'
import type { Wallet } from '@machines/wallet/wallet.machine'
import type {
  LoadTransactionsInput,
  WalletTransaction,
  WalletTransactionPage,
} from '@machines/wallet-transactions/wallet-transactions.machine'
import type { ConfirmFundingInput, WalletFunding } from '@machines/fund-wallet/fund-wallet.machine'
import type { Bank, VerifyAccountInput, WithdrawalSettings, WithdrawInput } from '@machines/withdraw/withdraw.machine'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface WalletApi {
  /** GET api/wallets */
  getWallet: (signal?: AbortSignal) => Promise<Wallet>
  /** POST api/wallets/notices/seen: the wallet without the notices the shopper has seen. */
  acknowledgeWalletNotices: (ids: string[], signal?: AbortSignal) => Promise<Wallet>
  /** GET api/wallets/transactions: one page, newest first. */
  listWalletTransactions: (query: LoadTransactionsInput, signal?: AbortSignal) => Promise<WalletTransactionPage>
  /** POST api/wallets/fund: a pending funding to open the card checkout for. */
  startWalletFunding: (amount: number, signal?: AbortSignal) => Promise<WalletFunding>
  /** POST api/wallets/fund/confirm: the credit, made now (201) or before (200). */
  confirmWalletFunding: (body: ConfirmFundingInput, signal?: AbortSignal) => Promise<WalletTransaction>
  /** GET api/payments/config: the card checkout the store is set up for. */
  getPaymentConfig: (signal?: AbortSignal) => Promise<PaymentConfig>
  /** GET api/wallets/fetchBanks */
  listBanks: (signal?: AbortSignal) => Promise<Bank[]>
  /** POST api/wallets/verifyBank: the account holder's name. */
  verifyBank: (body: VerifyAccountInput, signal?: AbortSignal) => Promise<string>
  /** POST api/wallets/withdraw */
  withdraw: (body: WithdrawInput, signal?: AbortSignal) => Promise<WalletTransaction>
  /** GET api/promo: the running promo, whose `withdrawalFee` may set the fee's percentage. */
  getPromo: (signal?: AbortSignal) => Promise<Promo | null>
}

export function walletApi(client: Api = defaultApi): WalletApi {
  return {
    getWallet: async (signal) =>
      (await unwrap(client.GET('/api/wallets', { signal }), { fallback: walletMessages.noWallet })).data,
    acknowledgeWalletNotices: async (ids, signal) =>
      (await unwrap(client.POST('/api/wallets/notices/seen', { body: { ids }, signal }))).data,
    listWalletTransactions: async (query, signal) =>
      (
        await unwrap(client.GET('/api/wallets/transactions', { params: { query }, signal }), {
          fallback: walletMessages.transactionsFailed,
        })
      ).data,
    startWalletFunding: async (amount, signal) =>
      (await unwrap(client.POST('/api/wallets/fund', { body: { amount }, signal }))).data,
    confirmWalletFunding: async (body, signal) =>
      (await unwrap(client.POST('/api/wallets/fund/confirm', { body, signal }))).data,
    getPaymentConfig: async (signal) => (await unwrap(client.GET('/api/payments/config', { signal }))).data,
    listBanks: async (signal) => (await unwrap(client.GET('/api/wallets/fetchBanks', { signal }))).data.docs,
    verifyBank: async (body, signal) =>
      (await unwrap(client.POST('/api/wallets/verifyBank', { body, signal }))).data.accountName,
    withdraw: async (body, signal) => (await unwrap(client.POST('/api/wallets/withdraw', { body, signal }))).data,
    getPromo: async (signal) => (await unwrap(client.GET('/api/promo', { signal }))).data,
  }
}

/** Slots of machines/wallet. */
export function walletActors(calls: Pick<WalletApi, 'getWallet' | 'acknowledgeWalletNotices'> = walletApi()) {
  return {
    loadWallet: fromRequest<Wallet>((_, signal) => calls.getWallet(signal)),
    acknowledgeNotices: fromRequest<Wallet, { ids: string[] }>(({ ids }, signal) =>
      calls.acknowledgeWalletNotices(ids, signal),
    ),
  }
}

/** Slots of machines/wallet-transactions. */
export function walletTransactionsActors(calls: Pick<WalletApi, 'listWalletTransactions'> = walletApi()) {
  return {
    loadTransactions: fromRequest<WalletTransactionPage, LoadTransactionsInput>((query, signal) =>
      calls.listWalletTransactions(query, signal),
    ),
  }
}

/** Slots of machines/fund-wallet that call the API (the checkout's script and modal are the browser's: src/app/payment). */
export function fundWalletActors(
  calls: Pick<WalletApi, 'startWalletFunding' | 'confirmWalletFunding' | 'getPaymentConfig'> = walletApi(),
) {
  return {
    startFunding: fromRequest<WalletFunding, { amount: number }>(({ amount }, signal) =>
      calls.startWalletFunding(amount, signal),
    ),
    loadPaymentConfig: fromRequest<PaymentConfig>((_, signal) => calls.getPaymentConfig(signal)),
    confirmFunding: fromRequest<WalletTransaction, ConfirmFundingInput>((body, signal) =>
      calls.confirmWalletFunding(body, signal),
    ),
  }
}

/** The banks, and the promo's fee percentage: a promo that cannot be read leaves the spec's 1.7 % (spec §9). */
export async function withdrawalSettings(
  calls: Pick<WalletApi, 'listBanks' | 'getPromo'>,
  signal?: AbortSignal,
): Promise<WithdrawalSettings> {
  const [banks, promo] = await Promise.all([calls.listBanks(signal), calls.getPromo(signal).catch(() => null)])
  return { banks, feePercent: promo?.withdrawalFee ?? null }
}

/** Slots of machines/withdraw. */
export function withdrawActors(
  calls: Pick<WalletApi, 'listBanks' | 'getPromo' | 'verifyBank' | 'withdraw'> = walletApi(),
) {
  return {
    loadSettings: fromRequest<WithdrawalSettings>((_, signal) => withdrawalSettings(calls, signal)),
    verifyAccount: fromRequest<string, VerifyAccountInput>((body, signal) => calls.verifyBank(body, signal)),
    withdraw: fromRequest<WalletTransaction, WithdrawInput>((body, signal) => calls.withdraw(body, signal)),
  }
}
