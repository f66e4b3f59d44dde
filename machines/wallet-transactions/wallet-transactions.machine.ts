// The wallet's transactions on /profile (spec §2 Profile, §7 GET api/wallets/transactions, §8): newest first, a page
// at a time ('See more' adds the next page below), loaded again after the wallet changes, as every paged list is
// (machines/lib/paged-list.ts); a failed load says spec §8's 'An error has occured while fetch transactions. please try
// again later' unless the server has its own words.
import type { SnapshotFrom } from 'xstate'
import type { WalletTransaction, WalletTransactionPage } from '@/domain/contract'
import { walletMessages } from '@/domain/wallet'
import { pagedListMachine, type LoadPageInput } from '../lib/paged-list'

export type { WalletTransaction, WalletTransactionPage }
export type LoadTransactionsInput = LoadPageInput

/** spec §9's page size, as the listing's. */
export const TRANSACTIONS_PAGE_SIZE = 12

export const walletTransactionsMachine = pagedListMachine<WalletTransaction, WalletTransactionPage>({
  id: 'walletTransactions',
  pageSize: TRANSACTIONS_PAGE_SIZE,
  keyOf: (transaction) => transaction._id,
  failedMessage: walletMessages.transactionsFailed,
})

export type WalletTransactionsSnapshot = SnapshotFrom<typeof walletTransactionsMachine>
