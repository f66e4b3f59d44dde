// `npm run bench:web`: Lighthouse (mobile, default simulated slow-4G and 4x CPU throttling) against the store
// served by `npm start`, in Debian's Chromium, for home, the listing and one seeded product, for a signed-in shopper's
// /cart, /wishlist, /checkout, /profile and its pages (the session in local storage, the refresh cookie and the page
// session cookie, as the browser keeps them after signing in through the API: the server draws the shopper's pages,
// docs/adr/0050; the shopper has a cart and a saved address, so /checkout draws its whole page rather than sending them
// back to the cart), /load-items for the sandbox vendor, and the staff section's pages for the sandbox owner, its orders
// board over 1,000 paid orders in the database (written before the store serves its data folder: ./staff-board.ts).
// Each route is measured several times (3 by default, `--runs N`), because one run can be lucky: it prints every run,
// then the median and the worst of each figure, writes bench/results/web.json and exits non-zero when the WORST run of
// any route misses a budget of issue 26 (BUDGETS). `--only <text>,…` measures the routes whose path holds a text,
// `--routes <path>,…` exactly those paths (while working on a page or two).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { startStore } from '../../scripts/store-process'
import { SANDBOX_OWNER } from '../../server/services/sandbox-owner'
import { SANDBOX_VENDOR } from '../../server/services/sandbox-vendor'
import { fillPath, pathTo } from '../../src/domain/routes'
import { STAFF_ROUTES, staffPathTo } from '../../src/domain/staff-routes'
import { paymentPath, signedInAs, signedInShopper, type BrowserSession } from './shopper'
import { writePaidOrders } from './staff-board'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Issue 26's budgets, on the worst run of every route: the most each figure may be (the least, for the scores). */
const BUDGETS = {
  performance: 100,
  accessibility: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  /** First-load JavaScript, gzipped (the bodies of every script the page fetched on its own): on the pages a visitor
   *  browses … */
  scriptKb: 140,
  /** … and on the signed-in pages (the shopper's, a vendor's, the staff section's). */
  signedInScriptKb: 150,
} as const

/** How many paid orders the orders board is measured over (issue 23). */
const BOARD_ORDERS = 1_000

// What TOOLCHAIN.md says works as root in this Chromium; nothing here downloads a browser.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Image audits that together say "WebP, explicit dimensions, sized for the viewport, lazy below the fold". */
const IMAGE_AUDITS = [
  'modern-image-formats',
  'unsized-images',
  'uses-responsive-images',
  'offscreen-images',
  'lcp-lazy-loaded',
  'image-aspect-ratio',
  'image-size-responsive',
] as const

interface NetworkRecord {
  url: string
  resourceType?: string
  mimeType?: string
  transferSize?: number
}

