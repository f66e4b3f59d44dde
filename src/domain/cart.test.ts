import { describe, expect, it } from 'vitest'
import { canAddOneMore, COUPON, cartMessages, lineStock, pricedLine, qualifiesForCoupon, summariseCart } from './cart'
import { isInCart, withCartLine, withoutCartLine } from './cart-lines'
import { formatNaira, koboToNaira, nairaToKobo } from './money'

const line = (original: number, discounted: number, qty: number) => ({
  originalPrice: nairaToKobo(original),
  discountedPrice: nairaToKobo(discounted),
  qty,
})

describe('the cart summary', () => {
  it('adds original prices for the subtotal, the gap to the discounted prices for the discount, and takes the coupon off', () => {
    const summary = summariseCart([line(1_750_000, 1_650_000, 1), line(25_000, 19_999.5, 2)], { couponApplied: true })
    expect(summary).toEqual({
      subtotal: nairaToKobo(1_800_000),
      discount: nairaToKobo(1_800_000 - 1_689_999),
      discountedTotal: nairaToKobo(1_689_999),
      couponDiscount: COUPON.amount,
      total: nairaToKobo(1_679_999),
    })
    expect(formatNaira(koboToNaira(summary.total), { decimals: true })).toBe('₦1,679,999.00')
  })

  it('applies the coupon only above ₦100,000 of discounted prices, never at exactly ₦100,000 (spec §5, §9)', () => {
    expect(summariseCart([line(120_000, 100_000, 1)], { couponApplied: true }).couponDiscount).toBe(0)
    expect(summariseCart([line(120_000, 100_000, 1)], { couponApplied: true }).total).toBe(nairaToKobo(100_000))
    expect(summariseCart([line(50_000, 50_000.01, 2)], { couponApplied: true }).total).toBe(
      nairaToKobo(100_000.02 - 10_000),
    )
    expect(qualifiesForCoupon(nairaToKobo(100_000))).toBe(false)
    expect(qualifiesForCoupon(nairaToKobo(100_000) + 1)).toBe(true)
  })

  it('leaves the coupon off when the shopper has not applied it, and sums an empty cart to nothing', () => {
    expect(summariseCart([line(200_000, 180_000, 1)]).couponDiscount).toBe(0)
    expect(summariseCart([])).toEqual({ subtotal: 0, discount: 0, discountedTotal: 0, couponDiscount: 0, total: 0 })
  })

  it('refuses amounts that are not whole kobo and quantities below 1, rather than sum them', () => {
    expect(() => summariseCart([{ originalPrice: 100.5, discountedPrice: 100, qty: 1 }])).toThrow(RangeError)
    expect(() => summariseCart([{ originalPrice: 100, discountedPrice: -1, qty: 1 }])).toThrow(RangeError)
    expect(() => summariseCart([{ originalPrice: 100, discountedPrice: 100, qty: 0 }])).toThrow(RangeError)
    expect(() => summariseCart([{ originalPrice: 100, discountedPrice: 100, qty: 1.5 }])).toThrow(RangeError)
  })
})

describe('the cart lines', () => {
  const camon = { _id: 'camon' }
  const charger = { _id: 'charger' }
  const lines = [
    { _id: 'l1', productId: camon, size: '256GB' },
    { _id: 'l2', productId: charger, size: null },
  ]

  it('finds a sized product only in the size chosen, and any of its lines when none is chosen', () => {
    expect(isInCart(lines, 'camon', '256GB')).toBe(true)
    expect(isInCart(lines, 'camon', '128GB')).toBe(false)
    expect(isInCart(lines, 'camon')).toBe(true)
    expect(isInCart(lines, 'charger', null)).toBe(true)
    expect(isInCart(lines, 'watch')).toBe(false)
    expect(isInCart([], 'camon')).toBe(false)
  })

  it('puts the server answer for a line in its place, or after the others when it is new', () => {
    const changed = { _id: 'l1', productId: camon, size: '256GB', qty: 2 }
    expect(withCartLine(lines, changed)).toEqual([changed, lines[1]])
    const added = { _id: 'l3', productId: camon, size: '128GB' }
    expect(withCartLine(lines, added)).toEqual([...lines, added])
    expect(withoutCartLine(lines, 'l1')).toEqual([lines[1]])
  })

  it('reads a line in naira into whole kobo for the summary', () => {
    expect(pricedLine({ original_price: 19_999.5, discounted_price: 15_000, qty: 3 })).toEqual({
      originalPrice: 1_999_950,
      discountedPrice: 1_500_000,
      qty: 3,
    })
  })

  it('words the toasts as spec §8 does', () => {
    expect(cartMessages.added('Tecno')).toBe('Tecno added to cart successfully!')
    expect(cartMessages.addedAnother('Tecno')).toBe('Added another Tecno to the cart!')
    expect(cartMessages.removedOne('Tecno')).toBe('Removed one Tecno from the cart!')
    expect(cartMessages.removed('Tecno')).toBe('Tecno successfully removed from the cart')
    expect(cartMessages.couponApplied(COUPON.name)).toBe('Woohoo! OJA10K applied successfully!')
    expect(cartMessages.couponRemoved(COUPON.name)).toBe('OJA10K removed!')
    expect(cartMessages.notInStock('Tecno')).toBe('Sorry, Tecno is not in stock.')
  })
})

describe('the stock cap of a line', () => {
  const product = {
    _id: 'camon',
    is_stock: 7,
    size: [
      { title: '128GB', is_stock: 3 },
      { title: '256GB', is_stock: 0 },
    ],
  }

  it("stops at the size's stock for a sized line and at the product's for a plain one", () => {
    expect(lineStock({ productId: product, size: '128GB', qty: 1 })).toBe(3)
    expect(canAddOneMore({ productId: product, size: '128GB', qty: 2 })).toBe(true)
    expect(canAddOneMore({ productId: product, size: '128GB', qty: 3 })).toBe(false)
    expect(canAddOneMore({ productId: product, size: '256GB', qty: 1 })).toBe(false)
    expect(lineStock({ productId: { _id: 'charger', is_stock: 4 }, size: null, qty: 1 })).toBe(4)
    expect(lineStock({ productId: { _id: 'charger', is_stock: '2' }, qty: 1 })).toBe(2)
    expect(lineStock({ productId: { _id: 'charger', is_stock: null }, qty: 1 })).toBe(0)
  })
})
