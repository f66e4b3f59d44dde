// products tag: listProducts, getProductBySlug and createAvailabilityRequest for shoppers; the vendors' createProduct,
// updateProduct and listVendorProducts (vendorProductHandlers, served by the vendors' area).
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { AvailabilityService } from '../services/availability'
import type { CatalogueService } from '../services/catalogue'
import type { StoreEventsRecorder } from '../services/store-events'
import type { VendorProductsService } from '../services/vendor-products'
import { signedInUser, type Handlers } from './handler'

/** The header the store's own drawing of a page sends with its API reads: that page's view is counted once, by the
 *  drawing (server/plugins/web-pages.ts), not again by the read. */
export const DRAWING_HEADER = 'x-oja-drawing'

export function productHandlers({
  catalogue,
  availability,
  events,
}: {
  catalogue: CatalogueService
  availability: AvailabilityService
  events: StoreEventsRecorder
}) {
  return {
    async listProducts(request) {
      return { data: await catalogue.listProducts(request.query) }
    },

    async suggestProducts(request, reply) {
      // The same text suggests the same for a while: the browser and any cache on the way keep it for a minute.
      reply.header('Cache-Control', 'public, max-age=60')
      return { data: await catalogue.suggestProducts(request.query) }
    },

    async getProductBySlug(request) {
      const product = await catalogue.getProductBySlug(request.params.slug)
      // A shopper opening a product from another page of the app (spec §7 'view content'; docs/adr/0037).
      if (request.headers[DRAWING_HEADER] === undefined) events.seen('viewContent', product.slug)
      return { data: product }
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
