// The wallet in a real browser against the running store and its sandboxes (issue 13): a new shopper funds ₦20,000 by
// card in the payment sandbox, buys a data plan for an MTN number (the network found from the number), buys ₦100 of
// airtime, withdraws ₦1,000 to a sandbox bank account whose name is looked up, sees each in the transactions with the
// balance the ledger gives, and pays for an order from the wallet.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './support/browser'
import { newEmail, signUp, verifyFromOutbox } from './support/shopper'
import { navCount, signedInApi, toast, type SeededProduct } from './support/store-page'

const baseUrl = inject('baseUrl')
const journey = journeyBrowser(baseUrl)
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)

interface Transaction {
  type: string
  amount: number
  fee: number
  status: string
}

async function balanceShown(page: Page): Promise<string> {
  return (await page.locator('[data-slot="wallet-card-balance"]').textContent()) ?? ''
}

/** The cheapest seeded product without sizes that is in stock. */
async function cheapestProduct(): Promise<SeededProduct> {
  const found: SeededProduct[] = []
  for (let page: number | null = 1; page !== null;) {
    const response = await fetch(`${baseUrl}/api/products?page=${page}`)
    const body = (await response.json()) as { data: { docs: SeededProduct[]; nextPage: number | null } }
    found.push(...body.data.docs.filter((product) => product.size.length === 0 && product.is_stock >= 2))
    page = body.data.nextPage
  }
  const cheapest = found.sort((a, b) => a.discounted_price - b.discounted_price)[0]
  if (!cheapest) throw new Error('the seed has no product without sizes in stock')
  return cheapest
}

