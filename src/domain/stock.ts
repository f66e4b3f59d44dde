// Stock rules (spec §3: is_stock is a stock count, falsy means out of stock; spec §5: adding to the cart needs at
// least 1; spec §4 Selected size: a size is picked only when both the product and that size are in stock). The
// product page, the cards, the size picker and the cart all read them from here.
import type { Product, ProductSize } from './contract'

/** A stock count as it may reach a screen: a count, a numeric string, or nothing. Read defensively, never thrown on. */
export type Stock = number | string | null | undefined

/** What the size rules need of a product (the API's Product has all of it). */
export interface SizedProduct {
  _id: Product['_id']
  is_stock?: Stock
  size?: readonly { title: ProductSize['title']; is_stock?: Stock }[] | null
}

export function isInStock(stock: Stock): boolean {
  return Number(stock ?? 0) >= 1
}

/** Whether clicking this size selects it; the picker also uses it to mark sizes that cannot be picked. */
export function isSizeSelectable(product: SizedProduct | null, title: string): boolean {
  if (!product || !isInStock(product.is_stock)) return false
  const size = product.size?.find((candidate) => candidate.title === title)
  return size !== undefined && isInStock(size.is_stock)
}
