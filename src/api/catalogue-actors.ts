// The slots of machines/listing and machines/categories, over the catalogue's reads (GET api/products and
// api/categories, in ./browsing-actors with the rest of what the home page and the store layout ask; the product
// page's are in ./product-actors). A failure rejects with an ApiError
// carrying the server's first message.
import { toProductsQuery } from '@/domain/listing-query'
import type { Category } from '@/domain/contract'
import type { FetchProductsInput, ListingPage } from '@machines/listing/listing.machine'
import type { Api } from './client'
import { listCategories, listProducts } from './browsing-actors'
import { fromRequest } from './request-actor'

/** Slots of machines/listing. */
export function listingActors(client?: Api) {
  return {
    fetchProducts: fromRequest<ListingPage, FetchProductsInput>(({ filter, page, limit }, signal) =>
      listProducts(toProductsQuery(filter, page, limit), { signal, client }),
    ),
  }
}

/** Slots of machines/categories. */
export function categoriesActors(client?: Api) {
  return {
    fetchCategories: fromRequest<Category[]>((_, signal) => listCategories({ signal, client })),
  }
}
