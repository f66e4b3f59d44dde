// Caches follow at once on every store process (docs/adr/0031): two store processes on one database (PGlite, or two
// pools and listening connections on one PostgreSQL schema), each with a catalogue cache and drawn pages kept for ten
// minutes. A write through one reaches the other's GET api/promo, GET api/categories and drawn home page as soon as
// its signal is heard, while a change made behind the store's back (no signal) stays unseen until the cache expires.
// @postgres: a second store process follows the first through LISTEN/NOTIFY.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FIRST_PAGE_ID, type FirstPage } from '../src/domain/first-page'
import { buildApp, sandboxAccounts } from './app'
import { readConfig } from './config'
import { openSameDatabase, openTestDatabase, type Database } from './db/database'
import { catalogueCache } from './db/repos/catalogue-cache'
import { followCatalogueSignals } from './db/repos/catalogue-signal'
import { categories, promos } from './db/schema'
import { staffRepo } from './db/repos/staff.repo'
import { usersRepo } from './db/repos/users.repo'
import type { Signals, SignalListener } from './db/signals'
import { staffService } from './services/staff'
import { verifiedTestUser } from './test-shop'
import { bearer, type TestUser } from './test-support'

const databaseUrl = readConfig().databaseUrl
const TEN_MINUTES = 600_000
/** How long a signal may take to arrive: far below the cache's age, so only the signal can explain what is seen. */
const AT_ONCE = { timeout: 1_000, interval: 10 }

const INDEX =
  '<!doctype html><html lang="en-NG"><head><title>Built title</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>'
const MANIFEST = { 'index.html': { file: 'assets/index-abc.js', isEntry: true } }

let database: Database
let secondDatabase: Database
let webRoot: string
const mediaDirs: string[] = []
let writer: FastifyInstance
let reader: FastifyInstance
let owner: TestUser
const clock = new Date('2026-12-01T10:00:00.000Z')

async function store(on: Database, secret: string) {
  const mediaDir = mkdtempSync(join(tmpdir(), 'oja-signals-media-'))
  mediaDirs.push(mediaDir)
  const app = await buildApp({
    database: { ...on, catalogueCacheMs: TEN_MINUTES },
    mediaDir,
    webRoot,
    pageCacheMs: TEN_MINUTES,
    now: () => clock,
    accounts: sandboxAccounts(secret),
    throttle: false,
    walletSettlementMs: false,
    uploadSweepMs: false,
    refundRoundMs: false,
    sandboxWebhookDelayMs: false,
  })
  await app.ready()
  return app
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-signals-web-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  database = await openTestDatabase()
  secondDatabase = databaseUrl ? await openSameDatabase(databaseUrl, database) : database
  const secret = randomBytes(48).toString('base64url')
  writer = await store(database, secret)
  reader = await store(secondDatabase, secret)
  owner = await verifiedTestUser(writer, 'signals-owner@example.com')
  const db = database.db
  await staffService({ users: usersRepo(db), staff: staffRepo(db), now: () => clock }).add(owner.email, 'owner')
  await db.insert(categories).values({
    id: 'cccccccccccccccccccccccc',
    slug: 'phones',
    title: 'Phones',
    image: '/media/categories/phones-800.webp',
  })
  await db.insert(promos).values({
    id: 'dddddddddddddddddddddddd',
    priceDrop: true,
    text: 'Black Friday',
    startsAt: new Date('2026-11-28T00:00:00.000Z'),
    expires: new Date('2026-12-08T00:00:00.000Z'),
  })
}, 60_000)

afterAll(async () => {
  await reader?.close()
  await writer?.close()
  if (secondDatabase !== database) await secondDatabase?.close()
  await database?.close()
  for (const folder of [webRoot, ...mediaDirs]) rmSync(folder, { recursive: true, force: true })
})

const promoOn = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/promo' })).json() as { data: { text: string } | null }).data

const categoriesOn = async (app: FastifyInstance) =>
  (
    (await app.inject({ method: 'GET', url: '/api/categories' })).json() as { data: { docs: { title: string }[] } }
  ).data.docs.map((category) => category.title)

/** The drawn home page's answers, as the page carries them for the app. */
async function drawnHomeOn(app: FastifyInstance): Promise<FirstPage['answers']> {
  const { body } = await app.inject({ method: 'GET', url: '/' })
  const match = new RegExp(`<script id="${FIRST_PAGE_ID}" type="application/json">([^<]*)</script>`).exec(body)
  expect(match).not.toBeNull()
  return (JSON.parse(match![1]!) as FirstPage).answers
}

describe('two store processes with caches kept for ten minutes', () => {
  it('keep an answer a write made behind the store’s back, with no signal, as long as their cache holds it', async () => {
    expect(await promoOn(reader)).toMatchObject({ text: 'Black Friday' })
    expect((await drawnHomeOn(reader))['/api/promo']).toMatchObject({ text: 'Black Friday' })
    await database.db
      .update(promos)
      .set({ text: 'Black Friday (quiet)' })
      .where(eq(promos.id, 'dddddddddddddddddddddddd'))
    expect(await promoOn(reader)).toMatchObject({ text: 'Black Friday' })
    expect((await drawnHomeOn(reader))['/api/promo']).toMatchObject({ text: 'Black Friday' })
  })

  it('show no promo on the other process at once when one ends it, in the API and the drawn home page', async () => {
    expect(await promoOn(writer)).not.toBeNull()
    expect(await categoriesOn(reader)).toEqual(['Phones'])
    clock.setTime(clock.getTime() + 60_000)
    const ended = await writer.inject({
      method: 'POST',
      url: '/api/staff/promos/dddddddddddddddddddddddd/end',
      headers: bearer(owner.token),
    })
    expect(ended.statusCode, ended.body).toBe(200)
    // The writer reads its own write without waiting for any signal.
    expect(await promoOn(writer)).toBeNull()
    await vi.waitFor(async () => expect(await promoOn(reader)).toBeNull(), AT_ONCE)
    expect((await drawnHomeOn(reader))['/api/promo']).toBeNull()
  })

  it('show a category added on one process on the other’s home page at once', async () => {
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer()
    const boundary = '----oja-signals'
    const uploaded = await writer.inject({
      method: 'POST',
      url: '/api/staff/categories/pictures',
      headers: { ...bearer(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const [image] = (uploaded.json() as { data: { images: string[] } }).data.images
    const created = await writer.inject({
      method: 'POST',
      url: '/api/staff/categories',
      headers: bearer(owner.token),
      payload: { title: 'Tablets', image },
    })
    expect(created.statusCode, created.body).toBe(201)
    await vi.waitFor(async () => expect(await categoriesOn(reader)).toEqual(['Phones', 'Tablets']), AT_ONCE)
    const home = await drawnHomeOn(reader)
    expect((home['/api/categories'] as { docs: { title: string }[] }).docs.map((doc) => doc.title)).toEqual([
      'Phones',
      'Tablets',
    ])
  })
})

describe('a store whose listening connection was lost', () => {
  it('forgets its whole catalogue cache when told null, since what was sent meanwhile was missed', async () => {
    let listener: SignalListener = () => {}
    const signals: Signals = {
      listen: async (_channel, heard) => {
        listener = heard
        return async () => {}
      },
      close: async () => {},
    }
    const cache = catalogueCache({ maxAgeMs: TEN_MINUTES })
    await followCatalogueSignals(signals, cache)
    let reads = 0
    const read = () => cache.read('promos', async () => ++reads)
    expect([await read(), await read()]).toEqual([1, 1])
    listener(null)
    expect(await read()).toBe(2)
    listener('')
    expect(await read()).toBe(3)
  })
})
