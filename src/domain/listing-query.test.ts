import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTER,
  LISTING_PAGE_SIZE,
  PRICE_BUCKETS,
  RATING_DEFAULT,
  hasActiveFilters,
  isSameFilter,
  isShuffledListing,
  isTitleSearch,
  parseListingQuery,
  ratingForSlider,
  serialiseListingQuery,
  toProductsQuery,
  toggleCategory,
  togglePriceRange,
} from './listing-query'

describe('the price buckets', () => {
  it('are exactly the four of spec §9, with the last one spelled as in the product and labelled Over 7000', () => {
    expect(PRICE_BUCKETS.map((bucket) => bucket.value)).toEqual(['0--3000', '3001--5000', '5001--7000', '7001--1500'])
    expect(PRICE_BUCKETS[3].label).toBe('Over 7000')
  })
})

describe('reading the listing query', () => {
  it('reads every filter the spec names', () => {
    const filter = parseListingQuery(
      '?categoryId=phones,laptops&original_price=3001--5000&rating=4.5&sort=lowToHigh&title=iphone',
    )
    expect(filter).toEqual({
      categoryIds: ['laptops', 'phones'],
      priceRange: '3001--5000',
      rating: 4.5,
      sort: 'lowToHigh',
      title: 'iphone',
    })
  })

  it('accepts URLSearchParams as well as a string without the question mark', () => {
    expect(parseListingQuery(new URLSearchParams('sort=highToLow'))).toEqual({ categoryIds: [], sort: 'highToLow' })
    expect(parseListingQuery('sort=highToLow')).toEqual({ categoryIds: [], sort: 'highToLow' })
  })

  it('gives the empty filter for an empty query', () => {
    expect(parseListingQuery('')).toEqual(EMPTY_FILTER)
  })

  it('drops empty and repeated category ids and sorts the rest', () => {
    expect(parseListingQuery('categoryId=b,,a,b, c ').categoryIds).toEqual(['a', 'b', 'c'])
  })

  it('keeps the Over 7000 bucket value as spelled', () => {
    expect(parseListingQuery('original_price=7001--1500').priceRange).toBe('7001--1500')
  })

  it('drops a price that is not a range', () => {
    expect(parseListingQuery('original_price=cheap').priceRange).toBeUndefined()
    expect(parseListingQuery('original_price=3000').priceRange).toBeUndefined()
  })

  it('clamps the rating to 0..5 and rounds it to the 0.1 step', () => {
    expect(parseListingQuery('rating=9').rating).toBe(5)
    expect(parseListingQuery('rating=-2').rating).toBe(0)
    expect(parseListingQuery('rating=3.14').rating).toBe(3.1)
    expect(parseListingQuery('rating=0').rating).toBe(0)
  })

  it('leaves the rating unset when it is missing or not a number', () => {
    expect(parseListingQuery('rating=').rating).toBeUndefined()
    expect(parseListingQuery('rating=high').rating).toBeUndefined()
    expect(parseListingQuery('').rating).toBeUndefined()
  })

  it('ignores an unknown sort order', () => {
    expect(parseListingQuery('sort=random').sort).toBeUndefined()
  })

  it('trims the title and treats a blank one as no search', () => {
    expect(parseListingQuery('title=%20%20iphone%2013%20').title).toBe('iphone 13')
    expect(parseListingQuery('title=%20%20').title).toBeUndefined()
  })
})

