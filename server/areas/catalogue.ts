// The catalogue: products, categories and the running promo (read through the catalogue cache), and the shoppers'
// back-in-stock requests.
import type { FastifyPluginAsync } from 'fastify'
import { availabilityRepo } from '../db/repos/availability.repo'
import { catalogueRepo } from '../db/repos/catalogue.repo'
import { categoryHandlers } from '../handlers/categories'
import { productHandlers } from '../handlers/products'
import { promoHandlers } from '../handlers/promo'
import { availabilityService } from '../services/availability'
import { catalogueService } from '../services/catalogue'
import { serve } from '../store'

export const catalogueArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, catalogueCache, deps, mailer, publicUrl, now } = store
  const products = catalogueRepo(db, { cache: catalogueCache })
  const catalogue = catalogueService(products, deps.now)
  const availability = availabilityService({
    requests: availabilityRepo(db, catalogueCache),
    catalogue: products,
    mailer,
    publicUrl,
    now,
    log: app.log,
  })
  serve(store, {
    ...productHandlers({ catalogue, availability }),
    ...categoryHandlers({ catalogue }),
    ...promoHandlers({ catalogue }),
  })
}
