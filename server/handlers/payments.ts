// payments tag: getPaymentConfig, createPayment ('Place order'), receivePaymentWebhook (Flutterwave's, known by its
// verif-hash header: card payments for orders and wallet fundings, and transfers' outcomes) and chargeSandboxPayment
// (the card payment sandbox's checkout; 404 while payments are live); the Paystack sandbox's checkout window's
// getSandboxPaystackTransaction, chargeSandboxPaystack and Apple Pay's two calls (404 unless it is on); receivePaystackWebhook (Paystack's, signed over
// its raw body: card, bank transfer and USSD payments for orders, and transfers into wallets' dedicated accounts).
import { koboToNaira } from '../../src/domain/money'
import { DomainError, NOT_FOUND_MESSAGE } from '../errors'
import type { PaymentProvider } from '../providers/payments/payment-provider'
import type { PaymentGateways } from '../providers/payments/payment-gateways'
import { DEDICATED_NUBAN_CHANNEL, paystackEventOf, type PaystackEvent } from '../providers/payments/paystack'
import { transferEventOf } from '../providers/wallet/flutterwave-wallet'
import type { BankProvider } from '../providers/wallet/wallet-providers'
import type { SandboxPayments } from '../providers/payments/sandbox-payments'
import type { SandboxPaystack } from '../providers/payments/sandbox-paystack'
import type { OrdersService } from '../services/orders'
import type { PaymentsService } from '../services/payments'
import type { WalletService } from '../services/wallet'
import type { WalletPayouts } from '../services/wallet-payouts'
import { signedInUser, type Handlers } from './handler'

export const WEBHOOK_REFUSED_MESSAGE = 'This webhook call is not from the payment provider'

/** A transfer into a wallet's dedicated account, as Paystack's signed `charge.success` on the `dedicated_nuban`
 *  channel tells of it (still only a hint: whoever credits it verifies it by its reference first). */
export type DedicatedTransferEvent = Extract<PaystackEvent, { kind: 'charge' }>

/**
 * Where Paystack's transfers into dedicated accounts go when no wallet opens such accounts (only Flutterwave's keys):
 * received and left alone. Otherwise the wallet's dedicated accounts take them (server/services/dedicated-accounts.ts
 * credits each once).
 */
export const ignoreDedicatedTransfer = async (_event: DedicatedTransferEvent): Promise<void> => {}

export function paymentHandlers({
  payments,
  orders,
  wallet,
  payouts,
  paymentProvider,
  gateways,
  creditDedicatedTransfer = ignoreDedicatedTransfer,
  banks,
  sandboxPayments,
  sandboxPaystack,
}: {
  payments: PaymentsService
  orders: OrdersService
  wallet: WalletService
  payouts: WalletPayouts
  paymentProvider: PaymentProvider
  /** The card gateways (docs/adr/0041): Paystack's webhook is checked and verified with Paystack's adapter. */
  gateways: Pick<PaymentGateways, 'configured' | 'of'>
  /** A transfer into a wallet's dedicated account (the `dedicated_nuban` channel). */
  creditDedicatedTransfer?: (event: DedicatedTransferEvent) => Promise<void>
  banks: BankProvider
  sandboxPayments?: SandboxPayments
  /** The Paystack sandbox's checkout window's operations (docs/adr/0043); 404 while Paystack is live or off. */
  sandboxPaystack?: SandboxPaystack
}) {
  const paystackSandbox = () => {
    if (!sandboxPaystack) throw new DomainError('notFound', NOT_FOUND_MESSAGE)
    return sandboxPaystack
  }
  return {
    async getPaymentConfig() {
      return { data: payments.config() }
    },

    async createPayment(request, reply) {
      const { token, txRef, amountKobo, checkouts } = await payments.create(signedInUser(request), request.body)
      reply.code(201)
      return { data: { token, txRef, amount: koboToNaira(amountKobo), checkouts } }
    },

    async receivePaymentWebhook(request) {
      // Live, card payments and transfers share one Flutterwave account and its hash; the sandboxes each have their own.
      if (!paymentProvider.isGenuineWebhook(request.headers) && !banks.isGenuineWebhook(request.headers))
        throw new DomainError('unauthenticated', WEBHOOK_REFUSED_MESSAGE)
      // One webhook URL for all of Flutterwave's events: a transfer's outcome, or a card payment (an order's, else
      // perhaps a wallet funding's).
      const transfer = transferEventOf(request.body)
      if (transfer) {
        await payouts.transferCompleted(transfer)
        return { data: { received: true } }
      }
      const { unclaimed } = await orders.confirmByWebhook(request.body)
      if (unclaimed) await wallet.creditByWebhook(unclaimed)
      return { data: { received: true } }
    },

    async receivePaystackWebhook(request) {
      // Without a Paystack account no call is Paystack's; with one, its signature covers the bytes as sent.
      if (
        !gateways.configured.includes('paystack') ||
        !gateways.of('paystack').isGenuineWebhook(request.headers, request.rawBody)
      )
        throw new DomainError('unauthenticated', WEBHOOK_REFUSED_MESSAGE)
      const event = paystackEventOf(request.body)
      if (event?.kind !== 'charge') return { data: { received: true } }
      // Money sent to a wallet's dedicated account number: the wallet's dedicated accounts take it.
      if (event.channel === DEDICATED_NUBAN_CHANNEL) {
        await creditDedicatedTransfer(event)
        return { data: { received: true } }
      }
      // A checkout's payment (card, bank transfer, USSD …): the order it pays, settled as Flutterwave's are, else
      // perhaps a wallet funding's.
      const { unclaimed } = await orders.confirmByPaystackWebhook(event.reference)
      if (unclaimed) await wallet.creditByWebhook(unclaimed)
      return { data: { received: true } }
    },

    async chargeSandboxPayment(request, reply) {
      if (!sandboxPayments) throw new DomainError('notFound', NOT_FOUND_MESSAGE)
      const charge = await sandboxPayments.charge(request.body)
      reply.code(201)
      return { data: charge }
    },

    async getSandboxPaystackTransaction(request) {
      return { data: await paystackSandbox().transaction(request.params.accessCode) }
    },

    async chargeSandboxPaystack(request, reply) {
      const charge = await paystackSandbox().charge(request.body)
      reply.code(201)
      return { data: charge }
    },

    async validateSandboxApplePaySession(request, reply) {
      const session = await paystackSandbox().applePaySession(request.body)
      reply.code(201)
      return { data: session }
    },

    async chargeSandboxApplePay(request, reply) {
      const charge = await paystackSandbox().applePayCharge(request.body)
      reply.code(201)
      return { data: charge }
    },
  } satisfies Handlers
}
