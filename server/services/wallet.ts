// The wallet (spec §2 Profile, §3 Wallet, §7 wallets; ADR 0010): its balance, its transactions, adding funds by card
// and paying for the cart from it. Funding follows card checkout's rules (ADR 0009): the browser only opens the card
// checkout; the funding is credited from the payment provider's own record of the transaction, once, whether the
// shopper's browser or the provider's webhook reports it first. No Fastify, no SQL.
import type { Order, PaymentInput, RequestBody } from '../../src/domain/contract'
import { formatNaira, koboToNaira, type Kobo } from '../../src/domain/money'
import { FUNDING_MAXIMUM, FUNDING_MINIMUM, walletMessages } from '../../src/domain/wallet'
import type { UserRecord } from '../db/repos/users.repo'
import type { WalletRepo, WalletTransactionRecord } from '../db/repos/wallet.repo'
import { DomainError } from '../errors'
import type { PaymentGateways } from '../providers/payments/payment-gateways'
import { confirmsOrder, type VerifiedTransaction } from '../providers/payments/payment-provider'
import { gatewayCheckouts, reportedPayment, type PaymentCheckout } from './checkouts'
import { cartErrors } from './cart'
import { newTrackingId, verifyPayment, type OrdersService } from './orders'
import { customerName, newTxRef, type PricedCheckout } from './payments'
import { pageOf, type Page } from './paging'
import type { FundingAccount } from './dedicated-accounts'

export const walletErrors = {
  fundingRange: `Add between ${formatNaira(koboToNaira(FUNDING_MINIMUM))} and ${formatNaira(koboToNaira(FUNDING_MAXIMUM))} at a time`,
  wholeKobo: 'Enter an amount in naira and kobo',
  fundingNotFound: 'This wallet funding was not found',
  notThisFunding: 'This payment does not pay for this wallet funding',
  cartChanged: 'Your cart changed while you were paying. Please check it and try again',
  unreachable:
    'We cannot reach the card payment provider to confirm your payment right now. If you were charged, your wallet will be credited shortly.',
} as const

/**
 * A shopper's amount in kobo, as the edge read it from the API's naira (exactNairaToKobo); 'invalid' for null, an
 * amount with a fraction of a kobo.
 */
export function shopperKobo(kobo: Kobo | null, field: string): Kobo {
  if (kobo === null) throw new DomainError('invalid', walletErrors.wholeKobo, field)
  return kobo
}

/** spec §3 Wallet in kobo: the balance, and the failed payouts the shopper has not seen yet (ADR 0014). */
export interface WalletRecord {
  balanceKobo: Kobo
  notices: WalletTransactionRecord[]
  /** The shopper's dedicated accounts for funding by bank transfer (ADR 0042); none while one is being opened. */
  accounts: FundingAccount[]
}

/** One page of a shopper's ledger transactions, newest first. */
export type WalletTransactionRecordPage = Page<WalletTransactionRecord>

/** A funding started: what the card checkout is opened with, its amount in kobo. */
export interface StartedFunding {
  txRef: string
  amountKobo: Kobo
  email: string
  name: string
  /** The gateways it can be paid through, the one to open first first. */
  checkouts: PaymentCheckout[]
}

export interface WalletDeps {
  wallets: WalletRepo
  /** The card gateways: a funding is offered through them and verified with the one that took it (docs/adr/0041). */
  gateways: Pick<PaymentGateways, 'of' | 'preferred' | 'paystack'>
  /** Prices the cart as createPayment does (services/payments.ts checkoutPricing). */
  price: (user: UserRecord, input: PaymentInput) => Promise<PricedCheckout>
  orders: Pick<OrdersService, 'announcePaid'>
  now?: () => Date
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void }
  /** The shopper's dedicated accounts (services/dedicated-accounts.ts accountsOf; ADR 0042): never waits for the
   *  gateway nor fails. None without it. */
  fundingAccounts?: (user: UserRecord) => Promise<FundingAccount[]>
}