describe('a shopper using the wallet', () => {
  it('funds it, buys data and airtime, withdraws to a bank, sees every transaction and pays for an order from it', async () => {
    const { context, page } = await journey.open()
    const email = newEmail('tunde')
    try {
      await signUp(page, { name: 'Tunde Bakare', email })
      await verifyFromOutbox(page, email)
      await expect.poll(() => balanceShown(page)).toContain('0.00')

      // Fund ₦20,000 by card in the payment sandbox.
      await page.getByRole('button', { name: 'Add Funds' }).click()
      const addFunds = page.getByRole('dialog', { name: 'Add Funds' })
      await addFunds.getByLabel('Amount (₦)').fill('20000')
      await addFunds.getByRole('button', { name: 'Continue to payment' }).click()
      await addFunds.getByRole('button', { name: /^Pay with card/ }).click()
      const sandbox = page.locator('[data-slot="sandbox-checkout-dialog"]')
      await expect.poll(() => sandbox.getAttribute('data-state')).toBe('ready')
      await sandbox.getByRole('button', { name: /^Pay ₦/ }).click()
      await toast(page, '₦20,000.00 was added to your wallet').waitFor()
      await expect.poll(() => balanceShown(page)).toContain(naira(20_000))

      // A data plan for an MTN number: the network is found once the number is whole.
      const buyData = page.locator('[data-slot="buy-data"]')
      await buyData.getByLabel('Phone number').first().fill('0803 555 0188')
      await buyData.getByText('Network: MTN').first().waitFor()
      const plans = await signedInApi<{ docs: { _id: string; network: string; amount: number }[] }>(
        page,
        '/api/wallets/fetchDataPlan',
      )
      const plan = plans.docs.find((candidate) => candidate.network === 'MTN')
      if (!plan) throw new Error('the sandbox sells no MTN plan')
      await buyData.getByLabel('Data plan').selectOption(plan._id)
      await buyData.getByRole('button', { name: 'Continue' }).click()
      await buyData.getByText('Step 2 of 2').waitFor()
      await buyData.getByRole('button', { name: 'PURCHASE' }).click()
      await toast(page, 'Data purchase was successful').waitFor()
      // spec §4: the page reloads 2 s after a purchase.
      await page.waitForEvent('load')
      await expect.poll(() => balanceShown(page)).toContain(naira(20_000 - plan.amount))

      // ₦100 of airtime.
      const airtime = page.getByRole('region', { name: 'Buy airtime' })
      await airtime.getByLabel('Phone number').fill('08035550188')
      await airtime.getByLabel('Amount (₦)').fill('100')
      await airtime.getByRole('button', { name: 'Buy airtime' }).click()
      await toast(page, 'Airtime purchase was successful').waitFor()
      await page.waitForEvent('load')
      await expect.poll(() => balanceShown(page)).toContain(naira(20_000 - plan.amount - 100))

      // ₦1,000 to a sandbox bank account, whose name is looked up; the fee is ₦100 (ADR 0010).
      await page.getByRole('button', { name: 'Withdraw' }).first().click()
      const withdraw = page.getByRole('dialog', { name: 'Withdraw' })
      await withdraw.getByLabel('Amount (₦)').fill('1000')
      await withdraw.getByLabel('Bank').selectOption({ index: 1 })
      await withdraw.getByLabel('Account number').fill('0123456789')
      await expect
        .poll(
          async () =>
            ((await withdraw.locator('[data-slot="withdraw-account-name"]').textContent()) ?? '').trim().length,
        )
        .toBeGreaterThan(3)
      await expect.poll(() => withdraw.locator('[data-slot="withdraw-fee"]').textContent()).toContain('100')
      await withdraw.getByRole('button', { name: 'Withdraw' }).click()
      await toast(page, 'Withdrawal was successful').waitFor()
      const afterWithdrawal = 20_000 - plan.amount - 100 - 1_100
      // The balance is read again 2 s after a withdrawal (spec §4).
      await expect.poll(() => balanceShown(page), { timeout: 5_000 }).toContain(naira(afterWithdrawal))

      // Every movement is in the transactions, and the balance is the ledger's. The sandbox's bank settles the
      // transfer a few seconds later through the webhook.
      await expect
        .poll(
          async () =>
            (await signedInApi<{ docs: Transaction[] }>(page, '/api/wallets/transactions')).docs.find(
              (entry) => entry.type === 'withdrawal',
            )?.status,
          { timeout: 15_000 },
        )
        .toBe('successful')
      const { docs } = await signedInApi<{ docs: Transaction[] }>(page, '/api/wallets/transactions')
      expect(docs.map(({ type, amount, fee, status }) => ({ type, amount, fee, status }))).toEqual([
        { type: 'withdrawal', amount: 1_000, fee: 100, status: 'successful' },
        { type: 'airtimePurchase', amount: 100, fee: 0, status: 'successful' },
        { type: 'dataPurchase', amount: plan.amount, fee: 0, status: 'successful' },
        { type: 'funding', amount: 20_000, fee: 0, status: 'successful' },
      ])
      expect((await signedInApi<{ balance: number }>(page, '/api/wallets')).balance).toBe(afterWithdrawal)
      await page.reload()
      const rows = page.locator('[data-slot="wallet-transaction"]')
      await expect.poll(() => rows.count()).toBe(4)
      await expect
        .poll(() => rows.first().locator('[data-slot="wallet-transaction-status"]').textContent())
        .toBe('Successful')

      // An order paid from the wallet.
      const product = await cheapestProduct()
      const total = product.discounted_price + 3_000
      expect(total).toBeLessThanOrEqual(afterWithdrawal)
      await page.goto(`/product-details/${product.slug}`)
      const cartButton = page.locator('[data-slot="product-info-cart"]')
      await expect.poll(() => cartButton.textContent()).toBe('Add to cart')
      await cartButton.click()
      await toast(page, `${product.title} added to cart successfully!`).waitFor()
      await page.goto('/checkout')
      await page.getByRole('button', { name: 'Add New Address' }).click()
      const form = page.getByRole('dialog', { name: 'Address Form' })
      await form.getByLabel('Full name').fill('Tunde Bakare')
      await form.getByLabel('Street address').fill('4 Allen Avenue')
      await form.getByLabel('City or town').fill('Ikeja')
      await form.getByLabel('State').selectOption('Lagos')
      await form.getByLabel('Phone number').fill('08035550188')
      await form.getByRole('button', { name: 'Save address' }).click()
      await form.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Pay with wallet' }).click()
      await toast(page, 'Your purchase was successful. We will contact you soon!').waitFor()
      await page.waitForURL('**/profile/orders')
      await expect.poll(() => page.locator('[data-slot="order-card"]').count()).toBe(1)
      await expect.poll(() => navCount(page, 'Cart')).toBe(0)
      expect((await signedInApi<{ balance: number }>(page, '/api/wallets')).balance).toBe(afterWithdrawal - total)
    } finally {
      await context.close()
    }
  })
})
