// Browsing in a real browser against the running store and its seeded catalogue: search, filters, 'See more',
// a product with its lightbox and sizes, Back; a visitor's Cart click; filters in the address surviving a reload
// and Back; every browsing route's spec texts; and the product page's link-preview tags in the raw HTML.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { holdBack, journeyBrowser } from './support/browser'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)
const PHONE = { width: 390, height: 844 }

let categoryIds: Record<string, string>

beforeAll(async () => {
  const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as {
    data: { docs: { _id: string; slug: string }[] }
  }
  categoryIds = Object.fromEntries(categories.data.docs.map((category) => [category.slug, category._id]))
})

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

function listingCards(page: Page) {
  return page.locator('[data-slot="product-listing-list"] [data-slot="product-card"]')
}

async function filterPanel(page: Page) {
  // Wide screens: the panel sits beside the products (its code arrives once it is displayed).
  const panel = page.locator('[data-slot="product-listing-sidebar"] [data-slot="filter-panel"]')
  await panel.waitFor()
  return panel
}

describe('a shopper browsing', () => {
  it('searches, filters, sees more, opens a product and its lightbox, picks a size and goes back', async () => {
    const { context, page } = await journey.open()
    try {
      await page.goto('/')
      await page.getByRole('heading', { name: "We're Now Open" }).waitFor()

      // Search from the bar: its suggestions come as the shopper types (docs/adr/0047), and Enter without one chosen
      // goes to /product-listing?title=… ('phone' is the Phones category's word: every phone).
      const search = page.getByLabel('Search products')
      await search.fill('phone')
      await page.getByRole('combobox', { name: 'Search products' }).waitFor()
      await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Phones' }).waitFor()
      await search.press('Enter')
      await page.waitForURL(/\/product-listing\?title=phone$/)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “phone”')
      // The tab follows the page after a move within the app, not only on a first load.
      await expect.poll(() => page.title()).toBe('Explore gadgets and accessories | Oja')

      // Filter by category and price; each filter lands in the address (the boxes follow the address, so they
      // are clicked, not checked).
      const panel = await filterPanel(page)
      await panel.getByRole('checkbox', { name: 'Phones', exact: true }).click()
      await expect.poll(() => query(page).get('categoryId')).toBe(categoryIds.phones)
      // spec §9: the 'Over 7000' bucket keeps the product's spelling in the address, and means over 7000.
      await panel.getByRole('checkbox', { name: 'Over 7000' }).click()
      await expect.poll(() => query(page).get('original_price')).toBe('7001--1500')
      await expect.poll(() => listingCards(page).count()).toBe(12)

      // 'See more' while a next page exists; the pages accumulate.
      await page.getByRole('button', { name: 'See more' }).click()
      await expect.poll(() => listingCards(page).count()).toBe(21)
      await expect(page.getByRole('button', { name: 'See more' }).count()).resolves.toBe(0)
      const prices = await listingCards(page).locator('[data-slot="price"]').allTextContents()
      expect(prices.length).toBe(21)

      // Open a product with sizes.
      const listingUrl = page.url()
      await page.getByRole('link', { name: 'Samsung Galaxy A55 5G' }).click()
      await page.waitForURL(/\/product-details\/samsung-galaxy-a55-5g$/)
      await page.getByRole('heading', { level: 1, name: 'Samsung Galaxy A55 5G' }).waitFor()
      // spec §2: the page title comes from the product.
      await expect.poll(() => page.title()).toBe('Samsung Galaxy A55 5G')

      // The lightbox opens on the image clicked and closes with Escape.
      await page.getByRole('button', { name: /Samsung Galaxy A55 5G, image 1 of/ }).click()
      const lightbox = page.getByRole('dialog', { name: 'Samsung Galaxy A55 5G' })
      await lightbox.waitFor()
      await expect(lightbox.locator('[data-slot="lightbox-counter"]').textContent()).resolves.toMatch(/^1 \/ \d$/)
      await page.keyboard.press('Escape')
      await lightbox.waitFor({ state: 'detached' })

      // Pick a size (spec §4 Selected size).
      const size = page.getByRole('radio', { name: '256GB' })
      await size.check()
      await expect(size.isChecked()).resolves.toBe(true)
      await expect(page.locator('[data-slot="size-picker"]').getAttribute('data-state')).resolves.toBe('selected')

      // Back to the listing with its filters.
      await page.goBack()
      await page.waitForURL(listingUrl)
      const again = await filterPanel(page)
      await expect(again.getByRole('checkbox', { name: 'Phones', exact: true }).isChecked()).resolves.toBe(true)
      await expect(again.getByRole('checkbox', { name: 'Over 7000' }).isChecked()).resolves.toBe(true)
      await expect.poll(() => listingCards(page).count()).toBeGreaterThanOrEqual(12)
    } finally {
      await context.close()
    }
  })

  it("fetches the size picker's code only when a shopper reaches for the page, and keeps a size tapped before it came", async () => {
    const { context, page } = await journey.open(PHONE)
    const pickerCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/(size-picker|radio-group)-[^/]+\.js$/.test(request.url())) pickerCode.push(request.url())
    })
    // The code is held back until the tap has landed.
    const release = await holdBack(page, /\/assets\/size-picker-[^/]+\.js$/)
    await page.goto('/product-details/samsung-galaxy-z-flip6')
    await page.waitForLoadState('networkidle')
    expect(pickerCode).toEqual([])
    const size = page.locator('[data-slot="size-picker"] input[type="radio"]:not([disabled])').first()
    const title = await size.getAttribute('value')
    await size.click()
    await expect.poll(() => pickerCode.length).toBeGreaterThan(0)
    release()
    await expect
      .poll(() => page.locator('[data-slot="size-picker"] input[type="radio"]:checked').getAttribute('value'), {
        timeout: 5000,
      })
      .toBe(title)
    // The browser ticks its own radio button at the tap; the label says the size once the picker has taken it.
    await expect.poll(() => page.locator('[data-slot="size-picker-label"]').textContent()).toBe(`Size: ${title}`)
    expect(pickerCode.length).toBeGreaterThan(0)
    await context.close()
  })

  it("draws a first visit in the machine's face, fetches the store's face after the load, and draws the next visit in it", async () => {
    const { context, page } = await journey.open()
    try {
      const fetched: number[] = []
      const started = Date.now()
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fetched.push(Date.now() - started)
      })
      await page.goto('/product-listing', { waitUntil: 'load' })
      const drawnIn = () =>
        page.evaluate(() => ({
          marked: document.documentElement.classList.contains('typeface'),
          face: getComputedStyle(document.body).fontFamily.split(',')[0],
        }))
      expect(await drawnIn()).toEqual({ marked: false, face: 'system-ui' })
      await expect.poll(() => page.evaluate(() => localStorage.getItem('oja:typeface')), { timeout: 10_000 }).toBe('1')
      expect(fetched).toHaveLength(1)
      // The page the shopper reads keeps its face; the next visit draws in the store's from its first paint.
      expect(await drawnIn()).toEqual({ marked: false, face: 'system-ui' })
      await page.goto('/product-listing', { waitUntil: 'load' })
      expect(await drawnIn()).toEqual({ marked: true, face: 'Inter' })
    } finally {
      await context.close()
    }
  })

  it('asks a visitor who reaches for the cart to sign in', async () => {
    const { context, page } = await journey.open(PHONE)
    try {
      await page.goto('/product-details/samsung-galaxy-a55-5g')
      await page.getByRole('heading', { level: 1, name: 'Samsung Galaxy A55 5G' }).waitFor()
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click()
      const modal = page.getByRole('dialog', { name: 'Sign in to continue' })
      await modal.waitFor()
      for (const choice of ['Continue with Google', 'Continue with Email', 'Continue with Apple']) {
        await expect(modal.getByText(choice).isVisible()).resolves.toBe(true)
      }
      // The visitor stays where they were.
      expect(new URL(page.url()).pathname).toBe('/product-details/samsung-galaxy-a55-5g')
    } finally {
      await context.close()
    }
  })

  it('keeps every filter in the address through a reload and the back button, and uses the narrow sheet', async () => {
    const { context, page } = await journey.open()
    try {
      const filters = new URLSearchParams({
        categoryId: `${categoryIds.phones},${categoryIds.laptops}`,
        original_price: '7001--1500',
        rating: '4',
        sort: 'lowToHigh',
        title: 'pro',
      })
      const opened = `/product-listing?${filters.toString().replace(/%2C/g, ',')}`
      await page.goto(opened)

      const expectFilters = async (sort: string) => {
        const panel = await filterPanel(page)
        await expect.poll(() => panel.getByRole('checkbox', { name: 'Phones', exact: true }).isChecked()).toBe(true)
        await expect(panel.getByRole('checkbox', { name: 'Laptops', exact: true }).isChecked()).resolves.toBe(true)
        await expect(panel.getByRole('checkbox', { name: 'Over 7000' }).isChecked()).resolves.toBe(true)
        await expect(panel.getByRole('slider').getAttribute('aria-valuenow')).resolves.toBe('4')
        await expect(panel.getByRole('radio', { name: sort }).isChecked()).resolves.toBe(true)
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Results for “pro”')
      }

      await expectFilters('Price: Low to High')
      const sortedPrices = async () =>
        (
          await listingCards(page).evaluateAll((cards) =>
            cards.map((card) => card.querySelector('[data-slot="price-current"]')?.textContent ?? ''),
          )
        ).map((text) => Number(text.replace(/[^\d.]/g, '')))
      await expect.poll(async () => (await sortedPrices()).length).toBeGreaterThan(1)
      const ascending = await sortedPrices()
      expect([...ascending].sort((a, b) => a - b)).toEqual(ascending)
      expect(Math.min(...ascending)).toBeGreaterThan(7000)

      await page.reload()
      await expectFilters('Price: Low to High')

      // A change is a new history entry; Back restores the one before, Forward the change.
      await (await filterPanel(page)).getByRole('radio', { name: 'Price: High to Low' }).click()
      await expect.poll(() => query(page).get('sort')).toBe('highToLow')
      await page.goBack()
      await expect.poll(() => query(page).get('sort')).toBe('lowToHigh')
      await expectFilters('Price: Low to High')
      await page.goForward()
      await expect.poll(() => query(page).get('sort')).toBe('highToLow')
      await expectFilters('Price: High to Low')

      // Reset clears the filters in the address (spec §4: Reset clears the search string).
      await (await filterPanel(page)).getByRole('button', { name: 'Reset' }).click()
      await expect.poll(() => query(page).get('categoryId')).toBeNull()

      // The layout is remembered in storage as listDisplayType.
      await page.getByRole('button', { name: 'Row layout' }).click()
      await expect.poll(() => page.evaluate(() => localStorage.getItem('listDisplayType'))).toBe('product-row')
      await page.reload()
      await expect
        .poll(() => page.getByRole('button', { name: 'Row layout' }).getAttribute('aria-pressed'))
        .toBe('true')

      // A chosen sort is shown sorted without a title search too, page 1 as drawn and every page after (ADR 0003).
      await page.goto('/product-listing?sort=highToLow')
      await expect.poll(async () => (await sortedPrices()).length).toBeGreaterThan(1)
      const descending = await sortedPrices()
      expect([...descending].sort((a, b) => b - a)).toEqual(descending)
    } finally {
      await context.close()
    }

    // On a phone the filters wait behind the 'Filters' button.
    const phone = await journey.open(PHONE)
    try {
      await phone.page.goto(`/product-listing?categoryId=${categoryIds.tablets}`)
      await phone.page.getByRole('button', { name: /^Filters/ }).click()
      const sheet = phone.page.getByRole('dialog', { name: 'Filters' })
      await sheet.waitFor()
      await expect(sheet.getByRole('checkbox', { name: 'Tablets', exact: true }).isChecked()).resolves.toBe(true)
      await sheet.getByRole('checkbox', { name: '3001 - 5000' }).click()
      await expect.poll(() => query(phone.page).get('original_price')).toBe('3001--5000')
      await phone.page.reload()
      await phone.page.getByRole('button', { name: /^Filters/ }).click()
      await expect(
        phone.page
          .getByRole('dialog', { name: 'Filters' })
          .getByRole('checkbox', { name: 'Tablets', exact: true })
          .isChecked(),
      ).resolves.toBe(true)
    } finally {
      await phone.context.close()
    }
  })
})

