// The analytics adapters behind consent (docs/adr/0038), on PGlite and PostgreSQL: with no provider configured nothing
// changes (no banner, no cookie, no route, no row to forward, no call); with Meta's and GA4's fakes configured, only a
// visitor who accepted has their events forwarded, each exactly once even with two store processes racing, after the
// change committed, with retries that wait longer each time; the choice is kept in a first-party cookie the server writes.
// A card order's purchase is forwarded from the consent kept when it was placed, whichever request confirms it.
// @postgres: forwarding rounds of two store processes race for the same rows, and so do an order's confirmations.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment } from '../src/domain/contract'
import { nairaToKobo } from '../src/domain/money'
import { buildApp, sandboxAccounts } from './app'
import type { AnalyticsConfig } from './config'
import { readConfig } from './config'
import { openSameDatabase, openTestDatabase, queryRows, type Database } from './db/database'
import { walletRepo } from './db/repos/wallet.repo'
import { addresses } from './db/schema'
import { newId } from './db/ids'
import { emailSha256, sha256Hex } from './providers/analytics/analytics-provider'
import { startFakeGa4MeasurementApi, type FakeGa4MeasurementApi } from './providers/analytics/fake-ga4-measurement-api'
import {
  startFakeMetaConversionsApi,
  type FakeMetaConversionsApi,
} from './providers/analytics/fake-meta-conversions-api'
import { startFakeFlutterwaveApi, type FakeFlutterwaveApi } from './providers/payments/fake-flutterwave-api'
import { flutterwavePayments } from './providers/payments/flutterwave'
import { CONSENT_SCRIPT, CONSENT_SCRIPT_HASH } from './web/consent-banner'
import { addTestProduct, type TestProduct } from './test-shop'
import { bearer, EXAMPLE_PASSWORD } from './test-support'

const databaseUrl = readConfig().databaseUrl
const PIXEL = '987654321'
const TOKEN = 'EAAB-analytics-test'
const MEASUREMENT = 'G-ANALYTICS1'
const SECRET = 'analytics-secret'
const PUBLIC_URL = 'https://oja.test'
const INDEX =
  '<!doctype html><html lang="en-NG"><head><title>Built title</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>'
const MANIFEST = { 'index.html': { file: 'assets/index-abc.js', isEntry: true } }
const BROWSER = 'Mozilla/5.0 (Linux; Android 13) Oja test'
const CARD_SECRET = 'FLWSECK_TEST-analytics-X'
const WEBHOOK_HASH = 'the analytics test webhook hash'

let database: Database
let secondDatabase: Database
let webRoot: string
let meta: FakeMetaConversionsApi
let ga4: FakeGa4MeasurementApi
let flutterwave: FakeFlutterwaveApi
let nextTransaction = 7_000_000
let plain: FastifyInstance
let first: FastifyInstance
let second: FastifyInstance
let phone: TestProduct
let clock = new Date()
const mediaDirs: string[] = []

async function store(on: Database, secret: string, analytics?: AnalyticsConfig) {
  const mediaDir = mkdtempSync(join(tmpdir(), 'oja-analytics-media-'))
  mediaDirs.push(mediaDir)
  const app = await buildApp({
    database: on,
    mediaDir,
    webRoot,
    publicUrl: PUBLIC_URL,
    now: () => clock,
    accounts: sandboxAccounts(secret),
    throttle: false,
    walletSettlementMs: false,
    uploadSweepMs: false,
    refundRoundMs: false,
    payments: flutterwavePayments({
      publicKey: 'FLWPUBK_TEST-analytics-X',
      secretKey: CARD_SECRET,
      webhookHash: WEBHOOK_HASH,
      apiBaseUrl: flutterwave.baseUrl,
      timeoutMs: 10_000,
      retryDelayMs: 10,
    }),
    ...(analytics ? { analytics, analyticsRoundMs: false } : {}),
  })
  await app.ready()
  return app
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-analytics-web-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  meta = await startFakeMetaConversionsApi({ pixelId: PIXEL, accessToken: TOKEN })
  ga4 = await startFakeGa4MeasurementApi({ measurementId: MEASUREMENT, apiSecret: SECRET })
  flutterwave = await startFakeFlutterwaveApi({ secretKey: CARD_SECRET })
  database = await openTestDatabase()
  secondDatabase = databaseUrl ? await openSameDatabase(databaseUrl, database) : database
  const secret = randomBytes(48).toString('base64url')
  const analytics: AnalyticsConfig = {
    meta: { pixelId: PIXEL, accessToken: TOKEN, graphUrl: meta.graphUrl, apiVersion: 'v25.0' },
    ga4: { measurementId: MEASUREMENT, apiSecret: SECRET, baseUrl: ga4.baseUrl },
  }
  plain = await store(database, secret)
  first = await store(database, secret, analytics)
  second = await store(secondDatabase, secret, analytics)
  phone = await addTestProduct({ app: first, database }, { title: 'Consent phone', price: 45_000.5, stock: 1_000 })
  plain.store.catalogueCache.invalidate()
  second.store.catalogueCache.invalidate()
}, 60_000)