export function walletService({
  wallets,
  gateways,
  price,
  orders,
  now = () => new Date(),
  log,
  fundingAccounts = async () => [],
}: WalletDeps) {
  const checkoutsFor = gatewayCheckouts({ gateways, ...(log ? { log } : {}) })
  /** A funding of this shopper's, by its reference; 'notFound' for anyone else's or anything else. */
  async function fundingOf(user: UserRecord, reference: string): Promise<WalletTransactionRecord> {
    const funding = await wallets.findByReference(reference)
    if (!funding || funding.userId !== user.id || funding.type !== 'funding')
      throw new DomainError('notFound', walletErrors.fundingNotFound)
    return funding
  }

  /** Credits a funding with a transaction read from the provider, if it pays exactly this funding. */
  async function credit(funding: WalletTransactionRecord, transaction: VerifiedTransaction) {
    if (!confirmsOrder(transaction, { txRef: funding.reference, amountKobo: funding.amountKobo }))
      throw new DomainError('conflict', walletErrors.notThisFunding)
    if (transaction.amountKobo > funding.amountKobo)
      log?.warn(
        { fundingId: funding.id, transactionId: transaction.id },
        'a card payment paid more than its wallet funding; refund the rest by hand',
      )
    return wallets.creditFunding(funding.id, transaction.id, now())
  }

  /**
   * getWallet: the balance, and the payouts that failed after the shopper was told they were on their way, until the
   * shopper has seen them (ADR 0014); `accounts`, the shopper's dedicated account once opened (ADR 0042).
   */
  async function walletOf(user: UserRecord): Promise<WalletRecord> {
    let balance: Kobo
    let notices: WalletTransactionRecord[]
    try {
      balance = await wallets.balance(user.id)
      notices = await wallets.unseenNotices(user.id)
    } catch (error) {
      log?.error({ err: error, userId: user.id }, 'the wallet could not be read or made')
      throw new DomainError('failed', walletMessages.noWallet)
    }
    return { balanceKobo: balance, notices, accounts: await fundingAccounts(user) }
  }

  return {
    get: walletOf,

    /** acknowledgeWalletNotices: the shopper has seen these notices; the wallet as it now is. */
    async acknowledgeNotices(
      user: UserRecord,
      { ids }: RequestBody<'acknowledgeWalletNotices'>,
    ): Promise<WalletRecord> {
      await wallets.markNoticesSeen(user.id, ids, now())
      return walletOf(user)
    },

    /** listWalletTransactions: one page, newest first. */
    async transactions(
      user: UserRecord,
      { page = 1, limit = 12 }: { page?: number; limit?: number },
    ): Promise<WalletTransactionRecordPage> {
      const { rows, total } = await wallets.page(user.id, { page, limit })
      return pageOf(rows, { page, limit, total })
    },

    /** startWalletFunding: a pending funding under a new unguessable reference, for the card checkout to pay. */
    async startFunding(user: UserRecord, body: { amountKobo: Kobo | null }): Promise<StartedFunding> {
      const amountKobo = shopperKobo(body.amountKobo, 'amount')
      if (amountKobo < FUNDING_MINIMUM || amountKobo > FUNDING_MAXIMUM)
        throw new DomainError('invalid', walletErrors.fundingRange, 'amount')
      const txRef = newTxRef()
      await wallets.startFunding({
        userId: user.id,
        reference: txRef,
        amountKobo,
        description: 'Wallet funding by card',
        now: now(),
      })
      const checkouts = await checkoutsFor(user.email, amountKobo, txRef)
      return { txRef, amountKobo, email: user.email, name: customerName(user, user.email), checkouts }
    },

    /** confirmWalletFunding: the shopper's browser reports a payment, at either gateway, for one of their fundings. */
    async confirmFunding(
      user: UserRecord,
      body: RequestBody<'confirmWalletFunding'>,
    ): Promise<{ created: boolean; transaction: WalletTransactionRecord }> {
      const paid = reportedPayment(body)
      const funding = await fundingOf(user, paid.txRef)
      // Flutterwave's report names its transaction, so a funding credited before is answered without asking again;
      // Paystack's names only the reference, so its record says which transaction that is.
      if (funding.status === 'successful' && paid.gateway === 'flutterwave') {
        if (funding.providerId === paid.verifyBy) return { created: false, transaction: funding }
        throw new DomainError('conflict', walletErrors.notThisFunding)
      }
      const transaction = await verifyPayment(
        gateways.of(paid.gateway),
        paid.verifyBy,
        log,
        walletErrors.unreachable,
      ).catch((error: unknown) => {
        // The provider knows no such transaction: it pays nothing, least of all this funding.
        if (error instanceof DomainError && error.kind === 'conflict')
          throw new DomainError('conflict', walletErrors.notThisFunding)
        throw error
      })
      if (funding.status === 'successful') {
        if (funding.providerId === transaction.id) return { created: false, transaction: funding }
        throw new DomainError('conflict', walletErrors.notThisFunding)
      }
      const credited = await credit(funding, transaction)
      if (!credited.credited && credited.transaction.providerId !== transaction.id)
        throw new DomainError('conflict', walletErrors.notThisFunding)
      return { created: credited.credited, transaction: credited.transaction }
    },

    /** A verified card payment no order claimed (the webhook): credits the funding it pays, if any; else nothing. */
    async creditByWebhook(transaction: VerifiedTransaction): Promise<void> {
      const funding = await wallets.findByReference(transaction.txRef)
      if (!funding || funding.type !== 'funding' || funding.status !== 'pending') return
      try {
        await credit(funding, transaction)
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'conflict') return
        throw error
      }
    },

    /**
     * payOrderWithWallet: the cart priced as createPayment prices it, then one database transaction that debits the
     * wallet, takes the stock, clears the ordered lines and makes the paid order; the shopper is emailed as for a card.
     */
    async payOrder(user: UserRecord, input: PaymentInput): Promise<Order> {
      const { order } = await price(user, input)
      const trackingId = newTrackingId()
      const result = await wallets.payOrder({
        order: { ...order, userId: user.id, txRef: newTxRef(), now: now() },
        trackingId,
        description: `Order ${trackingId}`,
      })
      switch (result.outcome) {
        case 'insufficient':
          throw new DomainError('conflict', walletMessages.insufficientBalance)
        case 'soldOut':
          throw new DomainError('conflict', cartErrors.notInStock(result.title))
        case 'cartChanged':
          throw new DomainError('conflict', walletErrors.cartChanged)
        case 'paid':
          return orders.announcePaid(result.order)
      }
    },
  }
}

export type WalletService = ReturnType<typeof walletService>
