// What the store records of what shoppers see and follow (docs/adr/0037): a product page drawn or read, an app
// download link followed. Nothing changes with these, so they are written after the reply (store.background): the
// shopper never waits for them and a failure is only logged. Events that come with a change (a cart line, an order,
// a sign-up, a request) are written by the change's own repo in its transaction.
import type { StoreEventKind } from '../../src/domain/store-events'
import type { BackgroundWork } from '../background-work'
import type { StoreEventsRepo } from '../db/repos/store-events.repo'

export function storeEventsRecorder({
  events,
  background,
  now = () => new Date(),
}: {
  events: StoreEventsRepo
  background: BackgroundWork
  now?: () => Date
}) {
  return {
    /** Records `kind` (about `detail`: a product's slug, an app store) once the reply is on its way. */
    seen(kind: StoreEventKind, detail: string | null = null): void {
      const at = now()
      background.run('recording a store event failed', () => events.record({ kind, detail, at }))
    },
  }
}

export type StoreEventsRecorder = ReturnType<typeof storeEventsRecorder>
