// Accounts in a real browser against the running store (sandbox mail and identity, as on a fresh machine):
// sign up, read the code from the outbox page, verify, land on /profile, log out, sign in again; Google and
// Apple through the identity sandbox; and a visitor sent from a protected page to /login and back.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './support/browser'
import { PASSWORD, newEmail, signInWithPassword, signUp, verifyFromOutbox } from './support/shopper'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

async function chooseSandboxIdentity(page: Page, provider: 'Google' | 'Apple', email: string, name: string) {
  const dialog = page.locator('[data-slot="sandbox-identity-dialog"]')
  await dialog.waitFor()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Name (optional)').fill(name)
  await dialog.getByRole('button', { name: `Continue as this ${provider} user` }).click()
}

describe('an account with email and password', () => {
  it('signs up, verifies with the emailed code, lands on /profile, logs out and signs in again', async () => {
    const { context, page } = await journey.open()
    const email = newEmail('amaka')
    try {
      await signUp(page, { name: 'Amaka Obi', email })
      await verifyFromOutbox(page, email)
      await expect.poll(() => page.locator('[data-slot="profile-screen-email"]').textContent()).toBe(email)

      const token = await page.evaluate(() => localStorage.getItem('token'))
      await page.goto('/logout')
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByText("You're logged out successfully!").waitFor()
      await page.waitForURL((url) => url.pathname === '/')
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      // The session ended on the server too (ADR 0023): a copy of the token is refused, within the 5 s it promises.
      await expect
        .poll(
          async () => (await fetch(`${baseUrl}/api/address`, { headers: { Authorization: `Bearer ${token}` } })).status,
          { timeout: 5000 },
        )
        .toBe(401)

      await page.goto('/login')
      await signInWithPassword(page, email, PASSWORD)
      await page.waitForURL('**/profile')
      await expect.poll(() => page.locator('[data-slot="profile-screen-email"]').textContent()).toBe(email)
    } finally {
      await context.close()
    }
  })

  it('shows the server message under the form for a wrong password, and stays on /login', async () => {
    const { context, page } = await journey.open()
    try {
      await page.goto('/login')
      await signInWithPassword(page, newEmail('nobody'), PASSWORD)
      await expect
        .poll(() => page.locator('[data-slot="login-screen-error"]').textContent())
        .toBe('Incorrect email or password')
      expect(pathOf(page)).toBe('/login')
    } finally {
      await context.close()
    }
  })
})

describe('a visitor on a protected page', () => {
  it('is sent to /login and brought back to the page after signing in', async () => {
    const { context, page } = await journey.open()
    const email = newEmail('dayo')
    try {
      // An account made (and verified) with Google, so that the password sign-in below is a returning shopper's.
      await page.goto('/signup')
      await page.getByRole('button', { name: 'Continue with Google' }).click()
      await chooseSandboxIdentity(page, 'Google', email, 'Dayo Bello')
      await page.waitForURL('**/profile')
      await page.goto('/logout')
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL((url) => url.pathname === '/')

      await page.goto('/profile?tab=summary')
      await page.waitForURL('**/login')
      await page.getByRole('button', { name: 'Continue with Google' }).click()
      await chooseSandboxIdentity(page, 'Google', email, 'Dayo Bello')
      await page.waitForURL('**/profile?tab=summary')
      await expect.poll(() => page.locator('[data-slot="profile-screen-email"]').textContent()).toBe(email)
    } finally {
      await context.close()
    }
  })
})

describe('Google and Apple through the identity sandbox', () => {
  it('signs in with Google from /login', async () => {
    const { context, page } = await journey.open()
    const email = newEmail('kelechi')
    try {
      await page.goto('/login')
      await page.getByRole('button', { name: 'Continue with Google' }).click()
      await chooseSandboxIdentity(page, 'Google', email, 'Kelechi Eze')
      await page.waitForURL('**/profile')
      await expect.poll(() => page.locator('[data-slot="profile-screen-email"]').textContent()).toBe(email)
      await expect.poll(() => page.locator('[data-slot="profile-screen-name"]').textContent()).toContain('Kelechi')
    } finally {
      await context.close()
    }
  })

  it('signs in with Apple from the sign-in modal and goes to the page the visitor picked', async () => {
    const { context, page } = await journey.open()
    const email = newEmail('zainab')
    try {
      await page.goto('/')
      await page.locator('[data-slot="nav-bar"]').getByRole('link', { name: 'Login' }).click()
      const modal = page.locator('[data-slot="sign-in-modal"]')
      await modal.waitFor()
      await modal.getByRole('button', { name: 'Continue with Apple' }).click()
      await chooseSandboxIdentity(page, 'Apple', email, 'Zainab Musa')
      await page.waitForURL('**/profile')
      await expect.poll(() => page.locator('[data-slot="profile-screen-email"]').textContent()).toBe(email)
    } finally {
      await context.close()
    }
  })
})
