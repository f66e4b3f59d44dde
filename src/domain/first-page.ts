// What the server read to draw a page, written into the page as JSON (ADR 0005): the data of each GET it made for
// the page, keyed by the request as the app's API layer sends it. The web app's first render starts from exactly
// these answers, so it draws what the server drew (no request, no spinner, nothing moves); later pages, and any
// request the server did not make, go to the API.
import type { CartItem, OperationId, QueryParams, SuccessData, User, WishlistItem } from './contract'

/** The <script type="application/json"> element that carries it. */
export const FIRST_PAGE_ID = 'oja-first-page'

declare const operation: unique symbol

/** A GET of the store API, spelled as the app's client sends it (path and query), marked with the operation it
 *  calls so that its embedded answer reads as that operation's data. */
export type RequestKey<Id extends OperationId> = string & { readonly [operation]?: Id }

/** openapi-fetch's spelling of a query: name=encodeURIComponent(value), in the object's order, undefined left out. The
 *  staff pages' requests are spelled with it beside their own query rules (src/domain/staff-first-pages.ts), so that no
 *  shopper's page carries them. */
export function requestKey<Id extends OperationId>(path: string, query: object = {}): RequestKey<Id> {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path
}

/** The GETs a page can be drawn from, by operationId. */
export const firstPageRequests = {
  getPromo: () => requestKey<'getPromo'>('/api/promo'),
  getProductBySlug: (slug: string) => requestKey<'getProductBySlug'>(`/api/products/${encodeURIComponent(slug)}`),
  listProducts: (query: QueryParams<'listProducts'>) => requestKey<'listProducts'>('/api/products', query),
  listCategories: () => requestKey<'listCategories'>('/api/categories'),
  // A signed-in page drawn for the shopper its page session cookie names (docs/adr/0050).
  listCartItems: () => requestKey<'listCartItems'>('/api/carts'),
  listWishlistItems: () => requestKey<'listWishlistItems'>('/api/wishlists'),
  listAddresses: () => requestKey<'listAddresses'>('/api/address'),
  listOrders: () => requestKey<'listOrders'>('/api/orders'),
  listVendorOrders: (query: QueryParams<'listVendorOrders'>) =>
    requestKey<'listVendorOrders'>('/api/vendor/orders', query),
}

export interface FirstPage {
  /**
   * The server's clock when it drew the page (ms since the epoch). Text that depends on the time (the promo
   * countdown, 'Price updated') is first drawn for this instant, so the first render matches the server's, and
   * then moves to the shopper's clock.
   */
  renderedAt: number
  /** By request key: the `data` of the answer, or null when there is none (no running promo, no such product). */
  answers: Partial<Record<string, unknown>>
  /**
   * A signed-in page drawn with the shopper's data (docs/adr/0050): who it was drawn for, as their page session cookie
   * named them. The browser takes the page over as drawn only when its own stored session (spec §3, which decides) is
   * the same shopper's; otherwise it draws the page afresh from its own session.
   */
  session?: { user: User }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The page's JSON, or null when there is none or it is not a first page (an old or foreign page). */
export function parseFirstPage(text: string | null | undefined): FirstPage | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value) || typeof value.renderedAt !== 'number' || !isRecord(value.answers)) return null
  // Who a signed-in page was drawn for is checked where it is used (src/app/drawn-session.ts).
  return isRecord(value.session)
    ? { renderedAt: value.renderedAt, answers: value.answers, session: value.session as FirstPage['session'] }
    : { renderedAt: value.renderedAt, answers: value.answers }
}

/**
 * The answer embedded for a request: its data, null when the server found none, undefined when the page was not
 * drawn from that request. The server wrote it from the same API as this request's own answer.
 */
export function embeddedAnswer<Id extends OperationId>(
  page: FirstPage | null,
  request: RequestKey<Id>,
): SuccessData<Id> | null | undefined {
  if (!page || !Object.hasOwn(page.answers, request)) return undefined
  return page.answers[request] as SuccessData<Id> | null
}

/**
 * The shopper's cart and wishlist a page drawn for them carries (docs/adr/0050): the app's shared lists start from
 * them, so the navigation's counts and the wishlist hearts are drawn with the page and agree on the takeover. Null on
 * a page drawn for nobody.
 */
export function drawnShopperLists(page: FirstPage | null): { cart?: CartItem[]; wishlist?: WishlistItem[] } | null {
  if (!page?.session) return null
  const cart = embeddedAnswer(page, firstPageRequests.listCartItems())?.docs
  const wishlist = embeddedAnswer(page, firstPageRequests.listWishlistItems())?.docs
  return {
    ...(Array.isArray(cart) ? { cart } : {}),
    ...(Array.isArray(wishlist) ? { wishlist } : {}),
  }
}

/** A page as the web app's render entry draws it (src/app/render-page.tsx), for the server to send. */
export interface RenderedPage {
  /** Preloads React asks for (the pictures in view), for the document's head. */
  head: string[]
  /** The HTML inside #root. */
  body: string
}

/** The render entry: the page for an absolute URL, drawn from `firstPage`; null when the app answers with a redirect. */
export type PageRenderer = (url: string, firstPage: FirstPage) => Promise<RenderedPage | null>