interface RouteFigures {
  route: string
  performance: number
  accessibility: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Gzipped JavaScript fetched by the page on its own, before anyone touches it: the scripts' bodies, as the store
   *  sends them to a browser that accepts gzip (what "KB gzip" means; judged) … */
  scriptKb: number
  /** … and the same with each response's HTTP headers, as Lighthouse's transfer sizes count them (reported). */
  scriptTransferKb: number
  scriptFiles: number
  /** Image audits that failed, and images that are not WebP. */
  imageProblems: string[]
  /** Accessibility audits that failed. */
  accessibilityProblems: string[]
  misses: string[]
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100)
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit}`)
  return value
}

function failing(result: Result, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const audit = result.audits[id]
    if (!audit) return false
    return (
      audit.scoreDisplayMode !== 'notApplicable' &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'manual' &&
      audit.score !== null &&
      audit.score < 1
    )
  })
}

/** What a route is judged on (issue 26): every budget on every route; a browsing page's script by the browsing
 *  pages' budget, a signed-in page's by the signed-in pages'. */
type Judged = 'all' | 'signedIn'

/** A script's gzipped body as the store (or the provider's sandbox) sends it: read once per address (each file's name
 *  holds its hash, so an address is one body), without decoding. */
const gzipBodies = new Map<string, Promise<number>>()
function gzipBody(url: string): Promise<number> {
  let body = gzipBodies.get(url)
  if (!body) {
    body = new Promise<number>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
        response.on('error', reject)
      }).on('error', reject)
    })
    gzipBodies.set(url, body)
  }
  return body
}

async function figuresOf(route: string, result: Result, judged: Judged): Promise<RouteFigures> {
  const records = (result.audits['network-requests']?.details as { items?: NetworkRecord[] } | undefined)?.items ?? []
  const scripts = records.filter((record) => record.resourceType === 'Script')
  const bodies = await Promise.all(scripts.map((record) => gzipBody(record.url)))
  const notWebp = records
    .filter(
      (record) =>
        record.resourceType === 'Image' && !record.url.startsWith('data:') && record.mimeType !== 'image/webp',
    )
    .map((record) => `not WebP: ${record.url}`)
  const accessibilityAudits = Object.values(result.categories.accessibility?.auditRefs ?? []).map((ref) => ref.id)
  const figures: RouteFigures = {
    route,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    scriptKb: bodies.reduce((sum, bytes) => sum + bytes, 0) / 1024,
    scriptTransferKb: scripts.reduce((sum, record) => sum + (record.transferSize ?? 0), 0) / 1024,
    scriptFiles: scripts.length,
    imageProblems: [...failing(result, IMAGE_AUDITS), ...notWebp],
    accessibilityProblems: failing(result, accessibilityAudits),
    misses: [],
  }
  figures.misses = missesOf(figures, judged)
  return figures
}

function missesOf(figures: RouteFigures, judged: Judged): string[] {
  const misses: string[] = []
  if (figures.performance < BUDGETS.performance)
    misses.push(`performance ${figures.performance} < ${BUDGETS.performance}`)
  if (figures.accessibility < BUDGETS.accessibility)
    misses.push(
      `accessibility ${figures.accessibility} < ${BUDGETS.accessibility} (${figures.accessibilityProblems.join(', ')})`,
    )
  if (figures.lcpMs > BUDGETS.lcpMs) misses.push(`LCP ${Math.round(figures.lcpMs)} ms > ${BUDGETS.lcpMs} ms`)
  // Lighthouse reports the shifts it saw; nothing may move, but a shift too small to print is none.
  if (figures.cls > BUDGETS.cls + 0.0005) misses.push(`CLS ${figures.cls.toFixed(3)} > ${BUDGETS.cls}`)
  if (figures.tbtMs > BUDGETS.tbtMs) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${BUDGETS.tbtMs} ms`)
  const scriptKb = judged === 'all' ? BUDGETS.scriptKb : BUDGETS.signedInScriptKb
  if (figures.scriptKb > scriptKb) misses.push(`JS ${figures.scriptKb.toFixed(1)} KB > ${scriptKb} KB`)
  if (figures.imageProblems.length > 0) misses.push(`images: ${figures.imageProblems.join(', ')}`)
  return misses
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** One row from several runs of a route: each figure's median, or its worst (lowest score, highest time). */
function summarise(route: string, runs: RouteFigures[], pick: 'median' | 'worst', judged: Judged): RouteFigures {
  const of = (
    key: 'performance' | 'accessibility' | 'lcpMs' | 'cls' | 'tbtMs' | 'scriptKb' | 'scriptTransferKb' | 'scriptFiles',
    higherIsWorse: boolean,
  ) => {
    const values = runs.map((run) => run[key])
    if (pick === 'median') return median(values)
    return higherIsWorse ? Math.max(...values) : Math.min(...values)
  }
  const row: RouteFigures = {
    route: `${route} (${pick} of ${runs.length})`,
    performance: of('performance', false),
    accessibility: of('accessibility', false),
    lcpMs: of('lcpMs', true),
    cls: of('cls', true),
    tbtMs: of('tbtMs', true),
    scriptKb: of('scriptKb', true),
    scriptTransferKb: of('scriptTransferKb', true),
    scriptFiles: of('scriptFiles', true),
    imageProblems: [...new Set(runs.flatMap((run) => run.imageProblems))],
    accessibilityProblems: [...new Set(runs.flatMap((run) => run.accessibilityProblems))],
    misses: [],
  }
  row.misses = missesOf(row, judged)
  return row
}

async function seededSlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products?limit=1`)
  const body = (await response.json()) as { data: { docs: { slug: string }[] } }
  const slug = body.data.docs[0]?.slug
  if (!slug) throw new Error('The seeded catalogue has no products')
  return slug
}

function printTable(rows: RouteFigures[]) {
  console.log(
    `\n| route | performance | accessibility | LCP | CLS | TBT | JS (gzip) | with headers | images | verdict |`,
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |')
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ` +
        `${Math.round(row.tbtMs)} ms | ${row.scriptKb.toFixed(1)} KB (${row.scriptFiles} files) | ${row.scriptTransferKb.toFixed(1)} KB | ${row.imageProblems.length === 0 ? 'ok' : 'PROBLEMS'} | ` +
        `${row.misses.length === 0 ? 'within budget' : 'OVER BUDGET'} |`,
    )
  }
  console.log(
    `| budget | ${BUDGETS.performance} | ${BUDGETS.accessibility} | ≤ ${BUDGETS.lcpMs / 1000} s | ${BUDGETS.cls} | ≤ ${BUDGETS.tbtMs} ms | ≤ ${BUDGETS.scriptKb} KB (signed in ≤ ${BUDGETS.signedInScriptKb} KB) | | WebP, sized, lazy | |`,
  )
  console.log(`(${staffPathTo('staffOrders')}: the owner's board over ${BOARD_ORDERS} orders)`)
  for (const row of rows) for (const miss of row.misses) console.log(`${row.route}: ${miss}`)
}

