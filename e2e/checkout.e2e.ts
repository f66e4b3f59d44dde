// Checkout, card payment and addresses in a real browser against the running store, its seeded catalogue and the card
// payment sandbox (issue 12): a new shopper fills a cart with two products, adds an address in the Address Form modal,
// chooses Express delivery, places the order, pays with the sandbox's test card and finds the order with its tracking
// id in the profile, the cart empty and the stock lower; a shopper who closes the payment modal is back on checkout
// with nothing charged; and a shopper edits and deletes saved addresses.
import { describe, expect, inject, it } from 'vitest'
import { journeyBrowser } from './support/browser'
import {
  addToCart,
  fillAddressForm,
  ordersOf,
  placeAndPayByCard,
  plainProducts,
  signedUpShopper,
  stockOf,
} from './support/checkout'
import { navCount, toast } from './support/store-page'
import { SANDBOX_WEBHOOK_DELAY_MS } from '../server/providers/payments/sandbox-payments'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

describe('a shopper paying for an order', () => {
  it('checks out two products to a new address by Express, pays with the test card and finds the order', async () => {
    const [first, second] = (await plainProducts()).slice(0, 2)
    if (!first || !second) throw new Error('the seed has too few products without sizes')
    const stockBefore = [first.is_stock, second.is_stock]
    const { context, page } = await journey.open()
    try {
      await signedUpShopper(page, 'amaka', 'Amaka Eze')
      await addToCart(page, first, 1)
      await addToCart(page, second, 2)

      await page.goto('/cart')
      await page.getByRole('link', { name: 'Proceed to checkout' }).click()
      await page.waitForURL('**/checkout')
      const checkout = page.locator('[data-slot="checkout"]')
      await expect.poll(() => checkout.getAttribute('data-state')).toBe('ready')
      const bag = page.locator('[data-slot="bag-list-line"]')
      await expect.poll(() => bag.count()).toBe(2)

      // No address yet: placing the order asks for one.
      await page.getByRole('button', { name: 'Place order' }).click()
      await toast(page, 'Please provide/select an address to proceed!').waitFor()

      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Amaka Eze',
        street: '12 Unity Road',
        city: 'Ilorin',
        state: 'Kwara',
        phone: '0803 555 0101',
      })
      await toast(page, 'New address added successfully!').waitFor()
      await expect.poll(() => page.getByRole('radio', { name: /Amaka Eze/ }).isChecked()).toBe(true)

      // Drawn by the server for this shopper (docs/adr/0050): the checkout as first received holds their address and
      // bag, and a reload is taken over as drawn, without a hydration error.
      const hydration: string[] = []
      page.on('console', (message) => {
        if (/Hydration failed|hydrat|react\.dev\/errors\/(418|419|423|425)/i.test(message.text()))
          hydration.push(message.text())
      })
      const drawn = await (await context.request.get('/checkout')).text()
      const root = /<div id="root">([\s\S]*)<\/main>/.exec(drawn)?.[1] ?? ''
      expect(root).toContain('data-slot="checkout" data-state="ready"')
      expect(root).toContain('Amaka Eze')
      expect(root).toContain(first.title)
      await page.reload()
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready')
      await expect.poll(() => page.getByRole('radio', { name: /Amaka Eze/ }).isChecked()).toBe(true)
      await expect.poll(() => navCount(page, 'Cart')).toBe(2)
      expect(hydration).toEqual([])

      await page.getByRole('radio', { name: /Express delivery/ }).click()
      await toast(page, 'Express delivery selected').waitFor()
      // ₦10,000 for Express on top of the two products' discounted prices.
      const total = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2 }).format(
        first.discounted_price + second.discounted_price + 10_000,
      )
      await expect.poll(() => page.locator('[data-slot="billing-summary-total"]').textContent()).toContain(total)

      await placeAndPayByCard(page, total)
      const card = page.locator('[data-slot="order-card"]').first()
      await expect
        .poll(() => card.locator('[data-slot="order-card-tracking"]').textContent())
        .toMatch(/OJA-[A-Z2-9]{8}/)
      await expect.poll(() => card.locator('[data-slot="order-card-item"]').count()).toBe(2)
      await expect.poll(() => card.locator('[data-slot="order-card-status"]').textContent()).toBe('Pending')
      // /profile/orders drawn for the shopper: the order is in the page as first received, and a reload is clean.
      expect(await (await context.request.get('/profile/orders')).text()).toContain('data-slot="order-card-tracking"')
      await page.reload()
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready')
      await expect.poll(() => card.locator('[data-slot="order-card-item"]').count()).toBe(2)
      // The account's settings and the buy-data form are drawn for the shopper too, footer included, and taken over as
      // drawn.
      for (const path of ['/profile/account', '/profile/buy-data']) {
        const drawn = await (await context.request.get(path)).text()
        expect(drawn, path).toContain('"session":{"user"')
        expect(drawn, path).toContain('<footer')
        await page.goto(path)
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready')
      }
      expect(hydration).toEqual([])

      // The cart is empty, the stock lower by one each, and there is one order: the sandbox's webhook, which follows
      // the payment after SANDBOX_WEBHOOK_DELAY_MS, confirms the same order and no other. Nothing a shopper sees
      // marks its arrival, so this one check waits out the delay to see that nothing more happened.
      await expect.poll(() => navCount(page, 'Cart')).toBe(0)
      expect([await stockOf(first.slug), await stockOf(second.slug)]).toEqual(stockBefore.map((stock) => stock - 1))
      await new Promise((resolve) => setTimeout(resolve, SANDBOX_WEBHOOK_DELAY_MS + 1_000))
      expect(await ordersOf(page)).toHaveLength(1)
      expect([await stockOf(first.slug), await stockOf(second.slug)]).toEqual(stockBefore.map((stock) => stock - 1))
      await page.goto('/cart')
      await page.getByText('Cart is Empty!').waitFor()
    } finally {
      await context.close()
    }
  })

  it('closes the payment modal and is back on checkout with nothing charged', async () => {
    const product = (await plainProducts())[2]
    if (!product) throw new Error('the seed has too few products without sizes')
    const { context, page } = await journey.open()
    try {
      await signedUpShopper(page, 'bayo', 'Bayo Adeyemi')
      await addToCart(page, product, 1)
      await page.goto('/checkout')
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Bayo Adeyemi',
        street: '3 Ring Road',
        city: 'Ibadan',
        state: 'Oyo',
        phone: '08035550102',
      })
      await page.getByRole('button', { name: 'Place order' }).click()
      await page.waitForURL('**/payment?token=*')
      await page.getByRole('button', { name: /^Pay with card/ }).click()
      const sandbox = page.locator('[data-slot="sandbox-checkout-dialog"]')
      await expect.poll(() => sandbox.getAttribute('data-state')).toBe('ready')
      await sandbox.getByRole('button', { name: 'Close' }).click()

      await page.waitForURL('**/checkout')
      // Checkout says why the shopper is back, with no order placed (ADR 0009).
      await toast(page, 'The payment was closed before it was completed, so your order was not placed.').waitFor()
      await expect.poll(() => page.locator('[data-slot="checkout"]').getAttribute('data-state')).toBe('ready')
      expect(await ordersOf(page)).toEqual([])
      expect(await stockOf(product.slug)).toBe(product.is_stock)
      expect(await navCount(page, 'Cart')).toBe(1)
    } finally {
      await context.close()
    }
  })
})