afterAll(async () => {
  for (const app of [plain, first, second]) await app?.close()
  if (secondDatabase !== database) await secondDatabase?.close()
  await database?.close()
  await meta?.close()
  await ga4?.close()
  await flutterwave?.close()
  rmSync(webRoot, { recursive: true, force: true })
  for (const dir of mediaDirs) rmSync(dir, { recursive: true, force: true })
})

async function forwardRows() {
  return queryRows<{ provider: string; sent: boolean; ip: string | null; email: string | null }>(
    database.db,
    sql`select provider, sent_at is not null as sent, ip, email_sha256 as email from analytics_forwards`,
  )
}

/** A choice posted as the banner's script posts it; the cookie the store set. */
async function choose(app: FastifyInstance, choice: string, cookie?: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/consent',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: `choice=${choice}`,
  })
  expect(answer.statusCode, answer.body).toBe(204)
  const set = answer.cookies.find((each) => each.name === 'oja_consent')
  expect(set).toBeDefined()
  return `oja_consent=${set!.value}`
}

/** What a visitor does, with their cookie and browser: opens the product in the app, signs up, adds it to the cart. */
async function visit(app: FastifyInstance, email: string, cookie: string | null) {
  const headers = {
    'user-agent': BROWSER,
    referer: `${PUBLIC_URL}/product/${phone.slug}`,
    ...(cookie ? { cookie } : {}),
  }
  expect((await app.inject({ method: 'GET', url: `/api/products/${phone.slug}`, headers })).statusCode).toBe(200)
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/users/signup',
    headers,
    payload: { email, password: EXAMPLE_PASSWORD },
  })
  expect(signUp.statusCode, signUp.body).toBe(201)
  const { data } = signUp.json<{ data: { token: string; user: { _id: string } } }>()
  await database.db.execute(sql`update users set email_verified_at = now() where id = ${data.user._id}`)
  const added = await app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { ...headers, ...bearer(data.token) },
    payload: { productId: phone.id },
  })
  expect(added.statusCode, added.body).toBe(201)
  await app.store.background.idle()
  return { id: data.user._id, token: data.token, headers }
}

/** A delivery address for `userId`, written directly (its own tests are elsewhere). */
async function addressOf(userId: string): Promise<string> {
  const addressId = newId(clock)
  await database.db.insert(addresses).values({
    id: addressId,
    userId,
    name: 'Ada Obi',
    street: '12 Marina Road',
    city: 'Lagos Island',
    state: 'Lagos',
    phone: '08031234567',
  })
  return addressId
}

type Shopper = Awaited<ReturnType<typeof visit>>

/** The shopper places a card order of their cart (with their cookie, or none) and pays it at the provider. */
async function placeCardOrder(app: FastifyInstance, shopper: Shopper) {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...shopper.headers, ...bearer(shopper.token) },
    payload: { addressId: await addressOf(shopper.id), deliveryMethod: 'standard' },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const payment = placed.json<{ data: Payment }>().data
  nextTransaction += 1
  flutterwave.add({ id: nextTransaction, tx_ref: payment.txRef, amount: payment.amount })
  const [order] = await queryRows<{ id: string; amount: number }>(
    database.db,
    sql`select id, amount_kobo as amount from orders where tx_ref = ${payment.txRef}`,
  )
  return { payment, transactionId: String(nextTransaction), orderId: order!.id, amountKobo: Number(order!.amount) }
}

/** The provider's webhook: no visitor's cookie, no browser. */
function webhook(app: FastifyInstance, transactionId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'verif-hash': WEBHOOK_HASH },
    payload: { event: 'charge.completed', data: { id: Number(transactionId) } },
  })
}

