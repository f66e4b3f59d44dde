// The payment provider: one interface for card payment, a real adapter per gateway (flutterwave.ts, Flutterwave's v3
// API; paystack.ts, Paystack's API, ADR 0040) and the store's own sandbox, which serves a script with the same
// `FlutterwaveCheckout(...)` call and answers verification the way Flutterwave does. The browser only opens the
// checkout; whether an order is paid is decided here, from the provider's own record of the transaction (never from
// what the browser reports), by confirmsOrder.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { Kobo } from '../../../src/domain/money'

/** What the browser needs to open the inline checkout. */
export interface CheckoutScript {
  /** The script that defines `window.FlutterwaveCheckout`. */
  src: string
  /** Passed as `public_key` to `FlutterwaveCheckout(...)`; public by design. */
  publicKey: string
}

/** The provider's record of a transaction, in the store's terms (amounts in integer kobo). */
export interface VerifiedTransaction {
  /** The provider's transaction id (`data.id` on both gateways), as text. */
  id: string
  /** The reference the store gave the payment (Flutterwave's `data.tx_ref`, Paystack's `data.reference`). */
  txRef: string
  /** 'successful' (Paystack's 'success' is read as this), else as the provider says it: 'failed', 'pending',
   *  'abandoned' … Only 'successful' confirms an order. */
  status: string
  /** ISO 4217, upper case. */
  currency: string
  /** The amount the payment was for (Flutterwave's `data.amount`, Paystack's `data.requested_amount`). */
  amountKobo: Kobo
  /** What the payer was charged (Flutterwave's `data.charged_amount`, Paystack's `data.amount`): the amount plus any
   *  fee passed to the shopper. */
  chargedAmountKobo: Kobo
  customerEmail: string
}

/**
 * Why a transaction could not be read. 'notFound': the provider knows no such id (for these keys). 'unauthorized':
 * the provider refused the secret key (the operator's to fix, not the shopper's). 'unreachable': no answer in time,
 * or the provider failed (5xx): nothing is known, so the order stays pending and the webhook or a later try decides.
 * 'malformed': an answer that does not read as the documented one.
 */
export type VerificationProblem = 'notFound' | 'unauthorized' | 'unreachable' | 'malformed'

export class PaymentVerificationError extends Error {
  override readonly name = 'PaymentVerificationError'
  readonly problem: VerificationProblem

  constructor(problem: VerificationProblem, message: string, options?: ErrorOptions) {
    super(message, options)
    this.problem = problem
  }
}

export interface PaymentProvider {
  readonly mode: 'live' | 'sandbox'
  readonly checkout: CheckoutScript
  /**
   * What verifyTransaction takes (ADR 0040): the gateway's own transaction id (Flutterwave, the checkout callback's
   * `transaction_id`), or the reference the store gave the payment (Paystack verifies by reference, so the store asks
   * about its own `txRef` and needs nothing from the browser). Left out: the transaction id.
   */
  readonly verifiesBy?: 'transactionId' | 'reference'
  /** The provider's record of the transaction, or rejects with PaymentVerificationError. */
  verifyTransaction(transactionId: string): Promise<VerifiedTransaction>
  /**
   * Sends `amountKobo` of a transaction back to the card it came from; resolves with the provider's status of the
   * refund ('completed', or 'pending' while the card's bank takes it), or rejects with PaymentVerificationError as
   * verifyTransaction does ('malformed' too when the provider refuses the refund as asked, e.g. more than is left).
   */
  refundTransaction(transactionId: string, amountKobo: Kobo): Promise<{ status: string }>
  /**
   * Whether a webhook request is the provider's: Flutterwave's carries the configured secret hash in its `verif-hash`
   * header (the body plays no part); Paystack's signs the body exactly as sent (`x-paystack-signature`), so it needs
   * `rawBody`, the request's bytes before any parsing, and refuses every request without it.
   */
  isGenuineWebhook(headers: IncomingHttpHeaders, rawBody?: string | Uint8Array): boolean
}

/** What the store expects the payment for one order to be. */
export interface ExpectedPayment {
  txRef: string
  amountKobo: Kobo
}

/** The currency every price in the store is in (spec §9). */
export const STORE_CURRENCY = 'NGN'

/**
 * Whether the transaction pays for this order (issue 12, after Flutterwave's own checklist for verification, which
 * is Paystack's too): it
 * succeeded, in naira, for at least the order's amount, under the order's own reference. A payment for more than
 * the order still confirms it (the provider's advice: give value and refund the rest); one made for another order,
 * even by the same shopper for the same amount, does not.
 */
export function confirmsOrder(transaction: VerifiedTransaction, expected: ExpectedPayment): boolean {
  return (
    transaction.status === 'successful' &&
    transaction.currency === STORE_CURRENCY &&
    transaction.amountKobo >= expected.amountKobo &&
    transaction.txRef === expected.txRef
  )
}

/**
 * Whether a header carries the expected secret, in time that does not depend on how much of it matched: both sides
 * are hashed first, so the comparison is always of 32 bytes and says nothing of the secret's length either. A
 * header sent twice (an array) is refused: Flutterwave and Paystack send one. Paystack's signature is compared the
 * same way, against the signature the store computes.
 */
export function headerMatchesSecret(value: string | string[] | undefined, secret: string): boolean {
  if (typeof value !== 'string' || secret === '') return false
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(value), digest(secret))
}

/** Flutterwave's webhook header: the dashboard's secret hash, sent back as it was set (not a signature of the body). */
export const WEBHOOK_HASH_HEADER = 'verif-hash'
