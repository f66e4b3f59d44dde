// The product listing's filters as they live in the URL query (spec §2 Product listing), and back again.
// The query is the one source of truth for filters, so it is written in one canonical form: the same filters
// always give the same URL (history entries, shared links and the "did the filters change?" check agree).

import type { ListProductsQuery } from './contract'

/** spec §9: page size 12. */
export const LISTING_PAGE_SIZE = 12

/** GET api/products' `sort` values (openapi.yaml), as a list the URL parser checks against. */
export const SORT_ORDERS = ['highToLow', 'lowToHigh'] as const satisfies readonly NonNullable<
  ListProductsQuery['sort']
>[]
export type SortOrder = (typeof SORT_ORDERS)[number]

/**
 * spec §9: the price buckets. The last one is spelled '7001--1500' in the product and labelled 'Over 7000';
 * the data value is kept exactly as spelled because it is what the API receives.
 */
export const PRICE_BUCKETS = [
  { value: '0--3000', label: '0 - 3000' },
  { value: '3001--5000', label: '3001 - 5000' },
  { value: '5001--7000', label: '5001 - 7000' },
  { value: '7001--1500', label: 'Over 7000' },
] as const
export type PriceBucket = (typeof PRICE_BUCKETS)[number]

/** spec §5 / §9: the minimum-rating slider. */
export const RATING_MIN = 0
export const RATING_MAX = 5
export const RATING_STEP = 0.1
export const RATING_DEFAULT = 3

export interface ListingFilter {
  /** `categoryId`: a comma-joined list in the URL; kept sorted and without repeats. */
  categoryIds: readonly string[]
  /** `original_price`: one range such as '0--3000'. */
  priceRange?: string
  /**
   * `rating`: absent until the user moves the slider. The slider rests at RATING_DEFAULT, but writing that
   * default into the URL on first render would add a filter nobody chose and change the URL of every
   * listing link (a second history entry, a needless refetch); so "untouched" means "no rating filter".
   */
  rating?: number
  sort?: SortOrder
  /** `title`: the navigation bar's search text. */
  title?: string
}

export const EMPTY_FILTER: ListingFilter = { categoryIds: [] }

const PRICE_RANGE = /^\d+--\d+$/

function roundToStep(value: number): number {
  return Math.round(value / RATING_STEP) * RATING_STEP
}

function clampRating(value: number): number {
  const clamped = Math.min(RATING_MAX, Math.max(RATING_MIN, value))
  // One decimal, so 3.1 stays 3.1 rather than 3.1000000000000005.
  return Number(roundToStep(clamped).toFixed(1))
}

function normaliseCategoryIds(ids: readonly string[]): string[] {
  const trimmed = ids.map((id) => id.trim()).filter((id) => id !== '')
  return [...new Set(trimmed)].sort()
}

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value)
}

/** Reads the filters from a query string ('?a=b' or 'a=b') or URLSearchParams; unknown or malformed values are dropped. */
export function parseListingQuery(query: string | URLSearchParams): ListingFilter {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const filter: ListingFilter = { categoryIds: normaliseCategoryIds((params.get('categoryId') ?? '').split(',')) }

  const price = params.get('original_price')?.trim()
  if (price && PRICE_RANGE.test(price)) filter.priceRange = price

  const ratingText = params.get('rating')?.trim()
  const rating = ratingText ? Number(ratingText) : Number.NaN
  if (Number.isFinite(rating)) filter.rating = clampRating(rating)

  const sort = params.get('sort')?.trim()
  if (sort && isSortOrder(sort)) filter.sort = sort

  const title = params.get('title')?.trim()
  if (title) filter.title = title

  return filter
}

/**
 * Writes the filters back as a query string without the leading '?', in the spec's parameter order
 * (categoryId, original_price, rating, sort, title), leaving out what is not set. Commas stay literal so
 * `categoryId=a,b` reads as the spec writes it.
 */
export function serialiseListingQuery(filter: ListingFilter): string {
  const params = new URLSearchParams()
  const categoryIds = normaliseCategoryIds(filter.categoryIds)
  if (categoryIds.length > 0) params.set('categoryId', categoryIds.join(','))
  if (filter.priceRange) params.set('original_price', filter.priceRange)
  if (filter.rating !== undefined && Number.isFinite(filter.rating))
    params.set('rating', String(clampRating(filter.rating)))
  if (filter.sort) params.set('sort', filter.sort)
  const title = filter.title?.trim()
  if (title) params.set('title', title)
  return params.toString().replace(/%2C/gi, ',')
}

/** Whether two filters select the same products (compared through their canonical query). */
export function isSameFilter(a: ListingFilter, b: ListingFilter): boolean {
  return serialiseListingQuery(a) === serialiseListingQuery(b)
}

/** Whether the shopper is searching by title (the API then orders by relevance). */
export function isTitleSearch(filter: ListingFilter): boolean {
  return Boolean(filter.title?.trim())
}

/**
 * spec §4 Listing: results are shuffled unless a title search is active. A shopper who chose a sort has asked
 * for an order too, so a sorted listing is shown as the API sorted it (ADR 0003).
 */
export function isShuffledListing(filter: ListingFilter): boolean {
  return !isTitleSearch(filter) && !filter.sort
}

/** Whether anything would be cleared by the filter panel's Reset button. */
export function hasActiveFilters(filter: ListingFilter): boolean {
  return serialiseListingQuery(filter) !== ''
}

/** Where the rating slider sits: the URL's value, else the spec's default. */
export function ratingForSlider(filter: ListingFilter): number {
  return filter.rating ?? RATING_DEFAULT
}

export function toggleCategory(filter: ListingFilter, categoryId: string): ListingFilter {
  const has = filter.categoryIds.includes(categoryId)
  const categoryIds = has ? filter.categoryIds.filter((id) => id !== categoryId) : [...filter.categoryIds, categoryId]
  return { ...filter, categoryIds: normaliseCategoryIds(categoryIds) }
}

/**
 * The URL holds one `original_price` range, so the price checkboxes behave as one choice that can be
 * unticked: ticking another bucket replaces the range, ticking the current one clears it.
 */
export function togglePriceRange(filter: ListingFilter, value: string): ListingFilter {
  const { priceRange: current, ...rest } = filter
  return current === value ? rest : { ...rest, priceRange: value }
}

/** The `GET api/products` query the listing sends: the contract's, with the page and its size always set. */
export type ProductsQuery = Pick<ListProductsQuery, 'categoryId' | 'original_price' | 'rating' | 'sort' | 'title'> &
  Required<Pick<ListProductsQuery, 'limit' | 'page'>>

/** The `GET api/products` query (spec §7) for one page of the listing. */
export function toProductsQuery(filter: ListingFilter, page: number, limit: number = LISTING_PAGE_SIZE): ProductsQuery {
  const query: ProductsQuery = { limit, page }
  const categoryIds = normaliseCategoryIds(filter.categoryIds)
  if (categoryIds.length > 0) query.categoryId = categoryIds.join(',')
  if (filter.priceRange) query.original_price = filter.priceRange
  if (filter.rating !== undefined) query.rating = clampRating(filter.rating)
  if (filter.sort) query.sort = filter.sort
  const title = filter.title?.trim()
  if (title) query.title = title
  return query
}
