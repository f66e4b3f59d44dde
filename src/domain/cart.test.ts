import { describe, expect, it } from 'vitest'
import { COUPON, qualifiesForCoupon, summariseCart } from './cart'
import { formatNaira, koboToNaira, nairaToKobo } from './money'

const line = (original: number, discounted: number, qty: number) => ({ originalPrice: nairaToKobo(original), discountedPrice: nairaToKobo(discounted), qty })

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
    expect(summariseCart([line(50_000, 50_000.01, 2)], { couponApplied: true }).total).toBe(nairaToKobo(100_000.02 - 10_000))
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
