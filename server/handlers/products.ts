// products tag: listProducts, getProductBySlug and createAvailabilityRequest for shoppers; the vendors' createProduct,
// updateProduct and listVendorProducts (vendorProductHandlers, served by the vendors' area).
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { AvailabilityService } from '../services/availability'
import type { CatalogueService } from '../services/catalogue'
import type { VendorProductsService } from '../services/vendor-products'
import { signedInUser, type Handlers } from './handler'

export function productHandlers({
  catalogue,
  availability,
}: {
  catalogue: CatalogueService
  availability: AvailabilityService
}) {
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

export function vendorProductHandlers({ vendorProducts }: { vendorProducts: VendorProductsService }) {
  return {
    async createProduct(request, reply) {
      reply.code(201)
      return { data: await vendorProducts.create(signedInUser(request), request.body) }
    },

    async updateProduct(request) {
      return { data: await vendorProducts.update(signedInUser(request), request.body) }
    },

    async listVendorProducts(request) {
      const { limit = LISTING_PAGE_SIZE, page = 1 } = request.query
      return { data: await vendorProducts.listOwn(signedInUser(request), { limit, page }) }
    },
  } satisfies Handlers
}
