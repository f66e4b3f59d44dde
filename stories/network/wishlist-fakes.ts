// The wishlist's changes answered over a list held in memory, as the server answers them: a product saved (its item,
// newest first; the same product again answers its item unchanged) and a product taken off. The list itself is read
// by GET api/wishlists, which `signedInHandlers(user, { wishlist: () => store.items })` answers from the same store.
import type { Product, WishlistItem } from '@/domain/contract'
import { savedItem } from '../screens/catalogue-fixtures'
import { errorReply, http } from './network-fakes'

export interface WishlistStore {
  items: WishlistItem[]
  /** The catalogue a saved product is found in. */
  products: readonly Product[]
}

/** A fresh list for one story: `items` saved, any of `products` savable. */
export function wishlistStore(products: readonly Product[], items: readonly WishlistItem[] = []): WishlistStore {
  return { items: [...items], products }
}

/** POST api/wishlists and DELETE api/wishlists/{productId} over the store. */
export function wishlistHandlers(store: WishlistStore) {
  return [
    http.post('/api/wishlists', async ({ request, response }) => {
      const { productId } = await request.json()
      const known = store.items.find((item) => item.productId._id === productId)
      if (known) return response(200).json({ data: known })
      const product = store.products.find((candidate) => candidate._id === productId)
      if (!product) return response(404).json(errorReply('This product is not available!'))
      const item = savedItem(product)
      store.items = [item, ...store.items]
      return response(201).json({ data: item })
    }),
    http.delete('/api/wishlists/{productId}', ({ params, response }) => {
      if (!store.items.some((item) => item.productId._id === params.productId))
        return response(404).json(errorReply('This product is not on your wishlist'))
      store.items = store.items.filter((item) => item.productId._id !== params.productId)
      return response(200).json({ data: { _id: params.productId } })
    }),
  ]
}
