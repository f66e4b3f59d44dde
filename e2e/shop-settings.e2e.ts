// The shop's settings in a real browser against the running store (issue 24, docs/adr/0031): the sandbox owner ends
// the running promo and a visitor's promo bar is gone; the owner adds a category with a picture and it shows on the
// home page and in the listing's filters. The journey leaves the store as it found it for the other journeys: the
// category is retired again and a promo like the seeded one runs again.
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { journeyBrowser } from './support/browser'
import { signInWithPassword } from './support/shopper'
import { signedInApi, toast } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

interface Promo {
  _id: string
  text: string
  priceDrop: boolean
  expires: string
  state: string
}

async function ready(page: Page, slot: string) {
  const screen = page.locator(`[data-slot="${slot}"]`)
  await expect.poll(() => screen.getAttribute('data-state'), { timeout: 15_000 }).toBe('listed')
  return screen
}

/** Asks the API as the signed-in page does, for a write the journey makes to leave the store as it was. */
async function signedInCall(page: Page, method: string, path: string, body: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
}

describe('the shop’s settings', () => {
  it('ends the promo for every visitor, and shows a new category on home and in the listing’s filters', async () => {
    const visitor = await journey.open()
    const staff = await journey.open()
    try {
      await visitor.page.goto('/')
      await visitor.page.locator('[data-slot="promo-bar"]').waitFor()

      const { page } = staff
      await page.goto('/login')
      await signInWithPassword(page, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await page.waitForURL('**/profile')
      await page.goto('/staff/promos')
      await ready(page, 'staff-promos-screen')
      const running = (await signedInApi<{ docs: Promo[] }>(page, '/api/staff/promos')).docs.find(
        (promo) => promo.state === 'running',
      )
      if (!running) throw new Error('no promo runs in the seeded store')
      await page.getByRole('button', { name: `End now: ${running.text}` }).click()
      await page.getByRole('dialog', { name: 'End this promo now?' }).getByRole('button', { name: 'End it' }).click()
      await toast(page, 'Promo ended').waitFor()

      await visitor.page.goto('/')
      await visitor.page.locator('[data-slot="home-categories"]').waitFor()
      expect(await visitor.page.locator('[data-slot="promo-bar"]').count()).toBe(0)

      await page.goto('/staff/categories')
      await ready(page, 'staff-categories-screen')
      await page.getByRole('button', { name: 'New category' }).click()
      const dialog = page.getByRole('dialog', { name: 'New category' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Drones')
      const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1f6feb' } })
        .png()
        .toBuffer()
      await dialog.getByLabel('Picture').setInputFiles([{ name: 'drones.png', mimeType: 'image/png', buffer: picture }])
      await dialog.locator('[data-slot="staff-categories-picture"]').waitFor()
      await dialog.getByRole('button', { name: 'Save' }).click()
      await toast(page, 'Category saved').waitFor()

      await visitor.page.goto('/')
      await visitor.page.locator('[data-slot="home-categories"]').getByText('Drones').waitFor()
      await visitor.page.goto('/product-listing')
      await visitor.page.locator('[data-slot="filter-panel-categories"]').getByText('Drones').waitFor()

      // As the store was: the category retired, a promo like the one ended running again.
      await page.getByRole('button', { name: 'Retire: Drones' }).click()
      await page.getByRole('dialog', { name: 'Retire Drones?' }).getByRole('button', { name: 'Retire it' }).click()
      await toast(page, 'Category retired').waitFor()
      await signedInCall(page, 'POST', '/api/staff/promos', {
        text: running.text,
        priceDrop: running.priceDrop,
        expires: running.expires,
      })
      await visitor.page.goto('/')
      await visitor.page.locator('[data-slot="promo-bar"]').waitFor()
    } finally {
      await visitor.context.close()
      await staff.context.close()
    }
  }, 180_000)
})
