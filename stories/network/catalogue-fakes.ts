// The catalogue's operations answered from the stories' fixtures, as the server answers them: a product by its slug
// (404 for a slug it does not know), the listing's pages for a query, and every category.
import type { Product, ProductPage } from '@/domain/contract'
import { parseListingQuery } from '@/domain/listing-query'
import type { FetchProductsInput } from '@machines/listing/listing.machine'
import { listing } from '../screens/catalogue-fixtures'
import { errorReply, http } from './network-fakes'

/** GET api/products/{slug} over these products. */
export function productHandler(products: readonly Product[]) {
  return http.get('/api/products/{slug}', ({ params, response }) => {
    const found = products.find((product) => product.slug === params.slug)
    return found ? response(200).json({ data: found }) : response(404).json(errorReply('Product not found'))
  })
}

// As the API searches titles: the text anywhere in the title, in any case.
export const titleHolds = (text: string | undefined) => (product: Product) =>
  !text || product.title.toLowerCase().includes(text.toLowerCase())

/**
 * GET api/products over `products`: the query's categories and title, `pageSize` a page (fewer than the listing's
 * limit, so a story reaches a second page; the query's own limit unless given). Each request is kept in `asked` as the listing machine's input it came
 * from (its filter read back from the query).
 */
export function listingHandler({
  products = listing,
  pageSize,
  asked = [],
}: {
  products?: readonly Product[]
  pageSize?: number
  asked?: FetchProductsInput[]
}) {
  return http.get('/api/products', ({ query, request, response }) => {
    const filter = parseListingQuery(new URL(request.url).searchParams)
    const page = Number(query.get('page') ?? 1)
    const limit = Number(query.get('limit') ?? 12)
    asked.push({ filter, page, limit })
    const size = pageSize ?? limit
    const matching = products
      .filter((product) => filter.categoryIds.length === 0 || filter.categoryIds.includes(product.categoryId._id))
      .filter(titleHolds(filter.title))
    const totalPages = Math.max(1, Math.ceil(matching.length / size))
    const reply: ProductPage = {
      docs: matching.slice((page - 1) * size, page * size),
      page,
      nextPage: page < totalPages ? page + 1 : null,
      prevPage: page > 1 ? page - 1 : null,
      totalDocs: matching.length,
      totalPages,
    }
    return response(200).json({ data: reply })
  })
}
