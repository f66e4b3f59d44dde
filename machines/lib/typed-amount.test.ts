import { describe, expect, it } from 'vitest'
import { typedAmount } from './typed-amount'

describe('a typed amount', () => {
  it('reads naira and kobo as kobo, thousands separators and spaces left out', () => {
    expect(typedAmount('20000')).toBe(2_000_000)
    expect(typedAmount(' 1,500.50 ')).toBe(150_050)
    expect(typedAmount('1000.5')).toBe(100_050)
  })

  it.each(['', '   ', 'ten', '12.345', '-100', '1e5', '0x10'])('reads %j as no amount', (text) => {
    expect(typedAmount(text)).toBeNull()
  })
})
