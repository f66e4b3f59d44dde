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

  it('writes what Intl.NumberFormat writes for en-NG and NGN, without building one', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-NG', {
        style: 'currency',
        currency: 'NGN',
        signDisplay: 'negative',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    const [whole, twoDecimals] = [intl(0), intl(2)]
    const amounts = [
      0,
      -0,
      0.5,
      -0.5,
      1.005,
      2.5,
      -2.5,
      49.5,
      999.995,
      1000,
      12_345.675,
      -0.004,
      0.1 + 0.2,
      0.29,
      1e-9,
      -(0.1 + 0.2 - 0.3),
    ]
    // Every kobo amount a page shows is kobo / 100; a spread of them, with negatives and halves of a naira.
    for (let kobo = -250_050; kobo <= 250_050; kobo += 7_919) amounts.push(kobo / 100)
    // Up to ₦100 billion, far above any amount the store holds.
    for (let kobo = 1; kobo < 10 ** 13; kobo = kobo * 13 + 7) amounts.push(kobo / 100, -kobo / 100, kobo / 100 + 0.5)
    for (const amount of amounts) {
      expect(formatNaira(amount), String(amount)).toBe(whole.format(amount))
      expect(formatNaira(amount, { decimals: true }), String(amount)).toBe(twoDecimals.format(amount))
    }
  })

  it('converts between naira and integer kobo without float drift', () => {
    expect(nairaToKobo(0.1 + 0.2)).toBe(30)
    expect(nairaToKobo(19999.99)).toBe(1999999)
    expect(koboToNaira(1999999)).toBe(19999.99)
  })
})
