// Three store processes behind a real load balancer (issue 26, docs/adr/0049): one PostgreSQL, one S3-compatible
// bucket (s3rver, as the picture storage tests run it), three `npm start` processes with data folders of their own and
// Debian's HAProxy in front (round robin, /readyz health checks, retries sent to another process, X-Forwarded-For).
// In Chromium through the balancer a shopper signs up, fills a cart, and, after one process is killed (SIGKILL)
// mid-journey, checks out and pays in the card sandbox without an error, with nothing lost; the sandbox vendor uploads
// a product with a picture, which every remaining process serves from the bucket, and changes its price, which every
// remaining process answers at once. Each process served some of it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startPostgres, postgresAvailable, type PostgresCluster } from '../scripts/postgres.mjs'
import { freePort, startStore, type RunningStore } from '../scripts/store-process'
import { SANDBOX_VENDOR } from '../server/services/sandbox-vendor'
import { launchBrowser, newPage, policyViolations } from './support/browser'
import { addToCart, fillAddressForm, ordersOf, placeAndPayByCard, plainProducts } from './support/checkout'
import { codeFromOutbox, newEmail, signInWithPassword, signUp } from './support/shopper'
import { navCount, toast, type SeededProduct } from './support/store-page'

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'
const BUCKET = 'oja-media'
const PROCESSES = ['store1', 'store2', 'store3'] as const

const missing = [
  ...(existsSync(HAPROXY) ? [] : [`HAProxy (${HAPROXY}; .ci/run installs Debian's haproxy)`]),
  ...((await postgresAvailable()) ? [] : ["PostgreSQL (.ci/run installs Debian's postgresql)"]),
]

/**
 * The balancer's configuration, as deploy/haproxy.cfg has it for the compose file, on loopback ports: round robin over
 * the processes; a process whose /readyz fails (or does not answer in 2 s) twice is taken out, and put back after one
 * answer; a request whose connection to a process fails is sent to another (redispatch on every retry), as is a GET that
 * got no answer at all; the shopper's address goes on in X-Forwarded-For.
 */
function haproxyConfig(port: number, statsSocket: string, stores: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 256',
    `  stats socket ${statsSocket} mode 600 level user`,
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    'frontend shoppers',
    `  bind 127.0.0.1:${port}`,
    '  default_backend stores',
    'backend stores',
    '  balance roundrobin',
    // Only a request that never reached a process is tried again if it may change something.
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    '  timeout check 2s',
    '  default-server check inter 500ms fall 2 rise 1',
    ...stores.map((store) => `  server ${store.name} 127.0.0.1:${store.port}`),
    '',
  ].join('\n')
}

async function startHaproxy(configFile: string): Promise<ChildProcess> {
  const check = spawn(HAPROXY, ['-c', '-q', '-f', configFile], { stdio: 'inherit' })
  const valid = await new Promise<number | null>((resolve) => check.on('exit', resolve))
  if (valid !== 0) throw new Error(`HAProxy refused ${configFile}`)
  // -db: in the foreground, ended with the test by its pid.
  return spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] })
}

async function waitFor(url: string, timeoutMs = 10_000): Promise<void> {
  for (const giveUpAt = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > giveUpAt) throw new Error(`nothing answered at ${url}`)
  }
}

/** A photo as a phone would hand it over: a real JPEG, in one colour. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** Every answer of 500 or more, and every request that got no answer (a connection the balancer dropped), that the
 *  page met. */
function watchFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  // A request the page gave up on itself (it went to another page first) is not a failure.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    if (reason !== 'net::ERR_ABORTED') failures.push(`${reason} ${request.method()} ${request.url()}`)
  })
  return failures
}

/** How many answers each process has given through the balancer so far (HAProxy's own count, from its stats socket:
 *  the hrsp_* columns of the backend's server rows), and whether HAProxy has it up. */
async function answersByProcess(socket: string): Promise<Record<string, { answers: number; status: string }>> {
  const csv = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    const connection = connect(socket, () => connection.end('show stat\n'))
    connection.on('data', (chunk) => chunks.push(chunk))
    connection.on('end', () => resolve(Buffer.concat(chunks).toString()))
    connection.on('error', reject)
  })
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n')
  const columns = header.split(',')
  const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? ''
  const counts: Record<string, { answers: number; status: string }> = {}
  for (const row of rows.map((line) => line.split(','))) {
    if (column(row, 'pxname') !== 'stores' || !(PROCESSES as readonly string[]).includes(column(row, 'svname')))
      continue
    const answers = ['1xx', '2xx', '3xx', '4xx', '5xx'].reduce(
      (sum, kind) => sum + Number(column(row, `hrsp_${kind}`)),
      0,
    )
    counts[column(row, 'svname')] = { answers, status: column(row, 'status') }
  }
  return counts
}

