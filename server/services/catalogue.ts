// Catalogue rules: turns the listing's validated query into the repository's filter, and turns "nothing found"
// into the reply the web app shows. No Fastify, no SQL.
import { DomainError } from '../errors'

/** spec §8: the web app's own text for a missing product, so the 404 reads the same. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is not available!'

/** spec §9: 12 per page. */
export const DEFAULT_PAGE_SIZE = 12

export type SortOrder = 'highToLow' | 'lowToHigh'

/** listProducts' query after validation against openapi.yaml (types coerced, defaults applied). */
export interface ListProductsQuery {
  _id?: string
  slug?: string
  title?: string
  categoryId?: string
  original_price?: string
  rating?: number
  sort?: SortOrder
  limit?: number
  page?: number
}

/** Naira, inclusive; no max means "min and above". */
export interface PriceRange {
  min: number
  max?: number
}

export interface ProductFilter {
  id?: string
  slug?: string
  title?: string
  categoryIds?: string[]
  priceRange?: PriceRange
  minRating?: number
  sort?: SortOrder
  limit: number
  page: number
}

export interface Page<T> {
  docs: T[]
  page: number
  nextPage: number | null
  prevPage: number | null
  totalDocs: number
  totalPages: number
}

/** What the service needs from the data layer (server/db/repos/catalogue.repo.ts provides it). */
export interface CatalogueRepo<Product, Category, Promo> {
  listProducts(filter: ProductFilter): Promise<Page<Product>>
  findProductBySlug(slug: string): Promise<Product | null | undefined>
  listCategories(): Promise<Category[]>
  findActivePromo(now: Date): Promise<Promo | null | undefined>
}

/**
 * 'min--max' in naira. spec §9: the 'Over 7000' bucket is spelled '7001--1500' in the product, so a max below
 * the min means "min and above" rather than an empty range.
 */
export function parsePriceRange(value: string): PriceRange | undefined {
  const match = /^(\d+)--(\d+)$/.exec(value)
  if (!match) return undefined
  const min = Number(match[1])
  const max = Number(match[2])
  return max < min ? { min } : { min, max }
}

/** spec §2: categoryId is a comma-joined list; repeats and empty entries mean nothing. */
export function parseCategoryIds(value: string): string[] {
  return [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''))]
}

/** An empty query value means "no filter" (forms send empty fields). */
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function toProductFilter(query: ListProductsQuery): ProductFilter {
  const filter: ProductFilter = { limit: query.limit ?? DEFAULT_PAGE_SIZE, page: query.page ?? 1 }
  const id = present(query._id)
  if (id) filter.id = id
  const slug = present(query.slug)
  if (slug) filter.slug = slug
  const title = present(query.title)
  if (title) filter.title = title
  const categoryIds = query.categoryId ? parseCategoryIds(query.categoryId) : []
  if (categoryIds.length > 0) filter.categoryIds = categoryIds
  const priceRange = query.original_price ? parsePriceRange(query.original_price.trim()) : undefined
  if (priceRange) filter.priceRange = priceRange
  if (query.rating !== undefined) filter.minRating = query.rating
  if (query.sort) filter.sort = query.sort
  return filter
}

export function catalogueService<Product, Category, Promo>(repo: CatalogueRepo<Product, Category, Promo>, now: () => Date = () => new Date()) {
  return {
    listProducts(query: ListProductsQuery): Promise<Page<Product>> {
      return repo.listProducts(toProductFilter(query))
    },

    async getProductBySlug(slug: string): Promise<Product> {
      const product = await repo.findProductBySlug(slug)
      if (!product) throw new DomainError(404, PRODUCT_NOT_FOUND_MESSAGE)
      return product
    },

    listCategories(): Promise<Category[]> {
      return repo.listCategories()
    },

    async getActivePromo(): Promise<Promo | null> {
      return (await repo.findActivePromo(now())) ?? null
    },
  }
}

export type CatalogueService<Product = unknown, Category = unknown, Promo = unknown> = ReturnType<typeof catalogueService<Product, Category, Promo>>
