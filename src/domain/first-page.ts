// What the server read to draw a page, written into the page as JSON (ADR 0005): the web app's first render
// starts from exactly this, so it draws what the server drew (no request, no spinner, nothing moves) and later
// pages load their own data. Each part is what the matching api/* call answers, as that call would answer it.

/** The <script type="application/json"> element that carries it. */
export const FIRST_PAGE_ID = 'oja-first-page'

/** A page of GET api/products, as the listing shows it. */
export interface FirstListingPage {
  docs: ({ _id: string } & Record<string, unknown>)[]
  page: number
  nextPage?: number | null
  prevPage?: number | null
}

export interface FirstPage {
  /**
   * The server's clock when it drew the page (ms since the epoch). Text that depends on the time (the promo
   * countdown, 'Price updated') is first drawn for this instant, so the first render matches the server's, and
   * then moves to the shopper's clock.
   */
  renderedAt: number
  /** GET api/promo's data: the running promo, or null. */
  promo: unknown
  /** The listing's page 1 for `search` (the URL query with its '?', or ''), arranged as it was drawn. */
  listing?: { search: string; page: FirstListingPage }
  /** The product page's product for `slug`, or null when there is no such product. */
  product?: { slug: string; product: ({ _id?: string | null } & Record<string, unknown>) | null }
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
  if (!isRecord(value) || typeof value.renderedAt !== 'number' || !('promo' in value)) return null
  const { listing, product } = value
  if (listing !== undefined && !(isRecord(listing) && typeof listing.search === 'string' && isRecord(listing.page) && Array.isArray(listing.page.docs))) return null
  if (product !== undefined && !(isRecord(product) && typeof product.slug === 'string' && (product.product === null || isRecord(product.product)))) return null
  return value as unknown as FirstPage
}
