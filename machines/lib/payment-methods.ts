// The ways to pay a payment offers (docs/adr/0041, 0044), for the machines that take one (the payment page, Add Funds):
// which of the gateways the server offered the page can open, which opens for a chosen method (passing over one that
// failed to load here), and the Apple Pay button's settings when Paystack is among them.
import type { PaymentCheckout, PaymentConfig } from '@/domain/contract'
import type { Kobo } from '@/domain/money'
import { DEFAULT_CHECKOUTS } from '@/domain/payment-token'
import type { ApplePayInput } from '../apple-pay/apple-pay.machine'

/** The ways to pay a checkout offers (openapi.yaml PaymentCheckout methods). */
export type PaymentMethod = PaymentCheckout['methods'][number]
export type PaymentGateway = PaymentCheckout['gateway']

/** The page's order of the ways to pay. */
export const PAYMENT_METHOD_ORDER: readonly PaymentMethod[] = ['card', 'bank_transfer', 'ussd']

/** The checkouts the page can open: Paystack's only when the store's settings name its script and it has an access
 *  code from the server. A payment that names none is Flutterwave's card checkout's, the only one before there were
 *  two. */
export function openableCheckouts(
  config: PaymentConfig | null,
  checkouts: readonly PaymentCheckout[] | undefined,
): PaymentCheckout[] {
  return (checkouts ?? DEFAULT_CHECKOUTS).filter(
    (checkout) => checkout.gateway === 'flutterwave' || (config?.paystack !== undefined && checkout.accessCode),
  )
}

/** The checkout to open for a method: the first offering it whose gateway has not failed here, else the first. */
export function checkoutFor(
  checkouts: readonly PaymentCheckout[],
  method: PaymentMethod,
  failed: readonly PaymentGateway[] = [],
): PaymentCheckout | undefined {
  const offering = checkouts.filter((checkout) => checkout.methods.includes(method))
  return offering.find((checkout) => !failed.includes(checkout.gateway)) ?? offering[0]
}

/** The ways to pay the checkouts offer, in the page's order. */
export function methodsOf(checkouts: readonly PaymentCheckout[]): PaymentMethod[] {
  return PAYMENT_METHOD_ORDER.filter((method) => checkouts.some((checkout) => checkout.methods.includes(method)))
}

/** Paystack's checkout among them (its popup and Apple Pay open with its access code), when offered. */
export function paystackAccessCode(checkouts: readonly PaymentCheckout[] | undefined): string | undefined {
  return checkouts?.find((checkout) => checkout.gateway === 'paystack' && checkout.accessCode)?.accessCode
}

/** Apple Pay's button's settings when the payment can be made through Paystack; null otherwise (no button). */
export function applePayInputOf(
  config: PaymentConfig | null,
  checkouts: readonly PaymentCheckout[] | undefined,
  payer: { email: string; amountKobo: Kobo },
): ApplePayInput | null {
  const accessCode = paystackAccessCode(checkouts)
  if (!config?.paystack || !accessCode) return null
  return {
    scriptUrl: config.paystack.scriptUrl,
    button: { publicKey: config.paystack.publicKey, accessCode, ...payer },
  }
}
