// A shopper's account steps shared by the journeys: a fresh address per run (so journeys repeat against one data
// folder), the verification code read from the sandbox outbox page as a person would, and sign-up through the page.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'

export const PASSWORD = 'correct horse battery'

export function newEmail(who: string): string {
  return `${who}.${Date.now().toString(36)}@example.com`
}

/** What a person does: open the outbox page in another tab, find their newest email, copy the code from it (the
 *  verification email's by default; a password reset's says `Your password reset code is`). Some emails go after the
 *  reply that asked for them (a reset code, ADR 0025), so the page is read again until the email has come, as a person
 *  would refresh it. */
export async function codeFromOutbox(
  page: Page,
  email: string,
  pattern = /Your verification code is ([A-Z0-9]{5})/,
): Promise<string> {
  const outbox = await page.context().newPage()
  try {
    for (const giveUpAt = Date.now() + 10_000; ; await outbox.waitForTimeout(250)) {
      await outbox.goto(`/dev/outbox?to=${encodeURIComponent(email)}`)
      const newest = outbox.locator('[data-slot="outbox-message-body"]').first()
      const body = (await newest.count()) > 0 ? await newest.textContent() : null
      const code = pattern.exec(body ?? '')?.[1]
      if (code) return code
      if (Date.now() > giveUpAt) throw new Error(`no code in the email to ${email}: ${body}`)
    }
  } finally {
    await outbox.close()
  }
}

/** Fills and sends the Login form (on /login). */
export async function signInWithPassword(page: Page, email: string, password: string) {
  const form = page.locator('[data-slot="login-screen-form"]')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** The subjects of the emails to `to` in the sandbox outbox, newest first, read from its page as a person would. */
export async function emailSubjects(page: Page, to: string): Promise<string[]> {
  const outbox = await page.context().newPage()
  try {
    await outbox.goto(`/dev/outbox?to=${encodeURIComponent(to)}`)
    return await outbox.locator('[data-slot="outbox-message-subject"]').allTextContents()
  } finally {
    await outbox.close()
  }
}

/** The bodies of the texts in the sandbox outbox, newest first, read from its page as a person would. */
export async function outboxTexts(page: Page): Promise<string[]> {
  const outbox = await page.context().newPage()
  try {
    await outbox.goto('/dev/outbox')
    return await outbox.locator('[data-slot="outbox-text-body"]').allTextContents()
  } finally {
    await outbox.close()
  }
}

/** Fills and sends the Sign Up form; the page then goes to /verification. */
export async function signUp(
  page: Page,
  { name, email, password = PASSWORD }: { name: string; email: string; password?: string },
) {
  await page.goto('/signup')
  const form = page.locator('[data-slot="signup-screen-form"]')
  await form.getByLabel('Full name (optional)').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByLabel('Confirm password').fill(password)
  await form.getByLabel('I accept all terms and conditions').check()
  await form.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL('**/verification')
}

/** Types the emailed code on /verification; the page then goes to /profile. */
export async function verifyFromOutbox(page: Page, email: string) {
  await expect.poll(() => page.locator('[data-slot="verification-screen-email"]').textContent()).toBe(email)
  const code = await codeFromOutbox(page, email)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.getByText('Verification was successful').waitFor()
  await page.waitForURL('**/profile')
}
