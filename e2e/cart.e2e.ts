// The cart, the wishlist and back-in-stock requests in a real browser against the running store and its seeded
// catalogue (issue 11): a new shopper signs up and verifies, is told to pick a size, adds a sized phone, is sent to
// the cart when adding it again, raises and lowers its quantity, applies and removes the coupon on a cart over
// ₦100,000, finds the cart drawn by the server with its line and logs out (docs/adr/0050), saves and un-saves a product
// from its card, asks to be told when a sold-out product is back and still sees the countdown after a reload; and a
// visitor's 'Add to cart' opens the sign-in modal.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './support/browser'
import { newEmail, signUp, verifyFromOutbox } from './support/shopper'
import { navCount, toast, type SeededProduct } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

/** A seeded product found by its title, as the listing's search finds it. */
async function seeded(title: string): Promise<SeededProduct> {
  const response = await fetch(`${baseUrl}/api/products?title=${encodeURIComponent(title)}`)
  const body = (await response.json()) as { data: { docs: SeededProduct[] } }
  const product = body.data.docs.find((doc) => doc.title.includes(title))
  if (!product) throw new Error(`the seed has no product titled ${title}`)
  return product
}

function summaryRow(page: Page, row: 'subtotal' | 'discount' | 'coupon' | 'total') {
  return page.locator(`[data-slot="cart-summary-${row}"] dd`)
}