if (missing.length > 0 && process.env.CI) {
  describe('three store processes behind a load balancer', () => {
    it('has what it runs on', () => {
      expect(missing).toEqual([])
    })
  })
}

describe.skipIf(missing.length > 0)('three store processes behind HAProxy on one PostgreSQL and one bucket', () => {
  let postgres: PostgresCluster | undefined
  let s3: S3rver | undefined
  let s3Folder = ''
  let configFolder = ''
  const stores = new Map<string, RunningStore>()
  let haproxy: ChildProcess | undefined
  let balancer = ''
  let browser: Browser | undefined

  beforeAll(async () => {
    s3Folder = mkdtempSync(join(tmpdir(), 'oja-lb-s3-'))
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Folder,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    })
    const [s3Address, cluster] = await Promise.all([s3.run(), startPostgres()])
    postgres = cluster
    // Each process has a data folder of its own and nothing else of its own: the database and the bucket are shared.
    const env = {
      TRUST_PROXY: '127.0.0.1,::1',
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_PREFIX: 'oja',
    }
    // All three at once on an empty database, as a deployment starts them: one migrates and seeds, the others wait.
    const [started, chromium] = await Promise.all([
      Promise.all(
        PROCESSES.map((name) => startStore({ databaseUrl: cluster.url, env }).then((store) => [name, store] as const)),
      ),
      launchBrowser(),
    ])
    browser = chromium
    for (const [name, store] of started) stores.set(name, store)
    configFolder = mkdtempSync(join(tmpdir(), 'oja-lb-'))
    const port = await freePort()
    const configFile = join(configFolder, 'haproxy.cfg')
    writeFileSync(
      configFile,
      haproxyConfig(
        port,
        statsSocket(),
        started.map(([name, store]) => ({ name, port: store.port })),
      ),
    )
    haproxy = await startHaproxy(configFile)
    balancer = `http://127.0.0.1:${port}`
    await waitFor(`${balancer}/readyz`)
  })

  afterAll(async () => {
    await browser?.close()
    haproxy?.kill('SIGTERM')
    await Promise.all([...stores.values()].map((store) => store.stop()))
    await s3?.close()
    postgres?.destroy()
    for (const folder of [s3Folder, configFolder]) if (folder) rmSync(folder, { recursive: true, force: true })
    expect(policyViolations).toEqual([])
  })

  /** A page through the balancer, and one on a store process itself (the operator's machine: /dev/outbox answers
   *  only there, never through a proxy). */
  const open = (baseUrl: string) => newPage(browser!, baseUrl)
  const statsSocket = () => join(configFolder, 'haproxy.sock')

  it('serves a shopper who loses a process mid-journey, and a vendor whose picture and new price every process serves', async () => {
    const [product] = await plainProducts(balancer)
    if (!product) throw new Error('the seed has no product without sizes')
    const shopper = await open(balancer)
    const operator = await open(stores.get('store1')!.baseUrl)
    const vendor = await open(balancer)
    try {
      const { page } = shopper
      const failures = watchFailures(page)

      // Signs up and verifies through the balancer; the code is read where the outbox answers.
      const email = newEmail('ngozi')
      await signUp(page, { name: 'Ngozi Balogun', email })
      const code = await codeFromOutbox(operator.page, email)
      await page.getByLabel('Verification code').fill(code)
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.getByText('Verification was successful').waitFor()
      await page.waitForURL('**/profile')
      await addToCart(page, product, 1)
      // Every process has answered by now (round robin): the shopper signed in on one is signed in on all.
      const before = await answersByProcess(statsSocket())
      for (const name of PROCESSES) expect(before[name]!.answers).toBeGreaterThan(0)

      // One process dies with nothing finished or closed (once the page has no request under way: one cut off while a
      // process dies is the network's failure, which no balancer can undo for a request that may have changed
      // something). The shopper carries on: the cart is there.
      await page.waitForLoadState('networkidle')
      const killed = 'store2'
      await stores.get(killed)!.kill()
      await page.goto('/checkout')
      await expect.poll(() => page.locator('[data-slot="checkout"]').getAttribute('data-state')).toBe('ready')
      expect(await navCount(page, 'Cart')).toBe(1)
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await fillAddressForm(page, {
        name: 'Ngozi Balogun',
        street: '7 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
        phone: '08035550188',
      })
      await expect.poll(() => page.getByRole('radio', { name: /Ngozi Balogun/ }).isChecked()).toBe(true)
      // The card sandbox's window is opened with keys one process gave and pays on another.
      await placeAndPayByCard(page)
      const orders = await ordersOf(page)
      expect(orders).toHaveLength(1)
      expect(orders[0]!.trackingId).toMatch(/OJA-[A-Z2-9]{8}/)
      expect(await navCount(page, 'Cart')).toBe(0)
      const stock = await fetch(`${balancer}/api/products/${product.slug}`)
      expect(((await stock.json()) as { data: SeededProduct }).data.is_stock).toBe(product.is_stock - 1)
      // After the kill only the others answered, HAProxy took the dead one out, and nothing the shopper did failed.
      const after = await answersByProcess(statsSocket())
      for (const name of PROCESSES) {
        if (name === killed) expect(after[name]).toEqual({ answers: before[name]!.answers, status: 'DOWN' })
        else expect(after[name]!.answers).toBeGreaterThan(before[name]!.answers)
      }
      expect(failures).toEqual([])

      // The sandbox vendor uploads a product with a picture through the balancer.
      const title = `Oja Balanced Speaker ${Date.now().toString(36)}`
      const vendorFailures = watchFailures(vendor.page)
      await vendor.page.goto('/login')
      await signInWithPassword(vendor.page, SANDBOX_VENDOR.email, SANDBOX_VENDOR.password)
      await vendor.page.waitForURL('**/profile')
      await vendor.page.goto('/load-items')
      const form = vendor.page.locator('[data-slot="load-items-form"]')
      await vendor.page.locator('[data-slot="load-items-form"]:not([aria-busy])').waitFor()
      await form.getByLabel('Add pictures').setInputFiles([await photo('front.jpg', '#12a150')])
      await expect.poll(() => form.locator('[data-slot="picture-picker-item"]').count()).toBe(1)
      await form.getByLabel('Title').fill(title)
      await form.getByLabel('Category').selectOption({ index: 1 })
      await form.getByLabel('Original price (₦)').fill('25000')
      await form.getByLabel('Discounted price (₦)').fill('20000')
      await form.getByLabel('Description').fill('A loud little speaker for the road.')
      await form.getByLabel('Stock', { exact: true }).fill('3')
      await form.getByRole('button', { name: 'Upload product' }).click()
      await toast(vendor.page, 'Uploaded successfully :)').waitFor()
      expect(vendorFailures).toEqual([])

      // Every remaining process lists it and serves its picture, the same bytes, from the bucket.
      const remaining = PROCESSES.filter((name) => name !== killed).map((name) => stores.get(name)!.baseUrl)
      const pictures: string[] = []
      let slug = ''
      for (const baseUrl of remaining) {
        const found = await fetch(`${baseUrl}/api/products?title=${encodeURIComponent(title)}`)
        const { docs } = ((await found.json()) as { data: { docs: (SeededProduct & { images: string[] })[] } }).data
        expect(docs.map((doc) => doc.title)).toEqual([title])
        slug = docs[0]!.slug
        const picture = await fetch(`${baseUrl}${docs[0]!.images[0]}`)
        expect(picture.status).toBe(200)
        expect(picture.headers.get('content-type')).toBe('image/webp')
        pictures.push(Buffer.from(await picture.arrayBuffer()).toString('base64'))
      }
      expect(new Set(pictures).size).toBe(1)

      // The vendor changes its price. Each process has just read the product (and keeps it in its catalogue cache),
      // yet each answers the new price at once: the change reached them all (docs/adr/0035).
      const priceOn = async (baseUrl: string) =>
        ((await (await fetch(`${baseUrl}/api/products/${slug}`)).json()) as { data: SeededProduct }).data
          .discounted_price
      await vendor.page.goto(`/product-details/${slug}`)
      await vendor.page.getByRole('link', { name: 'Edit product' }).click()
      await vendor.page.waitForURL('**/load-items?**')
      await expect.poll(() => form.getByLabel('Title').inputValue()).toBe(title)
      await form.getByLabel('Discounted price (₦)').fill('18000')
      expect(await Promise.all(remaining.map(priceOn))).toEqual(remaining.map(() => 20000))
      await form.getByRole('button', { name: 'Save changes' }).click()
      await toast(vendor.page, 'Uploaded successfully :)').waitFor()
      expect(await Promise.all(remaining.map(priceOn))).toEqual(remaining.map(() => 18000))
      expect(vendorFailures).toEqual([])
    } finally {
      await Promise.all([shopper.context.close(), operator.context.close(), vendor.context.close()])
    }
  })
})
