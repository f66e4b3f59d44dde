// The shopper's cart and wishlist. They read products afresh (not through the read cache): their prices and stock
// checks must be the catalogue's as it is now.
import type { FastifyPluginAsync } from 'fastify'
import { cartRepo } from '../db/repos/cart.repo'
import { catalogueRepo } from '../db/repos/catalogue.repo'
import { wishlistRepo } from '../db/repos/wishlist.repo'
import { cartHandlers } from '../handlers/carts'
import { wishlistHandlers } from '../handlers/wishlists'
import { cartService } from '../services/cart'
import { wishlistService } from '../services/wishlist'
import { serve } from '../store'

export const cartWishlistArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, catalogueCache, now } = store
  const products = catalogueRepo(db, { cache: catalogueCache })
  serve(store, {
    ...cartHandlers({ cart: cartService({ carts: cartRepo(db), catalogue: products, now }) }),
    ...wishlistHandlers({ wishlist: wishlistService({ wishlists: wishlistRepo(db), catalogue: products, now }) }),
  })
}
