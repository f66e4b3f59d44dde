// The wishlist stories' saved products: one trending, one out of stock, one plain, as GET api/wishlists answers them.
import type { WishlistItem } from '@/domain/contract'
import { camon, charger, listing, savedItem } from './catalogue-fixtures'

const watchOutOfStock = listing[3]!
const laptop = listing[4]!

export const savedProducts = [camon, watchOutOfStock, charger, laptop]

export const wishlist: WishlistItem[] = savedProducts.map((product) => savedItem(product))
