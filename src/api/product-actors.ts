// The product page's API slot (machines/product-page) over the typed client, apart from the listing's calls so
// the product page does not download the listing's query rules. A product that does not exist resolves as null
// (the page says 'This product is not available!'); any other failure rejects with the server's first message.
import type { Product } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { ApiError, unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface ProductApi {
  /** spec §7 GET api/products (by slug); null when there is no such product. */
  getProduct: (slug: string, signal?: AbortSignal) => Promise<Product | null>
}

export function productApi(client: Api = defaultApi): ProductApi {
  return {
    getProduct: async (slug, signal) => {
      try {
        return (await unwrap(client.GET('/api/products/{slug}', { params: { path: { slug } }, signal }))).data
      } catch (error) {
        // 404: no such product; 400: not even a well-formed slug. Either way the product is not available.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
  }
}

/** Slots of machines/product-page. */
export function productPageActors(calls: ProductApi = productApi()) {
  return {
    fetchProduct: fromRequest<Product | null, { slug: string }>((input, signal) =>
      calls.getProduct(input.slug, signal),
    ),
  }
}
