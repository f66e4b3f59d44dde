// What every signed-in page asks the store as it starts, answered in memory for stories: the stored session refreshed
// (GET api/users/refreshToken gives the same shopper back), the cart and the wishlist the navigation bar counts, and the
// identity configuration (Google and Apple on the sandbox).
import type { AccountUser } from '@/domain/account'
import type { CartItem, User, WishlistItem } from '@/domain/contract'
import { errorReply, http } from './network-fakes'

/** The API's user for a stored one (the store keeps a pending verification as a truthy string). */
export function apiUser(user: AccountUser): User {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    firstName: '',
    lastName: '',
    referralCode: null,
    vendorId: null,
    isAuth: true,
    ...user,
    verificationCode: Boolean(user.verificationCode),
  }
}

export interface ShopperLists {
  /** The cart's lines, asked each time the page loads it (a function when a story's cart changes). */
  cart?: CartItem[] | (() => CartItem[] | Promise<CartItem[]>)
  wishlist?: WishlistItem[] | (() => WishlistItem[] | Promise<WishlistItem[]>)
}

const read = async <Item>(list: Item[] | (() => Item[] | Promise<Item[]>) | undefined) =>
  typeof list === 'function' ? await list() : (list ?? [])

/** A list's reply: its items, or the server's error when the story's list fails. */
async function listReply<Item>(list: Item[] | (() => Item[] | Promise<Item[]>) | undefined) {
  try {
    return Response.json({ data: { docs: await read(list) } })
  } catch (error) {
    return Response.json(errorReply(error instanceof Error ? error.message : String(error)), { status: 500 })
  }
}

/** Handlers for a shopper signed in before the page opened, with these lists (empty unless given). */
export function signedInHandlers(user: AccountUser, lists: ShopperLists = {}) {
  return [
    http.get('/api/users/refreshToken', ({ response }) =>
      response(200).json({ data: { token: 'shopper-token', user: apiUser(user) } }),
    ),
    http.post('/api/users/logout', ({ response }) => response(200).json({ data: { ended: true } })),
    ...shopperListHandlers(lists),
    identityConfigHandler,
  ]
}

/** The cart and wishlist reads, for a store whose session comes from elsewhere. */
export function shopperListHandlers(lists: ShopperLists = {}) {
  return [
    http.get('/api/carts', () => listReply(lists.cart)),
    http.get('/api/wishlists', () => listReply(lists.wishlist)),
  ]
}

/** Google and Apple on the identity sandbox, as on a fresh machine. */
export const identityConfigHandler = http.get('/api/identity/config', ({ response }) =>
  response(200).json({
    data: { google: { mode: 'sandbox', clientId: null }, apple: { mode: 'sandbox', clientId: null } },
  }),
)
