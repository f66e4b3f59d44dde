// Wallet funding by bank transfer (spec §3 Wallet `accounts`; ADR 0042): each verified shopper's dedicated account,
// opened in the background the first time their wallet is read, and the transfers into it credited to the wallet
// exactly once. A transfer's webhook is only a hint: the money is counted from the gateway's own record, read by the
// transfer's reference. No Fastify, no SQL.
import type { Kobo } from '../../src/domain/money'
import type { DedicatedAccountRecord, DedicatedAccountsRepo } from '../db/repos/dedicated-accounts.repo'
import type { UserRecord } from '../db/repos/users.repo'
import type { WalletRepo } from '../db/repos/wallet.repo'
import { backgroundWork, type BackgroundWork } from '../background-work'
import { DomainError, STORE_BUSY_MESSAGE } from '../errors'
import { PaymentVerificationError, type VerifiedTransaction } from '../providers/payments/payment-provider'
import {
  DEDICATED_NUBAN_CHANNEL,
  type DedicatedAccount,
  type PaystackCustomerDetails,
  type PaystackEvent,
} from '../providers/payments/paystack'

/** What opens dedicated accounts and reads transfers back: Paystack's adapter, or the store's sandbox. */
export interface DedicatedAccountsGateway {
  /** 'paystack' or 'sandbox', kept with each account. */
  name: string
  /** The bank the accounts are opened at (a Paystack slug). */
  preferredBank: string
  createCustomer(details: PaystackCustomerDetails): Promise<{ id: string; customerCode: string }>
  createDedicatedAccount(customerCode: string, preferredBank: string): Promise<DedicatedAccount>
  verifyTransaction(reference: string): Promise<VerifiedTransaction>
}

/** A shopper's account as the wallet lists it (spec §3 Wallet accounts). */
export interface FundingAccount {
  accountName: string
  bankName: string
  accountNumber: string
}

/** What became of a reported transfer. */
export type TransferOutcome = 'credited' | 'alreadyCredited' | 'notATransfer' | 'unknownAccount' | 'notConfirmed'

export interface DedicatedAccountsDeps {
  accounts: DedicatedAccountsRepo
  wallets: Pick<WalletRepo, 'creditTransfer'>
  gateway: DedicatedAccountsGateway
  /** The phone Paystack needs before it opens an account: the shopper's newest address's, if any. */
  phoneOf?: (userId: string) => Promise<string | undefined>
  now?: () => Date
  /** How long one attempt may hold the claim to open an account (a process that dies mid-way frees it after this). */
  claimMs?: number
  /** How long after a failed attempt the next wallet read tries again. */
  retryMs?: number
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void }
  /** Where accounts are opened after the wallet's reply: the store's background work, which closing waits for. */
  background?: BackgroundWork
}

/** A transfer's reference as the wallet keeps it: the gateway's, marked, so it never meets a card funding's. */
export const transferReference = (gateway: string, reference: string) => `${gateway}-transfer:${reference}`

function fundingAccountOf(row: DedicatedAccountRecord): FundingAccount | undefined {
  if (row.status !== 'open' || !row.accountName || !row.bankName || !row.accountNumber) return undefined
  // The contract's AccountNumber is a ten-digit NUBAN: anything else is not shown rather than break the wallet's reply.
  if (!/^\d{10}$/.test(row.accountNumber)) return undefined
  return { accountName: row.accountName, bankName: row.bankName, accountNumber: row.accountNumber }
}

/** The shopper's opened funding accounts as they are kept, opening none (the data export reads them so). */
export async function keptFundingAccounts(
  accounts: Pick<DedicatedAccountsRepo, 'findByUser'>,
  user: UserRecord,
): Promise<FundingAccount[]> {
  const row = await accounts.findByUser(user.id)
  const shown = row ? fundingAccountOf(row) : undefined
  return shown ? [shown] : []
}

