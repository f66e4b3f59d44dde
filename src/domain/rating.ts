// Product ratings: the API sends MongoDB's Decimal128 shape (`{ $numberDecimal: "4.6" }`, spec §3); the UI
// takes a plain number. Out-of-range or unreadable values fall back to 0 rather than breaking a card.

export const MAX_RATING = 5

export type DecimalRating = { $numberDecimal: string }
export type RatingInput = number | string | DecimalRating | null | undefined

function isDecimalRating(value: unknown): value is DecimalRating {
  return typeof value === 'object' && value !== null && typeof (value as DecimalRating).$numberDecimal === 'string'
}

/** Reads a rating from a number, a numeric string or `{ $numberDecimal }`, clamped to 0–5; anything else is 0. */
export function parseRating(value: RatingInput): number {
  const raw = isDecimalRating(value) ? value.$numberDecimal : value
  if (raw === null || raw === undefined) return 0
  if (typeof raw === 'string' && raw.trim() === '') return 0
  const n = typeof raw === 'number' ? raw : Number(raw)
  if (!Number.isFinite(n)) return 0
  return Math.min(MAX_RATING, Math.max(0, n))
}

/** One decimal place, as ratings are shown: 4.6, 4.0. */
export function formatRating(rating: number): string {
  return parseRating(rating).toFixed(1)
}

/** How full each of the five stars is, 0–1: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(rating: number): number[] {
  const value = parseRating(rating)
  return Array.from({ length: MAX_RATING }, (_, i) => Math.round(Math.min(1, Math.max(0, value - i)) * 100) / 100)
}
