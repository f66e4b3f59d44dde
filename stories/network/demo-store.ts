// The store `npm run dev:mock` serves with no server: each area's story handlers over one set of data in memory, so a
// developer can browse, sign in and shop in the real app while the server is not running. Anyone may sign in or sign
// up with any email and password; the token names the email, and the session storage stands in for the store's refresh
// cookie (which a page cannot set for itself), so a reload keeps the shopper. The data starts afresh
// with each page load. The card checkout's window is the server's sandbox page, so a card payment needs `npm run dev`.
import type { RequestHandler } from 'msw'
import type { AccountUser } from '@/domain/account'
import { deleteRefusedBalanceMessage } from '@/domain/account-recovery'
import { nairaToKobo } from '@/domain/money'
import { testOrder } from '@machines/orders/test-order'
import { categories, listing } from '../screens/catalogue-fixtures'
import { paid } from '../screens/order-fixtures'
import { vendorProducts } from '../screens/vendor-fixtures'
import { promoHandler } from './browsing-fakes'
import { cartHandlers, cartStore } from './cart-fakes'
import { listingHandler, productHandler } from './catalogue-fakes'
import { checkoutHandlers } from './checkout-fakes'
import { errorReply, http } from './network-fakes'
import { paymentHandlers } from './payment-fakes'
import { productFormHandlers } from './product-form-fakes'
import {
  accountSettingsHandlers,
  apiUser,
  identityConfigHandler,
  passwordResetHandlers,
  shopperListHandlers,
} from './session-fakes'
import { suggestionsHandler } from './search-fakes'
import { swapHandlers } from './swap-fakes'
import { vtuHandlers } from './vtu-fakes'
import { walletHandlers } from './wallet-fakes'
import { wishlistHandlers, wishlistStore } from './wishlist-fakes'

const TOKEN_PREFIX = 'demo.'

/** Where the demo keeps what the store's refresh cookie would name: the signed-in shopper, for this tab. */
const DEMO_REFRESH_KEY = 'oja-demo-refresh'

function sessionFor(user: AccountUser) {
  const token = `${TOKEN_PREFIX}${btoa(JSON.stringify(user))}`
  globalThis.sessionStorage?.setItem(DEMO_REFRESH_KEY, token)
  return { data: { token, user: apiUser(user) } }
}

/** The shopper the demo's stand-in refresh cookie names, as GET api/users/refreshToken reads the real one. */
function refreshingUser(): AccountUser | null {
  return userNamedBy(globalThis.sessionStorage?.getItem(DEMO_REFRESH_KEY) ?? '')
}

/** The shopper a token names, or null for a token this demo did not hand out. */
function userNamedBy(token: string): AccountUser | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null
  try {
    return JSON.parse(atob(token.slice(TOKEN_PREFIX.length))) as AccountUser
  } catch {
    return null
  }
}

const nameOf = (email: string) => email.split('@')[0] ?? email

/** Signing in and up with anything, the stored session refreshed, and the codes and identity sandbox answered. The
 *  password an account signed in or up with is the one its change of password must name. */
function accountHandlers(passwords: Map<string, string | null>) {
  return [
    http.post('/api/users/signin', async ({ request, response }) => {
      const body = await request.json()
      const email = 'email' in body ? body.email : 'shopper@oja.test'
      // A Google or Apple sign-in sets no password.
      if (!passwords.has(email)) passwords.set(email, 'password' in body ? body.password : null)
      return response(200).json(sessionFor({ email, firstName: nameOf(email), lastName: '' }))
    }),
    http.post('/api/users/signup', async ({ request, response }) => {
      const { email, password, firstName = nameOf(email), lastName = '' } = await request.json()
      passwords.set(email, password)
      return response(201).json(sessionFor({ email, firstName, lastName }))
    }),
    http.get('/api/users/refreshToken', ({ response }) => {
      const user = refreshingUser()
      return user ? response(200).json(sessionFor(user)) : response(401).json(errorReply('Please sign in again'))
    }),
    // The demo's tokens name their user: ending the session forgets the stand-in cookie.
    http.post('/api/users/logout', ({ response }) => {
      globalThis.sessionStorage?.removeItem(DEMO_REFRESH_KEY)
      return response(200).json({ data: { ended: true } })
    }),
    http.post('/api/users/sendOtp', ({ response }) => response(200).json({ data: { sent: true } })),
    http.post('/api/users/verifyOtp', async ({ request, response }) => {
      const { email } = await request.json()
      return response(200).json(sessionFor({ email, firstName: nameOf(email), lastName: '' }))
    }),
    http.post('/api/identity/sandbox/token', async ({ request, response }) => {
      const { email } = await request.json()
      return response(201).json({ data: { idToken: `${TOKEN_PREFIX}${btoa(email)}` } })
    }),
    // 'Forgot your password?' with the code SANDBOX_RESET_CODE; any password signs in here, and the new one is the one
    // a change of password must name.
    ...passwordResetHandlers({ onReset: (email, password) => passwords.set(email, password) }),
  ]
}

/** Every handler of the demo store, over fresh data. */
export function demoStoreHandlers(): RequestHandler[] {
  const products = [...new Map([...listing, ...vendorProducts].map((product) => [product._id, product])).values()]
  const cart = cartStore([], products)
  const wishlist = wishlistStore(products)
  const passwords = new Map<string, string | null>()
  const wallet: { balance?: () => number } = {}
  return [
    ...accountHandlers(passwords),
    ...shopperListHandlers({ cart: () => cart.lines, wishlist: () => wishlist.items }),
    identityConfigHandler,
    promoHandler(),
    listingHandler({ products }),
    suggestionsHandler(products),
    productHandler(products),
    http.get('/api/categories', ({ response }) => response(200).json({ data: { docs: categories } })),
    ...cartHandlers(cart),
    ...wishlistHandlers(wishlist),
    ...checkoutHandlers(cart, { addresses: [] }),
    ...paymentHandlers(cart, { order: testOrder('demo-order-1') }),
    http.get('/api/orders', ({ response }) => response(200).json({ data: { docs: [paid] } })),
    ...walletHandlers({ view: wallet }),
    ...vtuHandlers(),
    ...swapHandlers(),
    ...productFormHandlers(vendorProducts),
    // The account page: deleting is refused while the demo wallet holds money, as on the server.
    ...accountSettingsHandlers({
      emailOf: (request) =>
        userNamedBy(request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '')?.email ?? null,
      passwords,
      deletionRefusal: () => {
        const balance = wallet.balance?.() ?? 0
        return balance > 0 ? deleteRefusedBalanceMessage(nairaToKobo(balance)) : null
      },
    }),
  ]
}
