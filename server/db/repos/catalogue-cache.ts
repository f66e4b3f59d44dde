// A small in-process read cache for the catalogue. Every shopper's first screen asks for the same listing,
// and on embedded PGlite each query costs milliseconds of the one thread that also serves HTTP; answering
// repeats from memory is what lets the listing hold hundreds of requests a second (bench/api).
//
// One cache per store: server/store.ts builds it and hands it to the repos that read the catalogue and to the code
// that writes it; nothing finds it by itself.
//
// Rules: every write to products, sizes, categories or promos calls `invalidate()` once it has committed (the
// repos that write do this; so does the seed, when given the cache). Every other store process hears the write's
// `catalogue` signal and forgets its own (catalogue-signal.ts, docs/adr/0031). Entries also expire after `maxAgeMs`,
// which bounds staleness when something writes to the database behind the store's back. Concurrent misses for one key
// share a single query. What keeps copies drawn from these answers (the drawn pages) subscribes, so an invalidation
// reaches it too.
import { LRUCache } from 'lru-cache'

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
  /**
   * How long an entry is served before it is read again: CATALOGUE_CACHE_MS (server/config.ts, default 2000). 0
   * turns caching off, e.g. for several servers on one PostgreSQL that must never show each other's writes late,
   * or to measure the uncached path (bench/api); invalidations still reach the listeners.
   */
  maxAgeMs?: number
  /** Least recently used entries are dropped beyond this many (search texts make keys unbounded). */
  maxEntries?: number
  /** Milliseconds clock, for tests. */
  now?: () => number
}

export const DEFAULT_MAX_AGE_MS = 2_000
export const DEFAULT_MAX_ENTRIES = 500

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

/** lru-cache keeps no null or undefined, and a product that is not found is an answer too: values go in a box. */
type Boxed = { value: unknown }
/** What reads a missing entry: each caller's own, handed to lru-cache's fetch as its context. */
type Load = () => Promise<unknown>

/** The catalogue's read cache. With `maxAgeMs` 0 it caches nothing but still tells its listeners of invalidations. */
export function catalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS
  if (maxAgeMs <= 0) return passThroughCache()
  const listeners = listenersOf()
  const counts = { hits: 0, misses: 0, invalidations: 0 }
  const { now } = options
  const entries = new LRUCache<string, Boxed, Load>({
    max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    ttl: maxAgeMs,
    // Read the clock at every look-up rather than once a millisecond: the tests' clock moves by hand.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: deepFreeze(await load()) }),
    // A read still in flight when the cache is invalidated keeps answering its own callers, but is not kept.
    ignoreFetchAbort: true,
  })

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const status: LRUCache.Status<string, Boxed, Load> = {}
      const reading = entries.fetch(key, { context: load, status })
      // A hit, or a read already under way for the same key; a failed read is not remembered (lru-cache drops it).
      if (status.fetch === 'hit' || status.fetch === 'inflight') counts.hits++
      else counts.misses++
      const boxed = await reading
      if (!boxed) throw new Error(`Reading ${key} from the catalogue gave nothing`)
      return boxed.value as T
    },

    invalidate() {
      counts.invalidations++
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

/** Caches nothing, but still tells its listeners of each invalidation: the store's cache when caching is off. */
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
