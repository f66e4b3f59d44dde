// Starts the store: opens the database (embedded PGlite under DATA_DIR, or DATABASE_URL), seeds the catalogue
// on first start, serves the web app and /api on one port with JSON logs, and shuts down cleanly on SIGINT/SIGTERM.
// Mail and texts go to the sandbox outbox (/dev/outbox) and Google/Apple sign-in to the identity sandbox unless
// configured; uploaded pictures go to the media folder unless an S3-compatible bucket is.
import { mkdirSync } from 'node:fs'
import { buildApp } from './app'
import { isLoopback, newTokenSecret, readConfig, resolveTokenSecret, storedTokenSecret } from './config'
import { LISTEN_BACKLOG } from './http-limits'
import { openDatabase } from './db/database'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock'
import { SEED_VENDOR_ID, seedCatalogue } from './db/seed'
import { storeSecretsRepo } from './db/repos/store-secrets.repo'
import { usersRepo } from './db/repos/users.repo'
import { vendorsRepo } from './db/repos/vendors.repo'
import { keepSandboxOwner, SANDBOX_OWNER } from './services/sandbox-owner'
import { keepSandboxVendor, SANDBOX_VENDOR } from './services/sandbox-vendor'
import { pictureStorageOf } from './media/storage'
import { loadPageRenderer } from './web/page-renderer'

/** After this long a shutdown stops waiting for open requests (ADR 0012). */
const SHUTDOWN_GRACE_MS = 10_000

const config = readConfig()
mkdirSync(config.dataDir, { recursive: true })
mkdirSync(config.mediaDir, { recursive: true })

// The embedded database serves one process: a second store on this folder stops here, before it opens the
// database or runs a migration. PostgreSQL (DATABASE_URL) serves any number of store processes.
if (!config.databaseUrl) {
  try {
    lockDataDir(config.dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const database = await openDatabase(config)
// On PostgreSQL several store processes, each with a data folder of its own, sign and read each other's tokens: a
// secret the operator did not give is kept in the database, where they all find the same one (one this data folder
// already kept becomes it, so nobody is signed out by the move; docs/adr/0049).
const tokenSecret =
  config.accounts.tokenSecret ??
  (config.databaseUrl
    ? await storeSecretsRepo(database.db).keep('token', () => storedTokenSecret(config.dataDir) ?? newTokenSecret())
    : resolveTokenSecret(config))
const pictures = pictureStorageOf(config.media, config.mediaDir)
const app = await buildApp({
  database,
  mediaDir: config.mediaDir,
  webRoot: config.webRoot,
  renderApp: await loadPageRenderer(config.pageRenderer),
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  pageCacheMs: config.catalogueCacheMs,
  accounts: { ...config.accounts, tokenSecret },
  payments: config.payments,
  sms: config.sms,
  analytics: config.analytics,
  analyticsRoundMs: config.analyticsRoundMs,
  swapTeamEmail: config.swapTeamEmail,
  ordersTeamEmail: config.ordersTeamEmail,
  pictures,
})

let stopping = false
async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS)
  force.unref()
  try {
    // Stops listening and finishes the requests under way; a request that still arrives on an open connection is
    // answered 503 (server/health.ts) and that connection closed. Then the pool, once no request holds a connection.
    await app.close()
    await database.close()
    app.log.info({ signal }, 'stopped')
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    exitCode = 1
  }
  process.exit(exitCode)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))

try {
  const started = performance.now()
  await seedCatalogue(database.db, config.mediaDir, {
    renderCache: config.mediaCacheDir,
    catalogueCache: app.store.catalogueCache,
  })
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, ms: Math.round(performance.now() - started) },
    'catalogue ready',
  )
  const users = usersRepo(database.db)
  const on = config.sandboxAccountsOn
  const sandboxAccounts = [
    {
      email: SANDBOX_VENDOR.email,
      state: await keepSandboxVendor({ users, vendors: vendorsRepo(database.db), vendorId: SEED_VENDOR_ID, on }),
    },
    { email: SANDBOX_OWNER.email, state: await keepSandboxOwner({ users, on }) },
  ]
  for (const { email, state } of sandboxAccounts) {
    if (state === 'ready') app.log.info({ email }, 'this sandbox account signs in with the password the README gives')
    if (state === 'signInRemoved')
      app.log.info({ email }, 'every provider is real, so this sandbox account can no longer sign in')
  }
  app.log.info(
    {
      database: database.kind,
      pictures: pictures.kind,
      dataDir: config.dataDir,
      ms: Math.round(performance.now() - started),
    },
    'catalogue ready',
  )
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG })
  const sandboxes = config.sandboxes.map((sandbox) => `${sandbox.name} (real with ${sandbox.setting})`)
  if (sandboxes.length === 0) app.log.info({ host: config.host }, 'every outside service is real')
  else if (isLoopback(config.host)) {
    app.log.info(
      { host: config.host, sandboxes },
      `sandboxes on, so the store answers this machine only (http://localhost:${config.port})`,
    )
  } else {
    app.log.warn(
      { host: config.host, sandboxes },
      'SANDBOX_PUBLIC=true: the sandboxes answer anyone who reaches this address; anyone can sign in as a new Google or ' +
        'Apple user and read every email the store keeps. Use this only for a demonstration store that holds nothing of value.',
    )
  }
} catch (error) {
  app.log.fatal({ err: error }, 'the store could not start')
  await shutdown('startup failure', 1)
}
