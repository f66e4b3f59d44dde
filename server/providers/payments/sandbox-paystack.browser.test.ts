// The Paystack sandbox's stand-in for InlineJS v2 in Debian Chromium, as the payment page meets it: a page under a
// strict Content-Security-Policy loads the script the store serves, calls `new PaystackPop()` and its methods, and the
// sandbox's calls (the transaction, the charges, Apple Pay's two calls) are answered here by a small fake at the network.
import { chromium, type Browser, type Page, type Request, type Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_PAYSTACK_SCRIPT_PATH } from '../../../src/domain/provider-scripts'
import { SANDBOX_PAYSTACK_SCRIPT_FILE, sandboxScriptSource } from './sandbox-checkout'

const ORIGIN = 'http://oja.test'
const API = '/api/payments/sandbox/paystack'
const ACCESS_CODE = 'ac_sandbox_7Qm2xK9p'
const REFERENCE = 'oja_3x9k2m'
const SCRIPT = sandboxScriptSource(SANDBOX_PAYSTACK_SCRIPT_FILE)
// No inline styles or scripts at all: the stand-in must style itself through the CSSOM only.
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'"
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title>
<script src="${SANDBOX_PAYSTACK_SCRIPT_PATH}"></script></head>
<body><main><h1>Payment</h1><button id="other" type="button">Other ways to pay</button><div id="wallet"></div></main></body></html>`

interface Transaction {
  reference: string
  amountKobo: number
  currency: string
  email: string
  channels: string[]
  status: 'ongoing' | 'success' | 'failed'
}

/** What the fake sandbox holds and heard, per test. */
interface Sandbox {
  transaction: Transaction | undefined
  calls: { path: string; body: unknown }[]
  /** How the Apple Pay charge answers. */
  applePayCharge: 'success' | 'failed' | 500
  /** How many reads of the transaction fail (500) before it is answered. */
  failedReads: number
}

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
})
afterAll(async () => {
  await browser?.close()
})

/** A page of the store's origin with the script loaded, the sandbox's routes answered from `sandbox`. */
async function openPage(sandbox: Sandbox, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(error.message))
  await page.route(`${ORIGIN}/**`, (route) => answer(route, route.request(), sandbox))
  await page.goto(`${ORIGIN}/payment`)
  await page.evaluate(() => {
    Reflect.set(window, 'heard', [])
  })
  return { page, violations, close: () => context.close() }
}

async function answer(route: Route, request: Request, sandbox: Sandbox) {
  const path = new URL(request.url()).pathname
  const json = (status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
  if (path === '/payment')
    return route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': POLICY }, body: PAGE })
  if (path === SANDBOX_PAYSTACK_SCRIPT_PATH) return route.fulfill({ contentType: 'text/javascript', body: SCRIPT })
  const body: unknown = request.method() === 'POST' ? JSON.parse(request.postData() ?? 'null') : undefined
  sandbox.calls.push({ path, body })
  const transaction = sandbox.transaction
  if (path === `${API}/transactions/${ACCESS_CODE}` && sandbox.failedReads > 0) {
    sandbox.failedReads -= 1
    return json(500, { errors: [{ message: 'Something went wrong on our side.' }] })
  }
  if (path === `${API}/transactions/${ACCESS_CODE}` && transaction) return json(200, { data: transaction })
  if (path === `${API}/charges` && transaction) {
    if (transaction.status !== 'ongoing') return json(409, { errors: [{ message: 'This payment has already ended.' }] })
    const { outcome } = body as { outcome: 'success' | 'failed' }
    transaction.status = outcome
    return json(201, { data: { reference: transaction.reference, status: outcome } })
  }
  if (path === `${API}/apple-pay/session`) return json(201, { data: { merchantSession: { epochTimestamp: 1 } } })
  if (path === `${API}/apple-pay/charge`) {
    if (sandbox.applePayCharge === 500) return json(500, { errors: [{ message: 'Something went wrong' }] })
    return json(201, { data: { reference: REFERENCE, status: sandbox.applePayCharge } })
  }
  return json(404, { errors: [{ message: 'Not found' }] })
}

function newSandbox(changes: Partial<Sandbox> = {}): Sandbox {
  return {
    transaction: {
      reference: REFERENCE,
      amountKobo: 31_500_050,
      currency: 'NGN',
      email: 'ada@oja.test',
      channels: ['card', 'bank_transfer', 'ussd'],
      status: 'ongoing',
    },
    calls: [],
    applePayCharge: 'success',
    failedReads: 0,
    ...changes,
  }
}

/** What the page's callbacks heard, in order. */
const heard = (page: Page) => page.evaluate(() => Reflect.get(window, 'heard') as [string, unknown?][])

