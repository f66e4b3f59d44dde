// The wishlist stories' saved products (one trending, one out of stock, two plain), as GET api/wishlists answers
// them, and the app's actors for route stories whose pages draw wishlist hearts.
import { createElement } from 'react'
import type { Decorator } from '@storybook/react-vite'
import type { WishlistItem } from '@/domain/contract'
import { SessionProvider, type ShopperListsApi } from '@/app/session-provider'
import { camon, charger, listing, savedItem } from './catalogue-fixtures'

const watchOutOfStock = listing[3]!
const laptop = listing[4]!

export const savedProducts = [camon, watchOutOfStock, charger, laptop]

export const wishlist: WishlistItem[] = savedProducts.map((product) => savedItem(product))

const unreachable = () => Promise.reject(new Error('not used in this story'))
const noLists: ShopperListsApi = { listCartItems: async () => [], listWishlistItems: async () => [] }

/**
 * The app's actors for a route story whose pages draw wishlist hearts: a visitor (nothing stored), the shopper's
 * lists empty, no sign-in provider reached.
 */
export const withVisitorSession: Decorator = (Story) =>
  createElement(
    SessionProvider,
    { storage: null, identity: { config: unreachable, sandboxToken: unreachable }, lists: noLists },
    createElement(Story),
  )
