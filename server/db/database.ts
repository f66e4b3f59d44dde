// Opens the store's database: embedded PGlite in `${dataDir}/pg` by default, PostgreSQL when a URL is given.
// Both run the same drizzle code and the same migrations (applied here, before anything else touches the tables).
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql, type SQL } from 'drizzle-orm'
import type { PgDatabase } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite/session'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres/session'
import pg from 'pg'
import { readConfig, type Config } from '../config'
import * as schema from './schema'
import { keepNamedStatements, withNamedStatements } from './named-statements'
import { withDrizzleParsers } from './pglite-parsers'
import { pgliteSignals, postgresSignals, type Signals } from './signals'

export type Schema = typeof schema

/** The drizzle database every repo takes: either driver, so a raw statement's result has the rows of both. */
export type Db = PgDatabase<PgliteQueryResultHKT | NodePgQueryResultHKT, Schema>

/** Where a database connection that failed outside any request is reported (server/health.ts gives the app's log). */
export type ConnectionErrorListener = (error: Error) => void

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /**
   * Sends every error of a pooled PostgreSQL connection (dropped, terminated, the server restarting) to `listener`
   * instead of the standard error stream. Such an error only ever costs that connection and the requests using it;
   * the pool opens new ones as requests need them. The embedded database has no connections to lose.
   */
  onConnectionError(listener: ConnectionErrorListener): void
  /** Signals between the store's processes on this database (server/db/signals.ts); closed with it. */
  signals: Signals
  /**
   * How long the store's catalogue cache keeps an answer read from this database (CATALOGUE_CACHE_MS; 0: not at
   * all), when it was opened with a setting: server/store.ts builds the cache with it, the cache's default otherwise.
   */
  catalogueCacheMs?: number
}

/**
 * The pool's limits (ADR 0012). A request waits at most CONNECT_TIMEOUT_MS for a connection, so while PostgreSQL is
 * unreachable requests are answered 503 at once instead of hanging; idle connections are closed after a while and
 * kept alive with TCP keepalives, so a connection a proxy or firewall dropped silently is found out.
 */
export const POOL_SETTINGS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const satisfies pg.PoolConfig

/** The embedded database: no connections to lose, and its signals heard in this process. */
function pgliteDatabase(db: Db, client: PGlite): Database {
  const signals = pgliteSignals(client)
  return {
    db,
    kind: 'pglite',
    async close() {
      await signals.close()
      await client.close()
    },
    onConnectionError() {},
    signals,
  }
}

/** The store's drizzle over an embedded PGlite: statements marked with namedStatement run by name (named-statements.ts),
 *  drizzle's type parsers set once on the client (pglite-parsers.ts). */
function pgliteDrizzle(pglite: PGlite, logger?: QueryLogger) {
  const { client, statements } = withNamedStatements(withDrizzleParsers(pglite))
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) })
  keepNamedStatements(db, statements)
  return db
}

/** The extensions the migrations create (search's trigrams, docs/adr/0047): PGlite loads each one's code itself. */
const PGLITE_EXTENSIONS = { pg_trgm }

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Serialises migrations when several servers start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 0x6f6a61 // 'oja'

/** The settings a database is opened with (server/config.ts); without catalogueCacheMs the cache's default age. */
export type DatabaseSettings = Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'catalogueCacheMs'>>

export async function openDatabase(config: DatabaseSettings): Promise<Database> {
  const database = await openPgliteOrPostgres(config)
  return config.catalogueCacheMs === undefined ? database : { ...database, catalogueCacheMs: config.catalogueCacheMs }
}

async function openPgliteOrPostgres(config: DatabaseSettings): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  const directory = join(config.dataDir, 'pg')
  mkdirSync(directory, { recursive: true })
  const client = await PGlite.create({ dataDir: directory, extensions: PGLITE_EXTENSIONS })
  try {
    const db = pgliteDrizzle(client)
    await migratePglite(db, { migrationsFolder })
    return pgliteDatabase(db, client)
  } catch (error) {
    await client.close()
    throw error
  }
}

/** Told the SQL text of every statement the store's drizzle sends (tests count them: server/password-reset.test.ts). */
export interface QueryLogger {
  logQuery(query: string, params: unknown[]): void
}

