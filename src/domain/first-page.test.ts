import { describe, expect, it } from 'vitest'
import { embeddedAnswer, firstPageRequests, parseFirstPage } from './first-page'

describe('the first page', () => {
  it('reads the answers the server embedded, by request', () => {
    const page = parseFirstPage(
      JSON.stringify({ renderedAt: 5, answers: { '/api/promo': null, '/api/products/tecno-spark-20': { _id: 'p1' } } }),
    )
    expect(page?.renderedAt).toBe(5)
    expect(embeddedAnswer(page, firstPageRequests.getPromo())).toBeNull()
    expect(embeddedAnswer(page, firstPageRequests.getProductBySlug('tecno-spark-20'))).toEqual({ _id: 'p1' })
    expect(embeddedAnswer(page, firstPageRequests.getProductBySlug('galaxy-buds'))).toBeUndefined()
    expect(embeddedAnswer(null, firstPageRequests.getPromo())).toBeUndefined()
  })

  it('ignores a page that is not a first page: none, broken, foreign or of the old shape', () => {
    for (const text of [
      null,
      '',
      '{',
      '[]',
      '{"renderedAt":"now","answers":{}}',
      '{"renderedAt":1,"promo":null}',
      '{"renderedAt":1,"answers":[]}',
    ]) {
      expect(parseFirstPage(text), String(text)).toBeNull()
    }
  })

  it("keys a request as the app's client spells it: the query in order, encoded, unset values left out", () => {
    expect(firstPageRequests.listProducts({ limit: 12, page: 1, title: 'a&b c', sort: undefined })).toBe(
      '/api/products?limit=12&page=1&title=a%26b%20c',
    )
    expect(firstPageRequests.listProducts({})).toBe('/api/products')
    expect(firstPageRequests.getPromo()).toBe('/api/promo')
  })
})
