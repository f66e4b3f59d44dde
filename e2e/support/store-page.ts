// What the journeys read off the store's pages and API the same way: a seeded product as the API gives it, a toast,
// and the navigation's counts.
import { inject } from 'vitest'
import type { Page } from 'playwright-core'

const baseUrl = inject('baseUrl')

export interface SeededProduct {
  _id: string
  slug: string
  title: string
  discounted_price: number
  is_stock: number
  size: { title: string; is_stock: number }[]
}

export function toast(page: Page, text: string) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text }).first()
}

/** The number in a navigation link's bubble (none shown reads as 0). */
export async function navCount(page: Page, link: 'Cart' | 'Wishlist'): Promise<number> {
  const bubble = page
    .getByRole('navigation', { name: 'Main' })
    .locator(`a[href="/${link.toLowerCase()}"] [data-slot="nav-bar-count"]`)
  return (await bubble.count()) === 0 ? 0 : Number(await bubble.textContent())
}

/** What the API answers a GET with the session the page holds (its `data`), from the store the page is on. */
export async function signedInApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const origin = page.url().startsWith('http') ? new URL(page.url()).origin : baseUrl
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return ((await response.json()) as { data: T }).data
}
