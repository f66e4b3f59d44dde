// The outside scripts the web app loads when a real provider is on, and what else each provider's page parts need
// from the browser: the app loads the scripts from here, and the server's Content-Security-Policy allows exactly
// these origins (ADR 0007).
export interface ProviderScript {
  src: string
  /** Origins its script talks to or frames. */
  connect: readonly string[]
  frame: readonly string[]
  style: readonly string[]
}

export const PROVIDER_SCRIPTS = {
  google: {
    src: 'https://accounts.google.com/gsi/client',
    connect: ['https://accounts.google.com'],
    frame: ['https://accounts.google.com'],
    style: ['https://accounts.google.com'],
  },
  apple: {
    src: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    connect: ['https://appleid.apple.com'],
    frame: ['https://appleid.apple.com'],
    style: [],
  },
  // Flutterwave Inline (v3): the script opens its modal in a frame from its checkout UI and calls its API from there.
  flutterwave: {
    src: 'https://checkout.flutterwave.com/v3.js',
    connect: ['https://checkout.flutterwave.com', 'https://api.ravepay.co'],
    frame: ['https://checkout.flutterwave.com', 'https://checkout-v3-ui-prod.f4b-flutterwave.com'],
    style: [],
  },
  // Paystack's InlineJS (v2): the popup is a frame from its checkout, which calls its API; the Apple Pay button it
  // mounts on the page validates the merchant and charges through the same API (docs/adr/0044).
  paystack: {
    src: 'https://js.paystack.co/v2/inline.js',
    connect: ['https://api.paystack.co', 'https://checkout.paystack.com'],
    frame: ['https://checkout.paystack.com'],
    style: [],
  },
} as const satisfies Record<string, ProviderScript>

export type ScriptProvider = keyof typeof PROVIDER_SCRIPTS

/** The card payment sandbox's stand-in for Flutterwave Inline, served by the store itself from its own origin, so it
 *  needs nothing added to the Content-Security-Policy (ADR 0009). */
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/sandbox/flutterwave/v3.js'

/** The Paystack sandbox's stand-in for Paystack's inline checkout (InlineJS v2, `window.PaystackPop`), served by the
 *  store itself from its own origin like the card sandbox's (docs/adr/0043). */
export const SANDBOX_PAYSTACK_SCRIPT_PATH = '/sandbox/paystack/inline.js'
