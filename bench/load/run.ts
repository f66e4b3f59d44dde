// A thousand shoppers at once (docs/adr/0048): the store as production runs it (its own process, NODE_ENV=production,
// the built web app, the default embedded PGlite in a fresh data folder, or PostgreSQL with --postgres), loaded by
// autocannon from a worker thread with 1,000 connections for 30 s on each of: three drawn pages (home, the listing, a
// product), the listing API and the signed-in cart API (shoppers signed up through the API, a few products in each
// cart), beside a built asset for comparison. Each connection is a shopper of its own behind a load balancer: its own
// X-Forwarded-For address, which the store trusts from loopback (TRUST_PROXY), and on the cart path one of the
// shoppers' tokens. Records requests/s, p50, p99, max, timeouts, errors and non-2xx; samples the store's RSS
// (/proc/<pid>/status) after a warm-up, at its peak under load and a minute after. Writes bench/results/load.json; exits
// 1 over budget: any timeout, error or non-2xx, a p99 over 1 s on a store path, or RSS not back within 10 % of its start.
//
// `--soak 600` runs a soak instead: every path in turn at a moderate rate for 600 s, RSS sampled every few seconds, and
// the slope of RSS after the first minute (budget: under 5 % of the start over the soak); writes load-soak.json.
//
//   npm run build && npm run bench:load -- [--connections 1000] [--duration 30] [--recovery 60] [--shoppers 100]
//     [--postgres] [--cpu-prof (the store's profile in bench/results/load-profile/)] [--only /api/carts,/]
//   npm run bench:load -- --soak 600 [--rate 500]
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startPostgres, type PostgresCluster } from '../../scripts/postgres.mjs'
import { freePort } from '../../scripts/store-process'
import { signedInShoppers } from './shoppers'

const BUDGET = { maxP99Ms: 1_000, rssBackWithin: 0.1, soakGrowthWithin: 0.05 }

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    recovery: { type: 'string', default: '60' },
    shoppers: { type: 'string', default: '100' },
    soak: { type: 'string', default: '0' },
    rate: { type: 'string', default: '500' },
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
})
const connections = Number(values.connections)
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const recovery = Number(values.recovery)
const shopperCount = Number(values.shoppers)
const soakSeconds = Number(values.soak)
const soakRate = Number(values.rate)

