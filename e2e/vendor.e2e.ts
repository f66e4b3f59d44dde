// Vendors and swap deals in a real browser against the running store (issue 14): the sandbox vendor uploads a
// product with two sizes and two pictures, finds it in the listing and on its page, edits its price, marks it out of
// stock (a shopper sees 'Out of stock' and asks to be told), restocks it (the shopper's email arrives) and deletes it
// (its page says it is not available); a shopper sends a swap request with a photo and lands on /request-success; and
// a shopper who is not a vendor is refused every write.
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { SANDBOX_VENDOR } from '../server/services/sandbox-vendor'
import { journeyBrowser } from './support/browser'
import { signedUpShopper } from './support/checkout'
import { emailSubjects, signInWithPassword } from './support/shopper'
import { toast, type SeededProduct } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)

interface UploadedProduct extends SeededProduct {
  images: string[]
  original_price: number
  priceUpdatedAt: string
}

/** A photo as a phone would hand it over: a real JPEG, in one colour. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

async function productTitled(title: string): Promise<UploadedProduct | undefined> {
  const response = await fetch(`${baseUrl}/api/products?title=${encodeURIComponent(title)}`)
  const body = (await response.json()) as { data: { docs: UploadedProduct[] } }
  return body.data.docs.find((product) => product.title === title)
}

async function bySlug(slug: string): Promise<UploadedProduct> {
  const response = await fetch(`${baseUrl}/api/products/${slug}`)
  return ((await response.json()) as { data: UploadedProduct }).data
}

describe('a vendor', () => {
  it('uploads a product with sizes and pictures, edits its price, sells it out, restocks it for a waiting shopper and deletes it', async () => {
    const vendor = await journey.open()
    const shopper = await journey.open()
    const title = `Oja Test Speaker ${Date.now().toString(36)}`
    try {
      const { page } = vendor
      await page.goto('/login')
      await signInWithPassword(page, SANDBOX_VENDOR.email, SANDBOX_VENDOR.password)
      await page.waitForURL('**/profile')

      // Upload (spec §4 Product form).
      await page.goto('/load-items')
      const form = page.locator('[data-slot="load-items-form"]')
      // The form is drawn disabled while its page loads (the vendor's products and the categories): a person picks
      // pictures once it is not.
      await page.locator('[data-slot="load-items-form"]:not([aria-busy])').waitFor()
      await form
        .getByLabel('Add pictures')
        .setInputFiles([await photo('front.jpg', '#12a150'), await photo('back.jpg', '#d9530a')])
      await expect.poll(() => form.locator('[data-slot="picture-picker-item"]').count()).toBe(2)
      await form.getByLabel('Title').fill(title)
      await form.getByLabel('Category').selectOption({ index: 1 })
      await form.getByLabel('Original price (₦)').fill('25000')
      await form.getByLabel('Discounted price (₦)').fill('20000')
      await form.getByLabel('Description').fill('A loud little speaker for the road.')
      await form.getByRole('button', { name: 'Add size' }).click()
      await form.getByLabel('Size 1 name').fill('Black')
      await form.getByLabel('Size 1 stock').fill('2')
      await form.getByRole('button', { name: 'Add size' }).click()
      await form.getByLabel('Size 2 name').fill('Blue')
      await form.getByLabel('Size 2 stock').fill('3')
      await form.getByRole('button', { name: 'Upload product' }).click()
      await toast(page, 'Uploaded successfully :)').waitFor()

      // The server took the stock as the sum of the sizes and kept both pictures, re-encoded (spec §9).
      await expect.poll(async () => (await productTitled(title))?.is_stock).toBe(5)
      const uploaded = (await productTitled(title))!
      expect(uploaded.size).toEqual([
        { title: 'Black', is_stock: 2 },
        { title: 'Blue', is_stock: 3 },
      ])
      expect(uploaded.images).toHaveLength(2)
      const picture = await fetch(`${baseUrl}${uploaded.images[0]}`)
      expect(picture.headers.get('content-type')).toBe('image/webp')

      // It is in the listing and on its page.
      await page.goto(`/product-listing?title=${encodeURIComponent(title)}`)
      await page.locator('[data-slot="product-card"]', { hasText: title }).first().waitFor()
      await page.goto(`/product-details/${uploaded.slug}`)
      await expect.poll(() => page.locator('[data-slot="product-info-title"]').textContent()).toBe(title)

      // 'Edit product' opens the form on it; the token leaves the address at once.
      await page.getByRole('link', { name: 'Edit product' }).click()
      await page.waitForURL('**/load-items?**')
      await expect.poll(() => form.getByLabel('Title').inputValue()).toBe(title)
      expect(new URL(page.url()).searchParams.has('token')).toBe(false)
      await form.getByLabel('Discounted price (₦)').fill('18000')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, 'Uploaded successfully :)').waitFor()
      const repriced = await bySlug(uploaded.slug)
      expect(repriced.discounted_price).toBe(18000)
      expect(Date.parse(repriced.priceUpdatedAt)).toBeGreaterThan(Date.parse(uploaded.priceUpdatedAt))

      // Out of stock, after a confirmation.
      await form.getByRole('button', { name: 'Mark out of stock' }).click()
      const confirm = page.locator('[data-slot="load-items-confirm"]')
      await confirm.getByRole('button', { name: 'Mark out of stock' }).click()
      await toast(page, `${title} is now out of stock`).waitFor()
      expect((await bySlug(uploaded.slug)).is_stock).toBe(0)

      // A shopper sees it sold out and asks to be told.
      const email = await signedUpShopper(shopper.page, 'chidi', 'Chidi Okafor')
      await shopper.page.goto(`/product-details/${uploaded.slug}`)
      await shopper.page.locator('[data-slot="product-info-tags"]', { hasText: 'Out of stock' }).waitFor()
      await shopper.page.locator('[data-slot="product-info-availability"]').click()
      await toast(shopper.page, 'Request has been sent. We will get back to you through your email').waitFor()

      // The vendor restocks one size: the shopper's email arrives.
      await form.getByLabel('Size 1 stock').fill('4')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, 'Uploaded successfully :)').waitFor()
      expect((await bySlug(uploaded.slug)).is_stock).toBe(4)
      await expect.poll(() => emailSubjects(shopper.page, email)).toContain(`${title} is back in stock at Oja`)

      // Delete, after a confirmation: its page says it is not available.
      await form.getByRole('button', { name: 'Delete product' }).click()
      await confirm.getByRole('button', { name: 'Delete product' }).click()
      await toast(page, `${title} was deleted`).waitFor()
      await shopper.page.goto(`/product-details/${uploaded.slug}`)
      await shopper.page.getByText('This product is not available!').waitFor()
      expect(await productTitled(title)).toBeUndefined()
    } finally {
      await vendor.context.close()
      await shopper.context.close()
    }
  })
})

