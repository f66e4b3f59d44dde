// The owner keeping the vendors in a real browser against the running store (issue 24, docs/adr/0034): a person signs
// up; the sandbox owner finds the seeded shop kept by the sandbox vendor on /staff/vendors, adds the new account to a
// new shop (the account may now read its vendor's products), then removes it after the question; both changes are in
// the audit log under the owner's email.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { SANDBOX_VENDOR } from '../server/services/sandbox-vendor'
import { journeyBrowser } from './support/browser'
import { signedUpShopper } from './support/checkout'
import { signInWithPassword } from './support/shopper'
import { toast } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

/** The status the API answers the page's session asking for its shop's own products: 200 for a vendor, else 403. */
async function sellsAs(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await fetch(`${baseUrl}/api/vendor/products`, { headers: { authorization: `Bearer ${token}` } })
  return response.status
}

describe('the owner keeping the vendors', () => {
  it('adds a new account to a new shop and removes it again, both in the audit log', async () => {
    const person = await journey.open()
    const owner = await journey.open()
    try {
      const email = await signedUpShopper(person.page, 'seller', 'Bisi Adeyemi')
      expect(await sellsAs(person.page)).toBe(403)

      const page = owner.page
      await page.goto('/login')
      await signInWithPassword(page, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await page.waitForURL('**/profile')
      await page.goto('/staff/vendors')
      const screen = page.locator('[data-slot="staff-vendors-screen"]')
      await expect.poll(() => screen.getAttribute('data-state')).toBe('listed')
      // The seeded shop, kept by the sandbox vendor and marked so.
      const seeded = page.locator('[data-slot="staff-vendors-account"]').filter({ hasText: SANDBOX_VENDOR.email })
      expect(await seeded.textContent()).toContain('Sandbox')

      const form = page.getByRole('form', { name: 'Add an account to a shop' })
      await form.getByLabel('Account email').fill(email)
      await form.getByLabel('New shop’s name (optional)').fill('Bisi Gadgets, Yaba')
      await form.getByRole('button', { name: 'Add account' }).click()
      await toast(page, `${email} now sells for a new shop, Bisi Gadgets, Yaba.`).waitFor()
      const row = page.locator('[data-slot="staff-vendors-row"]').filter({ hasText: 'Bisi Gadgets, Yaba' })
      await expect.poll(() => row.textContent()).toContain(email)
      expect(await sellsAs(person.page)).toBe(200)

      await row.getByRole('button', { name: `Remove ${email}` }).click()
      const dialog = page.getByRole('dialog', { name: `Remove ${email}?` })
      await dialog.getByRole('button', { name: 'Remove account' }).click()
      await toast(page, `${email} no longer sells for Bisi Gadgets, Yaba.`).waitFor()
      await expect.poll(() => row.textContent()).toContain('No account sells for it')
      expect(await sellsAs(person.page)).toBe(403)

      await page.goto('/staff/audit')
      const audited = page.locator('[data-slot="staff-audit-row"]').filter({ hasText: /vendor\.(add|remove)/ })
      await expect.poll(() => audited.count()).toBeGreaterThanOrEqual(2)
      expect(await audited.first().textContent()).toContain('vendor.remove')
      expect(await audited.first().textContent()).toContain(SANDBOX_OWNER.email)
    } finally {
      await person.context.close()
      await owner.context.close()
    }
  })
})
