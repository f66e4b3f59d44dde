// spec §8: what the shopper is told about paying for and placing an order, in the product's own words (typo
// included). One definition for the card payment page and, in the next issue, the wallet's orders.
export const ORDER_PLACED = 'Your purchase was successful. We will contact you soon!'
export const ORDER_FAILED = 'An error has occured please contact us for additional support'
export const PAYMENT_SCRIPT_FAILED = 'Failed to load payment modal. Check your internet connection and retry later.'
/** spec §2 Checkout: the cart is empty. */
export const EMPTY_CHECKOUT_MESSAGE = 'No items in your cart to Checkout!'
/**
 * Not in the spec (ADR 0009): why the shopper is back on /checkout after the card checkout. The order they started
 * stays unpaid and unlisted, so it is not placed; nothing is said about the card, whose charge only the provider knows.
 */
export const PAYMENT_FAILED = 'The payment failed, so your order was not placed. You can try again.'
export const PAYMENT_CLOSED = 'The payment was closed before it was completed, so your order was not placed.'
