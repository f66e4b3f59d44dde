import { describe, expect, it } from 'vitest'
import { countOf, plural } from './plural'

const items = { one: 'item', other: 'items' }

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, items)).toBe('item')
    expect(countOf(1, { one: 'review', other: 'reviews' })).toBe('1 review')
  })

  it('uses the plural for none, many and fractions', () => {
    expect(plural(0, items)).toBe('items')
    expect(plural(2, items)).toBe('items')
    expect(plural(1.5, items)).toBe('items')
    expect(countOf(12, { one: 'review', other: 'reviews' })).toBe('12 reviews')
  })
})
