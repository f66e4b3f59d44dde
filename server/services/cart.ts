// The cart (spec §2 Cart, §3 Cart item, §4 Add to cart and Cart quantity, §5, §6): lines are priced from the
// catalogue whenever they are read, never from what a client sent; a size must be one the product has; quantities
// stay within the stock of their product and size. No Fastify, no SQL.
import type { CartItem, Product, RequestBody } from '../../src/domain/contract'
import { cartMessages } from '../../src/domain/cart'
import { isInStock, isSizeSelectable } from '../../src/domain/stock'
import type { CartLine, CartRepo } from '../db/repos/cart.repo'
import type { CatalogueRepo } from '../db/repos/catalogue.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalogue'
import { requireVerified } from './verified-user'

export const cartErrors = {
  /** spec §5, as the web shows it. */
  selectSize: cartMessages.selectSize,
  notInStock: cartMessages.notInStock,
  notASize: (title: string) => `${title} does not come in that size`,
  hasNoSizes: (title: string) => `${title} comes in one size only: leave the size out`,
  onlyInStock: (units: number, title: string) => `Sorry, only ${units} ${title} in stock.`,
  belowOne: 'The quantity cannot go below 1. Remove the item instead',
  notInCart: 'This item is not in your cart',
} as const

export type CartReads = Pick<CatalogueRepo, 'findFreshProductsByIds'>

/** The units on hand for a product and size (null: the product's own). */
function unitsOf(product: Product, size: string | null): number {
  if (size === null) return Number(product.is_stock ?? 0)
  return Number(product.size.find((candidate) => candidate.title === size)?.is_stock ?? 0)
}

/** A line as the API shows it: the product as the catalogue reads it now, and its prices for one unit. */
function toCartItem(line: CartLine, product: Product): CartItem {
  return {
    _id: line.id,
    productId: product,
    qty: line.qty,
    size: line.size,
    original_price: product.original_price,
    discounted_price: product.discounted_price,
  }
}

/** An empty size (or availability variant) means none: forms send empty fields. */
export function chosenSize(size: string | null | undefined): string | null {
  return size === undefined || size === null || size === '' ? null : size
}

/** How a field naming a product's size is refused: none given, one the product lacks, one given for a product without. */
export interface SizeWords {
  field: 'size' | 'variant'
  missing: string
  notOne: (title: string) => string
  none: (title: string) => string
}

/** The size (or availability variant) a request names, checked against the product's own: required and one of them
 *  when it has sizes, absent when it has none. */
export function requestedSize(product: Product, given: string | null | undefined, words: SizeWords): string | null {
  const size = chosenSize(given)
  if (product.size.length === 0) {
    if (size !== null) throw new DomainError('invalid', words.none(product.title), words.field)
    return null
  }
  if (size === null) throw new DomainError('conflict', words.missing, words.field)
  if (!product.size.some((candidate) => candidate.title === size))
    throw new DomainError('invalid', words.notOne(product.title), words.field)
  return size
}

const CART_SIZE_WORDS: SizeWords = {
  field: 'size',
  missing: cartErrors.selectSize,
  notOne: cartErrors.notASize,
  none: cartErrors.hasNoSizes,
}

export function cartService({
  carts,
  catalogue,
  now = () => new Date(),
}: {
  carts: CartRepo
  catalogue: CartReads
  now?: () => Date
}) {
  async function liveProduct(productId: string): Promise<Product | null> {
    return (await catalogue.findFreshProductsByIds([productId])).get(productId) ?? null
  }

  /** The line priced now; a line whose product has left the catalogue is, as far as the shopper can tell, gone. */
  async function priced(line: CartLine): Promise<CartItem> {
    const product = await liveProduct(line.productId)
    if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE)
    return toCartItem(line, product)
  }

  return {
    /** spec §6: loading the cart fails for an unverified user too. Lines of archived products are left out. */
    async list(user: UserRecord): Promise<CartItem[]> {
      requireVerified(user)
      return (await carts.listPriced(user.id)).map(({ line, product }) => toCartItem(line, product))
    },

    /** spec §4, §5. The same product and size again answers the line as it is (`added: false`). */
    async add(user: UserRecord, body: RequestBody<'addCartItem'>): Promise<{ added: boolean; item: CartItem }> {
      requireVerified(user)
      const product = await liveProduct(body.productId)
      if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE, 'productId')
      if (!isInStock(product.is_stock)) throw new DomainError('conflict', cartErrors.notInStock(product.title))
      const size = requestedSize(product, body.size, CART_SIZE_WORDS)
      if (size !== null && !isSizeSelectable(product, size))
        throw new DomainError('conflict', cartErrors.notInStock(product.title))
      const result = await carts.add({ userId: user.id, productId: product._id, size, now: now() })
      // The stock reached none between the read above and the write.
      if (result.outcome === 'outOfStock') throw new DomainError('conflict', cartErrors.notInStock(product.title))
      return { added: result.outcome === 'added', item: toCartItem(result.line, product) }
    },

    /** spec §4 Cart quantity: +1 within the stock, -1 down to 1 (the web app removes a line of 1 instead). */
    async changeQty(user: UserRecord, { cartId, qty }: RequestBody<'updateCartItem'>): Promise<CartItem> {
      requireVerified(user)
      const result =
        qty === 1 ? await carts.increment(user.id, cartId, now()) : await carts.decrement(user.id, cartId, now())
      if (result.outcome === 'changed') return priced(result.line)
      const line = await carts.find(user.id, cartId)
      if (!line) throw new DomainError('notFound', cartErrors.notInCart)
      if (qty === -1) throw new DomainError('conflict', cartErrors.belowOne)
      const product = await liveProduct(line.productId)
      if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE)
      const units = unitsOf(product, line.size)
      throw new DomainError(
        'conflict',
        units < 1 ? cartErrors.notInStock(product.title) : cartErrors.onlyInStock(units, product.title),
      )
    },

    async remove(user: UserRecord, cartId: string): Promise<{ _id: string }> {
      requireVerified(user)
      if (!(await carts.remove(user.id, cartId))) throw new DomainError('notFound', cartErrors.notInCart)
      return { _id: cartId }
    },
  }
}

export type CartService = ReturnType<typeof cartService>
