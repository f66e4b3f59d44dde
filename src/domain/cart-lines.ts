// The cart as a list of lines (spec §2, §4): whether a product is in it, and the list with one line changed or gone.
// Apart from the cart's money rules (./cart), because the product page reads it in its first download.
/** What the cart rules need of a line: whose product, which size. */
export interface CartLineKey {
  _id: string
  productId: { _id: string }
  size?: string | null
}

/**
 * spec §2, §4: whether the product is in the cart, in the chosen size when one is chosen (no size chosen: any line
 * of the product). Decides 'Go to cart' on the product page and the add-to-cart machine's trip to /cart.
 */
export function isInCart(cart: readonly CartLineKey[], productId: string, size: string | null = null): boolean {
  return cart.some((line) => line.productId._id === productId && (size === null || (line.size ?? null) === size))
}

/** The cart with the server's answer for one line: in its place when the cart holds it, else after the others. */
export function withCartLine<Line extends CartLineKey>(cart: readonly Line[], line: Line): Line[] {
  return cart.some((known) => known._id === line._id) ? cart.map((known) => (known._id === line._id ? line : known)) : [...cart, line]
}

export function withoutCartLine<Line extends CartLineKey>(cart: readonly Line[], lineId: string): Line[] {
  return cart.filter((line) => line._id !== lineId)
}
