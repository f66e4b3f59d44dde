// The gateways a payment is offered through, and which gateway a shopper's browser says took it (docs/adr/0041): one
// copy for an order's payment (services/payments.ts) and a wallet funding (services/wallet.ts). No Fastify, no SQL.
import type { Payment } from '../../src/domain/contract'
import type { Kobo } from '../../src/domain/money'
import { DomainError } from '../errors'
import { PaymentVerificationError } from '../providers/payments/payment-provider'
import { GATEWAY_METHODS, type CardGateway, type PaymentGateways } from '../providers/payments/payment-gateways'

/** A gateway a payment can be opened with (openapi.yaml PaymentCheckout). */
export type PaymentCheckout = NonNullable<Payment['checkouts']>[number]

export interface CheckoutsDeps {
  gateways: Pick<PaymentGateways, 'preferred' | 'paystack'>
  log?: { warn(details: object, message: string): void }
}

/**
 * The gateways to offer for a payment, in order of preference and health. Flutterwave's inline checkout is opened in
 * the browser; Paystack's is opened here (initialize, under the payment's own reference), and one that cannot be
 * opened now is left out (and rests, so the next shopper is not kept waiting for it).
 */
export function gatewayCheckouts({ gateways, log }: CheckoutsDeps) {
  return async function checkoutsFor(email: string, amountKobo: Kobo, txRef: string): Promise<PaymentCheckout[]> {
    const checkouts: PaymentCheckout[] = []
    for (const gateway of gateways.preferred()) {
      if (gateway === 'flutterwave') {
        checkouts.push({ gateway, methods: [...GATEWAY_METHODS.flutterwave] })
        continue
      }
      if (!gateways.paystack) continue
      try {
        const { accessCode } = await gateways.paystack.initializeTransaction({
          email,
          amountKobo,
          reference: txRef,
          channels: GATEWAY_METHODS.paystack,
        })
        checkouts.push({ gateway, methods: [...GATEWAY_METHODS.paystack], accessCode })
      } catch (error) {
        if (!(error instanceof PaymentVerificationError)) throw error
        log?.warn({ err: error, gateway }, 'a payment gateway could not be opened; the other one is offered')
      }
    }
    return checkouts
  }
}

/** What a shopper's browser reports after a checkout: Flutterwave's ids, or Paystack's reference (exactly one). */
export interface GatewayReport {
  flutterwave?: { transaction_id: string; tx_ref: string }
  paystack?: { reference: string }
}

/** The gateway a report names, what that gateway verifies the payment by, and the store's reference it pays. */
export interface ReportedPayment {
  gateway: CardGateway
  /** Flutterwave's transaction id, or Paystack's reference. */
  verifyBy: string
  txRef: string
  /** The body's field the reference was read from, for a refusal. */
  field: string
}

export function reportedPayment(report: GatewayReport): ReportedPayment {
  if (report.flutterwave && !report.paystack)
    return {
      gateway: 'flutterwave',
      verifyBy: report.flutterwave.transaction_id,
      txRef: report.flutterwave.tx_ref,
      field: 'flutterwave.tx_ref',
    }
  if (report.paystack && !report.flutterwave)
    return {
      gateway: 'paystack',
      verifyBy: report.paystack.reference,
      txRef: report.paystack.reference,
      field: 'paystack.reference',
    }
  // The contract's oneOf refuses this before a handler runs; kept for callers that skip it.
  throw new DomainError('invalid', 'Send the reference of the gateway that took the payment, and only that one')
}
