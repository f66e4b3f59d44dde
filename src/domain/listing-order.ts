// spec §4 Listing: results are shuffled unless a title search is active (or a sort is chosen, ADR 0003). The
// random source is passed in so tests and stories get a fixed order. The server arranges the first page it draws
// the same way (ADR 0005).
import { isShuffledListing, type ListingFilter } from './listing-query'

/** A random number in [0, 1), like Math.random. */
export type RandomSource = () => number

/** Fisher–Yates: returns a new array, the input is left as it was. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)))
    const a = result[i] as T
    result[i] = result[j] as T
    result[j] = a
  }
  return result
}

/**
 * A page is shown as the API ordered it during a title search (relevance) or a chosen sort (price), otherwise
 * shuffled (spec §4).
 */
export function arrangeForDisplay<T>(docs: readonly T[], filter: ListingFilter, random: RandomSource): T[] {
  return isShuffledListing(filter) ? shuffle(docs, random) : [...docs]
}
