// Carts for the cart stories, built from the catalogue's products: one whose coupon applies, one at exactly the
// coupon's ₦100,000 minimum (its checkbox disabled, spec §5), one line at its stock limit.
import type { CartApi } from '@/api/cart-actors'
import { lineStock } from '@/domain/cart'
import type { CartItem, Product } from '@/domain/contract'
import { camon, cartLine, charger, listing } from './catalogue-fixtures'

const speaker = listing[5]!

/** The speaker on offer at ₦25,000: four of them come to exactly ₦100,000. */
export const speakerDeal: Product = { ...speaker, original_price: 27500, discounted_price: 25000, is_stock: 6 }

/** ₦249,999 + 2 × ₦4,500 = ₦258,999 of discounted prices: above the minimum, so the coupon applies. */
export const couponCart = [cartLine('cart-line-1', camon, 1, '256GB'), cartLine('cart-line-2', charger, 2)]

/** 4 × ₦25,000 = exactly ₦100,000: at the minimum, so the coupon cannot be applied. */
export const minimumCart = [cartLine('cart-line-3', speakerDeal, 4)]

/** All 5 chargers in stock are in the cart: 'Add one' waits. */
export const fullStockCart = [cartLine('cart-line-4', charger, 5)]

/** The cart calls over a cart held in memory, answering as the server does: prices from the product, stock capped. */
export function fakeCartCalls(
  initial: readonly CartItem[],
  { products = [camon, charger, speakerDeal] }: { products?: Product[] } = {},
): CartApi & { lines: () => CartItem[] } {
  let lines = [...initial]
  let next = 100
  const stockOf = (line: CartItem) => lineStock(line)
  return {
    lines: () => lines,
    listCartItems: async () => lines,
    addCartItem: async ({ productId, size = null }) => {
      const product = products.find((candidate) => candidate._id === productId)
      if (!product) throw new Error('Product not found')
      const known = lines.find((line) => line.productId._id === productId && line.size === size)
      if (known) return known
      const line = cartLine(`cart-line-${next++}`, product, 1, size)
      lines = [...lines, line]
      return line
    },
    updateCartItem: async ({ cartId, qty }) => {
      const line = lines.find((candidate) => candidate._id === cartId)
      if (!line) throw new Error('Cart item not found')
      if (line.qty + qty > stockOf(line))
        throw new Error(`Only ${stockOf(line)} of ${line.productId.title} are in stock.`)
      const changed = { ...line, qty: line.qty + qty }
      lines = lines.map((candidate) => (candidate._id === cartId ? changed : candidate))
      return changed
    },
    removeCartItem: async (cartId) => {
      lines = lines.filter((line) => line._id !== cartId)
    },
  }
}
