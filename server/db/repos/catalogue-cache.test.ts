// The catalogue read cache on its own: expiry, invalidation, size bound, shared misses and failures.
// @pglite: its concurrent reads share a load in memory, not in the database.
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../config'
import { catalogueCache, noCatalogueCache } from './catalogue-cache'

function clock(start = 10_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('the catalogue cache', () => {
  it('serves a cached value until it is older than the maximum age (lru-cache serves it at exactly that age)', async () => {
    const time = clock()
    const cache = catalogueCache({ maxAgeMs: 1_000, now: time.now })
    let loads = 0
    const load = async () => ({ loads: ++loads })
    expect(await cache.read('k', load)).toEqual({ loads: 1 })
    time.advance(1_000)
    expect(await cache.read('k', load)).toEqual({ loads: 1 })
    time.advance(1)
    expect(await cache.read('k', load)).toEqual({ loads: 2 })
  })

  it('forgets everything when invalidated', async () => {
    const cache = catalogueCache()
    let loads = 0
    const load = async () => ++loads
    await cache.read('a', load)
    await cache.read('b', load)
    cache.invalidate()
    expect(cache.stats().entries).toBe(0)
    expect(await cache.read('a', load)).toBe(3)
  })

  it('does not keep a read that was in flight when the cache was invalidated', async () => {
    const cache = catalogueCache()
    let release: (value: string) => void = () => {}
    const slow = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)))
    cache.invalidate()
    release('before the write')
    expect(await slow).toBe('before the write')
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write')
  })

  it('drops the least recently used entry beyond its size', async () => {
    const cache = catalogueCache({ maxEntries: 2 })
    let loads = 0
    const load = async () => ++loads
    await cache.read('a', load)
    await cache.read('b', load)
    await cache.read('a', load)
    await cache.read('c', load)
    expect(cache.stats().entries).toBe(2)
    expect(await cache.read('a', load)).toBe(1)
    expect(await cache.read('b', load)).toBe(4)
  })

  it('shares one load between concurrent reads of a key', async () => {
    const cache = catalogueCache()
    let loads = 0
    const load = async () => {
      loads++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 'value'
    }
    expect(await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)])).toEqual([
      'value',
      'value',
      'value',
    ])
    expect(loads).toBe(1)
  })

  it('does not remember a failed load', async () => {
    const cache = catalogueCache()
    await expect(cache.read('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    )
    expect(await cache.read('k', async () => 'recovered')).toBe('recovered')
  })

  it('freezes cached values deeply', async () => {
    const cache = catalogueCache()
    const value = await cache.read('k', async () => ({ docs: [{ title: 'x', size: [{ title: '128GB' }] }] }))
    expect(Object.isFrozen(value.docs[0]!.size[0])).toBe(true)
  })
})

describe('the cache when caching is off', () => {
  it('caches nothing when CATALOGUE_CACHE_MS is 0, and still tells its listeners of each invalidation', async () => {
    const cache = catalogueCache({ maxAgeMs: readConfig({ CATALOGUE_CACHE_MS: '0' }).catalogueCacheMs })
    let loads = 0
    const load = async () => ++loads
    await cache.read('categories', load)
    await cache.read('categories', load)
    expect(loads).toBe(2)
    let told = 0
    cache.subscribe(() => told++)
    cache.invalidate()
    expect(told).toBe(1)
  })
})

describe('listening to invalidations', () => {
  it('tells every listener after each invalidation, until it stops listening', () => {
    const cache = catalogueCache()
    const heard: string[] = []
    const stopPages = cache.subscribe(() => heard.push('pages'))
    cache.subscribe(() => heard.push('other'))
    cache.invalidate()
    stopPages()
    cache.invalidate()
    expect(heard).toEqual(['pages', 'other', 'other'])
  })

  it('is never told by the cache for reads inside a transaction', () => {
    let told = 0
    noCatalogueCache.subscribe(() => told++)
    noCatalogueCache.invalidate()
    expect(told).toBe(0)
  })

  it('refuses a CATALOGUE_CACHE_MS that is not a number of milliseconds', () => {
    expect(() => readConfig({ CATALOGUE_CACHE_MS: 'soon' })).toThrow(
      'CATALOGUE_CACHE_MS must be a number of milliseconds',
    )
  })
})
