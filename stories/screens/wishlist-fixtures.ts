// The wishlist stories' saved products (one trending, one out of stock, two plain), as GET api/wishlists answers
// them, and the app's actors for route stories whose pages draw wishlist hearts.
import { createElement } from 'react'
import type { Decorator } from '@storybook/react-vite'
import type { WishlistItem } from '@/domain/contract'
import { SessionProvider } from '@/app/session-provider'
import { camon, charger, listing, savedItem } from './catalogue-fixtures'

const watchOutOfStock = listing[3]!
const laptop = listing[4]!

export const savedProducts = [camon, watchOutOfStock, charger, laptop]

export const wishlist: WishlistItem[] = savedProducts.map((product) => savedItem(product))

/**
 * The app's actors for a route story whose pages draw wishlist hearts: a visitor (nothing stored), so nothing is
 * asked of the store.
 */
export const withVisitorSession: Decorator = (Story) =>
  createElement(SessionProvider, { storage: null }, createElement(Story))
