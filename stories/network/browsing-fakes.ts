// Browsing's operations answered from the catalogue fixtures: the running promo (none unless given), four bestsellers
// and every category.
import type { Promo } from '@/domain/contract'
import { categories, listing } from '../screens/catalogue-fixtures'
import { http, productPage } from './network-fakes'

/** GET api/promo: `promo`, or no promo running. */
export function promoHandler(promo: Promo | null = null) {
  return http.get('/api/promo', ({ response }) => response(200).json({ data: promo }))
}

export const bestsellersHandler = http.get('/api/products', ({ response }) =>
  response(200).json(productPage(listing.slice(0, 4))),
)

export const categoriesHandler = http.get('/api/categories', ({ response }) =>
  response(200).json({ data: { docs: categories } }),
)
