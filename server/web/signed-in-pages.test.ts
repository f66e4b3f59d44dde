// Signed-in pages drawn by the server (docs/adr/0050): every way a session is granted also sets the page session cookie
// (httpOnly, SameSite=Lax, Path=/, Secure over https); /cart and /wishlist are drawn with the data of the shopper it
// names while their session is live, never kept nor shared; an ended session's cookie is cleared and its page drawn as
// anyone's; logout and revocation clear it; and the cookie authorises no API call on its own (CSRF).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_PAGE_ID, firstPageRequests, parseFirstPage, type FirstPage } from '../../src/domain/first-page'
import { dataPlansFirstRequest } from '../../src/domain/data-plans-page'
import { SESSION_COOKIE } from '../handlers/session-cookie'
import { REFRESH_COOKIE } from '../handlers/refresh-cookie'
import { bearer, EXAMPLE_PASSWORD, openTestApp, refreshCookie, type TestApp, type TestUser } from '../test-support'
import { addTestAddress, addTestProduct, addToTestCart, verifiedTestUser, type TestProduct } from '../test-shop'
import type { PageRenderer } from './page-renderer'

const INDEX = `<!doctype html><html lang="en-NG"><head><title>Built</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`

let webRoot: string
let testApp: TestApp
let phone: TestProduct
let cable: TestProduct
const drawnFor: FirstPage[] = []

// The render entry's stand-in: the shopper it was drawn for and the titles of their cart lines, from the first page.
const renderApp: PageRenderer = async (_url, firstPage) => {
  drawnFor.push(firstPage)
  const cart = firstPage.answers[firstPageRequests.listCartItems()] as { docs: { productId: { title: string } }[] }
  const lines = cart?.docs.map((line) => `<li>${line.productId.title}</li>`).join('') ?? ''
  return { head: [], body: `<main data-for="${firstPage.session?.user.email ?? ''}"><ul>${lines}</ul></main>` }
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-web-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(
    join(webRoot, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }),
  )
  // Pages kept for a minute: a shopper's page must still never be one of them.
  testApp = await openTestApp({ seed: false, webRoot, renderApp, pageCacheMs: 60_000, trustProxy: true })
  phone = await addTestProduct(testApp, { title: 'Drawn Phone Pro', price: 250_000, stock: 5 })
  cable = await addTestProduct(testApp, { title: 'Drawn USB-C Cable', price: 3_000, stock: 9 })
  // Verified shoppers (through verifyOtp, a way in of its own), Ada with the phone and two cables in her cart.
  ada = await verifiedTestUser(testApp.app, 'drawn-ada@example.com')
  await addToTestCart(testApp.app, ada, phone.id)
  await addToTestCart(testApp.app, ada, cable.id, { qty: 2 })
  bea = await verifiedTestUser(testApp.app, 'drawn-bea@example.com')
  await addToTestCart(testApp.app, bea, cable.id)
})

afterAll(async () => {
  await testApp?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>

function sessionCookieOf(response: Reply) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
}

/** The cookie header a browser sends back for what this reply set. */
function cookieHeader(response: Reply): string {
  const cookie = sessionCookieOf(response)
  if (!cookie) throw new Error('the reply set no page session cookie')
  return `${SESSION_COOKIE}=${cookie.value}`
}

const signIn = (email: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    headers,
    payload: { email, password: EXAMPLE_PASSWORD },
  })

const page = (path: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })

/** When a drawn page's script is fetched (LOADER_SCRIPT): once the page has loaded, or once its frame has painted. */
const scriptsAfter = (html: string) =>
  (
    JSON.parse(/<script id="oja-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      after: string
    } | null
  )?.after

