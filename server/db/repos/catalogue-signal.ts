// The catalogue's signal between store processes (docs/adr/0031, over server/db/signals.ts): every write that changes
// what the catalogue's readers show (products, sizes and stock, categories, promos) sends it inside its own
// transaction, and every store process, the writer's too, forgets its catalogue cache, and so its drawn pages, when
// it is heard. The writer also forgets its own cache as soon as it commits, so it reads its own write at once.
import type { CatalogueCache } from './catalogue-cache'
import { sendSignal, type Signals } from '../signals'
import type { Db } from '../database'

export const CATALOGUE_CHANNEL = 'catalogue'

/** Tells every store process, once `tx` commits, that the catalogue changed. */
export function signalCatalogueChange(tx: Db): Promise<void> {
  return sendSignal(tx, CATALOGUE_CHANNEL)
}

/**
 * Forgets `cache` whenever any process signals a catalogue change, and when the connection that listens was lost and
 * is back (null: what was sent meanwhile was missed). Resolves once listening; returns the call that stops it.
 */
export function followCatalogueSignals(signals: Signals, cache: CatalogueCache): Promise<() => Promise<void>> {
  return signals.listen(CATALOGUE_CHANNEL, () => cache.invalidate())
}
