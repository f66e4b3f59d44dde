// Funding the wallet by bank transfer in a real browser against the running store and its sandboxes (issue 25, ADR
// 0042): a new shopper's /profile shows 'Fund by bank transfer' with their own account (opened in the background on
// the first wallet read), the account number is copied, the sandbox sends a transfer into it, and the balance shows it when the shopper comes back to the page.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './support/browser'
import { newEmail, signUp, verifyFromOutbox } from './support/shopper'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

async function balanceShown(page: Page): Promise<string> {
  return (await page.locator('[data-slot="wallet-card-balance"]').textContent()) ?? ''
}

describe('a shopper funding the wallet by bank transfer', () => {
  it('sees their own account on /profile, copies its number, and a transfer into it shows in the balance', async () => {
    const { context, page } = await journey.open()
    const email = newEmail('amaka')
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
      await signUp(page, { name: 'Amaka Eze', email })
      await verifyFromOutbox(page, email)
      await expect.poll(() => balanceShown(page)).toContain('0.00')

      const panel = page.locator('[data-slot="fund-by-transfer"]')
      await expect.poll(() => panel.getAttribute('data-state'), { timeout: 20_000 }).toBe('shown')
      await expect.poll(() => panel.textContent()).toContain('OJA/AMAKA EZE')
      await expect.poll(() => panel.textContent()).toContain('Wema Bank')
      const accountNumber = (await panel.locator('[data-slot="fund-by-transfer-number"]').textContent()) ?? ''
      expect(accountNumber).toMatch(/^\d{10}$/)

      await panel.getByRole('button', { name: `Copy account number ${accountNumber}` }).click()
      await expect.poll(() => panel.getAttribute('data-state')).toMatch(/^(copied|shown)$/)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber)

      const sent = await fetch(`${baseUrl}/api/wallets/sandbox/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountNumber, amount: 7_500 }),
      })
      expect(sent.status).toBe(201)
      // Back from the bank app: the page reads the balance again as it comes into view.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect.poll(() => balanceShown(page)).toContain('7,500.00')
    } finally {
      await context.close()
    }
  })
})
