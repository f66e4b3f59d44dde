// users tag: exportMyData (ADR 0024): the signed-in shopper's copy of their data, in naira and the API's own shapes,
// sent as a file the browser saves (oja-data-<yyyy-mm-dd>.json, the day in Lagos).
import type { AccountData } from '../../src/domain/contract'
import { koboToNaira } from '../../src/domain/money'
import type { AccountDataRecord, AccountDataService } from '../services/account-data'
import { toApiSwapRequest } from '../services/swap'
import { signedInUser, type Handlers } from './handler'
import { walletTransactionOf } from './wallet-shapes'
import { lagosDate } from '../lagos-day'

/** The file name the browser saves the export as: the store's clock's day in Lagos, the shopper's day. */
export function exportFileName(at: Date): string {
  return `oja-data-${lagosDate(at)}.json`
}

export function accountDataOf(record: AccountDataRecord): AccountData {
  const { account } = record
  return {
    exportedAt: record.exportedAt.toISOString(),
    account: {
      _id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      referralCode: account.referralCode,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
      passwordSet: account.passwordSet,
      googleLinked: account.googleLinked,
      appleLinked: account.appleLinked,
      vendorId: account.vendorId,
    },
    addresses: record.addresses,
    orders: record.orders,
    unpaidOrders: record.unpaidOrders.map(({ paymentState, refundState, refusal, order }) => ({
      paymentState,
      refund: refundState,
      refusal,
      order,
    })),
    walletBalance: koboToNaira(record.walletBalanceKobo),
    walletAccounts: record.walletAccounts,
    walletTransactions: record.walletTransactions.map(walletTransactionOf),
    wishlist: record.wishlist.map((item) => ({
      productId: item.productId,
      title: item.title,
      slug: item.slug,
      createdAt: item.createdAt.toISOString(),
    })),
    swapRequests: record.swapRequests.map(toApiSwapRequest),
    backInStockRequests: record.backInStockRequests.map((request) => ({
      _id: request.id,
      productId: request.productId,
      title: request.title,
      slug: request.slug,
      variant: request.variant,
      createdAt: request.requestedAt.toISOString(),
      notified: request.notifiedAt !== null,
    })),
  }
}

export function accountDataHandlers({ accountData }: { accountData: AccountDataService }) {
  return {
    async exportMyData(request, reply) {
      const record = await accountData.export(signedInUser(request))
      reply.header('Content-Disposition', `attachment; filename="${exportFileName(record.exportedAt)}"`)
      return { data: accountDataOf(record) }
    },
  } satisfies Handlers
}
