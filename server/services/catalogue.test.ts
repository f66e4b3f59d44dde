import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import type { Product, Promo } from '../../src/domain/contract'
import type { ProductFilter } from '../db/repos/catalogue.repo'
import { catalogueService, parseCategoryIds, parsePriceRange, toProductFilter, type CatalogueReads } from './catalogue'

describe('price ranges', () => {
  it('reads min--max in naira, both ends included', () => {
    expect(parsePriceRange('0--3000')).toEqual({ min: 0, max: 3000 })
    expect(parsePriceRange('3001--5000')).toEqual({ min: 3001, max: 5000 })
  })

  it('reads the Over 7000 bucket, spelled 7001--1500 in the product, as 7001 and above', () => {
    expect(parsePriceRange('7001--1500')).toEqual({ min: 7001 })
  })

  it('ignores anything else', () => {
    expect(parsePriceRange('cheap')).toBeUndefined()
    expect(parsePriceRange('10-20')).toBeUndefined()
  })
})

describe('category lists', () => {
  it('splits the comma-joined ids and drops repeats and blanks', () => {
    expect(parseCategoryIds('a,b,,a, c')).toEqual(['a', 'b', 'c'])
  })
})

describe('the listing query as a repository filter', () => {
  it('maps every parameter', () => {
    expect(
      toProductFilter({
        _id: '65a1f0c2e4b0a1b2c3d4e5f6',
        slug: 'galaxy-buds-2',
        title: ' buds ',
        categoryId: 'x,y',
        original_price: '0--3000',
        rating: 3.5,
        sort: 'lowToHigh',
        limit: 24,
        page: 3,
      }),
    ).toEqual({
      id: '65a1f0c2e4b0a1b2c3d4e5f6',
      slug: 'galaxy-buds-2',
      title: 'buds',
      categoryIds: ['x', 'y'],
      priceRange: { min: 0, max: 3000 },
      minRating: 3.5,
      sort: 'lowToHigh',
      limit: 24,
      page: 3,
    })
  })

  it('defaults to the first page of 12 and leaves out empty filters', () => {
    expect(toProductFilter({ title: '', categoryId: '', original_price: '', _id: '', slug: '' })).toEqual({
      limit: 12,
      page: 1,
    })
  })

  it('keeps a rating of 0', () => {
    expect(toProductFilter({ rating: 0 }).minRating).toBe(0)
  })
})

describe('the catalogue service', () => {
  const filters: ProductFilter[] = []
  const repo: CatalogueReads = {
    async listProducts(filter) {
      filters.push(filter)
      return { docs: [], page: filter.page, nextPage: null, prevPage: null, totalDocs: 0, totalPages: 0 }
    },
    async findProductBySlug(slug) {
      return slug === 'known' ? ({ slug } as Product) : null
    },
    async listCategories() {
      return []
    },
    async findActivePromo(now) {
      return now.getUTCFullYear() < 2030 ? ({ text: 'Price drop' } as Promo) : null
    },
    async suggestProducts(text, limit) {
      suggested.push([text, limit])
      return { products: [], categories: [] }
    },
  }
  const suggested: [string, number][] = []

  it('suggests for the trimmed text, 6 unless asked, and nothing for spaces without asking', async () => {
    const service = catalogueService(repo)
    await service.suggestProducts({ q: '  iphne ' })
    await service.suggestProducts({ q: 'jbl', limit: 3 })
    await expect(service.suggestProducts({ q: '   ' })).resolves.toEqual({ products: [], categories: [] })
    expect(suggested).toEqual([
      ['iphne', 6],
      ['jbl', 3],
    ])
  })

  it('passes the mapped filter to the repository', async () => {
    await catalogueService(repo).listProducts({ original_price: '7001--1500' })
    expect(filters.at(-1)).toEqual({ limit: 12, page: 1, priceRange: { min: 7001 } })
  })

  it('answers a known slug and refuses an unknown one as not found with the spec text', async () => {
    const service = catalogueService(repo)
    await expect(service.getProductBySlug('known')).resolves.toEqual({ slug: 'known' })
    const missing = service.getProductBySlug('unknown')
    await expect(missing).rejects.toBeInstanceOf(DomainError)
    await expect(missing).rejects.toMatchObject({ kind: 'notFound', message: 'This product is not available!' })
  })

  it("asks for the promo running at the clock's time, and answers null when none runs", async () => {
    await expect(catalogueService(repo, () => new Date('2026-01-01')).getActivePromo()).resolves.toEqual({
      text: 'Price drop',
    })
    await expect(catalogueService(repo, () => new Date('2031-01-01')).getActivePromo()).resolves.toBeNull()
  })
})
