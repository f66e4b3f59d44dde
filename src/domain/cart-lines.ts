// The cart as a list of lines (spec §2, §4): whether a product is in it, and the list with one line changed or gone,
// or after an order. Apart from the cart's money rules (./cart), because the product page reads it in its first download.
import type { CartItem, Order } from './contract'

/** What the cart rules need of a line: whose product, which size. */
export interface CartLineKey {
  _id: string
  productId: { _id: string }
  size?: string | null
}

/**
 * spec §2, §4: whether the product is in the cart, in the chosen size when one is chosen (no size chosen: any line
 * of the product). Decides the product page's cart button: 'Go to cart', which goes there, or 'Add to cart'.
 */
export function isInCart(cart: readonly CartLineKey[], productId: string, size: string | null = null): boolean {
  return cart.some((line) => line.productId._id === productId && (size === null || (line.size ?? null) === size))
}

/** The cart with the server's answer for one line: in its place when the cart holds it, else after the others. */
export function withCartLine<Line extends CartLineKey>(cart: readonly Line[], line: Line): Line[] {
  return cart.some((known) => known._id === line._id)
    ? cart.map((known) => (known._id === line._id ? line : known))
    : [...cart, line]
}

export function withoutCartLine<Line extends CartLineKey>(cart: readonly Line[], lineId: string): Line[] {
  return cart.filter((line) => line._id !== lineId)
}

/** What the cart holds once an order is confirmed: the server took the ordered lines out of it (each ordered product
 *  names its cart line). */
export function cartAfterOrder(cart: readonly CartItem[], order: Pick<Order, 'orderedProducts'>): CartItem[] {
  const ordered = new Set(order.orderedProducts.map((line) => line.id))
  return cart.filter((line) => !ordered.has(line._id))
}
