// The staff side in a real browser against the running store (issue 23): a shopper pays for an order by card; the
// sandbox owner finds it on the orders board, marks it Processing, then Shipped with a carrier and a tracking number;
// the shopper's orders page shows the shipment and the outbox holds the email and the text; the owner marks it
// Delivered; the shopper asks to return the item; the owner refunds the return to the shopper's wallet. The wallet
// balance, the stock and the audit log are right at the end.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { journeyBrowser } from './support/browser'
import {
  addToCart,
  fillAddressForm,
  placeAndPayByCard,
  plainProducts,
  signedUpShopper,
  stockOf,
} from './support/checkout'
import { emailSubjects, outboxTexts, signInWithPassword } from './support/shopper'
import { signedInApi, toast } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

/** The staff order page once its machine has the order and waits for an action. */
async function orderPageReady(page: Page) {
  const order = page.locator('[data-slot="staff-order"]')
  await expect.poll(() => order.getAttribute('data-state')).toMatch(/^(viewing|refreshed)$/)
  return order
}

async function walletBalance(page: Page): Promise<number> {
  return (await signedInApi<{ balance: number }>(page, '/api/wallets')).balance
}

describe('the store fulfilling an order', () => {
  it('takes a paid order from the board to the shopper’s door and refunds a return to the wallet', async () => {
    const product = (await plainProducts())[3]
    if (!product) throw new Error('the seed has too few products without sizes')
    const shopper = await journey.open()
    const staff = await journey.open()
    try {
      // The shopper pays for one item by card, delivered to the door (Standard).
      const { page } = shopper
      const email = await signedUpShopper(page, 'chidi', 'Chidi Okafor')
      await addToCart(page, product, 1)
      await page.goto('/checkout')
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Chidi Okafor',
        street: '4 Aba Road',
        city: 'Port Harcourt',
        state: 'Rivers',
        phone: '08035550144',
      })
      await page.getByRole('radio', { name: /Standard delivery/ }).click()
      await toast(page, 'Standard delivery selected').waitFor()
      await placeAndPayByCard(page)
      const card = page.locator('[data-slot="order-card"]').first()
      const trackingId = (await card.locator('[data-slot="order-card-tracking"]').textContent())?.match(
        /OJA-[A-Z2-9]{8}/,
      )?.[0]
      if (!trackingId) throw new Error('the paid order shows no tracking id')
      const stockAfterSale = await stockOf(product.slug)
      expect(stockAfterSale).toBe(product.is_stock - 1)
      const balanceBefore = await walletBalance(page)

      // The owner finds it on the board by its tracking id and opens it.
      const board = staff.page
      await board.goto('/login')
      await signInWithPassword(board, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await board.waitForURL('**/profile')
      await board.goto('/staff/orders')
      await board.getByRole('search', { name: 'Filter the orders' }).getByLabel('Search').fill(trackingId)
      // The search is written into the address once typing pauses; then the board shows what it found.
      await board.waitForURL(`**/staff/orders?q=${trackingId}`)
      const row = board.locator('[data-slot="staff-orders-row"]')
      await expect.poll(() => row.count()).toBe(1)
      expect(await row.textContent()).toContain(email)
      await row.getByRole('link', { name: trackingId }).click()
      // The board's link is a move inside the app, with no load event to wait for.
      await expect.poll(() => board.url()).toMatch(/\/staff\/orders\/[0-9a-f]{24}$/)
      const orderId = new URL(board.url()).pathname.split('/').pop()!
      let order = await orderPageReady(board)
      const status = order.locator('[data-slot="order-status-badge"]').first()
      expect(await status.textContent()).toBe('Pending')
      expect(await order.locator('[data-slot="staff-order-line"]').count()).toBe(1)

      // Processing, then Shipped with a carrier and a tracking number.
      await order.getByRole('button', { name: 'Mark processing' }).click()
      await expect.poll(() => status.textContent()).toBe('Processing')
      await order.getByRole('button', { name: 'Mark shipped' }).click()
      const ship = board.locator('[data-slot="staff-order-ship-dialog"]')
      await ship.getByLabel('Carrier').fill('GIG Logistics')
      await ship.getByLabel('Tracking number').fill('GIG-4410-77')
      await ship.getByRole('button', { name: 'Mark shipped' }).click()
      await ship.waitFor({ state: 'detached' })
      await expect.poll(() => status.textContent()).toBe('Shipped')

      // The shopper sees the shipment; the email and the text are in the outbox.
      await page.goto('/profile/orders')
      const shipment = page.locator('[data-slot="order-card"]').first().locator('[data-slot="order-shipment"]')
      await expect.poll(() => shipment.textContent()).toContain('GIG-4410-77')
      expect(await card.locator('[data-slot="order-card-status"]').textContent()).toBe('Shipped')
      expect(await emailSubjects(page, email)).toContain(`Your Oja order ${trackingId} has shipped`)
      expect((await outboxTexts(page)).find((text) => text.includes(trackingId))).toBe(
        `Oja: your order ${trackingId} has shipped with GIG Logistics, tracking number GIG-4410-77.`,
      )

      // Delivered.
      await order.getByRole('button', { name: 'Mark delivered' }).click()
      await expect.poll(() => status.textContent()).toBe('Delivered')

      // The shopper asks to return the item, within 24 hours of delivery.
      await page.reload()
      await page.getByRole('button', { name: 'Return or exchange an item' }).click()
      const dialog = page.locator('[data-slot="return-dialog"]')
      await dialog.getByLabel('Reason').fill('The left earbud is silent.')
      await dialog.getByRole('button', { name: 'Send request' }).click()
      await toast(page, 'Your request has been sent. We will get back to you soon.').waitFor()
      await expect.poll(() => page.locator('[data-slot="order-return-state"]').first().textContent()).toBe('Asked')

      // The owner refunds it to the shopper's wallet; the item goes back into stock.
      await board.reload()
      order = await orderPageReady(board)
      await order.getByRole('button', { name: `Refund: ${product.title}` }).click()
      const decide = board.locator('[data-slot="staff-order-return-dialog"]')
      await decide.getByRole('radio', { name: "To the shopper's wallet" }).click()
      await decide.getByLabel('Message to the shopper').fill('Sorry about that: the refund is in your wallet.')
      await decide.getByRole('button', { name: 'Refund' }).click()
      await decide.waitFor({ state: 'detached' })
      await expect
        .poll(() => order.locator('[data-slot="staff-order-return"]').getAttribute('data-state'))
        .toBe('refunded')

      expect(await walletBalance(page)).toBe(balanceBefore + product.discounted_price)
      expect(await stockOf(product.slug)).toBe(stockAfterSale + 1)
      await page.reload()
      await expect.poll(() => page.locator('[data-slot="order-return-state"]').first().textContent()).toBe('Refunded')
      expect(await emailSubjects(page, email)).toContain(`Your return for Oja order ${trackingId}`)

      // Every step the owner took is in the audit log.
      await board.goto('/staff/audit')
      const rows = board.locator('[data-slot="staff-audit-row"]')
      const audited = rows.filter({ hasText: `order ${orderId}` })
      await expect.poll(() => audited.count()).toBe(3)
      expect(await audited.locator('td:nth-child(3)').allTextContents()).toEqual(Array(3).fill('order.status'))
      // Newest first: the return's decision, which names the return request.
      expect(await rows.first().locator('td:nth-child(3)').textContent()).toBe('return.decide')
      expect(await rows.locator('td:nth-child(2)').first().textContent()).toBe(SANDBOX_OWNER.email)
      expect(await audited.locator('td:nth-child(2)').allTextContents()).toEqual(Array(3).fill(SANDBOX_OWNER.email))
    } finally {
      await shopper.context.close()
      await staff.context.close()
    }
  })
})
