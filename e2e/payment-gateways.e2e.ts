// Paying through either gateway in a real browser against a running store and its sandboxes (issue 25, ADRs 0041,
// 0043, 0044): on a fresh store /payment offers card, bank transfer and USSD, says Apple Pay is not on this device
// (Chromium has no Apple Pay), and an order paid by bank transfer in Paystack's checkout is confirmed; on a store whose
// first gateway (Flutterwave) is down, the card checkout does not load, the shopper chooses another way and pays by
// card through Paystack, and the order is confirmed there too.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStore, type RunningStore } from '../scripts/store-process'
import { holdBack, journeyBrowser } from './support/browser'
import { addToCart, ordersOf, placeOrderToNewAddress, plainProducts, signedUpShopper } from './support/checkout'
import { navCount, toast } from './support/store-page'

const ORDER_PLACED = 'Your purchase was successful. We will contact you soon!'

/** Paystack's checkout window (the sandbox's stand-in), once it has read the transaction. */
async function paystackCheckout(page: Page) {
  const dialog = page.locator('[data-slot="sandbox-paystack-dialog"]')
  await expect.poll(() => dialog.getAttribute('data-state')).toBe('ready')
  return dialog
}

async function expectOrderPlaced(page: Page) {
  await toast(page, ORDER_PLACED).waitFor()
  await page.waitForURL('**/profile/orders')
  const orders = await ordersOf(page)
  expect(orders).toHaveLength(1)
  expect(orders[0]!.trackingId).toMatch(/\S/)
  expect(await navCount(page, 'Cart')).toBe(0)
}

describe('a shopper paying through Paystack', () => {
  const journey = journeyBrowser(inject('baseUrl'))

  it("pays by bank transfer in Paystack's checkout, told that this device has no Apple Pay", async () => {
    // One no other journey buys, so theirs keep the stock they count on.
    const product = (await plainProducts())[4]
    if (!product) throw new Error('the seed has no product without sizes')
    const { context, page } = await journey.open({ width: 375, height: 800 })
    try {
      await signedUpShopper(page, 'kemi', 'Kemi Adebayo')
      await addToCart(page, product, 1)
      // /checkout is drawn for the shopper (docs/adr/0050) and its token's renewal on load is slow, as on a busy
      // store: the cart read after the order must still be the one after it, not one asked before.
      const renewal = await holdBack(page, /\/api\/users\/refreshToken/)
      await placeOrderToNewAddress(page, 'Kemi Adebayo')

      const methods = page.locator('[data-slot="payment-method"]')
      await expect.poll(() => methods.count()).toBe(3)
      expect(await methods.evaluateAll((buttons) => buttons.map((button) => button.dataset.method))).toEqual([
        'card',
        'bank_transfer',
        'ussd',
      ])
      // spec §8's text where the Apple Pay button would be: Chromium has no Apple Pay.
      const applePay = page.locator('[data-slot="payment-methods-apple-pay"]')
      await expect.poll(() => applePay.getAttribute('data-state')).toBe('unavailable')
      expect(await applePay.textContent()).toContain('No wallet payment method is available on this device')

      await page.getByRole('button', { name: /^Pay by bank transfer/ }).click()
      const checkout = await paystackCheckout(page)
      await checkout.getByRole('tab', { name: 'Transfer' }).click()
      await checkout.getByRole('button', { name: "I've sent the money" }).click()
      await expectOrderPlaced(page)
      renewal()
    } finally {
      await context.close()
    }
  })
})

describe('a shopper whose first gateway is down', () => {
  let store: RunningStore
  beforeAll(async () => {
    store = await startStore({ env: { SANDBOX_GATEWAY_DOWN: 'flutterwave' } })
  })
  afterAll(async () => {
    await store?.stop()
  })
  const journey = journeyBrowser(() => store.baseUrl)

  it('is told the card checkout did not load, chooses another way and pays by card through Paystack', async () => {
    const [product] = await plainProducts(store.baseUrl)
    if (!product) throw new Error('the seed has no product without sizes')
    const { context, page } = await journey.open()
    try {
      await signedUpShopper(page, 'bola', 'Bola Tinubu-Ade')
      await addToCart(page, product, 1)
      await placeOrderToNewAddress(page, 'Bola Tinubu-Ade')

      await page.getByRole('button', { name: /^Pay with card/ }).click()
      await toast(page, 'Failed to load payment modal. Check your internet connection and retry later.').waitFor()
      const screen = page.locator('[data-slot="payment-screen"]')
      await expect.poll(() => screen.getAttribute('data-state')).toBe('loadFailed')

      await page.getByRole('button', { name: 'Pay another way' }).click()
      await page.getByRole('button', { name: /^Pay with card/ }).click()
      const checkout = await paystackCheckout(page)
      await checkout.getByRole('button', { name: /^Pay ₦/ }).click()
      await expectOrderPlaced(page)
    } finally {
      await context.close()
    }
  })
})
