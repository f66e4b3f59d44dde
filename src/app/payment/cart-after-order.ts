// What the shopper's cart holds once an order is confirmed: the server took the ordered lines out of it (each ordered
// product names its cart line), so the navigation bar's count drops at once; the app then loads the cart again for
// anything else that changed meanwhile.
import type { CartItem, Order } from '@/domain/contract'

export function cartAfterOrder(cart: readonly CartItem[], order: Pick<Order, 'orderedProducts'>): CartItem[] {
  const ordered = new Set(order.orderedProducts.map((line) => line.id))
  return cart.filter((line) => !ordered.has(line._id))
}