/** A page to measure; a signed-in one starts with this session's local storage and refresh cookie on the store's origin. */
interface Route {
  path: string
  signedIn?: BrowserSession
  /** How the page is judged when not as `signedIn` says (a browsing page, or a signed-in one). */
  judged?: Judged
}

/** The store on a data folder of its own holding BOARD_ORDERS paid orders: started once to migrate and seed it, stopped,
 *  filled, and started again on the same folder. */
async function storeWithOrders(dataDir: string) {
  await (await startStore({ dataDir })).stop()
  await writePaidOrders(dataDir, BOARD_ORDERS)
  return startStore({ dataDir })
}

/**
 * One Lighthouse run (the default config is mobile with simulated throttling: only the port and the categories are
 * set). Each run is measured in a tab of its own whose local storage holds nothing but, on a signed-in route, the
 * session (with its cookies), which Lighthouse is told to keep (its documented recipe for pages behind a sign-in); the
 * cache is emptied, so the run is a first visit's cold load.
 * Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is taken again, twice at most; a page that
 * loads is never retried for a better figure.
 */
async function measureOnce(baseUrl: string, route: Route, port: number, browser: Browser) {
  const url = `${baseUrl}${route.path}`
  for (let attempt = 1; ; attempt += 1) {
    // Every run is a first visit: Lighthouse empties the cache but keeps the origin's local storage, where an earlier
    // run would have left the mark that this browser has the store's typeface (docs/adr/0053) while its file is gone.
    // So each run starts in a tab of its own whose storage holds only the session, if any.
    const page = await browser.newPage()
    // Any file of the store opens its origin, whose storage the page will read.
    await page.goto(`${baseUrl}/favicon.svg`)
    await page.evaluate((entries) => {
      localStorage.clear()
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, route.signedIn?.storage ?? {})
    if (route.signedIn) {
      const domain = new URL(baseUrl).hostname
      await page.setCookie(
        { ...route.signedIn.refreshCookie, domain, httpOnly: true, sameSite: 'Strict' },
        { ...route.signedIn.sessionCookie, domain, httpOnly: true, sameSite: 'Lax' },
      )
    }
    // The tab's visit to the origin must not warm the run: it starts from an empty cache, as a cold load does.
    await (await page.createCDPSession()).send('Network.clearBrowserCache')
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    }
    const runner = await lighthouse(url, flags, undefined, page).finally(async () => {
      // Each renewal replaces the refresh token (docs/adr/0023): the next run of this session starts from the new one.
      if (route.signedIn) {
        const renewed = (await page.cookies(`${baseUrl}${route.signedIn.refreshCookie.path}`)).find(
          (cookie) => cookie.name === route.signedIn?.refreshCookie.name,
        )
        if (renewed) route.signedIn.refreshCookie.value = renewed.value
        const pageSession = (await page.cookies(baseUrl)).find(
          (cookie) => cookie.name === route.signedIn?.sessionCookie.name,
        )
        if (pageSession) route.signedIn.sessionCookie.value = pageSession.value
      }
      await page.close()
    })
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`)
    const failure = runner.lhr.runtimeError
    if (!failure) return runner
    if (attempt === 3 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(failure.code))
      throw new Error(`Lighthouse failed on ${url}: ${failure.message}`)
    console.log(`Lighthouse could not record ${url} (${failure.code}); measuring it again`)
  }
}

// `--only <text>[,<text>…]` measures only the routes whose path holds one of the texts, `--routes <path>[,<path>…]` only
// those paths (while working on a page or two); the store and its orders are set up as for a full run.
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, routes: { type: 'string' } },
})
const RUNS = Math.max(1, Number(options.runs) || 3)

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-bench-'))
  const store = await storeWithOrders(dataDir)
  let chrome: chromeLauncher.LaunchedChrome | undefined
  let browser: Browser | undefined
  try {
    const slug = await seededSlug(store.baseUrl)
    const shopper = await signedInShopper(store.baseUrl)
    const vendor = await signedInAs(store.baseUrl, SANDBOX_VENDOR, (session) => Boolean(session.user.vendorId))
    const owner = await signedInAs(store.baseUrl, SANDBOX_OWNER, (session) => session.user.staffRole === 'owner')
    const routes: Route[] = [
      { path: pathTo('home') },
      { path: pathTo('productListing') },
      { path: pathTo('productDetails', { productId: slug }) },
      { path: pathTo('cart'), signedIn: shopper },
      { path: pathTo('wishlist'), signedIn: shopper },
      { path: pathTo('checkout'), signedIn: shopper },
      { path: pathTo('profile'), signedIn: shopper },
      { path: pathTo('profileOrders'), signedIn: shopper },
      { path: pathTo('profileAddresses'), signedIn: shopper },
      { path: pathTo('profileBuyData'), signedIn: shopper },
      { path: pathTo('profileAccount'), signedIn: shopper },
      { path: pathTo('swap'), signedIn: shopper },
      { path: await paymentPath(store.baseUrl, shopper), signedIn: shopper },
      { path: pathTo('loadItems'), signedIn: vendor },
      { path: pathTo('vendorOrders'), signedIn: vendor },
      // The staff section's pages of a list (those of one record need its id).
      ...Object.values(STAFF_ROUTES)
        .filter(({ path }) => !path.includes(':'))
        .map(({ path }) => ({ path: fillPath(path), signedIn: owner })),
    ]
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const runs: RouteFigures[] = []
    const summaries: RouteFigures[] = []
    const reports: Record<string, Result> = {}
    const only = options.only?.split(',')
    const exactly = options.routes?.split(',')
    const measured = routes.filter(
      ({ path }) =>
        (only === undefined || only.some((text) => path.includes(text))) &&
        (exactly === undefined || exactly.includes(new URL(path, store.baseUrl).pathname)),
    )
    if (measured.length === 0) throw new Error(`No route is ${options.routes ?? ''} or holds ${options.only ?? ''}`)
    for (const { path, signedIn, judged: routeJudged } of measured) {
      const judged: Judged = routeJudged ?? (signedIn ? 'signedIn' : 'all')
      // A query (the payment token) is the run's own: the route is named by its path.
      const named = new URL(path, store.baseUrl).pathname
      const route = signedIn ? `${named} (signed in)` : named
      const routeRuns: RouteFigures[] = []
      // A store that has just started draws its first pages with cold code; shoppers meet a running one. Each route is
      // asked for twice before it is measured, before and after a change alike.
      for (let warm = 0; warm < 2; warm += 1) await (await fetch(`${store.baseUrl}${path}`)).arrayBuffer()
      for (let run = 1; run <= RUNS; run += 1) {
        const runner = await measureOnce(
          store.baseUrl,
          { path, ...(signedIn ? { signedIn } : {}) },
          chrome.port,
          browser,
        )
        // A signed-in page that sent the shopper on (to /login, or /checkout back to /cart) would be measured as
        // another page under this one's name.
        const shown = new URL(runner.lhr.finalDisplayedUrl).pathname
        if (signedIn && shown !== named)
          throw new Error(
            `${named} ended on ${shown}: the shopper was sent elsewhere, so the run measured another page`,
          )
        const figures = await figuresOf(`${route} #${run}`, runner.lhr, judged)
        routeRuns.push(figures)
        // The report kept for reading is the worst run's (by LCP, then TBT).
        const kept = reports[route]
        if (
          !kept ||
          figures.lcpMs + figures.tbtMs >
            numeric(kept, 'largest-contentful-paint') + numeric(kept, 'total-blocking-time')
        )
          reports[route] = runner.lhr
      }
      runs.push(...routeRuns)
      summaries.push(summarise(route, routeRuns, 'median', judged), summarise(route, routeRuns, 'worst', judged))
    }
    console.log('\nEvery run:')
    printTable(runs)
    console.log(`\nMedian and worst of ${RUNS} runs per route (the budgets must hold on the worst):`)
    printTable(summaries)
    const rows = summaries.filter((row) => row.route.includes('(worst'))
    const results = join(root, 'bench/results')
    mkdirSync(results, { recursive: true })
    writeFileSync(
      join(results, 'web.json'),
      JSON.stringify(
        { measuredAt: new Date().toISOString(), budgets: BUDGETS, runsPerRoute: RUNS, runs, summaries },
        null,
        2,
      ),
    )
    // One report per route, named by its whole path (lighthouse-profile-addresses.json), so no page's report hides
    // another's.
    for (const [route, report] of Object.entries(reports)) {
      const path = route.replace(/ \(signed in\)$/, '')
      const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')
      writeFileSync(join(results, `lighthouse-${name}.json`), JSON.stringify(report))
    }
    return rows.every((row) => row.misses.length === 0)
  } finally {
    await browser?.disconnect()
    await chrome?.kill()
    await store.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
