// The payment token (spec §3 Payment token payload): what 'Place order' hands to /payment. The server signs it
// (server/services/payments.ts) so that nothing in it can be edited on the way; /payment only reads it, to open the
// card checkout for the order the server priced. Reading is not trusting: the server checks the signature again
// when the order is confirmed.
import type { PaymentCheckout } from './contract'
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
  /** The order's unique payment reference (Flutterwave's `tx_ref`, Paystack's `reference`). */
  txRef: string
  /** The gateways the order can be paid through, the one to open first first (docs/adr/0041): chosen by the server
   *  when the order was placed, so a reload of /payment offers the same. */
  checkouts: PaymentCheckout[]
}

/** What a token without gateways offers: Flutterwave's card checkout, the store's only one before there were two. */
export const DEFAULT_CHECKOUTS: readonly PaymentCheckout[] = [{ gateway: 'flutterwave', methods: ['card'] }]

const GATEWAYS: ReadonlySet<string> = /* @__PURE__ */ new Set(['flutterwave', 'paystack'])
const METHODS: ReadonlySet<string> = /* @__PURE__ */ new Set(['card', 'bank_transfer', 'ussd'])

function checkoutOf(value: unknown): PaymentCheckout | null {
  if (typeof value !== 'object' || value === null) return null
  const { gateway, methods, accessCode } = value as Record<string, unknown>
  if (typeof gateway !== 'string' || !GATEWAYS.has(gateway)) return null
  if (!Array.isArray(methods) || methods.length === 0 || !methods.every((m) => typeof m === 'string' && METHODS.has(m)))
    return null
  if (accessCode !== undefined && (typeof accessCode !== 'string' || accessCode === '')) return null
  // Paystack's checkout opens only with the access code its initialize gave.
  if (gateway === 'paystack' && accessCode === undefined) return null
  return {
    gateway: gateway as PaymentCheckout['gateway'],
    methods: methods as PaymentCheckout['methods'],
    ...(typeof accessCode === 'string' ? { accessCode } : {}),
  }
}

/** The token's gateways: those it names that can be opened, else the default. */
function checkoutsOf(value: unknown): PaymentCheckout[] {
  const checkouts = Array.isArray(value) ? value.map(checkoutOf).filter((c) => c !== null) : []
  return checkouts.length > 0 ? checkouts : [...DEFAULT_CHECKOUTS]
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
  const { amount, name, email, deliveryMethod, addressId, txRef, checkouts } = claims
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null
  if (typeof name !== 'string' || typeof email !== 'string' || email === '') return null
  if (!isDeliveryMethodId(deliveryMethod) || typeof addressId !== 'string' || addressId === '') return null
  if (typeof txRef !== 'string' || txRef === '') return null
  return { amount, name, email, deliveryMethod, addressId, txRef, checkouts: checkoutsOf(checkouts) }
}
