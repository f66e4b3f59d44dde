import { describe, expect, it } from 'vitest'
import {
  AVAILABILITY_KEEP_MS,
  AVAILABILITY_RETRY_MS,
  availabilityRetryAt,
  offersAvailabilityRequest,
  parseAvailabilityEntries,
  purgeAvailabilityEntries,
  recordAvailabilityRequest,
  variantsToAskAbout,
} from './availability'

const at = Date.parse('2026-11-24T09:00:00.000Z')
const minutes = (n: number) => n * 60 * 1000

describe('the availability request storage rules', () => {
  it('keeps a retry window of 2 hours and entries for 120 minutes (spec §9)', () => {
    expect(AVAILABILITY_RETRY_MS).toBe(minutes(120))
    expect(AVAILABILITY_KEEP_MS).toBe(minutes(120))
  })

  it('reads the stored list, taking date strings and skipping what it cannot read', () => {
    const stored = JSON.stringify([
      { productId: 'a', timestamp: at },
      { productId: 'b', timestamp: '2026-11-24T09:30:00.000Z' },
      { productId: '', timestamp: at },
      { productId: 'c', timestamp: 'soon' },
      { timestamp: at },
      'junk',
    ])
    expect(parseAvailabilityEntries(stored)).toEqual([
      { productId: 'a', timestamp: at },
      { productId: 'b', timestamp: at + minutes(30) },
    ])
    expect(parseAvailabilityEntries(null)).toEqual([])
    expect(parseAvailabilityEntries('{not json')).toEqual([])
    expect(parseAvailabilityEntries('{"productId":"a"}')).toEqual([])
  })

  it('purges entries older than 120 minutes', () => {
    const entries = [
      { productId: 'old', timestamp: at - minutes(121) },
      { productId: 'edge', timestamp: at - minutes(120) },
      { productId: 'fresh', timestamp: at - minutes(119) },
    ]
    expect(purgeAvailabilityEntries(entries, at).map((entry) => entry.productId)).toEqual(['fresh'])
  })

  it('makes the button wait until 2 hours after the stored timestamp, then usable again', () => {
    const entries = [{ productId: 'a', timestamp: at }]
    expect(availabilityRetryAt(entries, 'a', at + minutes(1))).toBe(at + minutes(120))
    expect(availabilityRetryAt(entries, 'a', at + minutes(120) - 1)).toBe(at + minutes(120))
    expect(availabilityRetryAt(entries, 'a', at + minutes(120))).toBeNull()
    expect(availabilityRetryAt(entries, 'b', at)).toBeNull()
    expect(availabilityRetryAt([], 'a', at)).toBeNull()
  })

  it('keeps one entry per product, the newest', () => {
    const entries = [
      { productId: 'a', timestamp: at - minutes(200) },
      { productId: 'b', timestamp: at - minutes(10) },
    ]
    expect(recordAvailabilityRequest(entries, 'a', at)).toEqual([
      { productId: 'b', timestamp: at - minutes(10) },
      { productId: 'a', timestamp: at },
    ])
  })
})

describe('what the availability request asks about', () => {
  const sized = (stocks: Record<string, number>) => ({
    _id: 'p1',
    is_stock: Object.values(stocks).reduce((sum, stock) => sum + stock, 0),
    size: Object.entries(stocks).map(([title, is_stock]) => ({ title, is_stock })),
  })

  it('asks about a sold-out size of a product still in stock in others (spec §5)', () => {
    expect(variantsToAskAbout(sized({ '128GB': 3, '256GB': 0, '512GB': 0 }))).toEqual(['256GB', '512GB'])
    expect(offersAvailabilityRequest(sized({ '128GB': 3, '256GB': 0 }))).toBe(true)
  })

  it('asks about the product itself when every size is sold out, or it has none', () => {
    expect(variantsToAskAbout(sized({ '128GB': 0, '256GB': 0 }))).toEqual([])
    expect(offersAvailabilityRequest(sized({ '128GB': 0, '256GB': 0 }))).toBe(true)
    expect(offersAvailabilityRequest({ _id: 'p2', is_stock: 0, size: [] })).toBe(true)
  })

  it('is not offered while the product and every size are in stock', () => {
    expect(offersAvailabilityRequest(sized({ '128GB': 3, '256GB': 1 }))).toBe(false)
    expect(offersAvailabilityRequest({ _id: 'p3', is_stock: 4, size: [] })).toBe(false)
  })
})
