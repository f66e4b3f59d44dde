// payments tag: getPaymentConfig, createPayment ('Place order'), receivePaymentWebhook (Flutterwave's, known by its
// verif-hash header: card payments for orders and wallet fundings, and transfers' outcomes) and chargeSandboxPayment
// (the card payment sandbox's checkout; 404 while payments are live).
import { koboToNaira } from '../../src/domain/money'
import { DomainError, NOT_FOUND_MESSAGE } from '../errors'
import type { PaymentProvider } from '../providers/payments/payment-provider'
import { transferEventOf } from '../providers/wallet/flutterwave-wallet'
import type { BankProvider } from '../providers/wallet/wallet-providers'
import type { SandboxPayments } from '../providers/payments/sandbox-payments'
import type { OrdersService } from '../services/orders'
import type { PaymentsService } from '../services/payments'
import type { WalletService } from '../services/wallet'
import type { WalletPayouts } from '../services/wallet-payouts'
import { signedInUser, type Handlers } from './handler'

export const WEBHOOK_REFUSED_MESSAGE = 'This webhook call is not from the payment provider'

export function paymentHandlers({
  payments,
  orders,
  wallet,
  payouts,
  paymentProvider,
  banks,
  sandboxPayments,
}: {
  payments: PaymentsService
  orders: OrdersService
  wallet: WalletService
  payouts: WalletPayouts
  paymentProvider: PaymentProvider
  banks: BankProvider
  sandboxPayments?: SandboxPayments
}) {
  return {
    async getPaymentConfig() {
      return { data: payments.config() }
    },

    async createPayment(request, reply) {
      const { token, txRef, amountKobo } = await payments.create(signedInUser(request), request.body)
      reply.code(201)
      return { data: { token, txRef, amount: koboToNaira(amountKobo) } }
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

    async chargeSandboxPayment(request, reply) {
      if (!sandboxPayments) throw new DomainError('notFound', NOT_FOUND_MESSAGE)
      const charge = await sandboxPayments.charge(request.body)
      reply.code(201)
      return { data: charge }
    },
  } satisfies Handlers
}
