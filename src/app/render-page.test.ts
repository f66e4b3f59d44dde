// The render entry as the server runs it: in Node, without a browser (ADR 0005). Each browsing page is drawn
// whole from the data it is given, in that data's order, and what React writes for <head> is kept out of the page.
import { describe, expect, it } from 'vitest'
import { firstPageRequests, type FirstPage } from '@/domain/first-page'
import type { User } from '@/domain/contract'
import { camon, listing } from '../../stories/screens/catalogue-fixtures'
import { couponCart } from '../../stories/screens/cart-fixtures'
import { wishlist } from '../../stories/screens/wishlist-fixtures'
import { chidiOffice, savedAddresses } from '../../stories/screens/address-fixtures'
import { delivered, paid } from '../../stories/screens/order-fixtures'
import { chargerPending, earbudsShipped } from '../../stories/screens/vendor-order-fixtures'
import { testListPage } from '@machines/lib/test-list-page'
import { VENDOR_ORDERS_PAGE_SIZE } from '@/domain/vendor-orders'
import { renderPage } from './render-page'

const ORIGIN = 'http://oja.test'
const promo = { priceDrop: true, text: 'Black Friday price drop', expires: '2026-12-03T00:00:00.000Z' }
const renderedAt = Date.parse('2026-11-23T09:00:00.000Z')

/** Draws the page from the running promo and the given answers, keyed by request as the server embeds them, for
 *  the signed-in shopper given (docs/adr/0050). */