describe('every browsing route', () => {
  async function texts(path: string, viewport?: { width: number; height: number }) {
    const { context, page } = await journey.open(viewport)
    await page.goto(path)
    return { context, page }
  }

  async function expectTexts(page: Page, wanted: string[]) {
    for (const text of wanted) await page.getByText(text, { exact: false }).first().waitFor()
  }

  it('renders home with its spec texts and the seeded bestsellers and categories', async () => {
    const { context, page } = await texts('/')
    try {
      await expectTexts(page, ["We're Now Open", 'Our Bestsellers', 'Shop By Categories', 'Our Partners', 'Shop Now'])
      await expect.poll(() => page.locator('[data-slot="home-bestsellers"] [data-slot="product-card"]').count()).toBe(4)
      const category = page.locator('[data-slot="home-category"]').first()
      await expect(category.getAttribute('href')).resolves.toMatch(/^\/product-listing\?categoryId=[0-9a-f]{24}$/)
      await expect(page.title()).resolves.toBe('Oja: gadgets and accessories, delivered across Nigeria')
      // The footer comes as the shopper scrolls to it: badges, policy links, the year.
      await page.keyboard.press('End')
      const footer = page.locator('footer[data-slot="footer"]')
      await footer.waitFor()
      await expect(footer.textContent()).resolves.toContain(String(new Date().getFullYear()))
      for (const link of ['Return Policy', 'Privacy Policy', 'Shipping Policy', 'Terms & Conditions']) {
        await expect(footer.getByRole('link', { name: link }).count()).resolves.toBeGreaterThan(0)
      }
    } finally {
      await context.close()
    }
  })

  it('renders the listing, a product, and a product that is not there', async () => {
    const { context, page } = await texts('/product-listing')
    try {
      await expect.poll(() => listingCards(page).count()).toBe(12)
      await page.getByRole('button', { name: 'See more' }).waitFor()
      await page.goto('/product-listing?title=no-such-gadget-anywhere')
      await expectTexts(page, ['Hang tight! These amazing products are coming soon!'])
      await page.getByRole('button', { name: 'Explore others' }).waitFor()

      await page.goto('/product-details/samsung-galaxy-z-flip6')
      await expectTexts(page, ['Samsung Galaxy Z Flip6', 'Add to cart', 'Price updated', 'Description'])
      await page.goto('/product-details/no-such-phone')
      await expectTexts(page, ['This product is not available!'])
      await page.getByRole('main').getByRole('link', { name: 'Explore' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('renders the static pages with the policy facts, and the message pages', async () => {
    const { context, page } = await texts('/contact', PHONE)
    try {
      const pages: [string, string[]][] = [
        ['/contact', ['Contact Us', 'Mon-Fri 9AM-5PM', '5 business days', 'Frequently asked questions']],
        ['/return-policy', ['Return Policy', '24 hours', '1-2 days', '1 week', '2 weeks']],
        ['/privacy', ['Privacy Policy']],
        ['/shipping-policy', ['Shipping Policy', '24-48 hours']],
        ['/terms', ['Terms & Conditions']],
        ['/schedule-call', ['This page is under construction']],
        ['/request-success', ['Thank you!', '5 business days']],
      ]
      for (const [path, wanted] of pages) {
        await page.goto(path)
        await expectTexts(page, wanted)
      }
      await page.goto('/return-policy')
      await page.getByRole('button', { name: 'Back' }).click()
      await page.waitForURL(`${baseUrl}/`)

      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expectTexts(page, ['Error 404', 'Page not found'])
      await page.getByRole('link', { name: 'Back to Home' }).click()
      await page.waitForURL(`${baseUrl}/`)
    } finally {
      await context.close()
    }
  })

  it('serves a product page whose raw HTML carries its title and link-preview tags, before any script', async () => {
    const response = await fetch(`${baseUrl}/product-details/samsung-galaxy-z-flip6`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Samsung Galaxy Z Flip6</title>')
    expect(html).toMatch(/<meta property="og:title" content="Samsung Galaxy Z Flip6 · ₦[\d,]+" \/>/)
    expect(html).toContain('<meta property="og:type" content="product" />')
    const image =
      /<meta property="og:image" content="(http:\/\/127\.0\.0\.1:\d+\/media\/previews\/products\/samsung-galaxy-z-flip6-1-800\.jpg)" \/>/.exec(
        html,
      )?.[1]
    expect(image).toBeDefined()
    // The preview's picture is a JPEG a messaging app can show.
    const picture = await fetch(image!)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
    expect([...new Uint8Array(await picture.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(html).toContain('<meta property="product:price:currency" content="NGN" />')
    const missing = await fetch(`${baseUrl}/product-details/no-such-phone`)
    expect(missing.status).toBe(404)
  })

  it('draws home, the listing and a product in the HTML itself, and the script takes those nodes over as they are', async () => {
    const home = await (await fetch(baseUrl)).text()
    expect(home).toContain('We&#x27;re Now Open')
    const listing = await (await fetch(`${baseUrl}/product-listing`)).text()
    expect(listing.match(/data-slot="product-card"/g)).toHaveLength(12)
    // ADR 0052: the cards below the first ones are drawn without their pictures' addresses, for the loader to give.
    expect(listing.match(/<img[^>]+data-later-src="\/media\//g)).toHaveLength(8)
    const product = await (await fetch(`${baseUrl}/product-details/samsung-galaxy-z-flip6`)).text()
    expect(product).toMatch(/<h1[^>]*>Samsung Galaxy Z Flip6<\/h1>/)
    expect(product).toMatch(/<img[^>]+src="\/media\/products\/samsung-galaxy-z-flip6-1-800\.webp"/)

    for (const path of [
      '/',
      '/product-listing?sort=lowToHigh',
      '/product-details/samsung-galaxy-z-flip6',
      '/contact',
      '/no-such-page',
    ]) {
      const { context, page } = await journey.open(PHONE)
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text())
      })
      // The entry script waits until the drawn page is marked, so the mark shows whether hydration kept the node.
      let release!: () => void
      const marked = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await marked
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'commit' })
      const drawn = page.locator('#root main').first()
      await drawn.waitFor({ state: 'attached' })
      await drawn.evaluate((node) => node.setAttribute('data-drawn-by-server', ''))
      release()
      await page.waitForLoadState('networkidle')
      // Taken over, not drawn again: the node the server sent is still the one on screen.
      await expect.poll(() => page.locator('#root main[data-drawn-by-server]').count(), { message: path }).toBe(1)
      // Every picture has its address by the time the script has taken the page over.
      expect(await page.locator('img[data-later-src], img[data-slot="image-img"]:not([src])').count(), path).toBe(0)
      expect(errors, path).toEqual([])
      await context.close()
    }
  })
})
