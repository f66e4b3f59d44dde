// The shopper's steps to an order that the journeys share: seeded products to buy, a signed-up and verified shopper,
// adding to the cart from the product page, the Address Form modal, and what the API says of stock and orders.
import { expect, inject } from 'vitest'
import type { Page } from 'playwright-core'
import { newEmail, signUp, verifyFromOutbox } from './shopper'
import { navCount, signedInApi, toast, type SeededProduct } from './store-page'

const baseUrl = inject('baseUrl')

/** Seeded products without sizes and with a few in stock, so that each journey can take its own; from the run's store
 *  unless another is named. */
export async function plainProducts(store = baseUrl): Promise<SeededProduct[]> {
  const found: SeededProduct[] = []
  for (let page: number | null = 1; page !== null && found.length < 6;) {
    const response = await fetch(`${store}/api/products?page=${page}`)
    const body = (await response.json()) as { data: { docs: SeededProduct[]; nextPage: number | null } }
    const fresh = body.data.docs.filter((product) => !found.some((known) => known._id === product._id))
    found.push(...fresh.filter((product) => product.size.length === 0 && product.is_stock >= 3))
    page = body.data.nextPage
  }
  // Listing pages come shuffled: the same order on every call, by id.
  return found.sort((a, b) => a._id.localeCompare(b._id))
}

export async function stockOf(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products/${slug}`)
  const body = (await response.json()) as { data: SeededProduct }
  return body.data.is_stock
}

/** The shopper's own orders, asked with the session the page holds. */
export async function ordersOf(page: Page): Promise<{ trackingId: string | null; amountPaid: number }[]> {
  return (await signedInApi<{ docs: { trackingId: string | null; amountPaid: number }[] }>(page, '/api/orders')).docs
}

export async function signedUpShopper(page: Page, who: string, name: string) {
  const email = newEmail(who)
  await signUp(page, { name, email })
  await verifyFromOutbox(page, email)
  return email
}

export async function addToCart(page: Page, product: SeededProduct, count: number) {
  await page.goto(`/product-details/${product.slug}`)
  const cartButton = page.locator('[data-slot="product-info-cart"]')
  await expect.poll(() => cartButton.textContent()).toBe('Add to cart')
  await cartButton.click()
  await toast(page, `${product.title} added to cart successfully!`).waitFor()
  await expect.poll(() => navCount(page, 'Cart')).toBe(count)
}

/** Places the order on /checkout and pays it with the card sandbox's test card; the page is then on /profile/orders.
 *  `total`, when given, is the amount (as checkout shows it) the sandbox must ask for. */
export async function placeAndPayByCard(page: Page, total?: string) {
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.waitForURL('**/payment?token=*')
  await page.getByRole('button', { name: /^Pay with card/ }).click()
  const sandbox = page.locator('[data-slot="sandbox-checkout-dialog"]')
  await expect.poll(() => sandbox.getAttribute('data-state')).toBe('ready')
  if (total) await expect.poll(() => sandbox.textContent()).toContain(total.replace(/\.00$/, ''))
  await sandbox.getByRole('button', { name: /^Pay ₦/ }).click()
  await toast(page, 'Your purchase was successful. We will contact you soon!').waitFor()
  await page.waitForURL('**/profile/orders')
}

/** From a cart of one product: /checkout, a new address, and 'Place order'; the page is then on /payment. */
export async function placeOrderToNewAddress(page: Page, name: string) {
  await page.goto('/checkout')
  await expect.poll(() => page.locator('[data-slot="checkout"]').getAttribute('data-state')).toBe('ready')
  await page.getByRole('button', { name: 'Add New Address' }).click()
  await fillAddressForm(page, { name, street: '4 Adeola Odeku', city: 'Lagos', state: 'Lagos', phone: '08035550177' })
  await expect.poll(() => page.getByRole('radio', { name: new RegExp(name) }).isChecked()).toBe(true)
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.waitForURL('**/payment?token=*')
}

/** Fills the Address Form modal and saves it. */
export async function fillAddressForm(
  page: Page,
  address: { name: string; street: string; city: string; state: string; phone: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Address Form' })
  await dialog.waitFor()
  await dialog.getByLabel('Full name').fill(address.name)
  await dialog.getByLabel('Street address').fill(address.street)
  await dialog.getByLabel('City or town').fill(address.city)
  await dialog.getByLabel('State').selectOption(address.state)
  await dialog.getByLabel('Phone number').fill(address.phone)
  await dialog.getByRole('button', { name: 'Save address' }).click()
  await dialog.waitFor({ state: 'detached' })
}
