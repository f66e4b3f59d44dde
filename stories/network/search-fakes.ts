// The search box's suggestions (docs/adr/0047) answered from the stories' products, roughly as the server finds them:
// every word of the text in the title, or in the category's title; the first few of each.
import type { Product, ProductSuggestions } from '@/domain/contract'
import { http } from './network-fakes'

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** GET api/products/suggestions over `products`. Register it before `productHandler`, whose {slug} would take it. */
export function suggestionsHandler(products: readonly Product[]) {
  return http.get('/api/products/suggestions', ({ query, response }) => {
    const words = wordsOf(query.get('q') ?? '')
    const limit = Number(query.get('limit') ?? 6)
    const has = (title: string) => words.length > 0 && words.every((word) => title.toLowerCase().includes(word))
    const found = products.filter((product) => has(`${product.title} ${product.categoryId.title}`))
    const categories = [...new Map(products.map((product) => [product.categoryId._id, product.categoryId])).values()]
    const reply: ProductSuggestions = {
      products: found.slice(0, limit).map(({ title, slug }) => ({ title, slug })),
      categories: categories.filter((category) => has(category.title)).slice(0, limit),
    }
    return response(200).json({ data: reply })
  })
}
