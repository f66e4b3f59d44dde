// products tag: listProducts, getProductBySlug. The other product operations are not served yet.
import type { CatalogueService } from '../services/catalogue'
import type { Handlers } from './handler'

export function productHandlers({ catalogue }: { catalogue: CatalogueService }) {
  return {
    async listProducts(request) {
      return { data: await catalogue.listProducts(request.query) }
    },

    async getProductBySlug(request) {
      return { data: await catalogue.getProductBySlug(request.params.slug) }
    },
  } satisfies Handlers
}