/** The shopper's own page confirming the payment, with their cookie and browser. */
function confirmOnPage(app: FastifyInstance, shopper: Shopper, order: Awaited<ReturnType<typeof placeCardOrder>>) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...shopper.headers, ...bearer(shopper.token) },
    payload: {
      paymentToken: order.payment.token,
      flutterwave: { transaction_id: order.transactionId, tx_ref: order.payment.txRef },
    },
  })
}

async function keptConsents() {
  return queryRows<{ order: string; visitor: string; ip: string | null }>(
    database.db,
    sql`select order_id as order, visitor, ip from analytics_order_consents`,
  )
}

async function freshFakes() {
  await database.db.execute(sql`delete from analytics_forwards`)
  meta.requests.length = 0
  meta.events.length = 0
  ga4.events.length = 0
}

async function bothRounds() {
  await Promise.all([first.rounds.run('analytics'), second.rounds.run('analytics')])
}

describe('with no analytics provider configured', () => {
  it('draws no banner, sets no cookie, has no /consent, writes nothing to forward and calls nobody', async () => {
    const page = await plain.inject({ method: 'GET', url: '/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('oja-consent')
    expect(page.headers['set-cookie']).toBeUndefined()
    expect(String(page.headers['content-security-policy'])).not.toContain(CONSENT_SCRIPT_HASH)
    const post = await plain.inject({
      method: 'POST',
      url: '/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=accept',
    })
    expect(post.statusCode).toBe(404)
    expect(plain.rounds.names).not.toContain('analytics')
    // Even a cookie that says 'accepted' changes nothing here.
    await visit(plain, 'plain-visitor@example.com', 'oja_consent=accepted.0123456789abcdef0123')
    expect(await forwardRows()).toEqual([])
    expect(meta.requests).toEqual([])
    expect(ga4.requests).toEqual([])
  })
})

describe('with Meta and GA4 configured', () => {
  it('draws the banner hidden until its script finds no choice, allowed by the script’s hash, and sets no cookie', async () => {
    const page = await first.inject({ method: 'GET', url: '/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['set-cookie']).toBeUndefined()
    expect(page.body).toMatch(/<body><section id="oja-consent" hidden aria-label="Cookies"/)
    expect(page.body).toContain('<form method="post" action="/consent" data-consent')
    expect(page.body).toContain('<button type="submit" name="choice" value="accept"')
    expect(page.body).toContain('<button type="submit" name="choice" value="decline"')
    expect(page.body).toContain('href="/privacy"')
    expect(page.body).toContain('<summary class="cursor-pointer">Cookie settings</summary>')
    expect(page.body).toContain(`<script>${CONSENT_SCRIPT}</script>`)
    // The banner before the app's root, the settings after it.
    expect(page.body.indexOf('id="oja-consent"')).toBeLessThan(page.body.indexOf('id="root"'))
    expect(page.body.indexOf('id="oja-consent-settings"')).toBeGreaterThan(page.body.indexOf('id="root"'))
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain(CONSENT_SCRIPT_HASH)
    // No outside script, frame or connection: the providers are called by the server only.
    expect(policy).not.toMatch(/facebook|google-analytics|googletagmanager/)
    // The staff section has no banner.
    expect((await first.inject({ method: 'GET', url: '/staff' })).body).not.toContain('oja-consent')
  })

  it('keeps the choice in a first-party cookie: an anonymous id when accepted, kept when accepted again', async () => {
    const accepted = await first.inject({
      method: 'POST',
      url: '/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=accept',
    })
    expect(accepted.statusCode).toBe(204)
    const cookie = accepted.cookies.find((each) => each.name === 'oja_consent')!
    expect(cookie.value).toMatch(/^accepted\.[0-9a-f-]{36}$/)
    expect(cookie).toMatchObject({ path: '/', maxAge: 180 * 24 * 3600, sameSite: 'Lax', secure: true })
    expect(cookie.httpOnly).toBeUndefined()
    const again = await choose(second, 'accept', `oja_consent=${cookie.value}`)
    expect(again).toBe(`oja_consent=${cookie.value}`)
    expect(await choose(first, 'decline', again)).toBe('oja_consent=declined')
  })

  it('sends a form without the script back to the page it came from, and refuses a choice from another site', async () => {
    const form = await first.inject({
      method: 'POST',
      url: '/consent',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        referer: `${PUBLIC_URL}/product/${phone.slug}?x=1`,
      },
      payload: 'choice=decline',
    })
    expect(form.statusCode).toBe(303)
    expect(form.headers.location).toBe(`/product/${phone.slug}?x=1`)
    const elsewhere = await first.inject({
      method: 'POST',
      url: '/consent',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        referer: 'https://evil.example/page',
      },
      payload: 'choice=decline',
    })
    expect(elsewhere.headers.location).toBe('/')
    const crossSite = await first.inject({
      method: 'POST',
      url: '/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'choice=accept',
    })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.headers['set-cookie']).toBeUndefined()
    for (const payload of ['choice=maybe', '', 'other=1']) {
      const bad = await first.inject({
        method: 'POST',
        url: '/consent',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({ errors: [{ message: 'Choose Accept or Decline.' }] })
    }
  })

  it("forwards only an accepting visitor's events, once each, to both providers, with what they need", async () => {
    await database.db.execute(sql`delete from analytics_forwards`)
    meta.requests.length = 0
    meta.events.length = 0
    ga4.events.length = 0
    const acceptedCookie = await choose(first, 'accept')
    const visitorId = acceptedCookie.split('accepted.')[1]!
    const declinedCookie = await choose(first, 'decline')
    const accepting = await visit(first, 'Accepting.Visitor@Example.com', acceptedCookie)
    await visit(second, 'declining-visitor@example.com', declinedCookie)
    await visit(first, 'silent-visitor@example.com', null)
    // Nothing is sent in the visitor's requests: only the round sends.
    expect(meta.requests).toEqual([])

    // The accepting shopper pays from the wallet: delivery chosen and the purchase, with the order's amount.
    const wallets = walletRepo(database.db, first.store.catalogueCache)
    const funding = await wallets.startFunding({
      userId: accepting.id,
      reference: `fund_${accepting.id}`,
      amountKobo: nairaToKobo(1_000_000),
      description: 'Wallet funding',
      now: clock,
    })
    await wallets.creditFunding(funding.id, `card_${accepting.id}`, clock)
    const addressId = newId(clock)
    await database.db.insert(addresses).values({
      id: addressId,
      userId: accepting.id,
      name: 'Ada Obi',
      street: '12 Marina Road',
      city: 'Lagos Island',
      state: 'Lagos',
      phone: '08031234567',
    })
    const paid = await first.inject({
      method: 'POST',
      url: '/api/orders/wallet',
      headers: { ...accepting.headers, ...bearer(accepting.token) },
      payload: { addressId, deliveryMethod: 'standard' },
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const [order] = await queryRows<{ id: string; amount: number }>(
      database.db,
      sql`select id, amount_kobo as amount from orders where user_id = ${accepting.id}`,
    )

    const outcomes = await Promise.all([first.rounds.run('analytics'), second.rounds.run('analytics')])
    expect(outcomes.map((outcome) => (outcome as { sent: number }).sent).reduce((a, b) => a + b)).toBe(10)

    expect(meta.events.map((event) => event.event_name).sort()).toEqual(
      ['AddToCart', 'CompleteRegistration', 'InitiateCheckout', 'Purchase', 'ViewContent'].sort(),
    )
    expect(ga4.events.map((event) => event.name).sort()).toEqual(
      ['add_shipping_info', 'add_to_cart', 'purchase', 'sign_up', 'view_item'].sort(),
    )
    expect(new Set(ga4.events.map((event) => event.client_id))).toEqual(new Set([visitorId]))
    const byName = (name: string) => meta.events.find((event) => event.event_name === name)!
    expect(byName('ViewContent')).toMatchObject({
      action_source: 'website',
      event_source_url: `${PUBLIC_URL}/product/${phone.slug}`,
      user_data: { client_user_agent: BROWSER, external_id: [sha256Hex(visitorId)] },
      custom_data: { currency: 'NGN', value: 45_000.5, content_ids: [phone.id] },
    })
    // The email only hashed, trimmed and lower-cased as Meta documents.
    expect(byName('CompleteRegistration').user_data.em).toEqual([emailSha256('accepting.visitor@example.com')])
    expect(JSON.stringify(meta.requests)).not.toMatch(/example\.com/i)
    expect(byName('Purchase').custom_data).toMatchObject({
      currency: 'NGN',
      value: Number(order!.amount) / 100,
      order_id: order!.id,
      content_ids: [phone.id],
    })
    expect(byName('Purchase').user_data.em).toEqual([emailSha256('accepting.visitor@example.com')])

    // Each row marked sent, and what it knew of the visitor cleared; a later round sends nothing again.
    const rows = await forwardRows()
    expect(rows).toHaveLength(10)
    expect(rows.every((row) => row.sent && row.ip === null && row.email === null)).toBe(true)
    const sentBefore = meta.requests.length
    await Promise.all([first.rounds.run('analytics'), second.rounds.run('analytics')])
    expect(meta.requests.length).toBe(sentBefore)
  })

  it('sends each event once when two store processes race over many, and never in the visitor’s request', async () => {
    await database.db.execute(sql`delete from analytics_forwards`)
    meta.events.length = 0
    ga4.events.length = 0
    const cookie = await choose(first, 'accept')
    const views = 40
    for (let index = 0; index < views; index += 1) {
      const app = index % 2 === 0 ? first : second
      const seen = await app.inject({
        method: 'GET',
        url: `/api/products/${phone.slug}`,
        headers: { cookie, 'user-agent': BROWSER },
      })
      expect(seen.statusCode).toBe(200)
    }
    await Promise.all([first.store.background.idle(), second.store.background.idle()])
    // Batches of 50 rows a round: a few rounds each, all at once.
    for (let round = 0; round < 3; round += 1)
      await Promise.all([
        first.rounds.run('analytics'),
        second.rounds.run('analytics'),
        first.rounds.run('analytics'),
        second.rounds.run('analytics'),
      ])
    const ids = meta.events.map((event) => event.event_id)
    expect(ids).toHaveLength(views)
    expect(new Set(ids).size).toBe(views)
    expect(ga4.events).toHaveLength(views)
  })

  it('tries a refused event again later, each wait longer, without the visitor waiting, and gives up on a bad one', async () => {
    await database.db.execute(sql`delete from analytics_forwards`)
    meta.events.length = 0
    ga4.events.length = 0
    const cookie = await choose(first, 'accept')
    meta.mishap({ kind: 'serverError' }, { kind: 'tooMany' })
    const seen = await first.inject({
      method: 'GET',
      url: `/api/products/${phone.slug}`,
      headers: { cookie, 'user-agent': BROWSER },
    })
    expect(seen.statusCode).toBe(200)
    await first.store.background.idle()
    expect(await first.rounds.run('analytics')).toEqual({ sent: 1, retried: 1, givenUp: 0 })
    expect(ga4.events).toHaveLength(1)
    expect(meta.events).toHaveLength(0)
    // Not due again for a minute, then two after the second refusal.
    expect(await first.rounds.run('analytics')).toEqual({ sent: 0, retried: 0, givenUp: 0 })
    clock = new Date(clock.getTime() + 61_000)
    expect(await first.rounds.run('analytics')).toEqual({ sent: 0, retried: 1, givenUp: 0 })
    clock = new Date(clock.getTime() + 61_000)
    expect(await first.rounds.run('analytics')).toEqual({ sent: 0, retried: 0, givenUp: 0 })
    clock = new Date(clock.getTime() + 61_000)
    expect(await first.rounds.run('analytics')).toEqual({ sent: 1, retried: 0, givenUp: 0 })
    expect(meta.events).toHaveLength(1)
    const [row] = await queryRows<{ tries: number; failure: string | null }>(
      database.db,
      sql`select tries, failure from analytics_forwards where provider = 'meta'`,
    )
    expect(row).toEqual({ tries: 2, failure: null })

    // An event Meta refuses for good (no browser to name) is given up at once, and its personal data cleared.
    await first.inject({ method: 'GET', url: `/api/products/${phone.slug}`, headers: { cookie, 'user-agent': '' } })
    await first.store.background.idle()
    expect(await first.rounds.run('analytics')).toEqual({ sent: 1, retried: 0, givenUp: 1 })
    const [givenUp] = await queryRows<{ ip: string | null; failure: string }>(
      database.db,
      sql`select ip, failure from analytics_forwards where given_up_at is not null`,
    )
    expect(givenUp?.ip).toBeNull()
    expect(givenUp?.failure).toContain('client_user_agent')
  })

  it("forwards once, with the order's amount, a purchase only the provider's webhook confirmed", async () => {
    await freshFakes()
    const cookie = await choose(first, 'accept')
    const visitorId = cookie.split('accepted.')[1]!
    const shopper = await visit(first, 'webhook-buyer@example.com', cookie)
    const order = await placeCardOrder(first, shopper)
    // Kept with the order when it was placed: the visitor and their browser, for its purchase.
    expect(await keptConsents()).toEqual([{ order: order.orderId, visitor: visitorId, ip: expect.any(String) }])

    // The shopper closed the page; the webhook, with no cookie, confirms it on the other store process.
    const hooked = await webhook(second, order.transactionId)
    expect(hooked.statusCode, hooked.body).toBe(200)
    const [state] = await queryRows<{ state: string }>(
      database.db,
      sql`select payment_state as state from orders where id = ${order.orderId}`,
    )
    expect(state?.state).toBe('paid')
    // Taken by the confirmation: nothing personal left beside the order.
    expect(await keptConsents()).toEqual([])

    await bothRounds()
    const purchases = meta.events.filter((event) => event.event_name === 'Purchase')
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({
      action_source: 'website',
      user_data: { client_user_agent: BROWSER, external_id: [sha256Hex(visitorId)] },
      custom_data: { currency: 'NGN', value: order.amountKobo / 100, order_id: order.orderId, content_ids: [phone.id] },
    })
    expect(purchases[0]!.user_data.em).toEqual([emailSha256('webhook-buyer@example.com')])
    const ga4Purchases = ga4.events.filter((event) => event.name === 'purchase')
    expect(ga4Purchases).toHaveLength(1)
    expect(ga4Purchases[0]).toMatchObject({ client_id: visitorId })
    expect(JSON.stringify(ga4Purchases[0])).toContain(order.orderId)
    const rows = await forwardRows()
    expect(rows.every((row) => row.sent && row.ip === null && row.email === null)).toBe(true)
  })

  it("forwards a purchase once when the shopper's page and the webhooks confirm it at once on two processes", async () => {
    await freshFakes()
    const cookie = await choose(first, 'accept')
    const shopper = await visit(first, 'racing-buyer@example.com', cookie)
    const order = await placeCardOrder(first, shopper)
    const answers = await Promise.all([
      confirmOnPage(first, shopper, order),
      webhook(second, order.transactionId),
      confirmOnPage(second, shopper, order),
      webhook(first, order.transactionId),
      webhook(second, order.transactionId),
    ])
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300)
    expect(await keptConsents()).toEqual([])
    const [written] = await queryRows<{ rows: number }>(
      database.db,
      sql`select count(*)::int as rows from analytics_forwards where order_id = ${order.orderId}
          and event_id in (select id from store_events where kind = 'purchase')`,
    )
    expect(written?.rows).toBe(2)
    await bothRounds()
    await bothRounds()
    expect(meta.events.filter((event) => event.event_name === 'Purchase')).toHaveLength(1)
    expect(ga4.events.filter((event) => event.name === 'purchase')).toHaveLength(1)
  })

  it('forwards nothing of an order placed by a visitor who declined or chose nothing, whichever request confirms it', async () => {
    await freshFakes()
    const declined = await choose(first, 'decline')
    const decliner = await visit(first, 'declining-buyer@example.com', declined)
    const declinedOrder = await placeCardOrder(first, decliner)
    const silent = await visit(second, 'silent-buyer@example.com', null)
    const silentOrder = await placeCardOrder(second, silent)
    // Nothing of theirs is kept beside the orders.
    expect(await keptConsents()).toEqual([])
    expect((await webhook(second, declinedOrder.transactionId)).statusCode).toBe(200)
    // Accepting only after the order was placed does not reach back to it.
    const later = await choose(first, 'accept')
    const confirmed = await confirmOnPage(
      first,
      { ...silent, headers: { ...silent.headers, cookie: later } },
      silentOrder,
    )
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(await forwardRows()).toEqual([])
    await bothRounds()
    expect(meta.requests).toEqual([])
    expect(ga4.events).toEqual([])
  })

  it('forgets the consent kept with an order never paid once no provider would take its purchase', async () => {
    await freshFakes()
    const cookie = await choose(first, 'accept')
    const shopper = await visit(first, 'unpaid-buyer@example.com', cookie)
    const order = await placeCardOrder(first, shopper)
    await bothRounds()
    expect((await keptConsents()).map((kept) => kept.order)).toEqual([order.orderId])
    clock = new Date(clock.getTime() + 7 * 24 * 3600_000 + 60_000)
    await bothRounds()
    expect(await keptConsents()).toEqual([])
  })
})
