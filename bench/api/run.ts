// API load benchmark: the real server (buildApp over the default embedded PGlite, seeded, in a temporary data
// folder) on a loopback port, loaded by autocannon from a worker thread so client and server do not share a
// thread. Prints route, requests/s, p50 and p99; writes bench/results/api.json; exits 1 when the listing misses
// its target (at least 800 requests/s with p99 under 50 ms at 10 connections). When the web app is built
// (`npm run build`), three pages drawn by its render entry (home, the listing, a product) are loaded too, in the
// same run beside the API listing and a static file, kept as main.ts keeps them (ADR 0005, ADR 0007);
// `npm run bench:api` sets NODE_ENV=production, as `npm start` does, so that is React's production build.
//
//   node --import tsx bench/api/run.ts [--duration 10] [--warmup 2] [--connections 10]
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { buildApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase } from '../../server/db/database'
import { catalogueRepo } from '../../server/db/repos/catalogue.repo'
import { seedCatalogue } from '../../server/db/seed'
import { loadPageRenderer } from '../../server/web/page-renderer'

const TARGET = { route: 'listing', minRequestsPerSecond: 800, maxP99Ms: 50 }

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
  },
})
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const connections = Number(values.connections)

interface RouteResult {
  name: string
  path: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
}

function load(url: string, seconds: number) {
  return autocannon({ url, connections, duration: seconds, workers: 1 })
}

const root = new URL('../..', import.meta.url).pathname
const dataDir = mkdtempSync(join(tmpdir(), 'oja-bench-'))
const mediaDir = join(dataDir, 'media')
mkdirSync(mediaDir, { recursive: true })

const config = readConfig()
const database = await openDatabase({ dataDir, catalogueCacheMs: config.catalogueCacheMs })
const webRoot = join(root, 'dist')
const renderApp = await loadPageRenderer(join(root, 'dist-ssr/render-page.js'))
const drawsPages = existsSync(join(webRoot, 'index.html')) && renderApp !== undefined
// As main.ts builds it: drawn pages kept as long as the catalogue's answers, no throttling in the way of the load.
const app = await buildApp({
  database,
  mediaDir,
  logger: false,
  throttle: false,
  pageCacheMs: config.catalogueCacheMs,
  ...(drawsPages ? { webRoot, renderApp } : {}),
})
try {
  const seedStarted = performance.now()
  await seedCatalogue(database.db, mediaDir)
  const seedMs = Math.round(performance.now() - seedStarted)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('The server did not listen on a port')
  const base = `http://127.0.0.1:${address.port}`

  // Route parameters from the seeded catalogue itself (read through a repo without the cache's help).
  const repo = catalogueRepo(database.db)
  const [firstCategory] = await repo.listCategories()
  const { docs } = await repo.listProducts({ limit: 1, page: 1 })
  if (!firstCategory || !docs[0]) throw new Error('The seeded catalogue is empty')
  const routes = [
    { name: 'trivial (static file, no database)', path: `/media/categories/${firstCategory.slug}-400.webp` },
    { name: 'listing', path: '/api/products' },
    { name: 'listing by category, highToLow', path: `/api/products?categoryId=${firstCategory._id}&sort=highToLow` },
    { name: 'product by slug', path: `/api/products/${docs[0].slug}` },
    ...(drawsPages
      ? [
          { name: 'page: home, drawn', path: '/' },
          { name: 'page: listing, drawn', path: '/product-listing' },
          { name: 'page: product, drawn', path: `/product-details/${docs[0].slug}` },
        ]
      : []),
  ]
  if (!drawsPages) console.log('The web app is not built (npm run build): drawn pages are not loaded.')

  const results: RouteResult[] = []
  for (const route of routes) {
    const check = await fetch(`${base}${route.path}`)
    if (!check.ok) throw new Error(`${route.path} answered ${check.status}`)
    await check.arrayBuffer()
    await load(`${base}${route.path}`, warmup)
    const result = await load(`${base}${route.path}`, duration)
    results.push({
      name: route.name,
      path: route.path,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    })
  }

  const listing = results.find((result) => result.name === TARGET.route)!
  const pass =
    listing.requestsPerSecond >= TARGET.minRequestsPerSecond &&
    listing.p99Ms < TARGET.maxP99Ms &&
    listing.non2xx === 0 &&
    listing.errors === 0

  console.log(
    `\nAPI load: ${connections} connections, ${duration} s per route after ${warmup} s warm-up, ${availableParallelism()} cores, Node ${process.version}, database ${database.kind}`,
  )
  console.table(
    results.map((result) => ({
      route: `${result.name} (${result.path.length > 48 ? `${result.path.slice(0, 45)}...` : result.path})`,
      'requests/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'non-2xx': result.non2xx,
      errors: result.errors,
    })),
  )
  console.log(
    `target: ${TARGET.route} >= ${TARGET.minRequestsPerSecond} requests/s with p99 < ${TARGET.maxP99Ms} ms: ${pass ? 'met' : 'MISSED'}`,
  )

  const resultsDir = join(root, 'bench', 'results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    join(resultsDir, 'api.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: availableParallelism(),
        database: database.kind,
        connections,
        durationSeconds: duration,
        warmupSeconds: warmup,
        seedMs,
        routes: results,
        target: { ...TARGET, pass },
      },
      null,
      2,
    )}\n`,
  )
  if (!pass) process.exitCode = 1
} finally {
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
