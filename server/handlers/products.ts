// products tag: listProducts, getProductBySlug, createAvailabilityRequest. The product upload and edit operations
// are not served yet.
import type { AvailabilityService } from '../services/availability'
import type { CatalogueService } from '../services/catalogue'
import { signedInUser, type Handlers } from './handler'

export function productHandlers({ catalogue, availability }: { catalogue: CatalogueService; availability: AvailabilityService }) {
  return {
    async listProducts(request) {
      return { data: await catalogue.listProducts(request.query) }
    },

    async getProductBySlug(request) {
      return { data: await catalogue.getProductBySlug(request.params.slug) }
    },

    async createAvailabilityRequest(request, reply) {
      reply.code(201)
      return { data: await availability.request(signedInUser(request), request.body) }
    },
  } satisfies Handlers
}
