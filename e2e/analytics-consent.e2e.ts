// The analytics adapters behind consent in a real browser (docs/adr/0038): a store of its own, started with Meta's
// Conversions API and GA4's Measurement Protocol configured against local fakes of their APIs. A visitor who declines
// on the banner sends nothing; a visitor who accepts, on a phone, with the keyboard, then signs up, opens a product
// and adds it to the cart: each provider receives those events once, from the server. The page loads no script of
// theirs, and the Content-Security-Policy refuses nothing (journeyBrowser).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStore, type RunningStore } from '../scripts/store-process'
import {
  startFakeGa4MeasurementApi,
  type FakeGa4MeasurementApi,
} from '../server/providers/analytics/fake-ga4-measurement-api'
import {
  startFakeMetaConversionsApi,
  type FakeMetaConversionsApi,
} from '../server/providers/analytics/fake-meta-conversions-api'
import { journeyBrowser } from './support/browser'
import { newEmail, signUp, verifyFromOutbox } from './support/shopper'
import { navCount, toast, type SeededProduct } from './support/store-page'

const PIXEL = '555000111'
const TOKEN = 'EAAB-journey'
const MEASUREMENT = 'G-JOURNEY1'
const SECRET = 'journey-secret'

let store: RunningStore
let meta: FakeMetaConversionsApi
let ga4: FakeGa4MeasurementApi
const journey = journeyBrowser(() => store.baseUrl)

beforeAll(async () => {
  meta = await startFakeMetaConversionsApi({ pixelId: PIXEL, accessToken: TOKEN })
  ga4 = await startFakeGa4MeasurementApi({ measurementId: MEASUREMENT, apiSecret: SECRET })
  store = await startStore({
    env: {
      META_PIXEL_ID: PIXEL,
      META_CAPI_TOKEN: TOKEN,
      META_GRAPH_URL: meta.graphUrl,
      GA4_MEASUREMENT_ID: MEASUREMENT,
      GA4_API_SECRET: SECRET,
      GA4_BASE_URL: ga4.baseUrl,
      // A round every second instead of 15, so the journey waits less.
      ANALYTICS_ROUND_MS: '1000',
    },
  })
})

afterAll(async () => {
  await store?.stop()
  await meta?.close()
  await ga4?.close()
})

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' })

/** A seeded product without sizes and in stock, from this store. */
async function aProduct(): Promise<SeededProduct> {
  const body = (await (await fetch(`${store.baseUrl}/api/products?page=1`)).json()) as {
    data: { docs: SeededProduct[] }
  }
  const product = body.data.docs
    .filter((each) => each.size.length === 0 && each.is_stock >= 3)
    .sort((a, b) => a._id.localeCompare(b._id))[0]
  if (!product) throw new Error('the seed has no product without sizes')
  return product
}

/** What axe finds wrong in the part of the page `selector` names (run through the browser's debugger, as a person's
 *  extension would, so the page's own Content-Security-Policy is not asked). */
async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))
  return page.evaluate(async (part) => {
    const axe = (window as unknown as { axe: { run(context: string): Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run(part)).violations.map((violation) => violation.id)
  }, selector)
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'oja_consent')?.value
}

describe('the consent banner and the analytics adapters', () => {
  it('sends nothing of a visitor who declines, and lets them change their mind from the page’s end', async () => {
    const visitor = await journey.open()
    try {
      const { page } = visitor
      const outside: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(store.baseUrl)) outside.push(request.url())
      })
      await page.goto('/')
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      await banner(page).getByRole('button', { name: 'Decline' }).click()
      await expect.poll(() => banner(page).isVisible()).toBe(false)
      expect(await consentCookie(page)).toBe('declined')
      expect(await page.getByRole('status').filter({ hasText: 'You declined.' }).count()).toBe(1)
      const product = await aProduct()
      await page.goto(`/product-details/${product.slug}`)
      expect(await banner(page).isVisible()).toBe(false)
      // The choice can be changed from "Cookie settings" at the page's end.
      const settings = page.locator('#oja-consent-settings')
      await settings.getByText('Cookie settings').click()
      expect(await settings.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true)
      expect(await accessibilityViolations(page, '#oja-consent-settings')).toEqual([])
      expect(outside).toEqual([])
    } finally {
      await visitor.context.close()
    }
  })

  it('forwards a visitor’s sign-up, product view and cart add once each after they accept', async () => {
    const visitor = await journey.open({ width: 375, height: 740 })
    try {
      const { page } = visitor
      const outside: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(store.baseUrl)) outside.push(request.url())
      })
      await page.goto('/')
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      // In the page's flow at the top: none of the page's buttons or links has the banner over it.
      const covering = await page.evaluate(() => {
        const section = document.getElementById('oja-consent')!
        const covered = [...document.querySelectorAll<HTMLElement>('#root button, #root a')].filter((element) => {
          const box = element.getBoundingClientRect()
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
          if (box.width < 2 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false
          return section.contains(document.elementFromPoint(x, y))
        })
        const box = section.getBoundingClientRect()
        return { position: getComputedStyle(section).position, covered: covered.length, right: box.right }
      })
      expect(covering).toEqual({ position: 'static', covered: 0, right: 375 })
      expect(await accessibilityViolations(page, '#oja-consent')).toEqual([])
      // With the keyboard: the banner is the first thing on the page; its link, then Accept.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy policy')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept')
      await page.keyboard.press('Enter')
      await expect.poll(() => banner(page).isVisible()).toBe(false)
      expect(await consentCookie(page)).toMatch(/^accepted\.[0-9a-f-]{36}$/)
      await page.reload()
      expect(await banner(page).isVisible()).toBe(false)

      const email = newEmail('analytics-consent')
      await signUp(page, { name: 'Ada Consent', email })
      await verifyFromOutbox(page, email)
      const product = await aProduct()
      await page.goto(`/product-details/${product.slug}`)
      const cartButton = page.locator('[data-slot="product-info-cart"]')
      await expect.poll(() => cartButton.textContent()).toBe('Add to cart')
      await cartButton.click()
      await toast(page, `${product.title} added to cart successfully!`).waitFor()
      await expect.poll(() => navCount(page, 'Cart')).toBe(1)

      // The store's round forwards them within its interval (a second here).
      const names = () => meta.events.map((event) => event.event_name).sort()
      await expect
        .poll(names, { timeout: 20_000, interval: 250 })
        .toEqual(['AddToCart', 'CompleteRegistration', 'ViewContent'])
      await expect
        .poll(() => ga4.events.map((event) => event.name).sort(), { timeout: 20_000, interval: 250 })
        .toEqual(['add_to_cart', 'sign_up', 'view_item'])
      const view = meta.events.find((event) => event.event_name === 'ViewContent')!
      expect(view.custom_data).toMatchObject({
        currency: 'NGN',
        value: product.discounted_price,
        content_ids: [product._id],
      })
      expect(view.event_source_url).toBe(`${store.baseUrl}/product-details/${product.slug}`)
      expect(view.user_data.client_user_agent).toMatch(/Chrome/)
      const visitorId = (await consentCookie(page))!.slice('accepted.'.length)
      expect(new Set(ga4.events.map((event) => event.client_id))).toEqual(new Set([visitorId]))
      expect(ga4.dropped).toEqual([])
      // Once each: another round later sends nothing again.
      await page.waitForTimeout(3_000)
      expect(meta.events).toHaveLength(3)
      expect(ga4.events).toHaveLength(3)
      expect(outside).toEqual([])
    } finally {
      await visitor.context.close()
    }
  }, 120_000)
})