describe('writing the listing query', () => {
  it('writes the parameters in the spec order with literal commas between category ids', () => {
    const query = serialiseListingQuery({
      title: 'galaxy buds',
      sort: 'highToLow',
      rating: 4,
      priceRange: '0--3000',
      categoryIds: ['phones', 'audio'],
    })
    expect(query).toBe('categoryId=audio,phones&original_price=0--3000&rating=4&sort=highToLow&title=galaxy+buds')
  })

  it('writes nothing for the empty filter', () => {
    expect(serialiseListingQuery(EMPTY_FILTER)).toBe('')
  })

  it('does not write the rating default that the slider shows before it is moved', () => {
    expect(serialiseListingQuery(parseListingQuery('sort=lowToHigh'))).toBe('sort=lowToHigh')
    expect(ratingForSlider(EMPTY_FILTER)).toBe(RATING_DEFAULT)
  })

  it('writes a rating of 3 once the user has chosen it', () => {
    expect(serialiseListingQuery({ categoryIds: [], rating: 3 })).toBe('rating=3')
  })

  it('round-trips any query to the same canonical string', () => {
    const messy = '?title=buds&sort=lowToHigh&categoryId=b,a&rating=2.50&original_price=5001--7000&utm_source=x'
    const canonical = serialiseListingQuery(parseListingQuery(messy))
    expect(canonical).toBe('categoryId=a,b&original_price=5001--7000&rating=2.5&sort=lowToHigh&title=buds')
    expect(serialiseListingQuery(parseListingQuery(canonical))).toBe(canonical)
  })

  it('keeps a title with a comma or an ampersand readable back', () => {
    const query = serialiseListingQuery({ categoryIds: [], title: 'cables, chargers & more' })
    expect(parseListingQuery(query).title).toBe('cables, chargers & more')
  })
})

describe('comparing filters', () => {
  it('treats filters that differ only in category order as the same', () => {
    expect(isSameFilter({ categoryIds: ['a', 'b'] }, { categoryIds: ['b', 'a'] })).toBe(true)
  })

  it('tells apart filters with a different sort', () => {
    expect(isSameFilter({ categoryIds: [], sort: 'highToLow' }, { categoryIds: [], sort: 'lowToHigh' })).toBe(false)
  })

  it('knows when a title search is active', () => {
    expect(isTitleSearch({ categoryIds: [], title: 'ipad' })).toBe(true)
    expect(isTitleSearch({ categoryIds: [], title: '  ' })).toBe(false)
    expect(isTitleSearch(EMPTY_FILTER)).toBe(false)
  })

  it('shuffles only a listing with neither a title search nor a chosen sort', () => {
    expect(isShuffledListing(EMPTY_FILTER)).toBe(true)
    expect(isShuffledListing({ categoryIds: ['phones'], rating: 4 })).toBe(true)
    expect(isShuffledListing({ categoryIds: [], title: 'ipad' })).toBe(false)
    expect(isShuffledListing({ categoryIds: [], sort: 'highToLow' })).toBe(false)
  })

  it('knows when there is anything for Reset to clear', () => {
    expect(hasActiveFilters(EMPTY_FILTER)).toBe(false)
    expect(hasActiveFilters({ categoryIds: ['a'] })).toBe(true)
    expect(hasActiveFilters({ categoryIds: [], rating: 3 })).toBe(true)
  })
})

describe('changing filters from the panel', () => {
  it('ticks and unticks a category', () => {
    const ticked = toggleCategory({ categoryIds: ['b'] }, 'a')
    expect(ticked.categoryIds).toEqual(['a', 'b'])
    expect(toggleCategory(ticked, 'b').categoryIds).toEqual(['a'])
  })

  it('replaces the price range with another bucket and clears it when the same bucket is ticked again', () => {
    const first = togglePriceRange(EMPTY_FILTER, '0--3000')
    expect(first.priceRange).toBe('0--3000')
    const second = togglePriceRange(first, '7001--1500')
    expect(second.priceRange).toBe('7001--1500')
    expect(togglePriceRange(second, '7001--1500')).toEqual(EMPTY_FILTER)
  })
})

describe('the products query', () => {
  it('asks for 12 products of the given page with the filters the API knows', () => {
    expect(
      toProductsQuery(
        { categoryIds: ['b', 'a'], priceRange: '0--3000', rating: 4.2, sort: 'highToLow', title: 'x' },
        2,
      ),
    ).toEqual({
      categoryId: 'a,b',
      original_price: '0--3000',
      rating: 4.2,
      sort: 'highToLow',
      title: 'x',
      limit: LISTING_PAGE_SIZE,
      page: 2,
    })
    expect(LISTING_PAGE_SIZE).toBe(12)
  })

  it('leaves out the filters that are not set', () => {
    expect(toProductsQuery(EMPTY_FILTER, 1)).toEqual({ limit: 12, page: 1 })
  })
})
