// The two reads every page makes for a signed-in shopper (spec §7): the cart and the wishlist, which the app's actor
// system holds for the navigation counts, 'Go to cart' and the hearts. Apart from the cart's and the wishlist's
// changes (./cart-actors, ./wishlist-actors), which only the pages and buttons that make them download.
import type { CartItem, WishlistItem } from '@/domain/contract'
import { drawnShopperLists, type FirstPage } from '@/domain/first-page'
import { api, readStoredToken, type Api, type CallOptions } from './client'
import { unwrap } from './errors'

const cartOf = async (client: Api, signal?: AbortSignal) =>
  (await unwrap(client.GET('/api/carts', { signal }))).data.docs
const wishlistOf = async (client: Api, signal?: AbortSignal) =>
  (await unwrap(client.GET('/api/wishlists', { signal }))).data.docs

/** The lists asked for before the app started (loadShopperListsEarly), each taken once by the app's first load of it,
 *  and only while the session they were asked for is still the stored one (not after someone else signs in). */
let early: { token?: string | null; cart?: Promise<CartItem[]>; wishlist?: Promise<WishlistItem[]> } = {}

function take<List extends 'cart' | 'wishlist'>(list: List): (typeof early)[List] {
  const answer = early[list]
  delete early[list]
  return early.token === readStoredToken() ? answer : undefined
}

/**
 * A page opened with a stored session shows the shopper's cart and wishlist first thing (the navigation counts, and on
 * /cart and /wishlist the page itself): the app asks for them as it starts, before it has drawn anything, and its
 * first load of each list takes this answer instead of asking again once the page is drawn.
 *
 * Only the lists the page will load are asked for. A page drawn for a shopper carries their lists (docs/adr/0050),
 * and the app's lists start from those without a first load. An early answer asked for such a page would wait for
 * the next load, which comes after a change (an order, a line added), and hand it the lists as they were before it.
 * When such a page is drawn afresh for another session, the app asks again with no page.
 */
export function loadShopperListsEarly(page: FirstPage | null, client: Api = api): void {
  const token = readStoredToken()
  if (!token) return
  const drawn = drawnShopperLists(page)
  const cart = drawn?.cart ? undefined : cartOf(client)
  const wishlist = drawn?.wishlist ? undefined : wishlistOf(client)
  // A failure is the first load's to report; until it is taken it must not count as unhandled.
  for (const answer of [cart, wishlist]) answer?.catch(() => undefined)
  early = { token, cart, wishlist }
}

/** GET api/carts: every line, its product and today's prices (the early answer, when there is one). */
export function listCartItems({ signal, client = api }: CallOptions = {}): Promise<CartItem[]> {
  return take('cart') ?? cartOf(client, signal)
}

/** GET api/wishlists: every saved product, newest first (the early answer, when there is one). */
export function listWishlistItems({ signal, client = api }: CallOptions = {}): Promise<WishlistItem[]> {
  return take('wishlist') ?? wishlistOf(client, signal)
}
