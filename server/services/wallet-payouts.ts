// What the wallet pays out through outside services (spec §2 Buy data, §3 Withdrawal form and Vtu form, §5; ADR
// 0010): data plans and airtime (VTU), bank lookups and withdrawals (banks). Each spend is taken from the balance first,
// in one database transaction under the wallet's lock, and only then is the provider called, outside any transaction.
// A purchase the provider does not complete is reversed (amount and fee back, once) and the shopper told the money is
// back; a transfer stays pending until the provider says how it went (its webhook, read back from the provider). What a
// provider leaves pending is asked about again by the settlement round (settlePending), so no money stays stuck. No
// Fastify, no SQL.
import type { RequestBody, Schema } from '../../src/domain/contract'
import { formatNaira, koboToNaira, type Kobo } from '../../src/domain/money'
import { detectNetwork, normalisePhone, UNKNOWN_NETWORK, type Network } from '../../src/domain/phone'
import { AIRTIME_MINIMUM, WITHDRAWAL_MINIMUM, walletMessages, withdrawalFee } from '../../src/domain/wallet'
import type { UserRecord } from '../db/repos/users.repo'
import type { Mailer } from '../providers/mail/mailer'
import type { Spend, WalletRepo, WalletTransactionRecord } from '../db/repos/wallet.repo'
import { DomainError } from '../errors'
import {
  WalletProviderError,
  type Bill,
  type BankProvider,
  type DataPlanOffer,
  type PayoutStatus,
  type Transfer,
  type VtuProvider,
} from '../providers/wallet/wallet-providers'
import { newTxRef } from './payments'
import { shopperKobo } from './wallet'

/** A withdrawal the bank has still not answered for after this long is held for staff (ADR 0010). */
const STAFF_AFTER_MS = 24 * 60 * 60_000

/** How long the settlement round holds the payouts it claims: longer than the slowest provider answers (ADR 0014). */
const SETTLE_CLAIM_MS = 5 * 60_000

const naira = (kobo: Kobo) => formatNaira(koboToNaira(kobo), { decimals: true })

export const payoutErrors = {
  banksFailed: 'We cannot load the banks right now. Please try again later',
  lookupFailed: 'We cannot look up this account right now. Please try again later',
  noSuchAccount: 'This account number was not found at this bank',
  unknownPlan: 'This data plan is not on sale',
  wrongNetwork: (network: Network) => `This number is not on ${network}. Choose a plan for its network`,
  unknownNetwork: 'We cannot tell the network of this number. Please check it',
  purchaseFailed: (what: string, reason: string | undefined) =>
    `The ${what} purchase did not go through${reason ? ` (${reason})` : ''}. Your money is back in your wallet`,
  feeChanged: (fee: Kobo) => `The withdrawal fee is ${naira(fee)}. Please check the amount and try again`,
  wrongAccountName: 'The account name does not match this account. Please look it up again',
  referenceUsed: 'This withdrawal has already been made. Start a new one',
  transferRefused: (reason: string | undefined) =>
    `The bank did not accept this withdrawal${reason ? ` (${reason})` : ''}. Your money is back in your wallet`,
} as const

export interface PayoutsDeps {
  wallets: WalletRepo
  banks: BankProvider
  vtu: VtuProvider
  /** The running promo's withdrawal fee percentage, if it sets one (spec §3 Promo.withdrawalFee). */
  withdrawalFeePercent: () => Promise<number | null | undefined>
  /** How a shopper is told of a payout that failed after they were told it was on its way (ADR 0014). */
  mailer?: Mailer
  findUser?: (id: string) => Promise<UserRecord | null>
  now?: () => Date
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void }
}

const WHAT_FAILED: Record<string, string> = {
  withdrawal: 'withdrawal',
  dataPurchase: 'data purchase',
  airtimePurchase: 'airtime purchase',
}

/** The email a shopper gets when a payout fails after they were told it was on its way. */
export function payoutFailedEmail(transaction: WalletTransactionRecord) {
  const what = WHAT_FAILED[transaction.type] ?? 'payment'
  const back =
    transaction.feeKobo > 0
      ? `${naira(transaction.amountKobo)} and the fee of ${naira(transaction.feeKobo)} are`
      : `${naira(transaction.amountKobo)} is`
  return {
    subject: `Your Oja ${what} of ${naira(transaction.amountKobo)} did not go through`,
    text: [
      transaction.failure ?? `The ${what} did not go through.`,
      '',
      `${back} back in your Oja wallet. You can see it on your profile, and try again whenever you like.`,
      '',
      `Reference: ${transaction.reference}`,
    ].join('\n'),
  }
}

