// The owner's dashboard in a real browser against the running store (issue 24, item 7; docs/adr/0037): a shopper signs
// up, opens a product, adds it to the cart, chooses a delivery, pays by card and taps the app's download link; the
// sandbox owner's dashboard then shows one more order and its amount in today's sales, and one more of each event the
// journey made. The journeys that count the whole shop run one file at a time on a store of their own
// (e2e/vitest.config.ts), so what changed between the two readings is this journey's doing.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { formatNaira } from '../src/domain/money'
import type { Schema } from '../src/domain/contract'
import { journeyBrowser } from './support/browser'
import {
  addToCart,
  fillAddressForm,
  ordersOf,
  placeAndPayByCard,
  plainProducts,
  signedUpShopper,
} from './support/checkout'
import { signInWithPassword } from './support/shopper'
import { signedInApi, toast } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

type Dashboard = Schema<'StaffDashboard'>
type EventKind = Dashboard['events'][number]['kind']

const dashboardOf = (page: Page) => signedInApi<Dashboard>(page, '/api/staff/dashboard')

/** Today's count of one kind of event. */
function today(dashboard: Dashboard, kind: EventKind): number {
  return dashboard.events.find((event) => event.kind === kind)?.today ?? 0
}

/** Today's paid orders and sales. */
function sold(dashboard: Dashboard) {
  const period = dashboard.periods.find((each) => each.days === 1)
  if (!period) throw new Error('the dashboard has no figures for today')
  return { orders: period.orders, sales: period.sales }
}

describe('the owner’s dashboard', () => {
  it('shows the order, its amount and each event a shopper’s visit made', async () => {
    const product = (await plainProducts())[2]
    if (!product) throw new Error('the seed has too few products without sizes')
    const owner = await journey.open()
    const shopper = await journey.open()
    try {
      await owner.page.goto('/login')
      await signInWithPassword(owner.page, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await owner.page.waitForURL('**/profile')
      const before = await dashboardOf(owner.page)

      // A shopper signs up, opens the product and adds it, chooses Standard delivery to a new address and pays.
      const { page } = shopper
      await signedUpShopper(page, 'amaka', 'Amaka Nwosu')
      await addToCart(page, product, 1)
      await page.goto('/checkout')
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Amaka Nwosu',
        street: '12 Ogui Road',
        city: 'Enugu',
        state: 'Enugu',
        phone: '08035550177',
      })
      await page.getByRole('radio', { name: /Standard delivery/ }).click()
      await toast(page, 'Standard delivery selected').waitFor()
      await placeAndPayByCard(page)
      const [order] = await ordersOf(page)
      if (!order) throw new Error('the paid order is not in the shopper’s orders')
      // The app's download link goes through the store, which counts the tap.
      const tap = await fetch(`${baseUrl}/get-app/android`, { redirect: 'manual' })
      expect(tap.status).toBe(302)

      // Views and taps are written just after their answer: the owner reads once they are in.
      await expect
        .poll(async () => today(await dashboardOf(owner.page), 'appDownload'))
        .toBe(today(before, 'appDownload') + 1)
      const after = await dashboardOf(owner.page)
      expect(sold(after)).toEqual({
        orders: sold(before).orders + 1,
        sales: Math.round((sold(before).sales + order.amountPaid) * 100) / 100,
      })
      for (const kind of ['viewContent', 'addToCart', 'addShippingInfo', 'purchase', 'signUp'] as const) {
        expect({ kind, today: today(after, kind) }).toEqual({ kind, today: today(before, kind) + 1 })
      }

      // The page shows the same figures: today's sales, and the funnel's count of paid orders today.
      await owner.page.goto('/staff/dashboard')
      const screen = owner.page.locator('[data-slot="staff-dashboard-screen"]')
      await expect.poll(() => screen.getAttribute('data-state')).toBe('shown')
      const figures = screen.locator('[data-slot="staff-dashboard-figures"] dl').first()
      await expect.poll(() => figures.textContent()).toContain(formatNaira(sold(after).sales))
      expect(await figures.textContent()).toContain(`${sold(after).orders} orders`)
    } finally {
      await Promise.all([owner.context.close(), shopper.context.close()])
    }
  })
})
