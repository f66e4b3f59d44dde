// A signed-in shopper for the Lighthouse runs of /cart, /wishlist and /checkout: signed up and verified through the API
// and the sandbox outbox, as a person on a fresh machine would, with a few products in the cart and on the wishlist and
// a saved address, so the pages are measured with something to draw (a cart of lines with pictures, a wishlist of
// cards, a checkout with an address to choose and a bag to pay for). The sandbox vendor and owner sign in the same way.
// A signed-in browser holds three things (docs/adr/0023, 0050): the session in local storage, the refresh cookie, which
// the app sends on load to renew the token (without it the store rightly signs the page out), and the page session
// cookie, with which the server draws the shopper's signed-in pages. Both cookies are taken from the replies of the
// API's own sign-in and verification, as the browser takes them.
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../server/handlers/refresh-cookie'
import { SESSION_COOKIE } from '../../server/handlers/session-cookie'
import { writeSession } from '../../src/app/session-storage'
import type { Session } from '../../src/domain/account'
import type { RequestBody } from '../../src/domain/contract'
import { DEFAULT_DELIVERY_METHOD_ID } from '../../src/domain/delivery'
import { PAYMENT_TOKEN_PARAM } from '../../src/domain/payment-token'
import { pathTo } from '../../src/domain/routes'
interface ProductDoc {
  _id: string
  is_stock: number
  size: { title: string; is_stock: number }[]
}

/** A signed-in browser's state: the app's local storage entries, and its two cookies. */
export interface BrowserSession {
  storage: Record<string, string>
  refreshCookie: { name: string; value: string; path: string }
  sessionCookie: { name: string; value: string; path: string }
}

/** The value a reply's Set-Cookie headers give a cookie, if any. */
function cookieValue(cookies: string[], name: string): string | undefined {
  return cookies.map((cookie) => new RegExp(`^${name}=([^;]+)`).exec(cookie)?.[1]).find((found) => found !== undefined)
}

async function request(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return { text, cookies: response.headers.getSetCookie() }
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return JSON.parse((await request(baseUrl, method, path, body, token)).text) as T
}

/** A call that grants a session (sign-in, verification): the browser state it leaves. */
async function grant(baseUrl: string, path: string, body: unknown, token?: string) {
  const { text, cookies } = await request(baseUrl, 'POST', path, body, token)
  const { data: session } = JSON.parse(text) as { data: Session }
  const value = cookieValue(cookies, REFRESH_COOKIE)
  const pageSession = cookieValue(cookies, SESSION_COOKIE)
  if (!value || !pageSession) throw new Error(`POST ${path} set no ${REFRESH_COOKIE} or ${SESSION_COOKIE} cookie`)
  const browser: BrowserSession = {
    storage: sessionStorageEntries(session),
    refreshCookie: { name: REFRESH_COOKIE, value, path: REFRESH_COOKIE_PATH },
    sessionCookie: { name: SESSION_COOKIE, value: pageSession, path: '/' },
  }
  return { session, browser }
}

/** A sandbox account signed in like the app's sign-in form; `holds` says whether the account has what its page needs
 *  (a vendor's shop, an owner's role), else the page would be measured without it. */
export async function signedInAs(
  baseUrl: string,
  account: { email: string; password: string },
  holds: (session: Session) => boolean,
): Promise<BrowserSession> {
  const signIn: RequestBody<'signIn'> = { email: account.email, password: account.password }
  const { session, browser } = await grant(baseUrl, '/api/users/signin', signIn)
  if (!holds(session))
    throw new Error(`${account.email} lacks the role its page needs: it would be measured without it`)
  return browser
}

/** The code the sandbox mailer "sent", read from the outbox page the way a person would. */
async function codeFor(baseUrl: string, email: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`)).text()
  const code = /Your verification code is ([A-Z0-9]{5})/.exec(page)?.[1]
  if (!code) throw new Error(`no verification code for ${email} in the outbox`)
  return code
}

/** A delivery address as a shopper types it in the Address Form. */
const BENCH_ADDRESS: RequestBody<'createAddress'> = {
  name: 'Bench Shopper',
  street: '12 Admiralty Way, Lekki Phase 1',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  phone: '0803 123 4567',
}

export async function signedInShopper(
  baseUrl: string,
  { cartLines = 3, saved = 4, addresses = 1 } = {},
): Promise<BrowserSession> {
  const email = `bench.${Date.now().toString(36)}@example.com`
  const { data: signedUp } = await call<{ data: Session }>(baseUrl, 'POST', '/api/users/signup', {
    email,
    password: 'bench shopper',
    firstName: 'Bench',
    lastName: 'Shopper',
  })
  const otp = await codeFor(baseUrl, email)
  const { session, browser } = await grant(baseUrl, '/api/users/verifyOtp', { email, otp }, signedUp.token)
  const { data: page } = await call<{ data: { docs: ProductDoc[] } }>(baseUrl, 'GET', '/api/products?limit=12')
  const inStock = page.docs.filter((product) => product.is_stock > 0)
  for (const product of inStock.slice(0, cartLines)) {
    const size = product.size.find((option) => option.is_stock > 0)?.title ?? null
    await call(baseUrl, 'POST', '/api/carts', { productId: product._id, size }, session.token)
  }
  for (const product of page.docs.slice(0, saved))
    await call(baseUrl, 'POST', '/api/wishlists', { productId: product._id }, session.token)
  for (let count = 0; count < addresses; count += 1)
    await call(baseUrl, 'POST', '/api/address', BENCH_ADDRESS, session.token)
  return browser
}

/** /payment for an order of the shopper's cart to their first address, placed through the API as 'Place order' places
 *  it (its token is what the page needs); nothing is paid, so the cart stays as it was for the other pages. */
export async function paymentPath(baseUrl: string, browser: BrowserSession): Promise<string> {
  const token = browser.storage.token
  if (!token) throw new Error('the shopper has no stored token')
  const { data: addresses } = await call<{ data: { docs: { _id: string }[] } }>(
    baseUrl,
    'GET',
    '/api/address',
    undefined,
    token,
  )
  const addressId = addresses.docs[0]?._id
  if (!addressId) throw new Error('the shopper has no address to pay to')
  const body: RequestBody<'createPayment'> = { addressId, deliveryMethod: DEFAULT_DELIVERY_METHOD_ID, coupon: null }
  const { data: payment } = await call<{ data: { token: string } }>(baseUrl, 'POST', '/api/payments', body, token)
  return pathTo('payment', undefined, `${PAYMENT_TOKEN_PARAM}=${encodeURIComponent(payment.token)}`)
}

/** What the app keeps in local storage for this session (spec §3 keys), written by the app's own sign-in step. */
function sessionStorageEntries(session: Session): Record<string, string> {
  const entries: Record<string, string> = {}
  writeSession(
    {
      getItem: (key) => entries[key] ?? null,
      setItem: (key, value) => void (entries[key] = value),
      removeItem: (key) => void delete entries[key],
    },
    { token: session.token, user: session.user },
  )
  return entries
}
