// What the wallet pays out through outside services (spec §2 Buy data, §3 Withdrawal form and Vtu form, §5; ADR
// 0010): data plans and airtime (VTU), bank lookups and withdrawals (banks). Each spend is taken from the balance first,
// in one database transaction under the wallet's lock, and only then is the provider called, outside any transaction.
// A purchase the provider does not complete is reversed (amount and fee back, once) and the shopper told the money is
// back; a transfer stays pending until the provider says how it went (its webhook, read back from the provider). No
// Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { formatNaira, koboToNaira, type Kobo } from '../../src/domain/money'
import { detectNetwork, normalisePhone, UNKNOWN_NETWORK, type Network } from '../../src/domain/phone'
import { AIRTIME_MINIMUM, WITHDRAWAL_MINIMUM, walletMessages, withdrawalFee } from '../../src/domain/wallet'
import type { UserRecord } from '../db/repos/users.repo'
import type { Spend, WalletRepo, WalletTransactionRecord } from '../db/repos/wallet.repo'
import { DomainError } from '../errors'
import { WalletProviderError, type Bill, type BankProvider, type DataPlanOffer, type PayoutStatus, type Transfer, type VtuProvider } from '../providers/wallet/wallet-providers'
import { newTxRef } from './payments'
import { shapeTransaction, shopperKobo, type WalletTransaction } from './wallet'

const naira = (kobo: Kobo) => formatNaira(koboToNaira(kobo), { decimals: true })

export const payoutErrors = {
  banksFailed: 'We cannot load the banks right now. Please try again later',
  lookupFailed: 'We cannot look up this account right now. Please try again later',
  noSuchAccount: 'This account number was not found at this bank',
  unknownPlan: 'This data plan is not on sale',
  wrongNetwork: (network: Network) => `This number is not on ${network}. Choose a plan for its network`,
  unknownNetwork: 'We cannot tell the network of this number. Please check it',
  purchaseFailed: (what: string, reason: string | undefined) => `The ${what} purchase did not go through${reason ? ` (${reason})` : ''}. Your money is back in your wallet`,
  feeChanged: (fee: Kobo) => `The withdrawal fee is ${naira(fee)}. Please check the amount and try again`,
  wrongAccountName: 'The account name does not match this account. Please look it up again',
  referenceUsed: 'This withdrawal has already been made. Start a new one',
  transferRefused: (reason: string | undefined) => `The bank did not accept this withdrawal${reason ? ` (${reason})` : ''}. Your money is back in your wallet`,
} as const

export interface PayoutsDeps {
  wallets: WalletRepo
  banks: BankProvider
  vtu: VtuProvider
  /** The running promo's withdrawal fee percentage, if it sets one (spec §3 Promo.withdrawalFee). */
  withdrawalFeePercent: () => Promise<number | null | undefined>
  now?: () => Date
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void }
}