export function dedicatedAccountsService({
  accounts,
  wallets,
  gateway,
  phoneOf = async () => undefined,
  now = () => new Date(),
  claimMs = 60_000,
  retryMs = 30_000,
  log,
  background = backgroundWork(log ?? console),
}: DedicatedAccountsDeps) {
  /** Opens the shopper's account if this caller wins the claim; never rejects (a failure is kept and logged). */
  async function open(user: UserRecord): Promise<void> {
    const started = now()
    if (!(await accounts.claim(user.id, gateway.name, started, new Date(started.getTime() + claimMs)))) return
    try {
      const firstName = user.firstName.trim() || user.email.split('@')[0] || 'Shopper'
      const lastName = user.lastName.trim() || 'Oja'
      const customer = await gateway.createCustomer({
        email: user.email,
        firstName,
        lastName,
        phone: (await phoneOf(user.id)) ?? '',
      })
      const account = await gateway.createDedicatedAccount(customer.customerCode, gateway.preferredBank)
      await accounts.opened(
        user.id,
        {
          customerCode: account.customerCode,
          accountName: account.accountName,
          accountNumber: account.accountNumber,
          bankName: account.bankName,
          bankSlug: account.bankSlug,
        },
        now(),
      )
    } catch (error) {
      log?.warn({ err: error, userId: user.id }, 'the dedicated account could not be opened; a later read tries again')
      await accounts.failed(user.id, new Date(now().getTime() + retryMs), now()).catch((failed: unknown) => {
        log?.error({ err: failed, userId: user.id }, 'a failed dedicated account attempt could not be recorded')
      })
    }
  }

  return {
    /**
     * The shopper's funding accounts for getWallet: the opened one, or none yet, in which case a verified shopper's
     * is opened in the background (the read never waits for the gateway, nor fails because of it).
     */
    async accountsOf(user: UserRecord): Promise<FundingAccount[]> {
      let row: DedicatedAccountRecord | null
      try {
        row = await accounts.findByUser(user.id)
      } catch (error) {
        log?.error({ err: error, userId: user.id }, 'the dedicated account could not be read')
        return []
      }
      const shown = row ? fundingAccountOf(row) : undefined
      if (shown) return [shown]
      if (user.emailVerifiedAt && (!row || row.claimedUntil <= now()))
        background.run('the dedicated account could not be claimed', () => open(user))
      return []
    },

    /** The opened account with this number (the sandbox's 'send a transfer'), if any. */
    async accountByNumber(accountNumber: string): Promise<{ accountNumber: string; customerCode: string } | undefined> {
      const row = await accounts.findByNumber(accountNumber)
      return row ? { accountNumber, customerCode: row.customerCode ?? '' } : undefined
    },

    /** Waits for this process's attempts in flight (tests; a clean shutdown). */
    settled: () => background.idle(),

    /**
     * A verified Paystack `charge.success` (paystackEventOf) on the dedicated_nuban channel: the transfer is read back
     * from the gateway by its reference and credited to the wallet owning the receiving account, once per reference.
     * Credits nothing unless the gateway says it succeeded, in naira, for the amount the event names, under the same
     * reference. Rejects only when the gateway cannot be asked (the webhook is then answered with an error, and
     * Paystack sends it again).
     */
    async creditTransfer(event: PaystackEvent): Promise<TransferOutcome> {
      if (event.kind !== 'charge' || event.channel !== DEDICATED_NUBAN_CHANNEL || !event.transfer) return 'notATransfer'
      const { transfer, reference } = event
      const account = await accounts.findByNumber(transfer.accountNumber)
      if (!account) {
        log?.warn(
          { reference, accountNumber: transfer.accountNumber },
          'a transfer arrived for an account number no wallet has; nothing was credited',
        )
        return 'unknownAccount'
      }
      let verified: VerifiedTransaction
      try {
        verified = await gateway.verifyTransaction(reference)
      } catch (error) {
        // The gateway knows no such transaction, or answers about another one: asking again gets the same answer.
        // Unreachable or a refused key: 503, so the webhook is answered with an error and sent again.
        if (!(error instanceof PaymentVerificationError)) throw error
        if (error.problem === 'unreachable' || error.problem === 'unauthorized') {
          if (error.problem === 'unauthorized')
            log?.error({ err: error, reference }, 'the gateway refused the keys while confirming a transfer')
          throw new DomainError('unavailable', STORE_BUSY_MESSAGE)
        }
        log?.warn({ err: error, reference, userId: account.userId }, 'a reported transfer could not be confirmed')
        return 'notConfirmed'
      }
      if (
        verified.status !== 'successful' ||
        verified.currency !== 'NGN' ||
        verified.txRef !== reference ||
        verified.amountKobo !== transfer.amountKobo ||
        !(verified.amountKobo > 0)
      ) {
        log?.warn(
          { reference, userId: account.userId, status: verified.status, currency: verified.currency },
          'a reported transfer is not confirmed by the gateway as reported; nothing was credited',
        )
        return 'notConfirmed'
      }
      const amountKobo: Kobo = verified.amountKobo
      const { credited } = await wallets.creditTransfer({
        userId: account.userId,
        reference: transferReference(account.provider, reference),
        providerId: verified.id,
        amountKobo,
        description: 'Wallet funding by bank transfer',
        details: { accountNumber: transfer.accountNumber, bankName: account.bankName, gatewayReference: reference },
        now: now(),
      })
      return credited ? 'credited' : 'alreadyCredited'
    },
  }
}

export type DedicatedAccountsService = ReturnType<typeof dedicatedAccountsService>
