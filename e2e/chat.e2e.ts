// Live chat in a real browser against the running store (issue 24, item 6; docs/adr/0036), in two browser contexts:
// a visitor's chat panel asks for their email (or to sign in); a visitor who gives an email writes, the owner answers
// and the visitor sees it without reloading, and still has the conversation after a reload; a shopper signs up, presses the chat button (the panel's script is
// fetched only then) and writes to the store; the sandbox owner sees the conversation on /staff/chat and replies; the
// shopper's panel shows the reply as it comes, without reloading, and the console (drawn with the conversation) the
// shopper's answer; Escape closes the panel and the button has the focus.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { SANDBOX_OWNER } from '../server/services/sandbox-owner'
import { journeyBrowser } from './support/browser'
import { plainProducts, signedUpShopper } from './support/checkout'
import { signInWithPassword } from './support/shopper'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with us' })
const panel = (page: Page) => page.locator('[data-slot="chat-panel"]')

describe('live chat', () => {
  it('asks a visitor for their email, and fetches nothing of the panel before the button is pressed', async () => {
    const visitor = await journey.open()
    try {
      const { page } = visitor
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(request.url()))
      await page.goto('/')
      await page.waitForLoadState('load')
      expect(fetched.filter((url) => /\/assets\/chat-/.test(url))).toEqual([])
      await chatButton(page).click()
      await expect.poll(() => panel(page).getAttribute('data-state')).toBe('askingEmail')
      expect(await panel(page).getByRole('link', { name: 'Sign in to chat with us.' }).getAttribute('href')).toBe(
        '/login',
      )
      expect(await chatButton(page).getAttribute('aria-expanded')).toBe('true')
      await page.keyboard.press('Escape')
      await expect.poll(() => panel(page).count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('oja-chat')
    } finally {
      await visitor.context.close()
    }
  })

  it('shows the button on a phone, and leaves the page’s own buttons clear of it at the page’s end', async () => {
    const phone = await journey.open({ width: 375, height: 740 })
    try {
      const { page } = phone
      const product = (await plainProducts())[0]
      if (!product) throw new Error('the seed has no product without sizes')
      for (const path of ['/', '/product-listing', `/product-details/${product.slug}`]) {
        await page.goto(path)
        expect(await chatButton(page).isVisible(), path).toBe(true)
        // The footer comes as the page is scrolled to it; then to the very end.
        const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await toEnd()
        await page.locator('footer[data-slot="footer"]').waitFor()
        await toEnd()
        const covered = await page.evaluate(() => {
          const chat = document.getElementById('oja-chat')!.getBoundingClientRect()
          return [...document.querySelectorAll<HTMLElement>('#root button, #root a')]
            .filter((element) => {
              const box = element.getBoundingClientRect()
              const shown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight
              return (
                shown &&
                box.left < chat.right &&
                box.right > chat.left &&
                box.top < chat.bottom &&
                box.bottom > chat.top
              )
            })
            .map((element) => element.textContent)
        })
        expect(covered, path).toEqual([])
      }
    } finally {
      await phone.context.close()
    }
  })

  it('lets a visitor who gives an email chat, brings the reply as it is sent, and keeps it across a reload', async () => {
    const visitor = await journey.open()
    const staff = await journey.open()
    try {
      const { page } = visitor
      const email = `chat-visitor-${Date.now()}@example.com`
      const question = `Do you deliver to <i>Ibadan</i>? (${email})`
      await page.goto('/product-listing')
      await chatButton(page).click()
      await expect.poll(() => panel(page).getAttribute('data-state')).toBe('askingEmail')
      await panel(page).getByRole('textbox', { name: 'Email' }).fill(email)
      await panel(page).getByRole('textbox', { name: 'Name (optional)' }).fill('Bisi Ade')
      await panel(page).getByRole('textbox', { name: 'Message' }).fill(question)
      await panel(page).getByRole('button', { name: 'Start chat' }).click()
      await expect.poll(() => panel(page).getAttribute('data-state')).toBe('open')
      const messages = panel(page).locator('[data-slot="chat-thread-message"]')
      await expect.poll(() => messages.count()).toBe(1)
      // The key is kept in the browser, never the email.
      expect(await page.evaluate(() => window.localStorage.getItem('oja-chat-key'))).toMatch(/^[A-Za-z0-9_-]{43}$/)

      // The owner sees a visitor's conversation with their email, and replies.
      const board = staff.page
      await board.goto('/login')
      await signInWithPassword(board, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await board.waitForURL('**/profile')
      await board.goto('/staff/chat')
      const conversation = board.locator('[data-slot="staff-chat-conversation"]', { hasText: question })
      await expect.poll(() => conversation.getAttribute('data-state')).toBe('unread')
      expect(await conversation.locator('[data-slot="staff-chat-visitor"]').textContent()).toBe('Visitor')
      await conversation.click()
      const pane = board.locator('[data-slot="staff-chat-conversation-pane"]')
      await expect.poll(() => pane.textContent()).toContain(question)
      expect(await pane.locator('[data-slot="staff-chat-shopper"]').textContent()).toContain(email)
      await pane.getByRole('textbox').fill('Yes, in two days.')
      await pane.getByRole('button', { name: 'Reply' }).click()

      // The visitor's panel shows it without a reload, as text.
      await expect.poll(() => messages.count()).toBe(2)
      expect(await messages.nth(1).textContent()).toContain('Yes, in two days.')
      expect(await messages.nth(0).locator('i').count()).toBe(0)

      // After a reload the same browser opens the same conversation.
      await page.reload()
      await chatButton(page).click()
      await expect.poll(() => panel(page).getAttribute('data-state')).toBe('open')
      await expect.poll(() => messages.count()).toBe(2)
    } finally {
      await visitor.context.close()
      await staff.context.close()
    }
  })

  it('brings a staff reply to the shopper’s open panel as it is sent', async () => {
    const shopper = await journey.open()
    const staff = await journey.open()
    try {
      const { page } = shopper
      const email = await signedUpShopper(page, 'chat', 'Ngozi Eze')
      // The question is this journey's own: the store may hold other conversations from earlier runs.
      const question = `Is the <b>blue</b> one in stock? (${email})`
      await page.goto('/product-listing')
      await chatButton(page).click()
      await expect.poll(() => panel(page).getAttribute('data-state')).toBe('open')
      const box = panel(page).getByRole('textbox', { name: 'Write a message' })
      await box.fill(question)
      await panel(page).getByRole('button', { name: 'Send' }).click()
      const messages = panel(page).locator('[data-slot="chat-thread-message"]')
      await expect.poll(() => messages.count()).toBe(1)
      await expect.poll(() => panel(page).getAttribute('data-state')).toBe('open')

      // The owner finds it on the console, unread, and replies.
      const board = staff.page
      await board.goto('/login')
      await signInWithPassword(board, SANDBOX_OWNER.email, SANDBOX_OWNER.password)
      await board.waitForURL('**/profile')
      // The console is drawn with the conversation in its HTML (docs/adr/0050) and taken over with its live stream.
      expect(await (await staff.context.request.get('/staff/chat')).text()).toContain(email)
      await board.goto('/staff/chat')
      const conversation = board.locator('[data-slot="staff-chat-conversation"]', { hasText: question })
      await expect.poll(() => conversation.getAttribute('data-state')).toBe('unread')
      await conversation.click()
      const pane = board.locator('[data-slot="staff-chat-conversation-pane"]')
      await expect.poll(() => pane.textContent()).toContain(question)
      await pane.getByRole('textbox').fill('Yes, two are left.')
      await pane.getByRole('button', { name: 'Reply' }).click()

      // The shopper's panel shows it without a reload.
      await expect.poll(() => messages.count()).toBe(2)
      expect(await messages.nth(1).textContent()).toContain('Yes, two are left.')
      expect(await messages.nth(1).getAttribute('data-variant')).toBe('staff')
      expect(await messages.nth(0).locator('b').count()).toBe(0)

      // The shopper writes back: the console shows it as it comes, without a reload.
      await box.fill('Thank you, I will order it.')
      await panel(page).getByRole('button', { name: 'Send' }).click()
      await expect.poll(() => pane.textContent()).toContain('Thank you, I will order it.')
    } finally {
      await shopper.context.close()
      await staff.context.close()
    }
  })
})
