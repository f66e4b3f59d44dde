// The store's own record of what shoppers do (docs/adr/0037). `recordEvent` writes one event inside the caller's
// transaction, so a change that rolls back records nothing; `storeEventsRepo(db).record` writes one on its own, for
// what changes nothing (a product page seen, a download link followed). No person and no address is ever written.
import type { StoreEventKind } from '../../../src/domain/store-events'
import type { Db } from '../database'
import { storeEvents } from '../schema'

export interface StoreEvent {
  kind: StoreEventKind
  /** The product, the app store or the kind of lead; never a person. */
  detail?: string | null
  at: Date
}

/** Writes `event` inside the caller's transaction. */
export async function recordEvent(tx: Db, event: StoreEvent): Promise<void> {
  await tx.insert(storeEvents).values({ kind: event.kind, detail: event.detail ?? null, at: event.at })
}

export function storeEventsRepo(db: Db) {
  return {
    record: (event: StoreEvent) => recordEvent(db, event),
  }
}

export type StoreEventsRepo = ReturnType<typeof storeEventsRepo>