/** `new PaystackPop().resumeTransaction(accessCode, callbacks)`, each callback recorded. */
async function resume(page: Page, accessCode: unknown) {
  await page.evaluate((code) => {
    const log = Reflect.get(window, 'heard') as unknown[]
    const Pop = Reflect.get(window, 'PaystackPop') as new () => {
      resumeTransaction: (code: unknown, callbacks: object) => unknown
    }
    const popup = new Pop()
    Reflect.set(window, 'popup', popup)
    Reflect.set(
      window,
      'transaction',
      popup.resumeTransaction(code, {
        onLoad: (value: unknown) => log.push(['load', value]),
        onSuccess: (value: unknown) => log.push(['success', value]),
        onCancel: () => log.push(['cancel']),
        onError: (value: unknown) => log.push(['error', value]),
      }),
    )
  }, accessCode)
}

/** A stand-in for Apple Pay JS's ApplePaySession that plays the sheet: validation, then an authorized payment. */
async function fakeApplePay(page: Page, canMakePayments = true, sheet: 'pays' | 'is dismissed' = 'pays') {
  await page.evaluate(
    ([can, dismissed]) => {
      const log = Reflect.get(window, 'heard') as unknown[]
      class FakeSession {
        static STATUS_SUCCESS = 0
        static STATUS_FAILURE = 1
        static canMakePayments = () => can
        onvalidatemerchant?: (event: { validationURL: string }) => void
        onpaymentauthorized?: (event: { payment: unknown }) => void
        oncancel?: () => void
        constructor(version: number, request: unknown) {
          log.push(['applePay.new', { version, request }])
        }
        begin() {
          if (dismissed) {
            setTimeout(() => this.oncancel?.())
            return
          }
          setTimeout(() =>
            this.onvalidatemerchant?.({
              validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
            }),
          )
        }
        completeMerchantValidation(session: unknown) {
          log.push(['applePay.validated', session])
          setTimeout(() => this.onpaymentauthorized?.({ payment: { token: { paymentData: { version: 'EC_v1' } } } }))
        }
        completePayment(result: unknown) {
          log.push(['applePay.completed', result])
        }
        abort() {
          log.push(['applePay.aborted'])
        }
      }
      Reflect.set(window, 'ApplePaySession', FakeSession)
    },
    [canMakePayments, sheet === 'is dismissed'] as const,
  )
}

/** `paymentRequest(options)` with the page's wallet container (or the one given), each callback recorded. */
async function paymentRequest(page: Page, container: unknown = 'wallet') {
  await page.evaluate((target) => {
    const log = Reflect.get(window, 'heard') as unknown[]
    const Pop = Reflect.get(window, 'PaystackPop') as new () => {
      paymentRequest: (options: object) => Promise<unknown>
    }
    return new Pop().paymentRequest({
      key: 'pk_test_sandbox',
      email: 'ada@oja.test',
      amount: 31_500_050,
      currency: 'NGN',
      accessCode: 'ac_sandbox_7Qm2xK9p',
      container: target,
      onElementsMount: (elements: unknown) => log.push(['mount', elements]),
      onSuccess: (value: unknown) => log.push(['success', value]),
      onCancel: () => log.push(['cancel']),
      onError: (value: unknown) => log.push(['error', value]),
    })
  }, container)
}