async function openPostgres(connectionString: string, searchPath?: string, logger?: QueryLogger): Promise<Database> {
  // A test's own schema comes first; the extensions it shares with the other tests' schemas stay in public.
  const connection = { connectionString, ...(searchPath ? { options: `-c search_path=${searchPath},public` } : {}) }
  const pool = new pg.Pool({ ...connection, ...POOL_SETTINGS })
  // An error event nobody listens to ends the process. A connection reports one when it is lost while idle in the
  // pool (the pool then drops it) or while a request holds it between two statements (its next statement fails,
  // and the pool drops it on release): either way it is reported here and costs nothing more.
  let report: ConnectionErrorListener = (error) => console.error(`A PostgreSQL connection failed: ${error.message}`)
  pool.on('connect', (client) => client.on('error', (error) => report(error)))
  // The pool repeats an idle connection's error, already reported by the connection's own listener.
  pool.on('error', () => {})
  try {
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      try {
        await migratePostgres(drizzlePostgres({ client, schema }), {
          migrationsFolder,
          ...(searchPath ? { migrationsSchema: searchPath } : {}),
        })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      }
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = drizzlePostgres({ client: pool, schema, ...(logger ? { logger } : {}) })
  const { keepAlive, keepAliveInitialDelayMillis, connectionTimeoutMillis } = POOL_SETTINGS
  const signals = postgresSignals(
    { ...connection, keepAlive, keepAliveInitialDelayMillis, connectionTimeoutMillis },
    (error) => report(error),
  )
  return {
    db,
    kind: 'postgres',
    async close() {
      await signals.close()
      await pool.end()
    },
    onConnectionError(listener) {
      report = listener
    },
    signals,
  }
}

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or (when DATABASE_URL is set) a fresh
 * schema on that PostgreSQL, first on the search_path of every pooled connection and dropped at close.
 */
export async function openTestDatabase(
  config: Pick<Config, 'databaseUrl' | 'catalogueCacheMs'> = readConfig(),
  logger?: QueryLogger,
): Promise<Database> {
  const database = await openTestPgliteOrSchema(config.databaseUrl, logger)
  return { ...database, catalogueCacheMs: config.catalogueCacheMs }
}

async function openTestPgliteOrSchema(url: string | undefined, logger?: QueryLogger): Promise<Database> {
  if (url) return openTestSchema(url, logger)
  const client = await PGlite.create({
    loadDataDir: await migratedTemplate(),
    relaxedDurability: true,
    extensions: PGLITE_EXTENSIONS,
  })
  return pgliteDatabase(pgliteDrizzle(client, logger), client)
}

async function openTestSchema(url: string, logger?: QueryLogger): Promise<Database> {
  const name = `oja_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    // Created once for every test schema, in public: an extension made inside one schema would go with it when that
    // schema is dropped, and take the others' search indexes along. Under a lock, as test files start together.
    await admin.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await admin.query('create extension if not exists pg_trgm schema public')
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
    await admin.query(`create schema ${name}`)
  } finally {
    await admin.end()
  }
  const dropSchema = async () => {
    const dropper = new pg.Client({ connectionString: url })
    await dropper.connect()
    try {
      await dropper.query(`drop schema if exists ${name} cascade`)
    } finally {
      await dropper.end()
    }
  }
  let database: Database
  try {
    database = await openPostgres(url, name, logger)
  } catch (error) {
    await dropSchema()
    throw error
  }
  return {
    ...database,
    async close() {
      await database.close()
      await dropSchema()
    },
  }
}

/**
 * A data folder whose embedded database is the migrated test template, as the store leaves one after its first start
 * (for tests of the operator's commands, which work on a store's folder): written in a second, where creating one runs
 * initdb and every migration.
 */
export async function writeTestDataFolder(dataDir: string): Promise<void> {
  const directory = join(dataDir, 'pg')
  mkdirSync(directory, { recursive: true })
  const client = await PGlite.create({
    dataDir: directory,
    loadDataDir: await migratedTemplate(),
    extensions: PGLITE_EXTENSIONS,
  })
  await client.close()
}

/**
 * Another database on the schema `database` uses, on the same PostgreSQL: its own pool and its own signals' connection,
 * as a second store process has. Closing it leaves the schema alone.
 */
export async function openSameDatabase(url: string, database: Database): Promise<Database> {
  const [row] = await queryRows<{ schema: string }>(database.db, sql`select current_schema() as schema`)
  return openPostgres(url, row!.schema)
}

/**
 * Creating a PGlite runs initdb (seconds); loading a dump of an already migrated one is several times faster.
 * The dump is made once per migration set and kept in the temp folder, so every test file after the first
 * starts from it. The key covers PGlite's version and every migration file, so a new migration makes a new dump.
 * Each test store loads it afresh, so it is kept small: without initdb's template databases, which no test uses (half
 * the files to unpack), and not compressed (its unpacking cost more than its reading).
 */
let template: Promise<Blob> | undefined

function migratedTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate()
  return template
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const hash = createHash('sha256')
  hash.update(pgliteVersion())
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(sql|json)$/.test(file))
    .sort()
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsFolder, file)))
  const path = join(tmpdir(), `oja-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
  if (existsSync(path)) return new Blob([readFileSync(path)])

  const client = await PGlite.create({ relaxedDurability: true, extensions: PGLITE_EXTENSIONS })
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
    for (const name of ['template0', 'template1']) {
      await client.query(`alter database ${name} is_template false`)
      await client.query(`drop database ${name}`)
    }
    await client.query('checkpoint')
    const dump = await client.dumpDataDir('none')
    const bytes = Buffer.from(await dump.arrayBuffer())
    // Parallel test workers may build it at the same time: write aside, then rename into place atomically.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, bytes)
    renameSync(partial, path)
    return new Blob([bytes])
  } finally {
    await client.close()
  }
}

function pgliteVersion(): string {
  // The package does not export its package.json; it sits one folder above the entry point.
  const manifest = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'unknown'
}

/** Runs a statement that returns rows and gives them back, on either driver. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL) {
  const result = await db.execute<T>(query)
  return result.rows
}
