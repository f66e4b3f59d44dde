// A shopper's day (ADR 0024, and the swap limit's "today"): Nigeria keeps West Africa Time, UTC+1 all year, so a day
// starts at midnight in Lagos, not on the server's clock.
const LAGOS_OFFSET_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The start of `now`'s day in Lagos. */
export function startOfLagosDay(now: Date): Date {
  const local = now.getTime() + LAGOS_OFFSET_MS
  return new Date(local - (local % DAY_MS) - LAGOS_OFFSET_MS)
}

/** `at`'s date in Lagos, as yyyy-mm-dd. */
export function lagosDate(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10)
}

/** When the Lagos day `day` (yyyy-mm-dd) starts. */
export function lagosDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - LAGOS_OFFSET_MS)
}

/** When the Lagos day `day` (yyyy-mm-dd) ends: the next day's start. */
export function lagosDayEnd(day: string): Date {
  return new Date(lagosDayStart(day).getTime() + DAY_MS)
}
