import { describe, expect, it } from 'vitest'
import { isSlug } from '../../src/domain/routes'
import { baseSlug, slugCandidate, slugify } from './slugs'

describe('product slugs', () => {
  it("are the title's letters and digits joined by single hyphens, accents dropped", () => {
    expect(slugify('Tecno Camon 30 (256GB)')).toBe('tecno-camon-30-256gb')
    expect(slugify('  Café -- Münster!  ')).toBe('cafe-munster')
  })

  it('never start as a word the API uses after /api/products/, and are never empty', () => {
    expect(baseSlug('Pushimgs')).toBe('pushimgs-product')
    expect(baseSlug('availability requests')).toBe('availability-requests-product')
    expect(baseSlug('📱 ✨')).toBe('product')
  })

  it("fit the API's slug with any suffix, cut at the end of a word", () => {
    const base = baseSlug(`${'smartphone '.repeat(30)}end`)
    expect(base.length).toBeLessThanOrEqual(190)
    expect(base.endsWith('-smartphone')).toBe(true)
    expect(isSlug(slugCandidate(base, 99_999))).toBe(true)
    expect([slugCandidate('itel-p55', 1), slugCandidate('itel-p55', 2)]).toEqual(['itel-p55', 'itel-p55-2'])
  })
})
