// What Paystack's inline checkout (InlineJS v2, or the store's sandbox stand-in; docs/adr/0044) reports to the machine
// that opened it, and what its slots are given. The app fills the slots over `window.PaystackPop`
// (src/app/payment/paystack-checkout.ts); the browser's report is never the proof: the server reads the transaction
// from Paystack by its reference.

/** What the open popup (`resumeTransaction(accessCode)`) sends back. */
export type PaystackPopupEvent =
  | { type: 'paystack.paid'; reference: string }
  | { type: 'paystack.cancelled' }
  | { type: 'paystack.failed'; message: string }

/** What the Apple Pay button (`paymentRequest`, mounted in a container) sends back. */
export type ApplePayEvent =
  | { type: 'applePay.ready' }
  /** The device has no Apple Pay, or the button had nowhere to go: spec §8's wallet warnings. */
  | { type: 'applePay.unavailable'; message: string }
  | { type: 'applePay.paid'; reference: string }
  /** spec §8's Apple Pay failure. */
  | { type: 'applePay.failed'; message: string }
  | { type: 'applePay.cancelled' }

/** The popup's slot: the transaction the server initialized. */
export interface OpenPaystackInput {
  accessCode: string
}

/** The Apple Pay button's slot: the store's public key, the transaction and where to mount the button. */
export interface MountApplePayInput {
  publicKey: string
  accessCode: string
  email: string
  amountKobo: number
  /** The element, or its id (Paystack's `container` takes an id). */
  container: HTMLElement | string
}
