// Catalogue rules: turns the listing's validated query into the repository's filter, and turns "nothing found"
// into the reply the web app shows. No Fastify, no SQL.
import type {
  Category,
  ListProductsQuery,
  Product,
  ProductPage,
  ProductSuggestions,
  Promo,
  QueryParams,
} from '../../src/domain/contract'
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { CatalogueRepo, PriceRange, ProductFilter } from '../db/repos/catalogue.repo'
import { DomainError } from '../errors'

/** spec §8: the web app's own text for a missing product, so 'not found' reads the same. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is not available!'

/** How many products (and categories) the search box suggests unless asked for fewer or more. */
export const SUGGESTIONS_LIMIT = 6

/** What the service needs from the data layer (server/db/repos/catalogue.repo.ts provides it). */
export type CatalogueReads = Pick<
  CatalogueRepo,
  'listProducts' | 'findProductBySlug' | 'listCategories' | 'findActivePromo' | 'suggestProducts'
>

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
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ]
}

/** An empty query value means "no filter" (forms send empty fields). */
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function toProductFilter(query: ListProductsQuery): ProductFilter {
  const filter: ProductFilter = { limit: query.limit ?? LISTING_PAGE_SIZE, page: query.page ?? 1 }
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

export function catalogueService(repo: CatalogueReads, now: () => Date = () => new Date()) {
  return {
    listProducts(query: ListProductsQuery): Promise<ProductPage> {
      return repo.listProducts(toProductFilter(query))
    },

    /** The search box's suggestions (docs/adr/0047); a text of spaces only suggests nothing. */
    async suggestProducts(query: QueryParams<'suggestProducts'>): Promise<ProductSuggestions> {
      const text = present(query.q)
      if (!text) return { products: [], categories: [] }
      return repo.suggestProducts(text, query.limit ?? SUGGESTIONS_LIMIT)
    },

    async getProductBySlug(slug: string): Promise<Product> {
      const product = await repo.findProductBySlug(slug)
      if (!product) throw new DomainError('notFound', PRODUCT_NOT_FOUND_MESSAGE)
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

export type CatalogueService = ReturnType<typeof catalogueService>
