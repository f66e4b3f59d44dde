// The payment token (spec §3 Payment token payload): what 'Place order' hands to /payment. The server signs it
// (server/services/payments.ts) so that nothing in it can be edited on the way; /payment only reads it, to open the
// card checkout for the order the server priced. Reading is not trusting: the server checks the signature again
// when the order is confirmed.
import type { DeliveryMethodId } from './delivery'
import { DELIVERY_METHODS } from './delivery'
import { readJwtClaims } from './jwt'
import type { Kobo } from './money'

export interface PaymentTokenPayload {
  /** What the order costs, in kobo (the card library's unit, spec §9). */
  amount: Kobo
  /** The shopper's name and email, for the checkout's customer fields. */
  name: string
  email: string
  deliveryMethod: DeliveryMethodId
  addressId: string
  /** The order's unique payment reference (Flutterwave's `tx_ref`). */
  txRef: string
}

/** The query parameter /payment reads (spec §2 Payment). */
export const PAYMENT_TOKEN_PARAM = 'token'

const DELIVERY_IDS: ReadonlySet<string> = new Set(DELIVERY_METHODS.map((method) => method.id))

function isDeliveryMethodId(value: unknown): value is DeliveryMethodId {
  return typeof value === 'string' && DELIVERY_IDS.has(value)
}

/**
 * The payload of a payment token (a signed JWT), or null when the text is not one: three dot-separated parts whose
 * middle is base64url JSON with every field of PaymentTokenPayload. The signature is not checked here (the browser
 * does not hold the key).
 */
export function readPaymentToken(token: string | null | undefined): PaymentTokenPayload | null {
  const claims = readJwtClaims(token)
  if (!claims) return null
  const { amount, name, email, deliveryMethod, addressId, txRef } = claims
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null
  if (typeof name !== 'string' || typeof email !== 'string' || email === '') return null
  if (!isDeliveryMethodId(deliveryMethod) || typeof addressId !== 'string' || addressId === '') return null
  if (typeof txRef !== 'string' || txRef === '') return null
  return { amount, name, email, deliveryMethod, addressId, txRef }
}
