// A shopper's copy of their data (Nigeria Data Protection Act 2023; ADR 0024): everything the store keeps about the
// signed-in account, gathered from the areas' repos. What may leave is decided here: the account's sign-in secrets
// (password hash, codes, tokens, Google / Apple subjects) are said as yes or no, never copied. No Fastify, no SQL.
import type { Address, Order } from '../../src/domain/contract'
import type { Kobo } from '../../src/domain/money'
import type { AddressRepo } from '../db/repos/address.repo'
import type { AvailabilityHistoryRecord, AvailabilityRepo } from '../db/repos/availability.repo'
import type { OrdersRepo, UnpaidOrder } from '../db/repos/orders.repo'
import type { SwapRepo, SwapRequestRecord } from '../db/repos/swap.repo'
import type { UserRecord } from '../db/repos/users.repo'
import type { WalletRepo, WalletTransactionRecord } from '../db/repos/wallet.repo'
import type { WishlistEntryWithProduct, WishlistRepo } from '../db/repos/wishlist.repo'
import type { FundingAccount } from './dedicated-accounts'

/** The account as it may leave the store: how the shopper signs in, never with what. */
export interface AccountFacts {
  id: string
  email: string
  firstName: string
  lastName: string
  referralCode: string | null
  emailVerified: boolean
  createdAt: Date
  passwordSet: boolean
  googleLinked: boolean
  appleLinked: boolean
  vendorId: string | null
}

/** Everything kept about one shopper, money in kobo (orders are already the API's, as their repo shows them). */
export interface AccountDataRecord {
  exportedAt: Date
  account: AccountFacts
  addresses: Address[]
  orders: Order[]
  unpaidOrders: UnpaidOrder[]
  walletBalanceKobo: Kobo
  /** The wallet's dedicated accounts for funding by transfer (ADR 0042). */
  walletAccounts: FundingAccount[]
  walletTransactions: WalletTransactionRecord[]
  wishlist: WishlistEntryWithProduct[]
  swapRequests: SwapRequestRecord[]
  backInStockRequests: AvailabilityHistoryRecord[]
}

export function accountFactsOf(user: UserRecord): AccountFacts {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    referralCode: user.referralCode,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt,
    passwordSet: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    appleLinked: user.appleSubject !== null,
    vendorId: user.vendorId,
  }
}

export interface AccountDataDeps {
  addresses: Pick<AddressRepo, 'list'>
  orders: Pick<OrdersRepo, 'listPaid' | 'listUnpaid'>
  wallets: Pick<WalletRepo, 'balanceIfAny' | 'listAll'>
  wishlists: Pick<WishlistRepo, 'listWithProducts'>
  swapRequests: Pick<SwapRepo, 'listByUser'>
  availability: Pick<AvailabilityRepo, 'listByUser'>
  /** The shopper's dedicated accounts as the wallet lists them (services/dedicated-accounts.ts); none without it. */
  fundingAccounts?: (user: UserRecord) => Promise<FundingAccount[]>
  now?: () => Date
}

export function accountDataService({
  addresses,
  orders,
  wallets,
  wishlists,
  swapRequests,
  availability,
  fundingAccounts = async () => [],
  now = () => new Date(),
}: AccountDataDeps) {
  return {
    /**
     * The signed-in user's data; every read names the user, so nothing of another shopper's can come with it. An
     * unverified account may download its data too: it is theirs whether or not the email was confirmed. Reading
     * never makes anything (a shopper without a wallet has a balance of 0, and still no wallet).
     */
    async export(user: UserRecord): Promise<AccountDataRecord> {
      const exportedAt = now()
      const [saved, paid, unpaid, balance, accounts, transactions, wishlist, swaps, backInStock] = await Promise.all([
        addresses.list(user.id),
        orders.listPaid(user.id),
        orders.listUnpaid(user.id),
        wallets.balanceIfAny(user.id),
        fundingAccounts(user),
        wallets.listAll(user.id),
        wishlists.listWithProducts(user.id),
        swapRequests.listByUser(user.id),
        availability.listByUser(user.id),
      ])
      return {
        exportedAt,
        account: accountFactsOf(user),
        addresses: saved,
        orders: paid,
        unpaidOrders: unpaid,
        walletBalanceKobo: balance,
        walletAccounts: accounts,
        walletTransactions: transactions,
        wishlist,
        swapRequests: swaps,
        backInStockRequests: backInStock,
      }
    },
  }
}

export type AccountDataService = ReturnType<typeof accountDataService>
