import { describe, expect, it } from 'vitest'
import { nairaToKobo } from './money'
import {
  FUND_FROM_CHECKOUT,
  FUND_PARAM,
  fundFromCheckoutPath,
  WITHDRAWAL_FEE_MAX,
  WITHDRAWAL_FEE_MIN,
  withdrawalFee,
  withdrawalTotal,
} from './wallet'

describe('withdrawalFee', () => {
  it('is 1.7 % of the amount between the clamp', () => {
    expect(withdrawalFee(nairaToKobo(10_000))).toBe(nairaToKobo(170))
    expect(withdrawalFee(nairaToKobo(50_000))).toBe(nairaToKobo(850))
  })

  it('rounds to the nearest kobo, half up', () => {
    // 1.7 % of ₦10,000.50 is ₦170.0085: 17,000.85 kobo → 17,001.
    expect(withdrawalFee(1_000_050)).toBe(17_001)
    // 1.5 % of ₦10,001 is 15,001.5 kobo → 15,002.
    expect(withdrawalFee(1_000_100, 1.5)).toBe(15_002)
  })

  it('is at least ₦100 and at most ₦2,000', () => {
    expect(withdrawalFee(nairaToKobo(500))).toBe(WITHDRAWAL_FEE_MIN)
    expect(withdrawalFee(nairaToKobo(1_000))).toBe(nairaToKobo(100))
    expect(withdrawalFee(nairaToKobo(1_000_000))).toBe(WITHDRAWAL_FEE_MAX)
  })

  it("uses the promo's percentage when it sets one, and 1.7 % for a missing or nonsense one", () => {
    expect(withdrawalFee(nairaToKobo(20_000), 1)).toBe(nairaToKobo(200))
    expect(withdrawalFee(nairaToKobo(20_000), 0)).toBe(nairaToKobo(100))
    for (const percent of [null, undefined, -1, Number.NaN])
      expect(withdrawalFee(nairaToKobo(20_000), percent)).toBe(nairaToKobo(340))
  })

  it('adds up with the amount to what leaves the balance', () => {
    expect(withdrawalTotal(nairaToKobo(1_000))).toBe(nairaToKobo(1_100))
  })
})

describe("checkout's 'Fund wallet'", () => {
  it('goes to the profile with the request to fund from checkout', () => {
    const url = new URL(fundFromCheckoutPath(), 'https://oja.test')
    expect(url.pathname).toBe('/profile')
    expect(url.searchParams.get(FUND_PARAM)).toBe(FUND_FROM_CHECKOUT)
    expect(fundFromCheckoutPath()).toBe('/profile?fund=checkout')
  })
})
