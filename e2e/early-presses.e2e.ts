// A shopper's press on a drawn page before its script is live (ADR 0015): the page shows it was taken and it takes
// effect once the script is; a press on 'Notify me when available', or on anything that opens the sign-in modal, before
// its code has come waits for it (ADR 0051); and a page scrolled before the script came stays where the shopper put it.
// Each holds back part of the script, as a slow phone link would, and fails if the press (or the place on the page) is
// lost.
import { describe, expect, inject, it } from 'vitest'
import { holdBack, journeyBrowser } from './support/browser'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)
const PHONE = { width: 390, height: 844 }

describe('a press before the page works', () => {
  it("keeps a visitor's 'Add to cart' pressed on the drawn page and asks them to sign in once the script is live", async () => {
    const { context, page } = await journey.open(PHONE)
    try {
      const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/)
      await page.goto('/product-details/oraimo-traveler-4-20000mah-power-bank', { waitUntil: 'commit' })
      const cartButton = page.locator('[data-slot="product-info-cart"]')
      await cartButton.click()
      // Nothing can answer yet: the press is kept, and the button shows it was taken.
      expect(await page.locator('html').getAttribute('data-app')).toBeNull()
      expect(await cartButton.getAttribute('data-pressed-early')).toBe('')
      release()
      await page.locator('[data-slot="sign-in-modal"]').waitFor()
      expect(await cartButton.getAttribute('data-pressed-early')).toBeNull()
    } finally {
      await context.close()
    }
  })

  it("keeps 'Notify me when available' pressed once the page works but before the request's code has come", async () => {
    const { context, page } = await journey.open(PHONE)
    try {
      const release = await holdBack(page, /\/assets\/availability-wiring-[^/]+\.js$/)
      await page.goto('/product-details/itel-p55-5g', { waitUntil: 'commit' })
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const notify = page.locator('[data-slot="product-info-availability"]')
      await notify.click()
      // The button spins while it waits.
      await expect.poll(() => notify.getAttribute('data-state')).toBe('requesting')
      release()
      await page.locator('[data-slot="sign-in-modal"]').waitFor()
    } finally {
      await context.close()
    }
  })

  it("keeps a press that opens the sign-in modal made before the modal's code has come", async () => {
    const { context, page } = await journey.open(PHONE)
    try {
      const release = await holdBack(page, /\/assets\/sign-in-modal-logic-[^/]+\.js$/)
      await page.goto('/product-details/oraimo-traveler-4-20000mah-power-bank', { waitUntil: 'commit' })
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      await page.locator('[data-slot="product-info-wishlist"]').click()
      expect(await page.locator('[data-slot="sign-in-modal"]').count()).toBe(0)
      release()
      await page.locator('[data-slot="sign-in-modal"]').waitFor()
    } finally {
      await context.close()
    }
  })

  it('leaves a drawn page where the shopper scrolled it before the script came', async () => {
    const { context, page } = await journey.open(PHONE)
    try {
      const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/)
      await page.goto('/product-details/itel-p55-5g', { waitUntil: 'commit' })
      await page.locator('[data-slot="product-info-availability"]').waitFor()
      const scrolled = await page.evaluate(() => {
        window.scrollBy(0, 300)
        return window.scrollY
      })
      expect(scrolled).toBeGreaterThan(0)
      release()
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    } finally {
      await context.close()
    }
  })
})
