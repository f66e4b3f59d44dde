// Staff pages drawn by the server for the staff member their page session cookie names (docs/adr/0050, 'Staff pages'):
// the sandbox owner's audit log, the promos, the categories, the dashboard, the held money, the shops and the chat
// console's conversations are in the HTML as first received, and the app takes each over as drawn, without a hydration
// error; for nobody they are the staff frame.
import { describe, expect, inject, it } from 'vitest'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { journeyBrowser } from './support/browser'
import { signInWithPassword } from './support/shopper'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

/** Each page and what it is drawn with: its rows (the seed's promo and categories), or its rows or its empty note (the
 *  audit log, empty on a new store). */
const PAGES = [
  { path: '/staff/audit', drawn: /data-slot="staff-audit-(row|empty)"/ },
  { path: '/staff/promos', drawn: /data-slot="staff-promos-row"/ },
  { path: '/staff/categories', drawn: /data-slot="staff-categories-row"/ },
  { path: '/staff/dashboard', drawn: /data-slot="staff-dashboard-figures"/ },
  // The float, with what is held or the note that nothing is; the sandbox vendor's shop.
  { path: '/staff/money', drawn: /data-slot="staff-money-float"/ },
  { path: '/staff/vendors', drawn: /data-slot="staff-vendors-row"/ },
  // The chat console's conversations, or its note that there are none (its live stream starts with the script).
  { path: '/staff/chat', drawn: /data-slot="staff-chat-(list|empty)"/ },
] as const

describe('staff pages drawn for the staff member', () => {
  it('come with their rows in the HTML, and are taken over as drawn', async () => {
    const { page, context } = await journey.open()
    try {
      const hydration: string[] = []
      page.on('console', (message) => {
        if (/Hydration failed|did(n't| not) match/.test(message.text())) hydration.push(message.text())
      })
      await page.goto('/login')
      await signInWithPassword(page, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await page.waitForURL('**/profile')
      for (const { path, drawn } of PAGES) {
        const response = await context.request.get(path)
        expect(response.headers()['cache-control'], path).toBe('private, no-store')
        expect(await response.text(), path).toMatch(drawn)
        // For nobody, the frame as before.
        const nobody = await (await fetch(new URL(path, baseUrl))).text()
        expect(nobody, path).not.toMatch(drawn)
        // Opened in the browser: taken over as drawn, the rows still there once the app works.
        await page.goto(path)
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready')
        expect(await page.content(), path).toMatch(drawn)
        // The footer is drawn with a page drawn for someone (the page may be short), and kept through the takeover.
        expect(await response.text(), path).toContain('<footer')
        expect(nobody, path).not.toContain('<footer')
        expect(await page.locator('footer').count(), path).toBe(1)
      }
      // The drawn footer is kept as drawn and fetches no code (docs/adr/0051); its store links are followed in the app.
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
      expect(scripts.filter((name) => /\/assets\/footer-/.test(name))).toEqual([])
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }))
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
      await page.waitForURL('**/privacy')
      expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true)
      expect(hydration).toEqual([])
    } finally {
      await context.close()
    }
  })
})