/** spec §3 Data plan, naira at the edge. */
function shapePlan(plan: DataPlanOffer): Schema<'DataPlan'> {
  return { _id: plan.id, planName: plan.planName, duration: plan.duration, amount: koboToNaira(plan.amountKobo), network: plan.network, planType: plan.planType }
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase()

export function walletPayouts({ wallets, banks, vtu, withdrawalFeePercent, now = () => new Date(), log }: PayoutsDeps) {
  /** A provider's failure to answer a read: logged when it is the operator's to fix, then the shopper's message. */
  function readFailed(error: unknown, message: string): DomainError {
    if (!(error instanceof WalletProviderError)) throw error
    if (error.problem !== 'unreachable') log?.error({ err: error }, 'a wallet provider could not answer a read')
    return new DomainError(503, message)
  }

  async function plans(): Promise<DataPlanOffer[]> {
    try {
      return await vtu.listDataPlans()
    } catch (error) {
      throw readFailed(error, walletMessages.dataPlansFailed)
    }
  }

  /** Takes the spend from the balance, or says why not: 'Insufficient funds …', or the reference was used. */
  async function debit(spend: Spend): Promise<WalletTransactionRecord> {
    const result = await wallets.debit(spend)
    if (result.outcome === 'insufficient') throw new DomainError(409, walletMessages.insufficientFunds)
    if (result.outcome === 'exists') throw new DomainError(409, payoutErrors.referenceUsed)
    return result.transaction
  }

  /** Settles a debited purchase by the provider's answer: done, still pending, or reversed and the shopper told. */
  async function settleBill(transaction: WalletTransactionRecord, what: string, buy: () => Promise<Bill>): Promise<WalletTransaction> {
    let bill: Bill
    try {
      bill = await buy()
    } catch (error) {
      if (!(error instanceof WalletProviderError)) log?.error({ err: error, transactionId: transaction.id }, 'a VTU purchase failed unexpectedly; the debit is reversed')
      else if (error.problem !== 'refused') log?.warn({ err: error, transactionId: transaction.id }, 'a VTU purchase got no answer; the debit is reversed')
      const reason = error instanceof WalletProviderError && error.problem === 'refused' ? error.message : undefined
      const message = payoutErrors.purchaseFailed(what, reason)
      await wallets.reverse(transaction.id, message, now())
      throw new DomainError(409, message)
    }
    return shapeTransaction(await settle(transaction, bill.status, bill.id, () => payoutErrors.purchaseFailed(what, bill.failure)))
  }

  /** Moves a pending transaction on by the provider's status. */
  async function settle(transaction: WalletTransactionRecord, status: PayoutStatus, providerId: string, failure: () => string): Promise<WalletTransactionRecord> {
    if (status === 'successful') return (await wallets.markSuccessful(transaction.id, now(), providerId)) ?? transaction
    if (status === 'failed') {
      const message = failure()
      await wallets.noteProviderId(transaction.id, providerId, now())
      await wallets.reverse(transaction.id, message, now())
      throw new DomainError(409, message)
    }
    await wallets.noteProviderId(transaction.id, providerId, now())
    return transaction
  }

  /** The account holder's name, as the bank has it; 404 for no such account. */
  async function resolve(body: Pick<RequestBody<'verifyBank'>, 'bankCode' | 'accountNumber'>) {
    try {
      const { accountName } = await banks.resolveAccount(body.bankCode, body.accountNumber)
      return { accountName, accountNumber: body.accountNumber, bankCode: body.bankCode }
    } catch (error) {
      if (error instanceof WalletProviderError && (error.problem === 'notFound' || error.problem === 'refused')) throw new DomainError(404, payoutErrors.noSuchAccount, 'accountNumber')
      throw readFailed(error, payoutErrors.lookupFailed)
    }
  }

  /** A pending withdrawal as the provider now has it (its webhook may be late); as it was when the provider cannot say. */
  async function readBack(withdrawal: WalletTransactionRecord): Promise<WalletTransactionRecord> {
    if (withdrawal.status !== 'pending' || withdrawal.providerId === null) return withdrawal
    try {
      const transfer = await banks.getTransfer(withdrawal.providerId)
      if (transfer.reference !== withdrawal.reference || transfer.amountKobo !== withdrawal.amountKobo) return withdrawal
      return await settle(withdrawal, transfer.status, transfer.id, () => payoutErrors.transferRefused(transfer.failure))
    } catch (error) {
      if (error instanceof DomainError || error instanceof WalletProviderError) return (await wallets.findById(withdrawal.id)) ?? withdrawal
      throw error
    }
  }

  return {
    /** listDataPlans: every plan, all networks (the web filters them to the number's network). */
    async dataPlans(): Promise<Schema<'DataPlan'>[]> {
      return (await plans()).map(shapePlan)
    },

    /** listBanks: every bank a withdrawal can go to, by name. */
    async banks(): Promise<Schema<'Bank'>[]> {
      try {
        const list = await banks.listBanks()
        return list.map((bank) => ({ name: bank.name, code: bank.code })).sort((a, b) => a.name.localeCompare(b.name))
      } catch (error) {
        throw readFailed(error, payoutErrors.banksFailed)
      }
    },

    /** verifyBank. */
    verifyAccount: resolve,

    /** buyDataPlan: the plan's price from the plan on sale; the number must be on the plan's network. */
    async buyData(user: UserRecord, body: RequestBody<'buyDataPlan'>): Promise<WalletTransaction> {
      const phone = normalisePhone(body.phone)
      const plan = (await plans()).find((candidate) => candidate.id === body.plan)
      if (!plan) throw new DomainError(404, payoutErrors.unknownPlan, 'plan')
      const network = detectNetwork(phone)
      if (network === UNKNOWN_NETWORK) throw new DomainError(400, payoutErrors.unknownNetwork, 'phone')
      if (network !== plan.network) throw new DomainError(400, payoutErrors.wrongNetwork(plan.network), 'phone')
      const reference = newTxRef()
      const transaction = await debit({
        userId: user.id,
        type: 'dataPurchase',
        kind: 'data',
        amountKobo: plan.amountKobo,
        reference,
        description: `${plan.network} ${plan.planName} (${plan.duration}) for ${phone}`,
        details: { phone, network, planId: plan.id },
        now: now(),
      })
      return settleBill(transaction, 'data', () => vtu.buyData({ reference, phone, network, amountKobo: plan.amountKobo, planId: plan.id }))
    },

    /** buyAirtime: at least ₦50, for a number whose network is known. */
    async buyAirtime(user: UserRecord, body: RequestBody<'buyAirtime'>): Promise<WalletTransaction> {
      const amountKobo = shopperKobo(body.amount, 'amount')
      if (amountKobo < AIRTIME_MINIMUM) throw new DomainError(400, walletMessages.airtimeMinimum, 'amount')
      const phone = normalisePhone(body.phone)
      const network = detectNetwork(phone)
      if (network === UNKNOWN_NETWORK) throw new DomainError(400, payoutErrors.unknownNetwork, 'phone')
      const reference = newTxRef()
      const transaction = await debit({
        userId: user.id,
        type: 'airtimePurchase',
        kind: 'airtime',
        amountKobo,
        reference,
        description: `${network} airtime ${naira(amountKobo)} for ${phone}`,
        details: { phone, network },
        now: now(),
      })
      return settleBill(transaction, 'airtime', () => vtu.buyAirtime({ reference, phone, network, amountKobo }))
    },

    /**
     * withdraw: at least ₦500, the fee as the server computes it (409 when the form showed another), to the account the
     * bank names. The shopper's reference makes a retry safe: a repeat of theirs answers the withdrawal already made.
     */
    async withdraw(user: UserRecord, body: RequestBody<'withdraw'>): Promise<{ created: boolean; transaction: WalletTransaction }> {
      const earlier = await wallets.findByReference(body.reference)
      if (earlier) {
        if (earlier.userId === user.id && earlier.type === 'withdrawal') return { created: false, transaction: shapeTransaction(await readBack(earlier)) }
        throw new DomainError(409, payoutErrors.referenceUsed, 'reference')
      }
      const amountKobo = shopperKobo(body.amount, 'amount')
      if (amountKobo < WITHDRAWAL_MINIMUM) throw new DomainError(400, walletMessages.withdrawalMinimum, 'amount')
      const feeKobo = withdrawalFee(amountKobo, await withdrawalFeePercent())
      if (shopperKobo(body.fee, 'fee') !== feeKobo) throw new DomainError(409, payoutErrors.feeChanged(feeKobo), 'fee')
      const account = await resolve(body).catch((error: unknown) => {
        // The contract's answer for a form that names no account is a 400 here (a lookup's own answer is a 404).
        if (error instanceof DomainError && error.status === 404) throw new DomainError(400, error.message, error.field)
        throw error
      })
      if (!sameName(account.accountName, body.accountName)) throw new DomainError(409, payoutErrors.wrongAccountName, 'accountName')

      const debited = await wallets.debit({
        userId: user.id,
        type: 'withdrawal',
        kind: 'withdrawal',
        amountKobo,
        feeKobo,
        reference: body.reference,
        description: `Withdrawal to ${account.accountName}, ${body.bankName} ${body.accountNumber}`,
        details: { bankCode: body.bankCode, bankName: body.bankName, accountNumber: body.accountNumber, accountName: account.accountName },
        now: now(),
      })
      if (debited.outcome === 'insufficient') throw new DomainError(409, walletMessages.insufficientFunds)
      if (debited.outcome === 'exists') {
        // The same withdrawal sent twice at once: the first made it, this one answers it.
        if (debited.transaction.userId === user.id && debited.transaction.type === 'withdrawal') return { created: false, transaction: shapeTransaction(debited.transaction) }
        throw new DomainError(409, payoutErrors.referenceUsed, 'reference')
      }
      const transaction = debited.transaction
      try {
        const transfer = await banks.transfer({
          reference: body.reference,
          bankCode: body.bankCode,
          accountNumber: body.accountNumber,
          amountKobo,
          narration: 'Oja wallet withdrawal',
        })
        const settled = await settle(transaction, transfer.status, transfer.id, () => payoutErrors.transferRefused(transfer.failure))
        return { created: true, transaction: shapeTransaction(settled) }
      } catch (error) {
        if (error instanceof DomainError) throw error
        if (error instanceof WalletProviderError && (error.problem === 'refused' || error.problem === 'notFound' || error.problem === 'unauthorized')) {
          if (error.problem !== 'refused' && error.problem !== 'notFound') log?.error({ err: error, transactionId: transaction.id }, 'the bank provider refused a transfer request; the debit is reversed')
          const message = payoutErrors.transferRefused(error.problem === 'refused' ? error.message : undefined)
          await wallets.reverse(transaction.id, message, now())
          throw new DomainError(409, message)
        }
        // No answer, or one that cannot be read: the transfer may have been queued. It stays pending (the reference keeps the provider from paying
        // it twice) until the provider's webhook says how it went.
        log?.warn({ err: error, transactionId: transaction.id }, 'a transfer request got no answer; the withdrawal stays pending')
        return { created: true, transaction: shapeTransaction(transaction) }
      }
    },

    /**
     * The bank provider's `transfer.completed` webhook (already known genuine; its `data` is a TransferEvent): only a hint. The transfer is read back
     * from the provider and the withdrawal it pays is marked successful, or failed and reversed with its fee; an
     * unknown transfer is left alone; a provider that cannot be asked fails the call (503) so it is sent again.
     */
    async transferCompleted(event: { id?: unknown }): Promise<void> {
      if ((typeof event.id !== 'string' && typeof event.id !== 'number') || !/^\d{1,20}$/.test(String(event.id))) return
      let transfer: Transfer
      try {
        transfer = await banks.getTransfer(String(event.id))
      } catch (error) {
        if (error instanceof WalletProviderError && error.problem === 'notFound') return
        throw readFailed(error, payoutErrors.lookupFailed)
      }
      const withdrawal = await wallets.findByReference(transfer.reference)
      if (!withdrawal || withdrawal.type !== 'withdrawal' || withdrawal.status !== 'pending') return
      if (transfer.amountKobo !== withdrawal.amountKobo) {
        log?.error({ transactionId: withdrawal.id, transferId: transfer.id }, 'a transfer does not match its withdrawal; left for staff')
        return
      }
      try {
        await settle(withdrawal, transfer.status, transfer.id, () => payoutErrors.transferRefused(transfer.failure))
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
      }
    },
  }
}

export type WalletPayouts = ReturnType<typeof walletPayouts>
