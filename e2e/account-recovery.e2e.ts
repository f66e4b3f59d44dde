// Recovering and closing an account in a real browser against the running store (sandbox mail, as on a fresh machine):
// a forgotten password reset with the emailed code, after which the new password signs in and the old session is
// refused; a password changed in one browser signs the other out; a deleted account cannot sign in and its address
// can sign up afresh (docs/adr/0023, 0025, 0026).
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  ACCOUNT_DELETED,
  accountSettingsTexts,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  passwordResetTexts,
} from '../src/domain/account-recovery'
import { journeyBrowser } from './support/browser'
import { PASSWORD, codeFromOutbox, newEmail, signInWithPassword, signUp, verifyFromOutbox } from './support/shopper'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)
const NEW_PASSWORD = 'a brand new one'

/** A verified shopper signed in on a page of their own browser. */
async function verifiedShopper(who: string) {
  const { context, page } = await journey.open({ width: 375, height: 800 })
  const email = newEmail(who)
  await signUp(page, { name: who, email })
  await verifyFromOutbox(page, email)
  return { context, page, email }
}

/** Whether the server still takes the token this page holds (a protected call, as any page makes). */
async function tokenAccepted(page: Page): Promise<boolean> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await fetch(`${baseUrl}/api/address`, { headers: { Authorization: `Bearer ${token}` } })
  return response.status === 200
}

describe('a forgotten password', () => {
  it('is reset with the emailed code; the new password signs in and the old session is refused', async () => {
    const before = await verifiedShopper('ngozi')
    const { context, page } = await journey.open({ width: 375, height: 800 })
    try {
      expect(await tokenAccepted(before.page)).toBe(true)

      await page.goto('/login')
      await page.getByRole('link', { name: 'Forgot your password?' }).click()
      await page.waitForURL('**/forgot-password')
      await page.getByLabel(passwordResetTexts.emailLabel).fill(before.email)
      await page.getByRole('button', { name: passwordResetTexts.sendCode }).click()
      const code = await codeFromOutbox(page, before.email, /Your password reset code is ([A-Z0-9]{5})/)
      await page.getByLabel(passwordResetTexts.codeLabel).fill(code)
      await page.getByLabel(passwordResetTexts.passwordLabel, { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel(passwordResetTexts.confirmLabel).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: passwordResetTexts.reset }).click()
      await page.getByText(PASSWORD_RESET_DONE).first().waitFor()
      await page.waitForURL('**/login')

      // The old password no longer signs in; the new one does.
      await signInWithPassword(page, before.email, PASSWORD)
      await expect
        .poll(() => page.locator('[data-slot="login-screen-error"]').textContent())
        .toBe('Incorrect email or password')
      await signInWithPassword(page, before.email, NEW_PASSWORD)
      await page.waitForURL('**/profile')

      // The session from before the reset is refused within the 5 s promised, and its page is signed out on reload.
      await expect.poll(() => tokenAccepted(before.page), { timeout: 5000 }).toBe(false)
      await before.page.reload()
      await before.page.waitForURL('**/login')
    } finally {
      await context.close()
      await before.context.close()
    }
  })
})

describe('a changed password', () => {
  it('keeps this browser signed in and signs the other one out', async () => {
    const here = await verifiedShopper('tunde')
    const { context, page: there } = await journey.open()
    try {
      await there.goto('/login')
      await signInWithPassword(there, here.email, PASSWORD)
      await there.waitForURL('**/profile')

      await here.page.goto('/profile/account')
      const form = here.page.locator('[data-slot="account-settings"]')
      await form.getByLabel(accountSettingsTexts.currentPasswordLabel).fill(PASSWORD)
      await form.getByLabel(accountSettingsTexts.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD)
      await form.getByLabel(accountSettingsTexts.confirmPasswordLabel).fill(NEW_PASSWORD)
      await form.getByRole('button', { name: accountSettingsTexts.changePasswordAction }).click()
      await here.page.getByText(PASSWORD_CHANGED).first().waitFor()

      // The other browser's session is refused within 5 s: its next load sends it to /login.
      await expect.poll(() => tokenAccepted(there), { timeout: 5000 }).toBe(false)
      await there.goto('/profile')
      await there.waitForURL('**/login')
      // This one stays signed in, across a reload.
      expect(await tokenAccepted(here.page)).toBe(true)
      await here.page.reload()
      await expect
        .poll(() => here.page.locator('[data-slot="profile-layout"]').getAttribute('data-state'))
        .toBe('profileAccount')
    } finally {
      await context.close()
      await here.context.close()
    }
  })
})

describe('a deleted account', () => {
  it('cannot sign in, and its address can sign up afresh', async () => {
    const { context, page, email } = await verifiedShopper('halima')
    try {
      await page.goto('/profile/account')
      await page.getByRole('button', { name: accountSettingsTexts.deleteAccountAction }).click()
      const dialog = page.locator('[data-slot="account-settings-delete-dialog"]')
      await dialog.getByLabel(accountSettingsTexts.deleteAccountEmailLabel).fill(email)
      await dialog.getByRole('button', { name: accountSettingsTexts.deleteAccountConfirm }).click()
      await page.getByText(ACCOUNT_DELETED).first().waitFor()
      await page.waitForURL((url) => url.pathname === '/')
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

      await page.goto('/login')
      await signInWithPassword(page, email, PASSWORD)
      await expect
        .poll(() => page.locator('[data-slot="login-screen-error"]').textContent())
        .toBe('Incorrect email or password')

      await signUp(page, { name: 'Halima Again', email })
      await verifyFromOutbox(page, email)
    } finally {
      await context.close()
    }
  })
})
