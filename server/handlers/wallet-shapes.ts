// The wallet's kobo records as the API shows them: naira at the edge (spec §3 Wallet, Data plan).
import type { DataPlan, Wallet, WalletFunding, WalletNotice, WalletTransaction } from '../../src/domain/contract'
import { koboToNaira } from '../../src/domain/money'
import type { WalletTransactionRecord } from '../db/repos/wallet.repo'
import type { DataPlanOffer } from '../providers/wallet/wallet-providers'
import type { StartedFunding, WalletRecord, WalletTransactionRecordPage } from '../services/wallet'

/** A ledger transaction as the API shows it. */
export function walletTransactionOf(row: WalletTransactionRecord): WalletTransaction {
  return {
    _id: row.id,
    type: row.type as WalletTransaction['type'],
    amount: koboToNaira(row.amountKobo),
    fee: koboToNaira(row.feeKobo),
    status: row.status as WalletTransaction['status'],
    reference: row.reference,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The store's notice (ADR 0014) of a payout that failed after the shopper was told it was on its way. */
export function walletNoticeOf(row: WalletTransactionRecord): WalletNotice {
  return {
    _id: row.id,
    type: row.type as WalletNotice['type'],
    amount: koboToNaira(row.amountKobo),
    fee: koboToNaira(row.feeKobo),
    message: row.failure ?? '',
    createdAt: row.updatedAt.toISOString(),
  }
}

/** The wallet, with the shopper's dedicated account for funding by bank transfer once it is open (ADR 0042). */
export function walletOf(wallet: WalletRecord): Wallet {
  return {
    balance: koboToNaira(wallet.balanceKobo),
    accounts: wallet.accounts.map(({ accountName, bankName, accountNumber }) => ({
      accountName,
      bankName,
      accountNumber,
    })),
    notices: wallet.notices.map(walletNoticeOf),
  }
}

export function walletTransactionPageOf(page: WalletTransactionRecordPage) {
  return { ...page, docs: page.docs.map(walletTransactionOf) }
}

export function walletFundingOf({ txRef, amountKobo, email, name, checkouts }: StartedFunding): WalletFunding {
  return { txRef, amount: koboToNaira(amountKobo), email, name, checkouts }
}

export function dataPlanOf(plan: DataPlanOffer): DataPlan {
  return {
    _id: plan.id,
    planName: plan.planName,
    duration: plan.duration,
    amount: koboToNaira(plan.amountKobo),
    network: plan.network,
    planType: plan.planType,
  }
}
