// One Debian Chromium per journey file; nothing downloads a browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs })
}

export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport })
  const page = await context.newPage()
  return { context, page }
}
