// What the card checkout's modal reports (ADR 0009), read by machines/card-checkout: what Flutterwave Inline (or the
// sandbox's stand-in) tells its callback, and the one rule for which reports are payments worth asking the server
// about. The browser's report is never the proof: the server reads the transaction from the provider.
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
