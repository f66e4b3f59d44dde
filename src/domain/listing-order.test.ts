// spec §4: a listing page is shuffled unless a title search is active (or a sort is chosen, ADR 0003); the order is decided by the random
// source given, so the server's drawing and the tests can fix it.
import { describe, expect, it } from 'vitest'
import { arrangeForDisplay, shuffle } from './listing-order'

describe('shuffle', () => {
  it('returns a new permutation and leaves the input alone', () => {
    const input = ['a', 'b', 'c', 'd', 'e']
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return (seed - 1) / 2147483646
    }
    const result = shuffle(input, random)
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect([...result].sort()).toEqual(input)
  })

  it('gives the same order for the same random source', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1])
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4])
  })
})

describe('arrangeForDisplay', () => {
  it("shuffles a page without a title search and keeps the API's order during one", () => {
    const docs = ['a', 'b', 'c', 'd']
    expect(arrangeForDisplay(docs, { categoryIds: [] }, () => 0)).toEqual(['b', 'c', 'd', 'a'])
    expect(arrangeForDisplay(docs, { categoryIds: [], title: 'galaxy' }, () => 0)).toEqual(docs)
    expect(arrangeForDisplay(docs, { categoryIds: [], title: '  ' }, () => 0)).toEqual(['b', 'c', 'd', 'a'])
  })

  it("keeps the API's order when the shopper chose a sort", () => {
    const docs = ['dear', 'middle', 'cheap']
    expect(arrangeForDisplay(docs, { categoryIds: ['phones'], sort: 'highToLow' }, () => 0)).toEqual(docs)
    expect(arrangeForDisplay(docs, { categoryIds: [], sort: 'lowToHigh' }, () => 0)).toEqual(docs)
  })
})
