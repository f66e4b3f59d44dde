// Vendors and uploads: a vendor's own products (ADR 0011), the lines of paid orders for them (docs/adr/0027), and the
// product, swap and category pictures shoppers, vendors and the owner upload, with the round that sweeps uploads
// nothing named.
import type { FastifyPluginAsync } from 'fastify'
import { catalogueRepo } from '../db/repos/catalogue.repo'
import { productsWriteRepo } from '../db/repos/products-write.repo'
import { rateLimitRepo } from '../db/repos/rate-limit.repo'
import { uploadsRepo } from '../db/repos/uploads.repo'
import { vendorOrdersRepo } from '../db/repos/vendor-orders.repo'
import { vendorProductHandlers } from '../handlers/products'
import { uploadHandlers } from '../handlers/uploads'
import { vendorOrderHandlers } from '../handlers/vendor-orders'
import { UPLOAD_LIMIT, uploadsService } from '../services/uploads'
import { vendorOrdersService } from '../services/vendor-orders'
import { vendorProductsService } from '../services/vendor-products'
import { serve } from '../store'
import { storeAvailability } from './catalogue'

export const vendorsArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, catalogueCache, deps, pictures, now } = store
  const products = catalogueRepo(db, { cache: catalogueCache })
  // A restock tells those who asked to be told (the catalogue's back-in-stock requests).
  const availability = storeAvailability(app, products)
  const vendorProducts = vendorProductsService({
    writes: productsWriteRepo(db, catalogueCache),
    catalogue: products,
    availability,
    now,
  })
  const uploads = uploadsService({
    uploads: uploadsRepo(db),
    storage: pictures,
    ...(deps.throttle === false ? {} : { throttle: { repo: rateLimitRepo(db), limit: UPLOAD_LIMIT } }),
    now,
  })
  app.rounds.add({ name: 'uploadSweep', everyMs: deps.uploadSweepMs ?? 60 * 60_000, run: () => uploads.sweep() })
  serve(store, {
    ...vendorProductHandlers({ vendorProducts }),
    ...vendorOrderHandlers({ vendorOrders: vendorOrdersService({ lines: vendorOrdersRepo(db) }) }),
    ...uploadHandlers({ uploads }),
  })
}
