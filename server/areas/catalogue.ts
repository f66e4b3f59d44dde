// The catalogue: products, categories and the running promo (read through the catalogue cache), and the shoppers'
// back-in-stock requests.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { availabilityRepo } from '../db/repos/availability.repo'
import { catalogueRepo, type CatalogueRepo } from '../db/repos/catalogue.repo'
import { categoryHandlers } from '../handlers/categories'
import { productHandlers } from '../handlers/products'
import { promoHandlers } from '../handlers/promo'
import { availabilityService } from '../services/availability'
import { catalogueService } from '../services/catalogue'
import { serve } from '../store'

/** The back-in-stock requests and their emails, from the store's mailer: a restock, a cancellation or a return tells
 *  the shoppers waiting for what came back. */
export function storeAvailability(app: FastifyInstance, products: CatalogueRepo) {
  const { db, catalogueCache, mailer, publicUrl, now } = app.store
  return availabilityService({
    requests: availabilityRepo(db, catalogueCache),
    catalogue: products,
    mailer,
    publicUrl,
    now,
    log: app.log,
  })
}

export const catalogueArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, catalogueCache, deps } = store
  const products = catalogueRepo(db, { cache: catalogueCache })
  const catalogue = catalogueService(products, deps.now)
  const availability = storeAvailability(app, products)
  serve(store, {
    ...productHandlers({ catalogue, availability, events: store.events }),
    ...categoryHandlers({ catalogue }),
    ...promoHandlers({ catalogue }),
  })
}
