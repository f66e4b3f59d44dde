import { describe, expect, it } from 'vitest'
import { formatNaira, koboToNaira, nairaToKobo } from './money'

describe('money', () => {
  it('formats naira with the ₦ sign and thousands separators', () => {
    expect(formatNaira(1250000)).toBe('₦1,250,000')
  })

  it('shows two decimals where the spec shows totals', () => {
    expect(formatNaira(103000, { decimals: true })).toBe('₦103,000.00')
    expect(formatNaira(49.5, { decimals: true })).toBe('₦49.50')
  })

  it('puts the minus sign before the currency symbol', () => {
    expect(formatNaira(-10000)).toBe('-₦10,000')
  })

  it('shows no minus sign on an amount that rounds to zero', () => {
    expect(formatNaira(-0)).toBe('₦0')
    expect(formatNaira(-0.001, { decimals: true })).toBe('₦0.00')
  })

  it('converts between naira and integer kobo without float drift', () => {
    expect(nairaToKobo(0.1 + 0.2)).toBe(30)
    expect(nairaToKobo(19999.99)).toBe(1999999)
    expect(koboToNaira(1999999)).toBe(19999.99)
  })
})
