// The availability request's rules (spec §3 productData, §4 Availability request, §5, §8, §9): the browser keeps
// one `{ productId, timestamp }` entry per requested product in local storage under `productData`; the button
// waits until two hours after the entry's timestamp, and entries older than 120 minutes are dropped when read.
// Which products offer the request, and which sizes it asks about, are decided here too (ADR 0008).
import { AVAILABILITY_STORAGE_KEY } from './availability-key'
import { offersAvailabilityRequest, variantsToAskAbout } from './availability-offer'

export { AVAILABILITY_STORAGE_KEY, offersAvailabilityRequest, variantsToAskAbout }
/** spec §9: the retry window. */
export const AVAILABILITY_RETRY_MS = 2 * 60 * 60 * 1000
/** spec §9: how long a stored entry is kept. */
export const AVAILABILITY_KEEP_MS = 120 * 60 * 1000

/** spec §5. */
export const SELECT_VARIANT_MESSAGE = 'Sorry, Please select a variant'
/** spec §8, with its 3 s on screen. */
export const AVAILABILITY_REQUEST_SENT = 'Request has been sent. We will get back to you through your email'
export const AVAILABILITY_REQUEST_SENT_MS = 3000
/** spec §8: the fallback when a failure carries no message (not the generic one: no 'later'). */
export const AVAILABILITY_REQUEST_ERROR = 'An error has occured. please try again'

export interface AvailabilityEntry {
  productId: string
  /** Milliseconds since the epoch when the request was sent. */
  timestamp: number
}

function toEntry(value: unknown): AvailabilityEntry | null {
  if (typeof value !== 'object' || value === null) return null
  const { productId, timestamp } = value as { productId?: unknown; timestamp?: unknown }
  if (typeof productId !== 'string' || productId === '') return null
  // Older entries may carry the time as a date string.
  const time =
    typeof timestamp === 'number' ? timestamp : typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN
  return Number.isFinite(time) ? { productId, timestamp: time } : null
}

/** The stored list as written, read defensively: anything unreadable is no entry. */
export function parseAvailabilityEntries(stored: string | null | undefined): AvailabilityEntry[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.map(toEntry).filter((entry) => entry !== null) : []
  } catch {
    return []
  }
}

/** spec §4: the entries still within 120 minutes of `now`. */
export function purgeAvailabilityEntries(entries: readonly AvailabilityEntry[], now: number): AvailabilityEntry[] {
  return entries.filter((entry) => now - entry.timestamp < AVAILABILITY_KEEP_MS)
}

/**
 * When the product's button is usable again (milliseconds since the epoch), or null when it is usable now. The
 * entries hold a product id only (spec §3), so the wait covers the product whichever size was asked for.
 */
export function availabilityRetryAt(
  entries: readonly AvailabilityEntry[],
  productId: string,
  now: number,
): number | null {
  const latest = Math.max(
    -Infinity,
    ...entries.filter((entry) => entry.productId === productId).map((entry) => entry.timestamp),
  )
  const retryAt = latest + AVAILABILITY_RETRY_MS
  return retryAt > now ? retryAt : null
}

/** The list after a request for `productId` at `timestamp`: one entry per product, the newest. */
export function recordAvailabilityRequest(
  entries: readonly AvailabilityEntry[],
  productId: string,
  timestamp: number,
): AvailabilityEntry[] {
  return [...entries.filter((entry) => entry.productId !== productId), { productId, timestamp }]
}
