// The card checkout as the machines that open it see it (the payment page, Add Funds; ADR 0009): the store's checkout
// settings and script are loaded through the same two slots, the open checkout reports what Flutterwave Inline (or the
// sandbox's stand-in) tells its callback, and one rule says which reports are payments worth asking the server about.
// The browser's report is never the proof: the server reads the transaction from the provider.
import { fromPromise } from 'xstate'
import type { PaymentConfig } from '@/domain/contract'
import { notProvided } from './not-provided'

/** What the card checkout reports to its callback (Flutterwave Inline's response, and the sandbox's). */
export interface CheckoutResponse {
  status: string
  transaction_id?: number | string | null
  tx_ref?: string
  amount?: number
  currency?: string
}

/** What the open checkout sends back to the machine that opened it. */
export type CheckoutEvent =
  | { type: 'checkout.completed'; response: CheckoutResponse }
  /** The modal went away; `incomplete` when no payment was completed in it. */
  | { type: 'checkout.closed'; incomplete: boolean }

/** spec §2 Payment: the statuses the checkout reports for a payment that went through. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['successful', 'completed'])

export function transactionIdOf(response: CheckoutResponse): string | null {
  const id = response.transaction_id
  if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  if (typeof id === 'string' && id.trim() !== '') return id.trim()
  return null
}

/** Whether the event is the checkout reporting a payment that went through, with the transaction to ask about. */
export function isPaidCheckout(event: { type: string; response?: CheckoutResponse }): boolean {
  return (
    event.type === 'checkout.completed' &&
    event.response !== undefined &&
    PAID_STATUSES.has(event.response.status) &&
    transactionIdOf(event.response) !== null
  )
}

/** The two slots every card checkout loads through, before it can open. */
export const cardCheckoutSlots = {
  // GET api/payments/config
  loadPaymentConfig: fromPromise<PaymentConfig>(notProvided('loadPaymentConfig')),
  // Adds the checkout's script to the page and waits for window.FlutterwaveCheckout (spec §9: 3 attempts, 1 s apart).
  loadCheckoutScript: fromPromise<void, { scriptUrl: string }>(notProvided('loadCheckoutScript')),
}
