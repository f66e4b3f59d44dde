// Swap deals in a real browser against the running store (issue 24, item 3): a shopper sends a swap request; the
// sandbox owner finds it in the swap inbox by the shopper's email, moves it to 'Offer made' and replies by email; the
// outbox holds the reply, and the shopper's profile shows the request as 'Offer made'.
import { describe, expect, inject, it } from 'vitest'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { journeyBrowser } from './support/browser'
import { signedUpShopper } from './support/checkout'
import { emailSubjects, signInWithPassword } from './support/shopper'
import { toast } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

describe('a swap deal', () => {
  it('moves a request to offer made and answers it by email, and the shopper sees it on their profile', async () => {
    const shopper = await journey.open()
    const staff = await journey.open()
    try {
      const { page } = shopper
      const email = await signedUpShopper(page, 'swapper', 'Kemi Adeyemi')
      // The request as the swap page sends it, with the shopper's session.
      const sent = await page.evaluate(async () => {
        const response = await fetch('/api/swap', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
          body: JSON.stringify({
            brand: 'Apple',
            model: 'iPhone 11',
            storage: '64GB',
            condition: 'used',
            wanted: 'Samsung Galaxy A54',
            phone: '08034445555',
            city: 'Ibadan',
          }),
        })
        return response.status
      })
      expect(sent).toBe(201)

      const inbox = staff.page
      await inbox.goto('/login')
      await signInWithPassword(inbox, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await inbox.waitForURL('**/profile')
      await inbox.goto('/staff/swaps')
      await inbox.getByRole('search', { name: 'Filter the swap requests' }).getByLabel('Search').fill(email)
      await inbox.waitForURL(`**/staff/swaps?q=${encodeURIComponent(email)}`)
      const row = inbox.locator('[data-slot="staff-swaps-row"]')
      await expect.poll(() => row.count()).toBe(1)
      await row.getByRole('link', { name: 'Apple iPhone 11 64GB' }).click()
      await expect.poll(() => inbox.url()).toMatch(/\/staff\/swaps\/[0-9a-f]{24}$/)
      const request = inbox.locator('[data-slot="staff-swap"]')
      await expect.poll(() => request.getAttribute('data-state')).toBe('viewing')
      const status = request.locator('[data-slot="staff-swap-header"] [data-slot="swap-status-badge"]')
      expect(await status.textContent()).toBe('New')

      await request.getByRole('button', { name: 'Move to Offer made' }).click()
      await expect.poll(() => status.textContent()).toBe('Offer made')
      await request.getByLabel('Your reply').fill('We can offer ₦120,000 for your iPhone 11 against the Galaxy A54.')
      await request.getByRole('button', { name: 'Send reply' }).click()
      await toast(inbox, 'Reply sent.').waitFor()
      const timeline = request.locator('[data-slot="staff-swap-event"]')
      await expect.poll(() => timeline.count()).toBe(3)
      expect(await emailSubjects(inbox, email)).toContain(
        'About your swap request: Apple iPhone 11 64GB for Samsung Galaxy A54',
      )

      // The shopper's profile shows where the request stands.
      await page.goto('/profile')
      // The panel comes as the shopper scrolls to it (docs/adr/0051).
      await page.locator('[data-slot="profile-screen-swap-requests"]').scrollIntoViewIfNeeded()
      const mine = page.locator('[data-slot="my-swap-request"]')
      await expect.poll(() => mine.count()).toBe(1)
      expect(await mine.getAttribute('data-state')).toBe('offerMade')
      expect(await mine.textContent()).toContain('We have sent you an offer. Check your email.')
    } finally {
      await shopper.context.close()
      await staff.context.close()
    }
  })
})
