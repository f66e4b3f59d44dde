// The store's own record of what shoppers do (docs/adr/0037). `recordEvent` writes one event inside the caller's
// transaction, so a change that rolls back records nothing; `storeEventsRepo(db).record` writes one on its own, for
// what changes nothing (a product page seen, a download link followed). No person and no address is ever written
// here. When the request's visitor accepted sharing with a configured analytics provider, the event's rows to forward
// are written in the same transaction (docs/adr/0038: analytics-forwards.repo.ts).
import type { StoreEventKind } from '../../../src/domain/store-events'
import { consentedVisitor, type ConsentedVisitor } from '../../analytics-context'
import type { Db } from '../database'
import { storeEvents } from '../schema'
import { shareEvent, type EventShare } from './analytics-forwards.repo'

export interface StoreEvent {
  kind: StoreEventKind
  /** The product, the app store or the kind of lead; never a person. */
  detail?: string | null
  at: Date
  /** What a consenting visitor's event tells the analytics providers (an order's amount); never in store_events. */
  share?: EventShare
  /**
   * Whose event it is for the providers when not the running request's visitor: an order's purchase is the consent
   * kept when the order was placed (analytics-forwards.repo.ts keepOrderConsent), whoever confirms it; null: nobody's.
   */
  visitor?: ConsentedVisitor | null
}

/** Writes `event` inside the caller's transaction. */
export async function recordEvent(tx: Db, event: StoreEvent): Promise<void> {
  const visitor = event.visitor === undefined ? consentedVisitor() : event.visitor
  const [row] = await tx
    .insert(storeEvents)
    .values({ kind: event.kind, detail: event.detail ?? null, at: event.at })
    .returning({ id: storeEvents.id })
  if (visitor && row) await shareEvent(tx, row.id, event, visitor)
}

export function storeEventsRepo(db: Db) {
  return {
    record: (event: StoreEvent) =>
      consentedVisitor() ? db.transaction((tx) => recordEvent(tx, event)) : recordEvent(db, event),
  }
}

export type StoreEventsRepo = ReturnType<typeof storeEventsRepo>