function firstPageOf(html: string): FirstPage {
  const json = new RegExp(`<script id="${FIRST_PAGE_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1]
  const parsed = parseFirstPage(json)
  if (!parsed) throw new Error('the page carries no first page')
  return parsed
}

let ada: TestUser
let bea: TestUser

/** A new session of a shopper, signed in as the browser does: that reply, its cookie and its token. */
async function signedIn(user: TestUser): Promise<{ user: TestUser; signedIn: Reply; cookie: string; token: string }> {
  const reply = await signIn(user.email)
  expect(reply.statusCode).toBe(200)
  return { user, signedIn: reply, cookie: cookieHeader(reply), token: reply.json().data.token }
}

describe('the page session cookie', () => {
  it('is set by sign-up, verification, sign-in and refresh: httpOnly, SameSite=Lax, Path=/, Secure over https only', async () => {
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'cookie-ways@example.com', password: EXAMPLE_PASSWORD },
    })
    const ways = [signUp, await signIn('cookie-ways@example.com')]
    const refreshToken = signUp.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.value
    ways.push(
      await testApp.app.inject({ method: 'GET', url: '/api/users/refreshToken', headers: refreshCookie(refreshToken) }),
    )
    for (const reply of ways) {
      const cookie = sessionCookieOf(reply)
      expect(cookie, reply.body).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie?.secure).toBeUndefined()
      // Named beside the refresh token, for as long: the session's lifetime ('Keep me signed in' is the default).
      const refresh = reply.cookies.find((set) => set.name === REFRESH_COOKIE)
      expect(cookie?.maxAge).toBe(refresh?.maxAge)
    }
    // Behind a trusted proxy that says https, Secure.
    const overHttps = await signIn('cookie-ways@example.com', { 'x-forwarded-proto': 'https' })
    expect(sessionCookieOf(overHttps)?.secure).toBe(true)
  })

  it('is not signed by anyone but the store: a made-up or altered one is cleared and the page drawn for nobody', async () => {
    const { user, cookie } = await signedIn(ada)
    for (const forged of [
      `${SESSION_COOKIE}=${user.id}.made-up-session`,
      cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const response = await page('/cart', forged)
      expect(response.body).not.toContain('Drawn Phone Pro')
      expect(sessionCookieOf(response)).toMatchObject({ value: '', path: '/' })
    }
  })
})

describe('a signed-in page drawn for the shopper its cookie names', () => {
  it('carries their cart, drawn and embedded, and is theirs alone: private, never stored, varying by cookie', async () => {
    const { user, cookie } = await signedIn(ada)
    const response = await page('/cart', cookie)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(
      `<main data-for="${user.email}"><ul><li>Drawn Phone Pro</li><li>Drawn USB-C Cable</li></ul>`,
    )
    const embedded = firstPageOf(response.body)
    expect(embedded.session?.user.email).toBe(user.email)
    expect(embedded.answers[firstPageRequests.listCartItems()]).toMatchObject({
      docs: [
        { productId: { title: 'Drawn Phone Pro' }, qty: 1 },
        { productId: { title: 'Drawn USB-C Cable' }, qty: 2 },
      ],
    })
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers.vary).toContain('Cookie')
    // Whole without its script, as a browsing page: the script waits for the page and its pictures.
    expect(scriptsAfter(response.body)).toBe('load')
    // Another shopper, or nobody, after them: never the page drawn for them (the page cache is on in this test).
    const other = await signedIn(bea)
    const theirs = await page('/cart', other.cookie)
    expect(theirs.body).toContain(`<main data-for="${bea.email}"><ul><li>Drawn USB-C Cable</li></ul>`)
    const nobody = await page('/cart')
    expect(nobody.body).not.toContain('Drawn Phone Pro')
    expect(nobody.body).not.toContain(user.email)
    expect(nobody.headers.vary).toContain('Cookie')
    expect(nobody.headers['cache-control']).toBe('no-cache')
    // The frame: what fills it comes with the script, fetched once the frame has painted.
    expect(scriptsAfter(nobody.body)).toBe('paint')
  })

  it('carries their wishlist on /wishlist, and their summary on /profile', async () => {
    const { cookie, token } = await signedIn(ada)
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/wishlists',
      headers: bearer(token),
      payload: { productId: cable.id },
    })
    expect(saved.statusCode, saved.body).toBeLessThan(300)
    // /profile: the shopper's own summary, from the user it is drawn for.
    expect((await page('/profile', cookie)).body).toContain(`<main data-for="${ada.email}">`)
    const embedded = firstPageOf((await page('/wishlist', cookie)).body)
    expect(embedded.answers[firstPageRequests.listWishlistItems()]).toMatchObject({
      docs: [{ productId: { title: 'Drawn USB-C Cable' } }],
    })
  })

  it('carries their cart, addresses and wishlist on /checkout, and the shared lists on every page drawn for them', async () => {
    const { cookie } = await signedIn(ada)
    const addressId = await addTestAddress(testApp.app, ada, 'Ada Drawn Home')
    const response = await page('/checkout', cookie)
    expect(response.body).toContain(
      `<main data-for="${ada.email}"><ul><li>Drawn Phone Pro</li><li>Drawn USB-C Cable</li></ul>`,
    )
    const embedded = firstPageOf(response.body)
    expect(embedded.answers[firstPageRequests.listAddresses()]).toMatchObject({
      docs: [{ _id: addressId, name: 'Ada Drawn Home' }],
    })
    // The navigation's counts come from the lists every page drawn for the shopper carries: 3 in the cart, 1 saved.
    for (const path of ['/checkout', '/profile', '/profile/orders', '/profile/addresses', '/profile/account']) {
      const answers = firstPageOf((await page(path, cookie)).body).answers
      const cart = answers[firstPageRequests.listCartItems()] as { docs: { qty: number }[] }
      expect(
        cart.docs.reduce((total, line) => total + line.qty, 0),
        path,
      ).toBe(3)
      expect(answers[firstPageRequests.listWishlistItems()], path).toMatchObject({ docs: [{}] })
    }
    // /profile/buy-data: the data plans its form offers.
    const buyData = firstPageOf((await page('/profile/buy-data', cookie)).body)
    expect(buyData.answers[dataPlansFirstRequest()]).toMatchObject({ docs: expect.any(Array) })
    const orders = firstPageOf((await page('/profile/orders', cookie)).body)
    expect(orders.answers[firstPageRequests.listOrders()]).toEqual({ docs: [] })
  })

  it('is drawn for nobody, and the cookie cleared, once the session has ended: logout clears it too', async () => {
    const { cookie, token } = await signedIn(ada)
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) })
    expect(logout.statusCode).toBe(200)
    expect(sessionCookieOf(logout)).toMatchObject({ value: '', path: '/' })
    // A browser that kept it anyway (the reply never arrived): the page no longer carries the shopper's data.
    const after = await page('/cart', cookie)
    expect(after.body).not.toContain('Drawn Phone Pro')
    expect(firstPageOf(after.body).session).toBeUndefined()
    expect(sessionCookieOf(after)).toMatchObject({ value: '', path: '/' })
  })

  it('stops at once when the shopper signs out everywhere, and signing out everywhere clears it', async () => {
    const { cookie, token } = await signedIn(ada)
    const ended = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signOutEverywhere',
      headers: bearer(token),
    })
    expect(ended.statusCode).toBe(200)
    expect(sessionCookieOf(ended)).toMatchObject({ value: '' })
    expect((await page('/cart', cookie)).body).not.toContain('Drawn Phone Pro')
  })
})

describe('the cookie and the API (CSRF)', () => {
  it('authorises no call on its own: a write with the cookie and no bearer is 401 and changes nothing', async () => {
    const { cookie, token } = await signedIn(ada)
    const cart = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/carts', headers: bearer(token) })).json().data.docs
    const before = await cart()
    const lineId = before[0]._id
    const writes = [
      { method: 'POST', url: '/api/carts', payload: { productId: cable.id } },
      { method: 'PATCH', url: '/api/carts', payload: { cartId: lineId, qty: 1 } },
      { method: 'DELETE', url: `/api/carts/${lineId}` },
      { method: 'POST', url: '/api/wishlists', payload: { productId: phone.id } },
      { method: 'POST', url: '/api/users/signOutEverywhere' },
    ] as const
    for (const write of writes) {
      const response = await testApp.app.inject({ ...write, headers: { cookie } })
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(401)
    }
    // Nor a read: the API takes the bearer header alone.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/carts', headers: { cookie } })).statusCode).toBe(401)
    expect(await cart()).toEqual(before)
    expect((await page('/cart', cookie)).body).toContain('Drawn Phone Pro')
  })
})