describe('a shopper keeping their addresses', () => {
  it('adds, edits and deletes saved addresses on the profile', async () => {
    const { context, page } = await journey.open()
    try {
      await signedUpShopper(page, 'ifeoma', 'Ifeoma Nwosu')
      await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Addresses' }).click()
      await page.waitForURL('**/profile/addresses')
      await page.getByText('No saved addresses yet').waitFor()

      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Ifeoma Nwosu',
        street: '7 Zik Avenue',
        city: 'Enugu',
        state: 'Enugu',
        phone: '08035550103',
      })
      await toast(page, 'New address added successfully!').waitFor()
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Chika Nwosu',
        street: '2 Bank Road',
        city: 'Owerri',
        state: 'Imo',
        phone: '08035550104',
      })
      const cards = page.locator('[data-slot="address-card"]')
      await expect.poll(() => cards.count()).toBe(2)

      await page.getByRole('button', { name: "Edit Ifeoma Nwosu's address" }).click()
      const dialog = page.getByRole('dialog', { name: 'Address Form' })
      await expect.poll(() => dialog.getByLabel('Street address').inputValue()).toBe('7 Zik Avenue')
      await dialog.getByLabel('Street address').fill('9 Ogui Road')
      await dialog.getByRole('button', { name: 'Save address' }).click()
      await toast(page, "Ifeoma Nwosu's address updated successfully!").waitFor()
      await expect
        .poll(() => page.getByRole('article', { name: "Ifeoma Nwosu's address" }).textContent())
        .toContain('9 Ogui Road')

      await page.getByRole('button', { name: "Delete Chika Nwosu's address" }).click()
      await page.getByRole('button', { name: 'Delete', exact: true }).click()
      await toast(page, "Chika Nwosu's address deleted successfully!").waitFor()
      await expect.poll(() => cards.count()).toBe(1)

      // The server kept the edit and the deletion.
      await page.reload()
      await expect.poll(() => cards.count()).toBe(1)
      await expect.poll(() => cards.first().textContent()).toContain('9 Ogui Road')
    } finally {
      await context.close()
    }
  })
})
