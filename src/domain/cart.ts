// The cart's money rules (spec §3 Coupon, §5, §9), shared by the web (the Summary a shopper sees) and the server
// (the totals it will charge): all in integer kobo, so the two can never disagree by a rounding.
import { nairaToKobo, type Kobo } from './money'
import type { SizedProduct } from './stock'

/** spec §3: the one coupon, defined in the store itself. */
export interface Coupon {
  id: string
  /** What the toasts call it: 'Woohoo! {name} applied successfully!', '{name} removed!'. */
  name: string
  description: string
  /** The coupon applies only to a cart whose discounted total is above this. */
  minimumPurchase: Kobo
  amount: Kobo
}

/** spec §9: ₦10,000 off orders above ₦100,000. */
export const COUPON: Coupon = {
  id: 'oja-10k',
  name: 'OJA10K',
  description: '₦10,000 off orders above ₦100,000',
  minimumPurchase: nairaToKobo(100_000),
  amount: nairaToKobo(10_000),
}

/** A cart line as the summary needs it: the catalogue's prices for one unit, and how many. */
export interface PricedLine {
  originalPrice: Kobo
  discountedPrice: Kobo
  qty: number
}

export interface CartSummary {
  /** spec §9: the sum of original prices × qty. */
  subtotal: Kobo
  /** spec §9: how much less the discounted prices come to. */
  discount: Kobo
  /** The discounted prices' total: what the coupon's minimum is measured against (spec §5). */
  discountedTotal: Kobo
  /** The coupon's discount, 0 when it is not applied or the cart does not qualify. */
  couponDiscount: Kobo
  /** What the shopper pays for the goods (delivery comes at checkout). */
  total: Kobo
}

function assertWholeKobo(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of kobo, not ${value}`)
}

/** spec §5: the coupon's checkbox is disabled at or below the minimum purchase. */
export function qualifiesForCoupon(discountedTotal: Kobo, coupon: Coupon = COUPON): boolean {
  return discountedTotal > coupon.minimumPurchase
}

/** The Summary of a cart (spec §2 Cart, §9), with the coupon when the shopper applied it and the cart qualifies. */
export function summariseCart(
  lines: readonly PricedLine[],
  { couponApplied = false, coupon = COUPON } = {},
): CartSummary {
  let subtotal = 0
  let discountedTotal = 0
  for (const line of lines) {
    assertWholeKobo(line.originalPrice, 'An original price')
    assertWholeKobo(line.discountedPrice, 'A discounted price')
    if (!Number.isSafeInteger(line.qty) || line.qty < 1)
      throw new RangeError(`A quantity must be a whole number of at least 1, not ${line.qty}`)
    subtotal += line.originalPrice * line.qty
    discountedTotal += line.discountedPrice * line.qty
  }
  const couponDiscount = couponApplied && qualifiesForCoupon(discountedTotal, coupon) ? coupon.amount : 0
  return {
    subtotal,
    discount: subtotal - discountedTotal,
    discountedTotal,
    couponDiscount,
    total: Math.max(0, discountedTotal - couponDiscount),
  }
}

/** A cart line as GET api/carts answers it, in naira, read into the summary's kobo. */
export function pricedLine(line: { original_price: number; discounted_price: number; qty: number }): PricedLine {
  return {
    originalPrice: nairaToKobo(line.original_price),
    discountedPrice: nairaToKobo(line.discounted_price),
    qty: line.qty,
  }
}

/**
 * Where the shopper's coupon choice is kept for the life of the tab (sessionStorage), so checkout reads the same
 * choice the cart's Summary showed: the coupon's id when applied, absent otherwise.
 */
export const COUPON_STORAGE_KEY = 'appliedCoupon'

// spec §5, §8: the cart's texts, the product's own wording.
export const cartMessages = {
  notInStock: (title: string) => `Sorry, ${title} is not in stock.`,
  selectSize: 'Sorry, Please select a size',
  added: (title: string) => `${title} added to cart successfully!`,
  addedAnother: (title: string) => `Added another ${title} to the cart!`,
  removedOne: (title: string) => `Removed one ${title} from the cart!`,
  removed: (title: string) => `${title} successfully removed from the cart`,
  couponApplied: (name: string) => `Woohoo! ${name} applied successfully!`,
  couponRemoved: (name: string) => `${name} removed!`,
  empty: 'Cart is Empty!',
} as const

/** What the stock cap needs of a line: its product's stock and sizes, and the size chosen. */
export interface StockedLine {
  productId: SizedProduct
  size?: string | null
  qty: number
}

/**
 * How many of a line the store holds: its size's stock for a sized line, else the product's. The server refuses
 * more with a 409; the cart's 'Add one' stops there first.
 */
export function lineStock(line: StockedLine): number {
  const size = line.size == null ? undefined : line.productId.size?.find((candidate) => candidate.title === line.size)
  const stock = Number((size ?? line.productId).is_stock ?? 0)
  return Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0
}

export function canAddOneMore(line: StockedLine): boolean {
  return line.qty < lineStock(line)
}
