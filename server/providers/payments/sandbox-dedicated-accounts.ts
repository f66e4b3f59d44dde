// The dedicated account sandbox (ADR 0042): without Paystack's keys, the store opens each verified shopper a
// realistic account itself (a stable ten-digit number derived from the shopper's email, at 'Wema Bank', in the
// shopper's name, as Paystack names them: 'OJA/ADA OBI') and can 'send a transfer' into it, which is read back by
// the same verify the real gateway answers, as Paystack's `charge.success` on the dedicated_nuban channel. Like the
// other sandboxes it is on only while the card payment sandbox is (no gateway keys at all), so the store listens on
// loopback only unless the operator says SANDBOX_PUBLIC=true (ADR 0007).
import { createHash, randomBytes } from 'node:crypto'
import type { Kobo } from '../../../src/domain/money'
import type { DedicatedAccountsGateway } from '../../services/dedicated-accounts'
import { PaymentVerificationError, type VerifiedTransaction } from './payment-provider'
import { DEDICATED_NUBAN_CHANNEL, type PaystackEvent, type PaystackCustomerDetails } from './paystack'

export const SANDBOX_ACCOUNT_BANK = { slug: 'wema-bank', name: 'Wema Bank' } as const

/** A stable ten-digit account number for an email: '9' and nine digits of its hash. */
export function sandboxAccountNumber(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest()
  return `9${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`
}

export interface SandboxDedicatedAccounts {
  gateway: DedicatedAccountsGateway
  /** Records a transfer into an account number and gives the event Paystack would post for it. */
  sendTransfer(
    account: { accountNumber: string; customerCode: string },
    amountKobo: Kobo,
  ): { reference: string; event: PaystackEvent }
}

/** The sandbox's customers and transfers live in this process only: a transfer is credited as it is sent. */
export function sandboxDedicatedAccounts(): SandboxDedicatedAccounts {
  const customers = new Map<string, PaystackCustomerDetails>()
  const transfers = new Map<string, VerifiedTransaction>()
  let ids = 0

  return {
    gateway: {
      name: 'sandbox',
      preferredBank: SANDBOX_ACCOUNT_BANK.slug,
      async createCustomer(details) {
        const customerCode = `CUS_sandbox_${createHash('sha256').update(details.email.toLowerCase()).digest('hex').slice(0, 14)}`
        customers.set(customerCode, details)
        ids += 1
        return { id: String(ids), customerCode }
      },
      async createDedicatedAccount(customerCode) {
        const customer = customers.get(customerCode)
        if (!customer) throw new PaymentVerificationError('notFound', 'sandbox: no such customer')
        return {
          id: customerCode,
          accountName: `OJA/${customer.firstName} ${customer.lastName}`.toUpperCase(),
          accountNumber: sandboxAccountNumber(customer.email),
          bankName: SANDBOX_ACCOUNT_BANK.name,
          bankSlug: SANDBOX_ACCOUNT_BANK.slug,
          customerCode,
        }
      },
      async verifyTransaction(reference) {
        const transfer = transfers.get(reference)
        if (!transfer) throw new PaymentVerificationError('notFound', 'sandbox: no such transaction')
        return transfer
      },
    },

    sendTransfer({ accountNumber, customerCode }, amountKobo) {
      const reference = `SBX${randomBytes(9).toString('hex')}`
      ids += 1
      transfers.set(reference, {
        id: String(5_100_000 + ids),
        txRef: reference,
        status: 'successful',
        currency: 'NGN',
        amountKobo,
        chargedAmountKobo: amountKobo,
        customerEmail: '',
      })
      return {
        reference,
        event: {
          kind: 'charge',
          reference,
          channel: DEDICATED_NUBAN_CHANNEL,
          transfer: { accountNumber, customerCode, amountKobo, currency: 'NGN' },
        },
      }
    },
  }
}
