// The store keeps serving through PostgreSQL's faults (ADR 0012): connections terminated under it, and the server
// restarted while requests run. Only when the server suite runs on PostgreSQL (DATABASE_URL, as CI's second run
// does); the cluster is one of its own, started here, so stopping it disturbs no other test file. Were a lost
// connection's error left unheard, it would end this test process.
// @postgres: the server is stopped, restarted and its connections cut.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { startPostgres, type PostgresCluster } from '../scripts/postgres.mjs'
import { buildApp } from './app'
import { openDatabase, type Database } from './db/database'
import { STORE_BUSY_MESSAGE } from './errors'

const BUSY = { errors: [{ message: STORE_BUSY_MESSAGE }] }
/** Reads that always reach the database (the catalogue's read cache is off here). */
const READS = ['/api/categories', '/api/promo', '/api/products?page=1']

let cluster: PostgresCluster
let database: Database
let app: FastifyInstance
let mediaDir: string
const connectionErrors: string[] = []

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return
  cluster = await startPostgres()
  mediaDir = mkdtempSync(join(tmpdir(), 'oja-faults-'))
  database = await openDatabase({ databaseUrl: cluster.url, dataDir: mediaDir, catalogueCacheMs: 0 })
  app = await buildApp({ database, mediaDir, throttle: false, walletSettlementMs: false, uploadSweepMs: false })
  await app.ready()
  // After buildApp, which sends them to the app's log: this test reads them.
  database.onConnectionError((error) => connectionErrors.push(error.message))
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  cluster?.destroy()
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
})

interface Tally {
  statuses: Map<number, number>
  /** Every answer that was not a 200: its status and body. */
  failures: { status: number; body: string }[]
  /** When the first 200 after `since` came, if one did. */
  firstOkAt?: number
  since?: number
}

/** Sends the reads, `concurrency` at a time, until `stop()` is called; tallies every answer. */
function keepReading(concurrency = 4) {
  const tally: Tally = { statuses: new Map(), failures: [] }
  let running = true
  let sent = 0
  const worker = async () => {
    while (running) {
      const answer = await app.inject({ method: 'GET', url: READS[sent++ % READS.length]! })
      tally.statuses.set(answer.statusCode, (tally.statuses.get(answer.statusCode) ?? 0) + 1)
      if (answer.statusCode === 200) {
        if (tally.since !== undefined && tally.firstOkAt === undefined) tally.firstOkAt = Date.now()
      } else {
        tally.failures.push({ status: answer.statusCode, body: answer.body })
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }
  const workers = Promise.all(Array.from({ length: concurrency }, worker))
  return {
    tally,
    /** From now on, note when the next 200 comes. */
    watch: () => {
      tally.since = Date.now()
    },
    stop: async () => {
      running = false
      await workers
      return tally
    },
  }
}

async function terminateStoreConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  try {
    const result = await admin.query<{ terminated: number }>(
      'select count(*)::int as terminated from (select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as ended',
    )
    return result.rows[0]!.terminated
  } finally {
    await admin.end()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Only 200s and the store's 503 in its envelope: never a 500, never another body. */
function expectOnlyOkOrBusy(tally: Tally) {
  expect([...tally.statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([])
  for (const failure of tally.failures) expect(JSON.parse(failure.body)).toEqual(BUSY)
}

describe.skipIf(!process.env.DATABASE_URL)('the store on PostgreSQL', () => {
  it('keeps serving when every connection it holds is terminated', async () => {
    const reading = keepReading()
    await sleep(300)
    const terminated = await terminateStoreConnections()
    await sleep(300)
    const tally = await reading.stop()
    expect(terminated).toBeGreaterThan(0)
    expect(
      connectionErrors.some((message) => /terminating connection due to administrator command/.test(message)),
    ).toBe(true)
    // A request on a connection as it was cut may be told the store is busy; nothing else.
    expectOnlyOkOrBusy(tally)

    // Now only idle connections: terminated, they cost nothing; the next requests get new ones.
    await terminateStoreConnections()
    await sleep(100)
    for (const url of READS) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
  })

  it('answers 503 while PostgreSQL restarts and 200 again within 10 s of it being back, with no restart of its own', async () => {
    const reading = keepReading()
    await sleep(300)
    await cluster.stop()
    await sleep(500)
    const duringOutage = await app.inject({ method: 'GET', url: '/readyz' })
    await cluster.start()
    reading.watch()
    const back = Date.now()
    while (reading.tally.firstOkAt === undefined && Date.now() - back < 10_000) await sleep(50)
    await sleep(200)
    const tally = await reading.stop()

    expect(tally.statuses.get(503), 'requests during the outage').toBeGreaterThan(0)
    expectOnlyOkOrBusy(tally)
    expect(tally.firstOkAt, 'a 200 after the database came back').toBeDefined()
    expect(tally.firstOkAt! - back).toBeLessThan(10_000)
    expect(duringOutage.statusCode).toBe(503)
    expect(duringOutage.json()).toEqual(BUSY)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })
})