describe('a shopper collecting what they want', () => {
  it('adds a sized phone, changes its quantity and applies the coupon in the cart', async () => {
    const camon = await seeded('Camon 30 5G')
    const size = camon.size.find((option) => option.is_stock > 1)!.title
    const { context, page } = await journey.open()
    const email = newEmail('chidi')
    try {
      await signUp(page, { name: 'Chidi Okafor', email })
      await verifyFromOutbox(page, email)

      await page.goto(`/product-details/${camon.slug}`)
      const cartButton = page.locator('[data-slot="product-info-cart"]')
      await expect.poll(() => cartButton.textContent()).toBe('Add to cart')
      await cartButton.click()
      await toast(page, 'Sorry, Please select a size').waitFor()

      await page.getByRole('radio', { name: size }).click()
      await cartButton.click()
      await toast(page, `${camon.title} added to cart successfully!`).waitFor()
      await expect.poll(() => navCount(page, 'Cart')).toBe(1)
      await expect.poll(() => cartButton.textContent()).toBe('Go to cart')

      // The same product and size again: straight to the cart.
      await cartButton.click()
      await page.waitForURL('**/cart')
      const line = page.locator('[data-slot="cart-line"]', { hasText: camon.title })
      await expect.poll(() => line.locator('[data-slot="quantity-stepper-value"]').textContent()).toBe('1')

      await line.getByRole('button', { name: `Add one ${camon.title}` }).click()
      await toast(page, `Added another ${camon.title} to the cart!`).waitFor()
      await expect.poll(() => line.locator('[data-slot="quantity-stepper-value"]').textContent()).toBe('2')
      await expect.poll(() => navCount(page, 'Cart')).toBe(2)

      await line.getByRole('button', { name: `Remove one ${camon.title}` }).click()
      await toast(page, `Removed one ${camon.title} from the cart!`).waitFor()
      await expect.poll(() => line.locator('[data-slot="quantity-stepper-value"]').textContent()).toBe('1')
      await expect.poll(() => navCount(page, 'Cart')).toBe(1)

      // ₦355,000 is over the coupon's ₦100,000: it can be applied, and it takes ₦10,000 off.
      const coupon = page.locator('[data-slot="coupon-card"]').getByRole('checkbox')
      await expect.poll(() => coupon.isEnabled()).toBe(true)
      await coupon.check()
      await toast(page, 'Woohoo! OJA10K applied successfully!').waitFor()
      await expect.poll(() => summaryRow(page, 'coupon').textContent()).toMatch(/10,000/)
      const expectedTotal = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2 }).format(
        camon.discounted_price - 10_000,
      )
      await expect.poll(() => summaryRow(page, 'total').textContent()).toContain(expectedTotal)
      await coupon.uncheck()
      await toast(page, 'OJA10K removed!').waitFor()

      // The coupon choice and the quantity are the server's and the browser's, not the page's: a reload keeps them.
      const hydration: string[] = []
      page.on('console', (message) => {
        if (/Hydration failed/.test(message.text())) hydration.push(message.text())
      })
      await page.reload()
      await expect.poll(() => line.locator('[data-slot="quantity-stepper-value"]').textContent()).toBe('1')
      await expect.poll(() => coupon.isChecked()).toBe(false)

      // Drawn by the server for this shopper, from their page session cookie (docs/adr/0050): the cart line is in the
      // page as it is first received, and the app takes it over as drawn.
      const drawn = await context.request.get('/cart')
      expect(drawn.headers()['cache-control']).toBe('private, no-store')
      const root = /<div id="root">([\s\S]*)<\/main>/.exec(await drawn.text())?.[1] ?? ''
      expect(root).toContain('data-slot="cart-line"')
      expect(root).toContain(camon.title)
      expect(hydration).toEqual([])
      const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'oja_session')
      expect(await sessionCookie()).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      // /profile too, with the shopper's own summary.
      expect(await (await context.request.get('/profile')).text()).toContain(email)
      await page.goto('/profile')
      await expect.poll(() => page.locator('[data-slot="profile-screen-email"]').textContent()).toBe(email)
      expect(hydration).toEqual([])

      // Logging out clears it: the cart is the store's frame again.
      await page.goto('/logout')
      await page.getByRole('button', { name: 'Logout' }).click()
      await toast(page, "You're logged out successfully!").waitFor()
      await expect.poll(sessionCookie).toBeUndefined()
      expect(await (await context.request.get('/cart')).text()).not.toContain(camon.title)
    } finally {
      await context.close()
    }
  })

  it('saves and un-saves a product from its card, and asks to be told when a sold-out one is back', async () => {
    const soldOut = await seeded('P55 5G')
    expect(soldOut.is_stock).toBe(0)
    const { context, page } = await journey.open()
    const email = newEmail('ngozi')
    try {
      await signUp(page, { name: 'Ngozi Adeyemi', email })
      await verifyFromOutbox(page, email)

      // A search's results keep their order (spec §4 Listing), so the card is found again after a visit elsewhere.
      const galaxy = await seeded('Galaxy A15')
      const title = galaxy.title
      const search = `/product-listing?title=${encodeURIComponent('Galaxy A15')}`
      await page.goto(search)
      const card = page
        .locator('[data-slot="product-listing-list"] [data-slot="product-card"]', { hasText: title })
        .first()
      const heart = card.getByRole('button', { name: `Save ${title} to wishlist` })
      await heart.click()
      await toast(page, `${title} added to the wishlist successfully!`).waitFor()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
      await expect.poll(() => navCount(page, 'Wishlist')).toBe(1)

      await page.goto('/wishlist')
      await page.locator('[data-slot="product-card"]', { hasText: title }).waitFor()
      await page.goto(search)
      // A fresh page: the heart shows the saved product once the shopper's list has come.
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
      await heart.click()
      await toast(page, `${title} removed from the wishlist successfully!`).waitFor()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
      await expect.poll(() => navCount(page, 'Wishlist')).toBe(0)
      await page.goto('/wishlist')
      await page.getByText('Wishlist is Empty').waitFor()

      await page.goto(`/product-details/${soldOut.slug}`)
      const notify = page.locator('[data-slot="product-info-availability"]')
      await notify.click()
      await toast(page, 'Request has been sent. We will get back to you through your email').waitFor()
      await expect.poll(() => notify.isDisabled()).toBe(true)
      await expect.poll(() => notify.textContent()).toMatch(/Retry in/)

      // The wait is kept in the browser (spec §3 productData): a reload still counts down.
      await page.reload()
      await expect.poll(() => notify.textContent()).toMatch(/Retry in/)
      await expect.poll(() => notify.isDisabled()).toBe(true)

      // The stored session decides, not the cookie (docs/adr/0050): with local storage emptied, the page drawn for
      // Ngozi is drawn afresh signed out, which sends her to sign in, and nothing fails to take over.
      const hydration: string[] = []
      page.on('console', (message) => {
        if (/Hydration failed/.test(message.text())) hydration.push(message.text())
      })
      await page.evaluate(() => localStorage.clear())
      await page.goto('/wishlist')
      await page.waitForURL('**/login')
      expect(hydration).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('a visitor', () => {
  it("is asked to sign in by 'Add to cart'", async () => {
    const charger = await seeded('Traveler 4 20000mAh Power Bank')
    const { context, page } = await journey.open()
    try {
      await page.goto(`/product-details/${charger.slug}`)
      await page.locator('[data-slot="product-info-cart"]').click()
      await page.locator('[data-slot="sign-in-modal"]').waitFor()
    } finally {
      await context.close()
    }
  })
})
