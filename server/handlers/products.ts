// products tag: listProducts, getProductBySlug. The other product operations are not served yet.
import type { CatalogueService, ListProductsQuery } from '../services/catalogue'
import type { Handlers } from './handler'

export function productHandlers({ catalogue }: { catalogue: CatalogueService }) {
  return {
    async listProducts(request) {
      return { data: await catalogue.listProducts(request.query as ListProductsQuery) }
    },

    async getProductBySlug(request) {
      const { slug } = request.params as { slug: string }
      return { data: await catalogue.getProductBySlug(slug) }
    },
  } satisfies Handlers
}