describe('a shopper', () => {
  it('sends a swap request with a photo and lands on the thank-you page, with a confirmation email', async () => {
    const { context, page } = await journey.open()
    try {
      const email = await signedUpShopper(page, 'funke', 'Funke Bello')
      await page.goto('/swap')
      await page.getByRole('textbox', { name: 'Brand', exact: true }).fill('Apple')
      await page.getByRole('textbox', { name: 'Model', exact: true }).fill('iPhone 12')
      await page.getByRole('textbox', { name: 'Storage (optional)', exact: true }).fill('128GB')
      await page.getByRole('radio', { name: /^Used/ }).click()
      await page.getByLabel('Add pictures').setInputFiles([await photo('iphone.jpg', '#1f2933')])
      await expect.poll(() => page.locator('[data-slot="picture-picker-item"]').count()).toBe(1)
      await page.getByRole('combobox', { name: 'Device you want' }).fill('Samsung Galaxy S23')
      await page.getByRole('textbox', { name: 'Phone number' }).fill('08031234567')
      await page.getByRole('textbox', { name: 'City', exact: true }).fill('Ilorin')
      await page.getByRole('button', { name: 'Request swap' }).click()
      await page.waitForURL('**/request-success')
      await expect.poll(() => emailSubjects(page, email)).toContain('We have your swap request')
      // The store's team is told (SWAP_TEAM_EMAIL, its default here).
      await expect
        .poll(() => emailSubjects(page, 'swaps@oja.ng'))
        .toContain('Swap request: Apple iPhone 12 128GB for Samsung Galaxy S23')
    } finally {
      await context.close()
    }
  })

  it('who is not a vendor is refused every write to the catalogue', async () => {
    const { context, page } = await journey.open()
    try {
      await signedUpShopper(page, 'tunde', 'Tunde Ade')
      const token = await page.evaluate(() => localStorage.getItem('token'))
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      const someone = (await (await fetch(`${baseUrl}/api/products?limit=1`)).json()) as {
        data: { docs: SeededProduct[] }
      }
      const refused = [
        await fetch(`${baseUrl}/api/products`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            title: 'Mine',
            description: 'x',
            original_price: 10,
            discounted_price: 10,
            categoryId: '0'.repeat(24),
            images: ['/media/uploads/x-800.webp'],
          }),
        }),
        await fetch(`${baseUrl}/api/products`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ _id: someone.data.docs[0]!._id, is_stock: 0 }),
        }),
        await fetch(`${baseUrl}/api/vendor/products`, { headers }),
      ]
      const form = new FormData()
      form.append('images', new Blob([(await photo('x.jpg', '#000000')).buffer], { type: 'image/jpeg' }), 'x.jpg')
      refused.push(
        await fetch(`${baseUrl}/api/products/pushimgs`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
      )
      for (const response of refused) {
        expect(response.status).toBe(403)
        expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
          'Only vendors can upload products',
        )
      }
    } finally {
      await context.close()
    }
  })
})
