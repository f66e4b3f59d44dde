// The catalogue machines' API slots (listing, product page) and the category list, filled with the typed
// client. A product that does not exist resolves as null (the page says 'This product is not available!');
// any other failure rejects with an ApiError carrying the server's first message.
import { fromPromise } from 'xstate'
import { toProductsQuery } from '@/domain/listing-query'
import type { FetchProductsInput, ProductPage } from '@machines/listing/listing.machine'
import type { PageProduct } from '@machines/product-page/product-page.machine'
import { api as defaultApi, type Api } from './client'
import { ApiError, unwrap } from './errors'
import type { components } from './schema'

export type CatalogueProduct = components['schemas']['Product']
export type CatalogueCategory = components['schemas']['Category']
export type CataloguePage = components['schemas']['ProductPage']

export interface CatalogueApi {
  /** spec §7 GET api/products: one page for the filters, `limit` per page. */
  listProducts: (input: FetchProductsInput, signal?: AbortSignal) => Promise<CataloguePage>
  /** spec §7 GET api/products (by slug); null when there is no such product. */
  getProduct: (slug: string, signal?: AbortSignal) => Promise<CatalogueProduct | null>
  /** spec §7 GET api/categories. */
  listCategories: (signal?: AbortSignal) => Promise<CatalogueCategory[]>
}

export function catalogueApi(client: Api = defaultApi): CatalogueApi {
  return {
    listProducts: async ({ filter, page, limit }, signal) => {
      const query = toProductsQuery(filter, page, limit)
      return (await unwrap(client.GET('/api/products', { params: { query }, signal }))).data
    },
    getProduct: async (slug, signal) => {
      try {
        return (await unwrap(client.GET('/api/products/{slug}', { params: { path: { slug } }, signal }))).data
      } catch (error) {
        // 404: no such product; 400: not even a well-formed slug. Either way the product is not available.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
    listCategories: async (signal) => (await unwrap(client.GET('/api/categories', { signal }))).data.docs,
  }
}

/** Slots of machines/listing. */
export function listingActors(calls: CatalogueApi = catalogueApi()) {
  return {
    fetchProducts: fromPromise<ProductPage, FetchProductsInput>(({ input, signal }) => calls.listProducts(input, signal)),
  }
}

/** Slots of machines/product-page. */
export function productPageActors(calls: CatalogueApi = catalogueApi()) {
  return {
    fetchProduct: fromPromise<PageProduct | null, { slug: string }>(({ input, signal }) => calls.getProduct(input.slug, signal)),
  }
}

/** The filter panel's categories, as one actor the listing route runs once. */
export function categoriesActor(calls: CatalogueApi = catalogueApi()) {
  return fromPromise<CatalogueCategory[]>(({ signal }) => calls.listCategories(signal))
}
