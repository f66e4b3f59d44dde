// A small in-process read cache for the catalogue. Every shopper's first screen asks for the same listing,
// and on embedded PGlite each query costs milliseconds of the one thread that also serves HTTP; answering
// repeats from memory is what lets the listing hold hundreds of requests a second (bench/api).
//
// Rules: every write to products, sizes, categories or promos calls `invalidate()` once it has committed (the
// repos that write do this; so does the seed). Entries also expire after `maxAgeMs`, which bounds staleness when
// another process writes to the same PostgreSQL. Concurrent misses for one key share a single query. What keeps
// copies drawn from these answers (the drawn pages) subscribes, so an invalidation reaches it too.
import type { Db } from '../database'

export interface CatalogueCacheStats {
  hits: number
  misses: number
  invalidations: number
  entries: number
}

export interface CatalogueCache {
  /** The cached value for `key`, or the result of `load()` (shared by concurrent callers, then cached). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Forgets every entry. Call after a catalogue write commits, never before. */
  invalidate(): void
  /** Calls `listener` after every invalidation; returns the call that stops it. */
  subscribe(listener: () => void): () => void
  stats(): CatalogueCacheStats
}

export interface CatalogueCacheOptions {
  /** How long an entry is served before it is read again. */
  maxAgeMs?: number
  /** Least recently used entries are dropped beyond this many (search texts make keys unbounded). */
  maxEntries?: number
  /** Milliseconds clock, for tests. */
  now?: () => number
}

export const DEFAULT_MAX_AGE_MS = 2_000
export const DEFAULT_MAX_ENTRIES = 500

type Entry = { value: Promise<unknown>; loadedAt: number }

/** Cached values are shared between requests: freezing them makes an accidental edit fail loudly. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child)
  }
  return value
}

/** The listeners of one cache: what holds copies of its answers. */
function listenersOf() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    tell() {
      for (const listener of listeners) listener()
    },
  }
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
  const now = options.now ?? (() => performance.now())
  const entries = new Map<string, Entry>()
  const counts = { hits: 0, misses: 0, invalidations: 0 }
  const listeners = listenersOf()

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key)
      if (found && now() - found.loadedAt < maxAgeMs) {
        counts.hits++
        // Most recently used moves to the end, so the first key is always the one to drop.
        entries.delete(key)
        entries.set(key, found)
        return found.value as Promise<T>
      }
      counts.misses++
      const entry: Entry = { value: load().then(deepFreeze), loadedAt: now() }
      entries.delete(key)
      entries.set(key, entry)
      // A failed read is not remembered (unless an invalidation already replaced it).
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      return entry.value as Promise<T>
    },

    invalidate() {
      counts.invalidations++
      // A read still in flight keeps answering its own callers but is no longer reachable from here.
      entries.clear()
      listeners.tell()
    },

    subscribe: listeners.subscribe,

    stats() {
      return { ...counts, entries: entries.size }
    },
  }
}

/** A cache that caches nothing: for reads inside a transaction, which must see its own writes. */
export const noCatalogueCache: CatalogueCache = {
  read: (_key, load) => load(),
  invalidate: () => {},
  subscribe: () => () => {},
  stats: () => ({ hits: 0, misses: 0, invalidations: 0, entries: 0 }),
}

/** Caches nothing, but still tells its listeners of each invalidation: a database handle's cache when caching is off. */
function passThroughCache(): CatalogueCache {
  const listeners = listenersOf()
  let invalidations = 0
  return {
    read: (_key, load) => load(),
    invalidate() {
      invalidations++
      listeners.tell()
    },
    subscribe: listeners.subscribe,
    stats: () => ({ hits: 0, misses: 0, invalidations, entries: 0 }),
  }
}

/** One cache per database handle, shared by every catalogue repo built on it and by the code that writes. */
const shared = new WeakMap<Db, CatalogueCache>()

/**
 * Gives a database handle its cache. The maximum age is CATALOGUE_CACHE_MS (server/config.ts, default 2000); 0 turns
 * caching off, e.g. for several servers on one PostgreSQL that must never show each other's writes late, or to
 * measure the uncached path (bench/api).
 */
export function attachCatalogueCache(db: Db, maxAgeMs: number): CatalogueCache {
  const cache = maxAgeMs === 0 ? passThroughCache() : createCatalogueCache({ maxAgeMs })
  shared.set(db, cache)
  return cache
}

/** The cache of this database handle (one with the default age if it was opened without a setting). */
export function catalogueCacheOf(db: Db): CatalogueCache {
  return shared.get(db) ?? attachCatalogueCache(db, DEFAULT_MAX_AGE_MS)
}