describe("the Paystack sandbox's inline checkout", () => {
  it('opens for an access code, shows the amount and email, and pays with the test card', async () => {
    const sandbox = newSandbox()
    const { page, violations, close } = await openPage(sandbox)
    try {
      await resume(page, ACCESS_CODE)
      const dialog = page.getByRole('dialog', { name: 'Paystack sandbox checkout' })
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('ready')
      await expect.poll(() => dialog.textContent()).toContain('₦315,000.50')
      expect(await dialog.textContent()).toContain('ada@oja.test')
      expect(await dialog.getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe('true')
      expect(await dialog.getByRole('tabpanel').textContent()).toContain('4084 0840 8408 4081')
      await dialog.getByRole('button', { name: 'Pay ₦315,000.50' }).click()
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('paid')
      expect(sandbox.calls.at(-1)).toEqual({
        path: `${API}/charges`,
        body: { access_code: ACCESS_CODE, channel: 'card', outcome: 'success' },
      })
      const events = await heard(page)
      expect(events.map(([name]) => name)).toEqual(['load', 'success'])
      expect(events[1]?.[1]).toMatchObject({ reference: REFERENCE, status: 'success', message: 'Approved' })
      // The page closes the popup once it has the answer, as the app's actor does when it stops.
      await page.evaluate(() => {
        const popup = Reflect.get(window, 'popup') as { cancelTransaction: (transaction: unknown) => void }
        popup.cancelTransaction(Reflect.get(window, 'transaction'))
      })
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect((await heard(page)).map(([name]) => name)).toEqual(['load', 'success'])
      expect(violations).toEqual([])
    } finally {
      await close()
    }
  })

  it('pays by bank transfer and by USSD, each with its own channel, chosen with the keyboard', async () => {
    for (const [channel, tab, action, shows] of [
      ['bank_transfer', 'Transfer', "I've sent the money", 'Account number'],
      ['ussd', 'USSD', "I've dialled the code", '*737*000*'],
    ] as const) {
      const sandbox = newSandbox()
      const { page, violations, close } = await openPage(sandbox)
      try {
        await resume(page, ACCESS_CODE)
        const dialog = page.getByRole('dialog')
        await expect.poll(() => dialog.getAttribute('data-state')).toBe('ready')
        await dialog.getByRole('tab', { name: 'Card' }).focus()
        await page.keyboard.press(channel === 'ussd' ? 'End' : 'ArrowRight')
        const selected = dialog.getByRole('tab', { name: tab })
        expect(await selected.getAttribute('aria-selected')).toBe('true')
        expect(await selected.evaluate((node) => node === document.activeElement)).toBe(true)
        expect(await dialog.getByRole('tabpanel').textContent()).toContain(shows)
        await dialog.getByRole('button', { name: action }).click()
        await expect.poll(() => dialog.getAttribute('data-state')).toBe('paid')
        expect(sandbox.calls.at(-1)?.body).toEqual({ access_code: ACCESS_CODE, channel, outcome: 'success' })
        expect((await heard(page)).at(-1)?.[0]).toBe('success')
        expect(violations).toEqual([])
      } finally {
        await close()
      }
    }
  })

  it('fails a payment on request and tells the page, with nothing more when it is then closed', async () => {
    const sandbox = newSandbox()
    const { page, close } = await openPage(sandbox)
    try {
      await resume(page, ACCESS_CODE)
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('ready')
      await dialog.getByRole('button', { name: 'Fail this payment' }).click()
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('failed')
      expect(sandbox.calls.at(-1)?.body).toEqual({ access_code: ACCESS_CODE, channel: 'card', outcome: 'failed' })
      await page.keyboard.press('Escape')
      expect(await heard(page)).toEqual([
        ['load', expect.objectContaining({ accessCode: ACCESS_CODE })],
        ['error', { message: 'The payment failed. No money was taken.' }],
      ])
    } finally {
      await close()
    }
  })

  it('tells the page the shopper cancelled when they close it or press Escape, and gives focus back', async () => {
    const { page, close } = await openPage(newSandbox())
    try {
      await page.getByRole('button', { name: 'Other ways to pay' }).focus()
      await resume(page, ACCESS_CODE)
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('ready')
      // Focus stays inside: Tab from the last part comes back to the first.
      for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('other')
      await resume(page, ACCESS_CODE)
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
      expect((await heard(page)).map(([name]) => name)).toEqual(['load', 'cancel', 'load', 'cancel'])
    } finally {
      await close()
    }
  })

  it('says why it could not load the payment and loads it again on request; an unknown access code is an error', async () => {
    const sandbox = newSandbox({ failedReads: 1 })
    const { page, close } = await openPage(sandbox)
    try {
      await resume(page, ACCESS_CODE)
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('error')
      expect(await dialog.getByRole('status').textContent()).toBe('Something went wrong on our side.')
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => dialog.getAttribute('data-state')).toBe('ready')
      expect(await dialog.getByRole('button', { name: 'Try again' }).count()).toBe(0)

      await resume(page, 'ac_nobody_gave')
      await expect.poll(() => page.getByRole('dialog').getAttribute('data-state')).toBe('error')
      expect((await heard(page)).map(([name]) => name)).toEqual(['load', 'error'])
      expect((await heard(page)).at(-1)).toEqual([
        'error',
        { message: 'The sandbox has no payment for this access code.' },
      ])
    } finally {
      await close()
    }
  })

  it('says a transaction has ended, and shows spec §8 parameter errors for a missing or wrong-type access code', async () => {
    const sandbox = newSandbox()
    if (sandbox.transaction) sandbox.transaction.status = 'success'
    const { page, close } = await openPage(sandbox)
    try {
      await resume(page, ACCESS_CODE)
      const ended = page.getByRole('dialog')
      await expect.poll(() => ended.getAttribute('data-state')).toBe('ended')
      expect(await ended.getByRole('tab').count()).toBe(0)

      await resume(page, '')
      const invalid = page.getByRole('dialog', { name: 'Invalid transaction parameters' })
      expect(await invalid.getAttribute('data-state')).toBe('invalid')
      expect(await invalid.getByRole('listitem').allTextContents()).toEqual(['Required parameter missing: accessCode'])
      await page.keyboard.press('Escape')
      await resume(page, 42)
      expect(await page.getByRole('dialog').getByRole('listitem').allTextContents()).toEqual([
        'Invalid parameter type: accessCode',
      ])
      await page.keyboard.press('Escape')
      expect(await heard(page)).toEqual([
        ['error', { message: 'Invalid transaction parameters: Required parameter missing: accessCode' }],
        ['error', { message: 'Invalid transaction parameters: Invalid parameter type: accessCode' }],
      ])
    } finally {
      await close()
    }
  })
})

