import { describe, expect, it } from 'vitest'
import { categoryMessages, categoryTitleProblem, movedOrder } from './shop-categories'

describe('moving a category', () => {
  const ids = ['phones', 'audio', 'watches']
  it('swaps it with its neighbour', () => {
    expect(movedOrder(ids, 'audio', 'up')).toEqual(['audio', 'phones', 'watches'])
    expect(movedOrder(ids, 'audio', 'down')).toEqual(['phones', 'watches', 'audio'])
  })
  it('leaves the order alone at either end, or for a category not among them', () => {
    expect(movedOrder(ids, 'phones', 'up')).toEqual(ids)
    expect(movedOrder(ids, 'watches', 'down')).toEqual(ids)
    expect(movedOrder(ids, 'tablets', 'up')).toEqual(ids)
  })
})

describe('a category’s name', () => {
  it('is required and short', () => {
    expect(categoryTitleProblem('Tablets')).toBeUndefined()
    expect(categoryTitleProblem('  ')).toBe(categoryMessages.titleRequired)
    expect(categoryTitleProblem('x'.repeat(41))).toBe(categoryMessages.titleTooLong)
  })
})
