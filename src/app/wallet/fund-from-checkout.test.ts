import { describe, expect, it } from 'vitest'
import { FUND_FROM_CHECKOUT, FUND_PARAM, fundFromCheckoutPath } from './fund-from-checkout'

describe("checkout's 'Fund wallet'", () => {
  it('goes to the profile with the request to fund from checkout', () => {
    const url = new URL(fundFromCheckoutPath(), 'https://oja.test')
    expect(url.pathname).toBe('/profile')
    expect(url.searchParams.get(FUND_PARAM)).toBe(FUND_FROM_CHECKOUT)
    expect(fundFromCheckoutPath()).toBe('/profile?fund=checkout')
  })
})
