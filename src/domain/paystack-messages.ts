// spec §8: what a shopper paying through Paystack's inline checkout is told (docs/adr/0044, 0045). Apart from
// ./order-messages so that only the pages that pay through Paystack (/payment, Add Funds) carry them.
/** spec §8: Apple Pay (through Paystack's inline checkout) failed once its button was shown. */
export const APPLE_PAY_FAILED =
  'An error occurred while paying with Apple Pay. Please try again or use another payment method.'
/** spec §8: the wallet warnings, when the Apple Pay button cannot be shown. */
export const NO_WALLET_METHOD = 'No wallet payment method is available on this device'
export const NO_WALLET_CONTAINER = 'Container to mount elements was not provided'
/** Not in the spec (docs/adr/0044): Paystack's checkout reported an error without a message of its own. */
export const PAYSTACK_CHECKOUT_FAILED = 'The payment could not be completed. You can try again.'
