// The listing's and the categories' operations over the typed client (the product page's are in product-actors.ts),
// and the slots of machines/listing and machines/categories built over them. A failure rejects with an ApiError
// carrying the server's first message.
import { toProductsQuery } from '@/domain/listing-query'
import type { Category, ProductPage } from '@/domain/contract'
import type { FetchProductsInput, ListingPage } from '@machines/listing/listing.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/products (spec §7): one page for the filters, `limit` per page. */
export async function listProducts(
  { filter, page, limit }: FetchProductsInput,
  { signal, client = api }: CallOptions = {},
): Promise<ProductPage> {
  const query = toProductsQuery(filter, page, limit)
  return (await unwrap(client.GET('/api/products', { params: { query }, signal }))).data
}

/** GET api/categories (spec §7). */
export async function listCategories({ signal, client = api }: CallOptions = {}): Promise<Category[]> {
  return (await unwrap(client.GET('/api/categories', { signal }))).data.docs
}

/** Slots of machines/listing. */
export function listingActors(client?: Api) {
  return {
    fetchProducts: fromRequest<ListingPage, FetchProductsInput>((input, signal) =>
      listProducts(input, { signal, client }),
    ),
  }
}

/** Slots of machines/categories. */
export function categoriesActors(client?: Api) {
  return {
    fetchCategories: fromRequest<Category[]>((_, signal) => listCategories({ signal, client })),
  }
}