const root = new URL('../..', import.meta.url).pathname
const connectionModule = join(root, 'bench/load/connection.cjs')
const resultsDir = join(root, 'bench', 'results')
for (const built of ['dist/index.html', 'dist-ssr/render-page.js'])
  if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`)

// ---- the store's process and its memory

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN)
  return Math.round((kb / 1024) * 10) / 10
}

/** Samples the store's RSS every `everyMs` until stopped: the samples, seconds from the start. */
function sampleRss(pid: number, everyMs: number) {
  const started = performance.now()
  const samples: { atSeconds: number; rssMb: number }[] = []
  const take = () => samples.push({ atSeconds: Math.round(performance.now() - started) / 1000, rssMb: rssMb(pid) })
  take()
  const timer = setInterval(take, everyMs)
  return {
    samples,
    stop() {
      clearInterval(timer)
      take()
      return samples
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`the store did not answer at ${url} within ${timeoutMs} ms`)
}

// ---- the load

interface PathResult {
  name: string
  path: string
  judged: boolean
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  requests: number
  timeouts: number
  errors: number
  non2xx: number
  peakRssMb: number
}

function load(
  base: string,
  options: { path?: string; requests?: autocannon.Request[]; connections: number; seconds: number; rate?: number },
  tokens: string[],
) {
  // The worker thread autocannon runs in inherits this environment: the connection module reads the tokens from it.
  process.env.OJA_LOAD_TOKENS = tokens.join(',')
  return autocannon({
    url: `${base}${options.path ?? '/'}`,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    setupClient: connectionModule,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(options.rate ? { overallRate: options.rate } : {}),
  })
}

/** Least-squares slope of RSS over time, in MB a minute. */
function slopeMbPerMinute(samples: { atSeconds: number; rssMb: number }[]): number {
  const n = samples.length
  if (n < 2) return 0
  const meanT = samples.reduce((sum, s) => sum + s.atSeconds, 0) / n
  const meanR = samples.reduce((sum, s) => sum + s.rssMb, 0) / n
  const covariance = samples.reduce((sum, s) => sum + (s.atSeconds - meanT) * (s.rssMb - meanR), 0)
  const variance = samples.reduce((sum, s) => sum + (s.atSeconds - meanT) ** 2, 0)
  return variance === 0 ? 0 : Math.round((covariance / variance) * 60 * 100) / 100
}

const dataDir = mkdtempSync(join(tmpdir(), 'oja-load-'))
const profileDir = join(resultsDir, 'load-profile')
let postgres: PostgresCluster | undefined
let store: ChildProcess | undefined
try {
  if (values.postgres) postgres = await startPostgres()
  const port = await freePort()
  store = spawn(
    process.execPath,
    ['--import', 'tsx', ...(values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        TRUST_PROXY: '127.0.0.1,::1',
        // The store's JSON logs (a line per request at the default level) are written as production writes them, and
        // thrown away; errors still reach this terminal.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const pid = store.pid!
  const base = `http://127.0.0.1:${port}`
  await waitUntilUp(`${base}/api/categories`, store)

  const { data: listing } = (await (await fetch(`${base}/api/products?limit=1`)).json()) as {
    data: { docs: { slug: string }[] }
  }
  const slug = listing.docs[0]?.slug
  if (!slug) throw new Error('The seeded catalogue is empty')
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync(join(root, 'dist/index.html'), 'utf8'))?.[1]
  if (!entry) throw new Error('dist/index.html names no entry script')

  const shoppersStarted = performance.now()
  const tokens = await signedInShoppers(base, shopperCount)
  const shoppersMs = Math.round(performance.now() - shoppersStarted)

  const paths = [
    { name: 'static file (built entry script)', path: entry, judged: false, signedIn: false },
    { name: 'page: home, drawn', path: '/', judged: true, signedIn: false },
    { name: 'page: listing, drawn', path: '/product-listing', judged: true, signedIn: false },
    { name: 'page: product, drawn', path: `/product-details/${slug}`, judged: true, signedIn: false },
    { name: 'listing API', path: '/api/products', judged: true, signedIn: false },
    { name: 'signed-in cart API', path: '/api/carts', judged: true, signedIn: true },
  ].filter((route) => !values.only || values.only.split(',').some((part) => route.path === part.trim()))

  for (const route of paths) {
    const check = await fetch(`${base}${route.path}`, {
      headers: route.signedIn ? { authorization: `Bearer ${tokens[0]}` } : {},
    })
    if (!check.ok) throw new Error(`${route.path} answered ${check.status}`)
    await check.arrayBuffer()
  }

  // A warm-up at a shopper's pace: the store's caches hold what a store in use holds, and its code is compiled.
  for (const route of paths)
    await load(base, { path: route.path, connections: 10, seconds: warmup }, route.signedIn ? tokens : [])
  await sleep(2_000)
  const startRssMb = rssMb(pid)
  const machine = {
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    loadAverageBefore: loadavg().map((value) => Math.round(value * 100) / 100),
    database: postgres ? 'postgres' : 'pglite',
  }

  mkdirSync(resultsDir, { recursive: true })
  if (soakSeconds > 0) {
    const sampler = sampleRss(pid, 5_000)
    const result = await load(
      base,
      {
        requests: paths.map((route) => ({ method: 'GET', path: route.path })),
        connections: 50,
        seconds: soakSeconds,
        rate: soakRate,
      },
      tokens,
    )
    const samples = sampler.stop()
    const settled = samples.filter((sample) => sample.atSeconds >= 60)
    const slope = slopeMbPerMinute(settled)
    const growthMb = Math.round(slope * (soakSeconds / 60) * 10) / 10
    const pass =
      growthMb <= startRssMb * BUDGET.soakGrowthWithin &&
      result.errors === 0 &&
      result.non2xx === 0 &&
      result.timeouts === 0
    console.log(
      `\nSoak: ${soakSeconds} s at ${soakRate} requests/s over 50 connections, every path in turn; ${machine.cores} cores, Node ${machine.node}, ${machine.database}`,
    )
    console.log(
      `requests ${result.requests.total}, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, timeouts ${result.timeouts}, errors ${result.errors - result.timeouts}, non-2xx ${result.non2xx}`,
    )
    console.log(
      `RSS: start ${startRssMb} MB, end ${samples.at(-1)?.rssMb} MB, max ${Math.max(...samples.map((s) => s.rssMb))} MB; slope after the first minute ${slope} MB/min (${growthMb} MB over the soak; budget ${Math.round(startRssMb * BUDGET.soakGrowthWithin)} MB): ${pass ? 'met' : 'MISSED'}`,
    )
    writeFileSync(
      join(resultsDir, 'load-soak.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          ...machine,
          soakSeconds,
          rate: soakRate,
          shoppers: shopperCount,
          requests: result.requests.total,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          timeouts: result.timeouts,
          errors: result.errors - result.timeouts,
          non2xx: result.non2xx,
          startRssMb,
          slopeMbPerMinute: slope,
          growthMb,
          samples,
          pass,
        },
        null,
        2,
      )}\n`,
    )
    if (!pass) process.exitCode = 1
  } else {
    const results: PathResult[] = []
    for (const route of paths) {
      const sampler = sampleRss(pid, 500)
      const result = await load(
        base,
        { path: route.path, connections, seconds: duration },
        route.signedIn ? tokens : [],
      )
      const samples = sampler.stop()
      results.push({
        name: route.name,
        path: route.path,
        judged: route.judged,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        requests: result.requests.total,
        timeouts: result.timeouts,
        errors: result.errors - result.timeouts,
        non2xx: result.non2xx,
        peakRssMb: Math.max(...samples.map((sample) => sample.rssMb)),
      })
    }
    const peakRssMb = Math.max(...results.map((result) => result.peakRssMb))
    const recoverySamples = sampleRss(pid, 5_000)
    await sleep(recovery * 1000)
    const afterRssMb = recoverySamples.stop().at(-1)!.rssMb
    const rssBack = afterRssMb <= startRssMb * (1 + BUDGET.rssBackWithin)
    const failures = results.flatMap((result) => {
      const found: string[] = []
      if (result.timeouts > 0) found.push(`${result.name}: ${result.timeouts} timeouts`)
      if (result.errors > 0) found.push(`${result.name}: ${result.errors} errors`)
      if (result.non2xx > 0) found.push(`${result.name}: ${result.non2xx} non-2xx`)
      if (result.judged && result.p99Ms > BUDGET.maxP99Ms)
        found.push(`${result.name}: p99 ${result.p99Ms} ms > ${BUDGET.maxP99Ms} ms`)
      return found
    })
    if (!rssBack) failures.push(`RSS ${afterRssMb} MB a minute after, over ${startRssMb} MB + 10 %`)

    console.log(
      `\nLoad: ${connections} connections, ${duration} s a path after a ${warmup} s warm-up at 10; ${shopperCount} signed-in shoppers (${shoppersMs} ms to sign up); ${machine.cores} cores, Node ${machine.node}, ${machine.database}`,
    )
    console.table(
      results.map((result) => ({
        path: `${result.name} (${result.path.length > 40 ? `${result.path.slice(0, 37)}...` : result.path})`,
        'requests/s': result.requestsPerSecond,
        'p50 ms': result.p50Ms,
        'p99 ms': result.p99Ms,
        'max ms': result.maxMs,
        timeouts: result.timeouts,
        errors: result.errors,
        'non-2xx': result.non2xx,
        'peak RSS MB': result.peakRssMb,
      })),
    )
    console.log(
      `RSS: start ${startRssMb} MB, peak ${peakRssMb} MB, ${recovery} s after ${afterRssMb} MB (${rssBack ? 'back' : 'NOT back'} within 10 %)`,
    )
    console.log(failures.length === 0 ? 'budget: met' : `budget: MISSED\n  ${failures.join('\n  ')}`)
    writeFileSync(
      join(resultsDir, 'load.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          ...machine,
          connections,
          durationSeconds: duration,
          warmupSeconds: warmup,
          shoppers: shopperCount,
          paths: results,
          rss: { startMb: startRssMb, peakMb: peakRssMb, afterMb: afterRssMb, afterSeconds: recovery, back: rssBack },
          budget: { ...BUDGET, failures, pass: failures.length === 0 },
        },
        null,
        2,
      )}\n`,
    )
    if (failures.length > 0) process.exitCode = 1
  }
} finally {
  if (store && store.exitCode === null) {
    const exited = new Promise((resolve) => store!.once('exit', resolve))
    store.kill('SIGTERM')
    await Promise.race([exited, sleep(15_000)])
  }
  postgres?.destroy()
  rmSync(dataDir, { recursive: true, force: true })
}
