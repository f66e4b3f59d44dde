// The product page's operation (machines/product-page) over the typed client, apart from the listing's so the product
// page does not download the listing's query rules. A product that does not exist resolves as null (the page says
// 'This product is not available!'); any other failure rejects with the server's first message.
import type { Product } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { ApiError, unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/products/{slug} (spec §7); null when there is no such product. */
export async function getProductBySlug(
  slug: string,
  { signal, client = api }: CallOptions = {},
): Promise<Product | null> {
  try {
    return (await unwrap(client.GET('/api/products/{slug}', { params: { path: { slug } }, signal }))).data
  } catch (error) {
    // 404: no such product; 400: not even a well-formed slug. Either way the product is not available.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/** Slots of machines/product-page. */
export function productPageActors(client?: Api) {
  return {
    fetchProduct: fromRequest<Product | null, { slug: string }>(({ slug }, signal) =>
      getProductBySlug(slug, { signal, client }),
    ),
  }
}