describe("the Paystack sandbox's Apple Pay (paymentRequest)", () => {
  it('reports that no wallet is available on a device without Apple Pay', async () => {
    const { page, close } = await openPage(newSandbox())
    try {
      await paymentRequest(page)
      expect(await heard(page)).toEqual([
        ['error', { message: 'No wallet payment method is available on this device' }],
        ['mount', null],
      ])
      await fakeApplePay(page, false)
      await page.evaluate(() => Reflect.set(window, 'heard', []))
      await paymentRequest(page)
      expect((await heard(page))[0]).toEqual([
        'error',
        { message: 'No wallet payment method is available on this device' },
      ])
      expect(await page.locator('#wallet').innerHTML()).toBe('')
    } finally {
      await close()
    }
  })

  it('reports a missing container', async () => {
    const { page, close } = await openPage(newSandbox())
    try {
      await fakeApplePay(page)
      await paymentRequest(page, 'no-such-element')
      await paymentRequest(page, null)
      expect(await heard(page)).toEqual([
        ['error', { message: 'Container to mount elements was not provided' }],
        ['mount', null],
        ['error', { message: 'Container to mount elements was not provided' }],
        ['mount', null],
      ])
    } finally {
      await close()
    }
  })

  it("mounts the button, validates the session and charges with spec §7's fields, then reports success", async () => {
    const sandbox = newSandbox()
    const { page, violations, close } = await openPage(sandbox)
    try {
      await fakeApplePay(page)
      await paymentRequest(page)
      expect(await heard(page)).toEqual([['mount', { applePay: true }]])
      await page.getByRole('button', { name: 'Pay with Apple Pay' }).click()
      await expect.poll(async () => (await heard(page)).at(-1)?.[0]).toBe('success')
      const events = await heard(page)
      expect(events[1]).toEqual([
        'applePay.new',
        {
          version: 3,
          request: expect.objectContaining({
            countryCode: 'NG',
            currencyCode: 'NGN',
            supportedNetworks: ['visa', 'masterCard'],
            total: expect.objectContaining({ amount: '315000.50' }),
          }),
        },
      ])
      expect(sandbox.calls).toEqual([
        {
          path: `${API}/apple-pay/session`,
          body: {
            transaction: ACCESS_CODE,
            sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
            displayName: 'Oja',
            domainName: 'oja.test',
          },
        },
        {
          path: `${API}/apple-pay/charge`,
          body: { transaction: ACCESS_CODE, paymentObject: { token: { paymentData: { version: 'EC_v1' } } } },
        },
      ])
      expect(events.slice(2)).toEqual([
        ['applePay.validated', { epochTimestamp: 1 }],
        ['applePay.completed', { status: 0 }],
        ['success', expect.objectContaining({ reference: REFERENCE, status: 'success', message: 'Approved' })],
      ])
      expect(violations).toEqual([])
    } finally {
      await close()
    }
  })

  it('reports a cancel when the shopper dismisses the sheet, and the button can be pressed again', async () => {
    const sandbox = newSandbox()
    const { page, close } = await openPage(sandbox)
    try {
      await fakeApplePay(page, true, 'is dismissed')
      await paymentRequest(page)
      const applePay = page.getByRole('button', { name: 'Pay with Apple Pay' })
      await applePay.click()
      await expect.poll(async () => (await heard(page)).at(-1)?.[0]).toBe('cancel')
      expect(sandbox.calls).toEqual([])
      expect(await applePay.isEnabled()).toBe(true)
    } finally {
      await close()
    }
  })

  it("reports spec §8's Apple Pay failure when the charge fails or errs", async () => {
    for (const outcome of ['failed', 500] as const) {
      const { page, close } = await openPage(newSandbox({ applePayCharge: outcome }))
      try {
        await fakeApplePay(page)
        await paymentRequest(page)
        await page.getByRole('button', { name: 'Pay with Apple Pay' }).click()
        await expect.poll(async () => (await heard(page)).at(-1)?.[0]).toBe('error')
        expect((await heard(page)).slice(-2)).toEqual([
          ['applePay.completed', { status: 1 }],
          [
            'error',
            {
              message: 'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
            },
          ],
        ])
        expect(await page.getByRole('button', { name: 'Pay with Apple Pay' }).isEnabled()).toBe(true)
      } finally {
        await close()
      }
    }
  })
})
