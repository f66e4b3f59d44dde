// The home page's operations answered from the catalogue fixtures: four bestsellers and every category.
import { categories, listing } from '../screens/catalogue-fixtures'
import { http, productPage } from './network-fakes'

export const bestsellersHandler = http.get('/api/products', ({ response }) =>
  response(200).json(productPage(listing.slice(0, 4))),
)

export const categoriesHandler = http.get('/api/categories', ({ response }) =>
  response(200).json({ data: { docs: categories } }),
)
