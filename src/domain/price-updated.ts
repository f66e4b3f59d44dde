// The product page's 'Price updated' line (spec §2 Product detail, §9): relative time up to 30 days, then
// 'Over 30 days ago'. Pure: the caller passes `now`, so stories and tests never read the clock.

export const PRICE_UPDATED_LABEL = 'Price updated'
/** spec §9: the wording beyond 30 days. */
export const OVER_30_DAYS_AGO = 'Over 30 days ago'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** spec §9: the relative wording stops after 30 days. */
export const PRICE_UPDATED_RELATIVE_LIMIT_MS = 30 * DAY

function toEpoch(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  if (value.trim() === '') return Number.NaN
  return new Date(value).getTime()
}

// Built once: constructing Intl formatters is costly. 'always' keeps "1 day ago" where 'auto' would say "yesterday".
const relative = new Intl.RelativeTimeFormat('en-NG', { numeric: 'always' })

/**
 * How long ago the price changed: 'just now', '5 minutes ago', '3 hours ago', '12 days ago', up to and
 * including exactly 30 days; 'Over 30 days ago' beyond. Null when either date cannot be read, so the page can
 * leave the line out rather than print nonsense. A date slightly in the future (clocks differ) reads 'just now'.
 */
export function priceUpdatedLabel(
  updatedAt: string | number | Date | null | undefined,
  now: string | number | Date,
): string | null {
  if (updatedAt === null || updatedAt === undefined) return null
  const then = toEpoch(updatedAt)
  const current = toEpoch(now)
  if (!Number.isFinite(then) || !Number.isFinite(current)) return null
  const elapsed = Math.max(0, current - then)
  if (elapsed > PRICE_UPDATED_RELATIVE_LIMIT_MS) return OVER_30_DAYS_AGO
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  return relative.format(-Math.floor(elapsed / DAY), 'day')
}
