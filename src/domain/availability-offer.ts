// Which products offer the availability request, and which sizes it asks about (spec §2, §5, ADR 0008), in a module
// of its own: the product page draws the button from these on its first paint, while the request's rules
// (./availability) come down with the request's code, only for a product that offers it.
import { isInStock, type SizedProduct } from './stock'

/**
 * The sizes a shopper can ask about (spec §5 'variants'): on a product still in stock in other sizes, the sold-out
 * ones. A product sold out in every size has no size anyone can pick, so its request is about the product (none here).
 */
export function variantsToAskAbout(product: SizedProduct): string[] {
  if (!isInStock(product.is_stock)) return []
  return (product.size ?? []).filter((size) => !isInStock(size.is_stock)).map((size) => size.title)
}

/** spec §2: the availability request is offered for an out-of-stock product, and for one with sizes sold out. */
export function offersAvailabilityRequest(product: SizedProduct): boolean {
  return !isInStock(product.is_stock) || variantsToAskAbout(product).length > 0
}
