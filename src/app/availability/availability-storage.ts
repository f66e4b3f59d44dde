// The availability requests this browser sent (spec §3 `productData`), in local storage: read with the entries older
// than 120 minutes purged (and written back without them), and recorded after a request.
import {
  AVAILABILITY_STORAGE_KEY,
  availabilityRetryAt,
  parseAvailabilityEntries,
  purgeAvailabilityEntries,
  recordAvailabilityRequest,
  type AvailabilityEntry,
} from '@/domain/availability'
import { browserStorage, type StorageLike } from '../session-storage'

function write(storage: StorageLike, entries: AvailabilityEntry[]): void {
  try {
    if (entries.length === 0) storage.removeItem(AVAILABILITY_STORAGE_KEY)
    else storage.setItem(AVAILABILITY_STORAGE_KEY, JSON.stringify(entries))
  } catch {
    // Storage full or blocked (private mode): the wait holds for this visit only.
  }
}

function readEntries(storage: StorageLike, now: number): AvailabilityEntry[] {
  let stored: string | null = null
  try {
    stored = storage.getItem(AVAILABILITY_STORAGE_KEY)
  } catch {
    return []
  }
  const entries = parseAvailabilityEntries(stored)
  const kept = purgeAvailabilityEntries(entries, now)
  if (kept.length !== entries.length) write(storage, kept)
  return kept
}

/** When the product's availability button is usable again, or null when it is now. */
export function storedRetryAt(
  productId: string,
  now: number,
  storage: StorageLike | null = browserStorage(),
): number | null {
  return storage ? availabilityRetryAt(readEntries(storage, now), productId, now) : null
}

export function rememberAvailabilityRequest(
  productId: string,
  timestamp: number,
  storage: StorageLike | null = browserStorage(),
): void {
  if (storage) write(storage, recordAvailabilityRequest(readEntries(storage, timestamp), productId, timestamp))
}
