import { describe, expect, it } from 'vitest'
import { OVER_30_DAYS_AGO, priceUpdatedLabel } from './price-updated'

const now = new Date('2026-11-22T12:00:00.000Z')
const before = (ms: number) => new Date(now.getTime() - ms)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('the price-updated label', () => {
  it('reads Over 30 days ago one millisecond past 30 days', () => {
    expect(priceUpdatedLabel(before(30 * DAY + 1), now)).toBe('Over 30 days ago')
    expect(OVER_30_DAYS_AGO).toBe('Over 30 days ago')
  })

  it('still reads relative time at exactly 30 days', () => {
    expect(priceUpdatedLabel(before(30 * DAY), now)).toBe('30 days ago')
  })

  it('reads Over 30 days ago for a price changed long ago', () => {
    expect(priceUpdatedLabel('2024-01-01T00:00:00.000Z', now)).toBe('Over 30 days ago')
  })

  it('counts whole days under 30 days', () => {
    expect(priceUpdatedLabel(before(DAY), now)).toBe('1 day ago')
    expect(priceUpdatedLabel(before(2 * DAY + 23 * HOUR), now)).toBe('2 days ago')
    expect(priceUpdatedLabel(before(29 * DAY + 23 * HOUR), now)).toBe('29 days ago')
  })

  it('counts hours under a day and minutes under an hour', () => {
    expect(priceUpdatedLabel(before(HOUR), now)).toBe('1 hour ago')
    expect(priceUpdatedLabel(before(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago')
    expect(priceUpdatedLabel(before(MINUTE), now)).toBe('1 minute ago')
    expect(priceUpdatedLabel(before(59 * MINUTE), now)).toBe('59 minutes ago')
  })

  it('reads just now under a minute and for a date slightly in the future', () => {
    expect(priceUpdatedLabel(before(59_999), now)).toBe('just now')
    expect(priceUpdatedLabel(now, now)).toBe('just now')
    expect(priceUpdatedLabel(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now')
  })

  it('accepts ISO strings and epoch milliseconds for both dates', () => {
    expect(priceUpdatedLabel('2026-11-20T12:00:00.000Z', now.toISOString())).toBe('2 days ago')
    expect(priceUpdatedLabel(before(3 * HOUR).getTime(), now.getTime())).toBe('3 hours ago')
  })

  it('gives nothing for a missing or unreadable date', () => {
    expect(priceUpdatedLabel(undefined, now)).toBeNull()
    expect(priceUpdatedLabel(null, now)).toBeNull()
    expect(priceUpdatedLabel('', now)).toBeNull()
    expect(priceUpdatedLabel('not a date', now)).toBeNull()
    expect(priceUpdatedLabel(before(DAY), 'not a date')).toBeNull()
  })
})
