// Drawn pages kept for as long as the catalogue's read cache keeps its answers (ADR 0007): drawing a page with
// React costs milliseconds, sending a kept one microseconds, and a shared link can bring fifty shoppers at once.
// Each page is kept with its gzip, and a page asked for again while it is being drawn waits for that drawing.
// A catalogue write forgets every kept page (`clear`, called on the catalogue cache's invalidation), so a changed
// price or stock shows at once rather than when the page ages.
// The listing without a title search or a chosen sort is shuffled for every visit (spec §4): it is kept in several orders, and
// each visit gets one of them at random.
import { randomInt } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { isShuffledListing, parseListingQuery } from '../../src/domain/listing-query'
import { matchRoute } from '../../src/domain/routes'
import type { WebPage } from './web-pages'

/** How many orders of a shuffled listing are kept. */
export const SHUFFLED_ORDERS = 8
/** Kept pages take at most this much memory (HTML and gzip). */
const MAX_BYTES = 64 * 1024 * 1024

export interface SentPage extends WebPage {
  gzip: Buffer
}

export function pageCache(draw: (pathname: string, search: string) => Promise<WebPage>, ttlMs: number) {
  const drawToSend = async (pathname: string, search: string): Promise<SentPage> => {
    const page = await draw(pathname, search)
    return { ...page, gzip: gzipSync(page.html) }
  }
  const pages = new LRUCache<string, SentPage, { pathname: string; search: string }>({
    ttl: ttlMs,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.html.length + page.gzip.length,
    fetchMethod: (_key, _stale, { context }) => drawToSend(context.pathname, context.search),
    // A page being drawn when the pages are forgotten still answers the shoppers waiting for it, but is not kept.
    ignoreFetchAbort: true,
  })

  function isShuffled(pathname: string, search: string): boolean {
    return matchRoute(pathname).name === 'productListing' && isShuffledListing(parseListingQuery(search))
  }

  return {
    async page(pathname: string, search: string): Promise<SentPage> {
      // lru-cache reads a ttl of 0 as "for ever": keeping off means drawing every time.
      if (ttlMs <= 0) return drawToSend(pathname, search)
      const order = isShuffled(pathname, search) ? randomInt(SHUFFLED_ORDERS) : 0
      const page = await pages.fetch(`${order} ${pathname}${search}`, { context: { pathname, search } })
      if (!page) throw new Error(`Drawing ${pathname}${search} gave nothing`)
      return page
    },

    /** Forgets every kept page: the catalogue they were drawn from has changed. */
    clear(): void {
      pages.clear()
    },
  }
}
