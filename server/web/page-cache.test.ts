// @pglite: its shoppers share a drawn page in memory, not in the database.
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageCache, SHUFFLED_ORDERS } from './page-cache'

function counting() {
  const draws: string[] = []
  const draw = async (pathname: string, search: string) => {
    draws.push(`${pathname}${search}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { status: 200, html: `<p>${pathname}${search} #${draws.length}</p>` }
  }
  return { draws, draw }
}

describe('the drawn page cache', () => {
  it('draws a page once for many shoppers at once, keeps it with its gzip, and draws it again when it has aged', async () => {
    const { draws, draw } = counting()
    const cache = pageCache(draw, 50)
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.page('/product-details/tecno-camon-30', '')))
    expect(draws).toEqual(['/product-details/tecno-camon-30'])
    expect(new Set(pages.map((page) => page.html)).size).toBe(1)
    expect(gunzipSync(pages[0]!.gzip).toString()).toBe(pages[0]!.html)
    await cache.page('/product-details/tecno-camon-30', '?from=share')
    expect(draws).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 80))
    await cache.page('/product-details/tecno-camon-30', '')
    expect(draws).toHaveLength(3)
  })

  it('keeps a shuffled listing in several orders and hands each visit one of them; a title search or a sort in one', async () => {
    const { draws, draw } = counting()
    const cache = pageCache(draw, 10_000)
    const shown = new Set<string>()
    for (let visit = 0; visit < 200; visit++)
      shown.add((await cache.page('/product-listing', '?categoryId=phones')).html)
    expect(shown.size).toBe(SHUFFLED_ORDERS)
    expect(draws).toHaveLength(SHUFFLED_ORDERS)
    for (let visit = 0; visit < 20; visit++) await cache.page('/product-listing', '?title=galaxy')
    expect(draws).toHaveLength(SHUFFLED_ORDERS + 1)
    for (let visit = 0; visit < 20; visit++) await cache.page('/product-listing', '?sort=lowToHigh')
    expect(draws).toHaveLength(SHUFFLED_ORDERS + 2)
  })

  it('draws every page afresh when keeping is off', async () => {
    const { draws, draw } = counting()
    const cache = pageCache(draw, 0)
    await cache.page('/', '')
    await cache.page('/', '')
    expect(draws).toEqual(['/', '/'])
  })

  it('draws a page afresh after it is cleared, and a drawing under way when it is cleared still answers but is not kept', async () => {
    const { draws, draw } = counting()
    const cache = pageCache(draw, 10_000)
    await cache.page('/product-details/itel-p55', '')
    cache.clear()
    const redrawn = await cache.page('/product-details/itel-p55', '')
    expect(redrawn.html).toBe('<p>/product-details/itel-p55 #2</p>')
    const drawing = cache.page('/', '')
    cache.clear()
    expect((await drawing).html).toBe('<p>/ #3</p>')
    expect((await cache.page('/', '')).html).toBe('<p>/ #4</p>')
    expect((await cache.page('/product-details/itel-p55', '')).html).toBe('<p>/product-details/itel-p55 #5</p>')
    expect(draws).toHaveLength(5)
  })
})