/** buyAirtime's body, its amount in kobo as the edge read it (null: a fraction of a kobo). */
export type AirtimeInput = Omit<RequestBody<'buyAirtime'>, 'amount'> & { amountKobo: Kobo | null }

/** withdraw's body, its amount and fee in kobo as the edge read them (null: a fraction of a kobo). */
export type WithdrawalInput = Omit<RequestBody<'withdraw'>, 'amount' | 'fee'> & {
  amountKobo: Kobo | null
  feeKobo: Kobo | null
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase()

export function walletPayouts({
  wallets,
  banks,
  vtu,
  withdrawalFeePercent,
  mailer,
  findUser,
  now = () => new Date(),
  log,
}: PayoutsDeps) {
  /**
   * Gives a failed payout back. `late`: the shopper was already told it was on its way, so the failure is kept for
   * their next visit and emailed to them, by the one call that reverses it.
   */
  async function giveBack(
    transaction: WalletTransactionRecord,
    message: string,
    late: boolean,
  ): Promise<WalletTransactionRecord> {
    const { reversed, transaction: after } = await wallets.reverseOnce(transaction.id, message, now(), { notice: late })
    if (reversed && late) await tellShopper(after)
    return after
  }

  async function tellShopper(transaction: WalletTransactionRecord): Promise<void> {
    if (!mailer || !findUser) return
    try {
      const user = await findUser(transaction.userId)
      if (user) await mailer.send({ to: user.email, ...payoutFailedEmail(transaction) })
    } catch (error) {
      log?.error({ err: error, transactionId: transaction.id }, 'the email about a failed payout could not be sent')
    }
  }

  /** A provider's failure to answer a read: logged when it is the operator's to fix, then the shopper's message. */
  function readFailed(error: unknown, message: string): DomainError {
    if (!(error instanceof WalletProviderError)) throw error
    if (error.problem !== 'unreachable') log?.error({ err: error }, 'a wallet provider could not answer a read')
    return new DomainError('unavailable', message)
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
    if (result.outcome === 'insufficient') throw new DomainError('conflict', walletMessages.insufficientFunds)
    if (result.outcome === 'exists') throw new DomainError('conflict', payoutErrors.referenceUsed)
    return result.transaction
  }

  /** Settles a debited purchase by the provider's answer: done, still pending, or reversed and the shopper told. */
  async function settleBill(
    transaction: WalletTransactionRecord,
    what: string,
    buy: () => Promise<Bill>,
  ): Promise<WalletTransactionRecord> {
    let bill: Bill
    try {
      bill = await buy()
    } catch (error) {
      if (!(error instanceof WalletProviderError))
        log?.error(
          { err: error, transactionId: transaction.id },
          'a VTU purchase failed unexpectedly; the debit is reversed',
        )
      else if (error.problem !== 'refused')
        log?.warn({ err: error, transactionId: transaction.id }, 'a VTU purchase got no answer; the debit is reversed')
      const reason = error instanceof WalletProviderError && error.problem === 'refused' ? error.message : undefined
      const message = payoutErrors.purchaseFailed(what, reason)
      await wallets.reverse(transaction.id, message, now())
      throw new DomainError('conflict', message)
    }
    return settle(transaction, bill.status, bill.id, () => payoutErrors.purchaseFailed(what, bill.failure), false)
  }

  /** Moves a pending transaction on by the provider's status (`late`: the shopper was answered before; see giveBack). */
  async function settle(
    transaction: WalletTransactionRecord,
    status: PayoutStatus,
    providerId: string,
    failure: () => string,
    late: boolean,
  ): Promise<WalletTransactionRecord> {
    if (status === 'successful') return (await wallets.markSuccessful(transaction.id, now(), providerId)) ?? transaction
    if (status === 'failed') {
      const message = failure()
      await wallets.noteProviderId(transaction.id, providerId, now())
      await giveBack(transaction, message, late)
      throw new DomainError('conflict', message)
    }
    await wallets.noteProviderId(transaction.id, providerId, now())
    return transaction
  }

  /** The account holder's name, as the bank has it; 'notFound' for no such account. */
  async function resolve(body: Pick<RequestBody<'verifyBank'>, 'bankCode' | 'accountNumber'>) {
    try {
      const { accountName } = await banks.resolveAccount(body.bankCode, body.accountNumber)
      return { accountName, accountNumber: body.accountNumber, bankCode: body.bankCode }
    } catch (error) {
      if (error instanceof WalletProviderError && (error.problem === 'notFound' || error.problem === 'refused'))
        throw new DomainError('notFound', payoutErrors.noSuchAccount, 'accountNumber')
      throw readFailed(error, payoutErrors.lookupFailed)
    }
  }

  /** Settles a pending withdrawal by its transfer as the bank now has it; one that does not match it is left (onMismatch). */
  async function readTransfer(
    withdrawal: WalletTransactionRecord,
    transferId: string,
    onMismatch: (transfer: Transfer) => Promise<void>,
  ): Promise<WalletTransactionRecord> {
    const transfer = await banks.getTransfer(transferId)
    if (transfer.reference !== withdrawal.reference || transfer.amountKobo !== withdrawal.amountKobo) {
      await onMismatch(transfer)
      return withdrawal
    }
    return settle(withdrawal, transfer.status, transfer.id, () => payoutErrors.transferRefused(transfer.failure), true)
  }

  /** A pending withdrawal as the provider now has it (its webhook may be late); as it was when the provider cannot say. */
  async function readBack(withdrawal: WalletTransactionRecord): Promise<WalletTransactionRecord> {
    if (withdrawal.status !== 'pending' || withdrawal.providerId === null) return withdrawal
    try {
      return await readTransfer(withdrawal, withdrawal.providerId, async () => {})
    } catch (error) {
      if (error instanceof DomainError || error instanceof WalletProviderError)
        return (await wallets.findById(withdrawal.id)) ?? withdrawal
      throw error
    }
  }

  /**
   * Asks the bank to pay a debited withdrawal out, under its reference (the bank refuses a true repeat as 'duplicate',
   * so sending it again never pays twice). The withdrawal as it now is: settled, or pending (no answer, or a duplicate:
   * the first request's outcome comes by the webhook or a later read); a refusal reverses it with its fee ('conflict').
   */
  async function payOut(withdrawal: WalletTransactionRecord, late: boolean): Promise<WalletTransactionRecord> {
    const account = withdrawal.details as { bankCode?: unknown; accountNumber?: unknown }
    if (typeof account.bankCode !== 'string' || typeof account.accountNumber !== 'string')
      throw new Error(`withdrawal ${withdrawal.id} names no bank account`)
    try {
      const transfer = await banks.transfer({
        reference: withdrawal.reference,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        amountKobo: withdrawal.amountKobo,
        narration: 'Oja wallet withdrawal',
      })
      return await settle(
        withdrawal,
        transfer.status,
        transfer.id,
        () => payoutErrors.transferRefused(transfer.failure),
        late,
      )
    } catch (error) {
      if (error instanceof DomainError) throw error
      if (
        error instanceof WalletProviderError &&
        (error.problem === 'refused' || error.problem === 'notFound' || error.problem === 'unauthorized')
      ) {
        if (error.problem !== 'refused' && error.problem !== 'notFound')
          log?.error(
            { err: error, transactionId: withdrawal.id },
            'the bank provider refused a transfer request; the debit is reversed',
          )
        const message = payoutErrors.transferRefused(error.problem === 'refused' ? error.message : undefined)
        await giveBack(withdrawal, message, late)
        throw new DomainError('conflict', message)
      }
      // No answer, or one that cannot be read: the transfer may have been queued. It stays pending (the reference keeps the provider from paying
      // it twice) until the provider's webhook or the settlement round says how it went.
      const duplicate = error instanceof WalletProviderError && error.problem === 'duplicate'
      log?.warn(
        { err: error, transactionId: withdrawal.id },
        duplicate
          ? 'the bank already has a transfer under this reference; the withdrawal stays pending'
          : 'a transfer request got no answer; the withdrawal stays pending',
      )
      return withdrawal
    }
  }

  /** A pending data or airtime purchase as the provider now has it: settled (a failure refunded), or still pending. */
  async function readBill(purchase: WalletTransactionRecord): Promise<WalletTransactionRecord> {
    const what = purchase.type === 'dataPurchase' ? 'data' : 'airtime'
    let bill: Bill
    try {
      bill = await vtu.getBill(purchase.reference)
    } catch (error) {
      // Long after the purchase, the provider has no bill under its reference: it never took the purchase (the store
      // stopped before asking, or the request was lost), and the reference is never sent again, so it is refunded.
      if (!(error instanceof WalletProviderError) || error.problem !== 'notFound') throw error
      return giveBack(purchase, payoutErrors.purchaseFailed(what, undefined), true)
    }
    return settle(purchase, bill.status, bill.id, () => payoutErrors.purchaseFailed(what, bill.failure), true)
  }

  /**
   * A pending withdrawal: read back from the bank when its id is known; sent again under its reference when the first
   * request got no answer, until a day has passed, when it is held for staff (the bank's API finds a transfer by its id
   * only, so one it took whose answer was lost can be settled by its webhook or by hand, never found by the store).
   */
  async function settleWithdrawal(withdrawal: WalletTransactionRecord, at: Date): Promise<WalletTransactionRecord> {
    if (withdrawal.providerId !== null) {
      return readTransfer(withdrawal, withdrawal.providerId, (transfer) =>
        holdForStaff(withdrawal, 'its transfer does not match it', { transferId: transfer.id }),
      )
    }
    const sent = await payOut(withdrawal, true)
    if (
      sent.status === 'pending' &&
      sent.providerId === null &&
      at.getTime() - withdrawal.createdAt.getTime() >= STAFF_AFTER_MS
    ) {
      await holdForStaff(withdrawal, 'the bank never answered for its transfer')
    }
    return sent
  }

  async function holdForStaff(
    transaction: WalletTransactionRecord,
    reason: string,
    details: object = {},
  ): Promise<void> {
    if (await wallets.holdForStaff(transaction.id, reason, now()))
      log?.error(
        { ...details, transactionId: transaction.id, reference: transaction.reference },
        `a pending withdrawal is left for staff: ${reason}`,
      )
  }

  return {
    /**
     * The settlement round (server/scheduler.ts, every minute): every payout still pending after `olderThanMs` is asked
     * about again (ADR 0010), oldest first, at most `limit` a round, each claimed first so that rounds in other
     * processes skip it (ADR 0014); one still pending is not asked about again for `recheckMs`. A provider that cannot
     * answer, or anything else going wrong with one row, is logged and leaves that row pending for a later round;
     * nothing is thrown. Each movement is guarded by the ledger as well (a reversal or a success happens once).
     */
    async settlePending({
      olderThanMs = 60_000,
      limit = 100,
      recheckMs = 30_000,
    }: { olderThanMs?: number; limit?: number; recheckMs?: number } = {}): Promise<{
      checked: number
      settled: number
    }> {
      const at = now()
      const rows = await wallets.claimPendingPayouts(
        new Date(at.getTime() - olderThanMs),
        at,
        new Date(at.getTime() + SETTLE_CLAIM_MS),
        limit,
      )
      let settled = 0
      const recheckAt = new Date(at.getTime() + recheckMs)
      for (const row of rows) {
        let after: WalletTransactionRecord
        try {
          after = row.type === 'withdrawal' ? await settleWithdrawal(row, at) : await readBill(row)
        } catch (error) {
          if (error instanceof DomainError) {
            // A failure the provider reported: reversed (or already reversed by another round).
            settled += 1
            continue
          }
          if (error instanceof WalletProviderError)
            log?.warn(
              { err: error, transactionId: row.id },
              'a provider could not say how a pending payout went; it stays pending',
            )
          else log?.error({ err: error, transactionId: row.id }, 'settling a pending payout failed; it stays pending')
          await wallets.releaseUntil(row.id, recheckAt)
          continue
        }
        if (after.status !== 'pending') settled += 1
        else await wallets.releaseUntil(row.id, recheckAt)
      }
      return { checked: rows.length, settled }
    },

    /** listDataPlans: every plan, all networks (the web filters them to the number's network). */
    async dataPlans(): Promise<DataPlanOffer[]> {
      return plans()
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
    async buyData(user: UserRecord, body: RequestBody<'buyDataPlan'>): Promise<WalletTransactionRecord> {
      const phone = normalisePhone(body.phone)
      const plan = (await plans()).find((candidate) => candidate.id === body.plan)
      if (!plan) throw new DomainError('notFound', payoutErrors.unknownPlan, 'plan')
      const network = detectNetwork(phone)
      if (network === UNKNOWN_NETWORK) throw new DomainError('invalid', payoutErrors.unknownNetwork, 'phone')
      if (network !== plan.network) throw new DomainError('invalid', payoutErrors.wrongNetwork(plan.network), 'phone')
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
      return settleBill(transaction, 'data', () =>
        vtu.buyData({ reference, phone, network, amountKobo: plan.amountKobo, planId: plan.id }),
      )
    },

    /** buyAirtime: at least ₦50, for a number whose network is known. */
    async buyAirtime(user: UserRecord, body: AirtimeInput): Promise<WalletTransactionRecord> {
      const amountKobo = shopperKobo(body.amountKobo, 'amount')
      if (amountKobo < AIRTIME_MINIMUM) throw new DomainError('invalid', walletMessages.airtimeMinimum, 'amount')
      const phone = normalisePhone(body.phone)
      const network = detectNetwork(phone)
      if (network === UNKNOWN_NETWORK) throw new DomainError('invalid', payoutErrors.unknownNetwork, 'phone')
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
     * withdraw: at least the minimum, the fee as the server computes it ('conflict' when the form showed another), to the account the
     * bank names. The shopper's reference makes a retry safe: a repeat of theirs answers the withdrawal already made.
     */
    async withdraw(
      user: UserRecord,
      body: WithdrawalInput,
    ): Promise<{ created: boolean; transaction: WalletTransactionRecord }> {
      const earlier = await wallets.findByReference(body.reference)
      if (earlier) {
        if (earlier.userId === user.id && earlier.type === 'withdrawal')
          return { created: false, transaction: await readBack(earlier) }
        throw new DomainError('conflict', payoutErrors.referenceUsed, 'reference')
      }
      const amountKobo = shopperKobo(body.amountKobo, 'amount')
      if (amountKobo < WITHDRAWAL_MINIMUM) throw new DomainError('invalid', walletMessages.withdrawalMinimum, 'amount')
      const feeKobo = withdrawalFee(amountKobo, await withdrawalFeePercent())
      if (shopperKobo(body.feeKobo, 'fee') !== feeKobo)
        throw new DomainError('conflict', payoutErrors.feeChanged(feeKobo), 'fee')
      const account = await resolve(body).catch((error: unknown) => {
        // The contract's answer for a form that names no account is 'invalid' here (a lookup's own answer is 'notFound').
        if (error instanceof DomainError && error.kind === 'notFound')
          throw new DomainError('invalid', error.message, error.field)
        throw error
      })
      if (!sameName(account.accountName, body.accountName))
        throw new DomainError('conflict', payoutErrors.wrongAccountName, 'accountName')

      const debited = await wallets.debit({
        userId: user.id,
        type: 'withdrawal',
        kind: 'withdrawal',
        amountKobo,
        feeKobo,
        reference: body.reference,
        description: `Withdrawal to ${account.accountName}, ${body.bankName} ${body.accountNumber}`,
        details: {
          bankCode: body.bankCode,
          bankName: body.bankName,
          accountNumber: body.accountNumber,
          accountName: account.accountName,
        },
        now: now(),
      })
      if (debited.outcome === 'insufficient') throw new DomainError('conflict', walletMessages.insufficientFunds)
      if (debited.outcome === 'exists') {
        // The same withdrawal sent twice at once: the first made it, this one answers it.
        if (debited.transaction.userId === user.id && debited.transaction.type === 'withdrawal')
          return { created: false, transaction: debited.transaction }
        throw new DomainError('conflict', payoutErrors.referenceUsed, 'reference')
      }
      return { created: true, transaction: await payOut(debited.transaction, false) }
    },

    /**
     * The bank provider's `transfer.completed` webhook (already known genuine; its `data` is a TransferEvent): only a hint. The transfer is read back
     * from the provider and the withdrawal it pays is marked successful, or failed and reversed with its fee; an
     * unknown transfer is left alone; a provider that cannot be asked fails the call ('unavailable') so it is sent again.
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
        log?.error(
          { transactionId: withdrawal.id, transferId: transfer.id },
          'a transfer does not match its withdrawal; left for staff',
        )
        return
      }
      try {
        await settle(
          withdrawal,
          transfer.status,
          transfer.id,
          () => payoutErrors.transferRefused(transfer.failure),
          true,
        )
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
      }
    },
  }
}

export type WalletPayouts = ReturnType<typeof walletPayouts>