async function draw(path: string, answers: FirstPage['answers'] = {}, session?: FirstPage['session']) {
  const page = await renderPage(`${ORIGIN}${path}`, {
    renderedAt,
    answers: { [firstPageRequests.getPromo()]: promo, ...answers },
    ...(session ? { session } : {}),
  })
  expect(page).not.toBeNull()
  return page!
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

describe('the render entry', () => {
  it('draws home with its hero and the promo bar counting down from the instant it was drawn', async () => {
    const { head, body } = await draw('/')
    expect(text(body)).toContain("We're Now Open")
    expect(text(body)).toContain('Black Friday price drop')
    // 2026-12-03T00:00Z less 2026-11-23T09:00Z.
    expect(text(body)).toContain('9d 15h 00m 00s')
    expect(body).not.toMatch(/<title|<meta/)
    expect(head.every((tag) => tag.startsWith('<link'))).toBe(true)
  })

  it("draws the listing's given page in its order, without asking for it", async () => {
    const docs = [listing[2]!, listing[0]!, listing[1]!]
    const { body } = await draw('/product-listing?sort=lowToHigh', {
      [firstPageRequests.listProducts({ limit: 12, page: 1, sort: 'lowToHigh' })]: {
        docs,
        page: 1,
        nextPage: 2,
        prevPage: null,
        totalDocs: 14,
        totalPages: 2,
      },
    })
    expect(body.match(/data-slot="product-card"/g)).toHaveLength(3)
    const places = docs.map((doc) => body.indexOf(doc.title))
    expect(places.every((place) => place > 0)).toBe(true)
    expect([...places].sort((a, b) => a - b)).toEqual(places)
    expect(text(body)).toContain('See more')
  })

  it("draws the first cards' pictures with their addresses, and the rest for the loader to give after the first paint", async () => {
    const docs = listing.slice(0, 6)
    const { body } = await draw('/product-listing', {
      [firstPageRequests.listProducts({ limit: 12, page: 1 })]: {
        docs,
        page: 1,
        nextPage: null,
        prevPage: null,
        totalDocs: docs.length,
        totalPages: 1,
      },
    })
    const pictures = (body.match(/<img[^>]*>/g) ?? []).filter((tag) => /data-slot="image-img"/.test(tag))
    expect(pictures).toHaveLength(6)
    // ADR 0052: the four above the fold load at once; the others wait for the loader (src/domain/later-pictures.ts).
    for (const picture of pictures.slice(0, 4)) expect(picture).toMatch(/ src="[^"]+"/)
    for (const picture of pictures.slice(4)) {
      expect(picture).not.toMatch(/ src=/)
      expect(picture).toMatch(/ data-later-src="[^"]+"/)
    }
  })

  it('draws a product with its sizes, and the not-available page for none', async () => {
    const found = await draw(`/product-details/${camon.slug}`, {
      [firstPageRequests.getProductBySlug(camon.slug)]: camon,
    })
    expect(found.body).toMatch(new RegExp(`<h1[^>]*>${camon.title.replace(/[()]/g, '\\$&')}</h1>`))
    expect(found.body.match(/type="radio"/g)).toHaveLength(camon.size.length)
    const missing = await draw('/product-details/no-such-phone', {
      [firstPageRequests.getProductBySlug('no-such-phone')]: null,
    })
    expect(text(missing.body)).toContain('This product is not available!')
  })

  it('draws the static pages and the 404 page', async () => {
    expect(text((await draw('/contact')).body)).toContain('Contact Us')
    const notFound = text((await draw('/no-such-page')).body)
    expect(notFound).toContain('Error 404')
    expect(notFound).toContain('Page not found')
  })

  const ada: User = {
    _id: 'user-ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Obi',
    referralCode: null,
    verificationCode: false,
    vendorId: null,
    isAuth: true,
    staffRole: null,
  }

  it("draws /cart and /wishlist with the shopper's own lists when drawn for them, without a spinner", async () => {
    const cart = await draw('/cart', { [firstPageRequests.listCartItems()]: { docs: couponCart } }, { user: ada })
    expect(cart.body).toContain('data-slot="cart" data-state="ready"')
    for (const line of couponCart) expect(text(cart.body)).toContain(line.productId.title)
    const saved = await draw(
      '/wishlist',
      { [firstPageRequests.listWishlistItems()]: { docs: wishlist } },
      { user: ada },
    )
    for (const item of wishlist) expect(text(saved.body)).toContain(item.productId.title)
  })

  it("draws /profile with the shopper's own summary when drawn for them, the wallet still to load", async () => {
    const { body } = await draw('/profile', {}, { user: ada })
    expect(body).toContain('data-slot="profile-screen-email"')
    expect(text(body)).toContain(ada.email)
  })

  // Every page drawn for a shopper carries their cart and wishlist: the app's shared lists start from them.
  const lists = {
    [firstPageRequests.listCartItems()]: { docs: couponCart },
    [firstPageRequests.listWishlistItems()]: { docs: wishlist },
  }

  it("draws /checkout loaded with the shopper's cart and addresses, and the navigation's counts", async () => {
    const { body } = await draw(
      '/checkout',
      { ...lists, [firstPageRequests.listAddresses()]: { docs: [chidiOffice] } },
      { user: ada },
    )
    expect(body).toContain('data-slot="checkout" data-state="ready"')
    expect(text(body)).toContain(chidiOffice.name)
    for (const line of couponCart) expect(text(body)).toContain(line.productId.title)
    // The Cart count is the total quantity (1 + 2), the Wishlist count the saved products.
    expect(body).toMatch(/aria-label="Cart, 3 /)
    expect(body).toMatch(new RegExp(`aria-label="Wishlist, ${wishlist.length} `))
  })

  it("draws /profile/orders and /profile/addresses with the shopper's orders and addresses", async () => {
    const orders = await draw(
      '/profile/orders',
      { ...lists, [firstPageRequests.listOrders()]: { docs: [paid, delivered] } },
      { user: ada },
    )
    expect(orders.body).toContain('data-slot="orders-screen" data-state="listed"')
    expect(orders.body.match(/data-slot="orders-list"/g)).toHaveLength(1)
    const addresses = await draw(
      '/profile/addresses',
      { ...lists, [firstPageRequests.listAddresses()]: { docs: savedAddresses } },
      { user: ada },
    )
    expect(addresses.body).toContain('data-slot="addresses" data-state="ready"')
    expect(text(addresses.body)).toContain(chidiOffice.name)
  })

  it('draws /swap with its empty form when drawn for the shopper', async () => {
    const { body } = await draw('/swap', lists, { user: ada })
    expect(body).toContain('data-slot="swap-screen"')
    expect(body).toMatch(/aria-label="Cart, 3 /)
  })

  it("draws /load-items/orders with the vendor's first page of order lines when drawn for them", async () => {
    const request = firstPageRequests.listVendorOrders({ page: 1, limit: VENDOR_ORDERS_PAGE_SIZE })
    const { body } = await draw(
      '/load-items/orders',
      { ...lists, [request]: testListPage([earbudsShipped, chargerPending]) },
      { user: { ...ada, vendorId: 'vendor-ada' } },
    )
    expect(body).toMatch(/data-state="listed"[^>]*data-slot="vendor-orders-screen"/)
    expect(text(body)).toContain(earbudsShipped.trackingId)
  })

  it("draws a signed-in page as the store's frame alone when it is drawn for nobody", async () => {
    const { body } = await draw('/cart', { [firstPageRequests.listCartItems()]: { docs: couponCart } })
    expect(body).toContain('data-slot="nav')
    expect(text(body)).not.toContain(couponCart[0]!.productId.title)
  })
})
