// The catalogue machines' API slots (listing and categories; the product page's are in product-actors.ts), filled
// with the typed client. A failure rejects with an ApiError carrying the server's first message.
import { toProductsQuery } from '@/domain/listing-query'
import type { Category, ProductPage } from '@/domain/contract'
import type { FetchProductsInput, ListingPage } from '@machines/listing/listing.machine'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface CatalogueApi {
  /** spec §7 GET api/products: one page for the filters, `limit` per page. */
  listProducts: (input: FetchProductsInput, signal?: AbortSignal) => Promise<ProductPage>
  /** spec §7 GET api/categories. */
  listCategories: (signal?: AbortSignal) => Promise<Category[]>
}

export function catalogueApi(client: Api = defaultApi): CatalogueApi {
  return {
    listProducts: async ({ filter, page, limit }, signal) => {
      const query = toProductsQuery(filter, page, limit)
      return (await unwrap(client.GET('/api/products', { params: { query }, signal }))).data
    },
    listCategories: async (signal) => (await unwrap(client.GET('/api/categories', { signal }))).data.docs,
  }
}

/** Slots of machines/listing. */
export function listingActors(calls: CatalogueApi = catalogueApi()) {
  return {
    fetchProducts: fromRequest<ListingPage, FetchProductsInput>((input, signal) => calls.listProducts(input, signal)),
  }
}

/** Slots of machines/categories. */
export function categoriesActors(calls: CatalogueApi = catalogueApi()) {
  return {
    fetchCategories: fromRequest<Category[]>((_, signal) => calls.listCategories(signal)),
  }
}
