// The cart's changes answered over lines held in memory, as the server answers them: prices from the product, a
// product and size already in the cart answered with its line, one more refused beyond the stock (409). The lines
// themselves are read by GET api/carts, which `signedInHandlers(user, { cart: () => store.lines })` answers from the
// same store, so the navigation bar's count and the pages agree.
import { lineStock } from '@/domain/cart'
import type { CartItem, Product } from '@/domain/contract'
import { camon, cartLine, charger } from '../screens/catalogue-fixtures'
import { speakerDeal } from '../screens/cart-fixtures'
import { errorReply, http } from './network-fakes'

export interface CartStore {
  lines: CartItem[]
  /** The catalogue an added product is found in. */
  products: readonly Product[]
}

/** A fresh cart for one story. */
export function cartStore(
  lines: readonly CartItem[],
  products: readonly Product[] = [camon, charger, speakerDeal],
): CartStore {
  return { lines: [...lines], products }
}

/** POST and PATCH api/carts and DELETE api/carts/{id} over the store. */
export function cartHandlers(store: CartStore) {
  let next = 100
  return [
    http.post('/api/carts', async ({ request, response }) => {
      const { productId, size = null } = await request.json()
      const product = store.products.find((candidate) => candidate._id === productId)
      if (!product) return response(404).json(errorReply('Product not found'))
      const known = store.lines.find((line) => line.productId._id === productId && line.size === size)
      if (known) return response(200).json({ data: known })
      const line = cartLine(`cart-line-${next++}`, product, 1, size)
      store.lines = [...store.lines, line]
      return response(201).json({ data: line })
    }),
    http.patch('/api/carts', async ({ request, response }) => {
      const { cartId, qty } = await request.json()
      const line = store.lines.find((candidate) => candidate._id === cartId)
      if (!line) return response(404).json(errorReply('Cart item not found'))
      const stock = lineStock(line)
      if (line.qty + qty > stock)
        return response(409).json(errorReply(`Only ${stock} of ${line.productId.title} are in stock.`))
      const changed = { ...line, qty: line.qty + qty }
      store.lines = store.lines.map((candidate) => (candidate._id === cartId ? changed : candidate))
      return response(200).json({ data: changed })
    }),
    http.delete('/api/carts/{id}', ({ params, response }) => {
      if (!store.lines.some((line) => line._id === params.id))
        return response(404).json(errorReply('Cart item not found'))
      store.lines = store.lines.filter((line) => line._id !== params.id)
      return response(200).json({ data: { _id: params.id } })
    }),
  ]
}
