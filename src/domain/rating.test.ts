import { describe, expect, it } from 'vitest'
import { formatRating, parseRating, starFills } from './rating'

describe('parseRating', () => {
  it('reads the $numberDecimal shape the API sends', () => {
    expect(parseRating({ $numberDecimal: '4.6' })).toBe(4.6)
  })

  it('passes a plain number through', () => {
    expect(parseRating(3.25)).toBe(3.25)
  })

  it('reads a numeric string', () => {
    expect(parseRating('4.5')).toBe(4.5)
  })

  it('clamps values above five and below zero', () => {
    expect(parseRating({ $numberDecimal: '7' })).toBe(5)
    expect(parseRating(-1)).toBe(0)
  })

  it('falls back to zero for missing or unreadable values', () => {
    expect(parseRating(undefined)).toBe(0)
    expect(parseRating(null)).toBe(0)
    expect(parseRating('')).toBe(0)
    expect(parseRating({ $numberDecimal: 'abc' })).toBe(0)
    expect(parseRating(Number.NaN)).toBe(0)
    expect(parseRating({} as never)).toBe(0)
  })
})

describe('formatRating', () => {
  it('shows one decimal place', () => {
    expect(formatRating(4.6)).toBe('4.6')
    expect(formatRating(4)).toBe('4.0')
    expect(formatRating(4.25)).toBe('4.3')
  })
})

describe('starFills', () => {
  it('fills whole stars and a fraction of the next one', () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3])
  })

  it('leaves every star empty at zero and full at five', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1])
  })

  it('avoids floating point noise in the partial star', () => {
    expect(starFills(2.7)).toEqual([1, 1, 0.7, 0, 0])
  })
})
