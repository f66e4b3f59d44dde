// Time left until a target date, split into units for a countdown display. Pure: the caller supplies `now`
// (a machine's clock in the app, a fixed instant in stories and tests). spec §5: an unparseable date is invalid.

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; totalMs: number }
export type InvalidTimeLeft = { invalid: true }

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function toEpoch(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  if (value.trim() === '') return Number.NaN
  return new Date(value).getTime()
}

/** Days, hours, minutes and whole seconds from `now` to `target`; all zero once the target has passed. */
export function timeLeft(target: string | number | Date, now: number | Date): TimeLeft | InvalidTimeLeft {
  const end = toEpoch(target)
  const start = toEpoch(now)
  if (!Number.isFinite(end) || !Number.isFinite(start)) return { invalid: true }
  const totalMs = Math.max(0, end - start)
  return {
    days: Math.floor(totalMs / DAY),
    hours: Math.floor((totalMs % DAY) / HOUR),
    minutes: Math.floor((totalMs % HOUR) / MINUTE),
    seconds: Math.floor((totalMs % MINUTE) / SECOND),
    totalMs,
  }
}

export function isInvalidTimeLeft(value: TimeLeft | InvalidTimeLeft): value is InvalidTimeLeft {
  return 'invalid' in value
}
