// The wallet's calls over the typed client (spec §7 wallets, ADR 0010): the balance and the transactions, which the
// profile shows at once. Adding funds (./fund-wallet-actors) and withdrawing (./wallet-withdraw-actors) are modules of their
// own, fetched with their dialogs. Each resolves with the reply's data or rejects with an ApiError carrying the
// server's first message, or else the spec's fallback for that call (spec §8).
import { walletMessages } from '@/domain/wallet'
import type { Wallet } from '@machines/wallet/wallet.machine'
import type {
  LoadTransactionsInput,
  WalletTransactionPage,
} from '@machines/wallet-transactions/wallet-transactions.machine'
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
    loadPage: fromRequest<WalletTransactionPage, LoadTransactionsInput>((query, signal) =>
      listWalletTransactions(query, { signal, client }),
    ),
  }
}
