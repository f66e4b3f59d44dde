// One Debian Chromium per journey file; nothing downloads a browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  })
}

/**
 * Holds back the files whose address matches, as a slow phone link would, until the returned function is called:
 * a journey acts while the code is on its way and then lets it come, with no guess at how long it takes.
 */
export async function holdBack(page: Page, files: RegExp): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(files, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** What the store's Content-Security-Policy refused on any page a journey opened (ADR 0007): it must stay empty. */
export const policyViolations: string[] = []

let contexts = 0

/** A device address of its own for each journey's page (10.20.x.y): the run's store believes it from loopback
 *  (TRUST_PROXY in global-setup.ts), so the per-address limits (sign-ups: 20 an hour) count each journey as the
 *  different shopper it plays, as they would on a real store, rather than every journey as one. */
function deviceAddress(): string {
  contexts += 1
  return `10.20.${Math.floor(contexts / 250) % 250}.${(contexts % 250) + 1}`
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport })
  const page = await context.newPage()
  // The journey's own page only: the outbox a journey reads its codes from (another page of the context) is this
  // machine's, on loopback.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(`${page.url()}: ${message.text()}`)
  })
  actOnceTakenOver(page)
  return { context, page }
}

/**
 * The journey file's Chromium (called at the file's top): launched before its tests and closed after them, once no page
 * it opened was refused anything by the store's Content-Security-Policy. `open` is a page of a context of its own.
 * `baseURL` is a function when the journey starts a store of its own (its address is known only then).
 */
export function journeyBrowser(baseURL: string | (() => string)) {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    expect(policyViolations).toEqual([])
    await browser?.close()
  })
  return {
    open: (viewport?: { width: number; height: number }) =>
      newPage(browser!, typeof baseURL === 'string' ? baseURL : baseURL(), viewport),
  }
}

/**
 * A drawn page is on screen before its script has taken it over (ADR 0005), and a shopper's first tap may come
 * before that; journeys act on a working page, so every load waits for the app's mark (src/app/first-page.tsx).
 * `waitUntil: 'commit'` opts out, for tests of the drawn page itself.
 */
function actOnceTakenOver(page: Page) {
  const ready = () => page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await ready()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    await ready()
    return response
  }
}
