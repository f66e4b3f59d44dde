// Shared set-up for the server tests: a fresh database per test file (PGlite, or a throwaway schema on the
// PostgreSQL at DATABASE_URL), the app around it, openapi.yaml as data, and a fingerprint of every table.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { sql } from 'drizzle-orm'
import { AjvCompiler } from '@fastify/ajv-compiler'
import type { FastifyInstance } from 'fastify'
import { buildApp, sandboxAccounts, specificationPath, type AppDeps } from './app'
import { readConfig } from './config'
import { openDatabase, openTestDatabase, writeTestDataFolder, type Database } from './db/database'
import { usersRepo, type UserRecord } from './db/repos/users.repo'
import { seedCatalogue } from './db/seed'
import { REFRESH_COOKIE } from './handlers/refresh-cookie'
import { runOperatorCommand, type CommandOutput, type OperatorCommand } from './operator-command'

export interface TestApp {
  app: FastifyInstance
  database: Database
  mediaDir: string
  close(): Promise<void>
}

function testAccounts(secret: string, shortAccessTokens = false) {
  const accounts = sandboxAccounts(secret)
  return shortAccessTokens ? accounts : { ...accounts, accessTokenLifetimeSeconds: accounts.tokenLifetimeSeconds }
}

export async function openTestApp(
  options: {
    seed?: boolean
    webRoot?: string
    now?: AppDeps['now']
    renderApp?: AppDeps['renderApp']
    logger?: AppDeps['logger']
    throttle?: AppDeps['throttle']
    publicUrl?: string
    /** Card payment: a provider (the real adapter against the fake Flutterwave API); the sandbox by default. */
    payments?: AppDeps['payments']
    sandboxWebhookDelayMs?: AppDeps['sandboxWebhookDelayMs']
    /** A token secret the test knows, so it can sign tokens as the store does (payment tokens). */
    tokenSecret?: string
    /** The store's own 15-minute access tokens (docs/adr/0023); other tests move the clock by hours with one token, so
     *  by default theirs last as long as a kept session. */
    shortAccessTokens?: boolean
    /** The wallet's banks and VTU (server/test-wallet-providers.ts); the sandboxes by default. */
    walletProviders?: AppDeps['walletProviders']
    /** The settlement round's interval; off unless a test asks for it (tests settle by calling it). */
    walletSettlementMs?: AppDeps['walletSettlementMs']
    /** How long drawn pages are kept; off unless a test asks for it. */
    pageCacheMs?: AppDeps['pageCacheMs']
    /** Every statement the app sends to the database is pushed here, as SQL text without its parameters. */
    queryLog?: string[]
    /** Which proxies' X-Forwarded-* headers to believe (none by default). */
    trustProxy?: AppDeps['trustProxy']
  } = {},
): Promise<TestApp> {
  const { queryLog } = options
  const database = await openTestDatabase(
    undefined,
    queryLog ? { logQuery: (query) => void queryLog.push(query) } : undefined,
  )
  const mediaDir = mkdtempSync(join(tmpdir(), 'oja-media-'))
  try {
    if (options.seed ?? true) await seedCatalogue(database.db, mediaDir, { renderCache: readConfig().mediaCacheDir })
    const app = await buildApp({
      database,
      mediaDir,
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.renderApp ? { renderApp: options.renderApp } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
      ...(options.sandboxWebhookDelayMs === undefined ? {} : { sandboxWebhookDelayMs: options.sandboxWebhookDelayMs }),
      accounts: testAccounts(options.tokenSecret ?? randomBytes(48).toString('base64url'), options.shortAccessTokens),
      ...(options.walletProviders ? { walletProviders: options.walletProviders } : {}),
      ...(options.pageCacheMs === undefined ? {} : { pageCacheMs: options.pageCacheMs }),
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      walletSettlementMs: options.walletSettlementMs ?? false,
      // Tests sign many people up from one address; the throttling tests ask for it.
      throttle: options.throttle ?? false,
    })
    await app.ready()
    return {
      app,
      database,
      mediaDir,
      async close() {
        await app.close()
        await database.close()
        rmSync(mediaDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await database.close()
    rmSync(mediaDir, { recursive: true, force: true })
    throw error
  }
}

/**
 * Another store process over the test app's database, signing with the same secret (`tokenSecret` of openTestApp): its
 * own session cache, as a second process behind a load balancer has.
 */
export async function openSecondStore(
  testApp: TestApp,
  tokenSecret: string,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'oja-second-'))
  const app = await buildApp({
    database: testApp.database,
    mediaDir,
    accounts: sandboxAccounts(tokenSecret),
    throttle: false,
    walletSettlementMs: false,
    uploadSweepMs: false,
    refundRoundMs: false,
    sandboxWebhookDelayMs: false,
  })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

/** A data folder of its own for an operator command (`npm run vendor`, `npm run staff`), and the command run on it. */
export interface OperatorFolder {
  dataDir: string
  env: { DATA_DIR: string }
  /** The accounts made in it, in the order asked. */
  accounts: UserRecord[]
  /** What the runs printed and the problems they reported, in order: a test takes them as it reads them. */
  lines: string[]
  problems: string[]
  /** Where the runs print (into `lines` and `problems`). */
  output: CommandOutput
  /** Runs the command on the folder; its exit code. */
  run(...args: string[]): Promise<number>
  remove(): void
}

/** A new store data folder (the embedded database) with these accounts, verified unless `verified` is false. */
export async function operatorFolder<Command extends object>(
  command: OperatorCommand<Command>,
  people: { email: string; firstName: string; lastName: string; verified?: boolean }[],
  now: Date,
): Promise<OperatorFolder> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-operator-command-'))
  const env = { DATA_DIR: dataDir }
  await writeTestDataFolder(dataDir)
  const database = await openDatabase(readConfig(env))
  const accounts: UserRecord[] = []
  try {
    for (const { verified = true, ...person } of people)
      accounts.push(
        await usersRepo(database.db).create(
          { ...person, passwordHash: null, referralCode: null, emailVerifiedAt: verified ? now : null },
          now,
        ),
      )
  } finally {
    await database.close()
  }
  const lines: string[] = []
  const problems: string[] = []
  const output: CommandOutput = { out: (line) => lines.push(line), error: (line) => problems.push(line) }
  return {
    dataDir,
    env,
    accounts,
    lines,
    problems,
    output,
    run: (...args) => runOperatorCommand(args, { env, output }, command),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[]
}

/** Row count and content hash of every table in the test's schema: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = rowsOf(
    await database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  ).map(({ name }) => String(name))
  // One statement for every table: a statement each cost most of the time of the tests that take many fingerprints.
  const perTable = tables.map(
    (name) => sql`select ${name} as name, count(*)::int as count,
      coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${sql.identifier(name)} t`,
  )
  const fingerprint: Record<string, string> = {}
  if (perTable.length === 0) return fingerprint
  for (const row of rowsOf(await database.db.execute(sql.join(perTable, sql` union all `))))
    fingerprint[String(row.name)] = `${String(row.count)}:${String(row.hash)}`
  return fingerprint
}

// ---- openapi.yaml as data ----

export type JsonSchema = Record<string, unknown>

export interface ContractParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
}

export interface ContractOperation {
  operationId: string
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  tags: string[]
  /** Needs a signed-in user (bearerAuth). */
  secured: boolean
  /** Opened by a visitor's chat key (chatKey, X-Chat-Key; docs/adr/0036). */
  keyed: boolean
  parameters: ContractParameter[]
  body?: { contentType: string; schema: JsonSchema }
  /** status → JSON schema of the reply (undefined when the reply has no JSON body). */
  responses: Record<string, JsonSchema | undefined>
  /** Whether it answers an event stream (docs/adr/0036): its reply never ends by itself. */
  streams: boolean
}

export interface Contract {
  document: Record<string, unknown>
  operations: ContractOperation[]
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are used in openapi.yaml, not ${ref}`)
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    )
}

/** A copy with every local $ref replaced by what it points to (openapi.yaml has no cycles). */
export function dereference<T>(node: T, document: unknown, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document, seen)) as T
  if (typeof node !== 'object' || node === null) return node
  const record = node as Record<string, unknown>
  if (typeof record.$ref === 'string') {
    if (seen.includes(record.$ref)) throw new Error(`Cycle through ${record.$ref}`)
    const { $ref, ...siblings } = record
    return {
      ...(dereference(resolvePointer(document, $ref), document, [...seen, $ref]) as object),
      ...dereference(siblings, document, seen),
    } as T
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, dereference(value, document, seen)]),
  ) as T
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const

let cached: Contract | undefined

export function loadContract(): Contract {
  if (cached) return cached
  const document = parse(readFileSync(specificationPath, 'utf8')) as Record<string, unknown>
  const resolved = dereference(document, document)
  const globalSecurity = (document.security as Record<string, unknown>[] | undefined) ?? []
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(resolved.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined
      if (!operation) continue
      const requestBody = operation.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined
      const [contentType, media] = requestBody ? Object.entries(requestBody.content)[0]! : []
      const responses: Record<string, JsonSchema | undefined> = {}
      for (const [status, response] of Object.entries(
        operation.responses as Record<string, { content?: Record<string, { schema: JsonSchema }> }>,
      )) {
        responses[status] = response.content?.['application/json']?.schema
      }
      const security = (operation.security as Record<string, unknown>[] | undefined) ?? globalSecurity
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        tags: (operation.tags as string[] | undefined) ?? [],
        secured: security.some((requirement) => 'bearerAuth' in requirement),
        keyed: security.some((requirement) => 'chatKey' in requirement),
        parameters: ((operation.parameters as ContractParameter[] | undefined) ?? []).map((p) => ({
          ...p,
          required: p.required ?? false,
        })),
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
        responses,
        streams: Object.values(operation.responses as Record<string, { content?: Record<string, unknown> }>).some(
          (response) => response.content?.['text/event-stream'] !== undefined,
        ),
      })
    }
  }
  cached = { document, operations }
  return cached
}

export function findOperation(operationId: string): ContractOperation {
  const operation = loadContract().operations.find((candidate) => candidate.operationId === operationId)
  if (!operation) throw new Error(`No operation ${operationId} in openapi.yaml`)
  return operation
}

type Validate = ((value: unknown) => boolean) & { errors?: unknown[] | null }
let compileSchema: ((route: { schema: JsonSchema }) => Validate) | undefined
const compiled = new Map<string, Validate>()

/**
 * Compiles a JSON schema from the contract with the same Ajv (version, formats) the server validates with,
 * but strict about everything: no coercion, no defaults, every error reported.
 */
export function schemaValidator(schema: JsonSchema): Validate {
  compileSchema ??= AjvCompiler()(
    {},
    {
      customOptions: {
        removeAdditional: false,
        useDefaults: false,
        coerceTypes: false,
        allErrors: true,
        allowUnionTypes: true,
        strict: false,
        formats: { binary: true },
      },
    },
  )
  const key = JSON.stringify(schema)
  let validate = compiled.get(key)
  if (!validate) {
    validate = compileSchema({ schema: structuredClone(schema) })
    compiled.set(key, validate)
  }
  return validate
}

/** '/api/products/{slug}' with { slug: 'x' } → '/api/products/x'. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))
}

/** The password the contract's examples use, so sampled sign-in requests match an account made with it. */
export const EXAMPLE_PASSWORD = 'correct horse battery'

export interface TestUser {
  id: string
  email: string
  token: string
  /** The refresh token sign-up set as its cookie (docs/adr/0023). */
  refreshToken: string
}

/** The refresh token a reply set as the `oja_refresh` cookie ('' when it cleared it); throws when it set none. */
export function refreshTokenSet(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((set) => set.name === REFRESH_COOKIE)
  if (!cookie) throw new Error('the reply set no refresh cookie')
  return cookie.value
}

/** The request headers that send a refresh token as the browser sends its cookie. */
export function refreshCookie(refreshToken: string): { cookie: string } {
  return { cookie: `${REFRESH_COOKIE}=${refreshToken}` }
}

/** Signs up through the API (the account is unverified and has been emailed a code). */
export async function signUpTestUser(
  app: FastifyInstance,
  email: string,
  password = EXAMPLE_PASSWORD,
): Promise<TestUser> {
  const response = await app.inject({ method: 'POST', url: '/api/users/signup', payload: { email, password } })
  if (response.statusCode !== 201)
    throw new Error(`sign-up of ${email} failed: ${response.statusCode} ${response.body}`)
  const { data } = response.json() as { data: { token: string; user: { _id: string; email: string } } }
  return { id: data.user._id, email: data.user.email, token: data.token, refreshToken: refreshTokenSet(response) }
}

/** What validRequest sends without `overrides.token`; tests built before any account exists swap it for a real one. */
export const TOKEN_PLACEHOLDER = 'token-placeholder'

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` }
}

/** The newest code in the sandbox outbox for this address, read from the email as a person would. */
export const RESET_CODE_EMAILED = /Your password reset code is ([A-Z0-9]{5})/

/** The newest code emailed to the address, read from the sandbox outbox once the work after replies is done: a
 *  verification code by default, a password reset's with RESET_CODE_EMAILED. */
export async function latestEmailedCode(
  app: FastifyInstance,
  email: string,
  pattern = /Your verification code is ([A-Z0-9]{5})/,
): Promise<string> {
  await app.store.background.idle()
  const page = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })
  const code = pattern.exec(page.body)?.[1]
  if (!code) throw new Error(`no code emailed to ${email}`)
  return code
}

// ---- valid and invalid values from schemas ----

/** Strings tried, in order, for a pattern without examples; the first that the schema accepts is used. */
const PATTERN_CANDIDATES = [
  '65a1f0c2e4b0a1b2c3d4e5f6',
  'galaxy-buds-2',
  '08031234567',
  '0123456789',
  '044',
  'A1b2C',
  'ref_12345678',
  '/media/products/x-1-800.webp',
  '+234 803 123 4567',
  '0--3000',
  '4.5',
]

function accepts(schema: JsonSchema, value: unknown): boolean {
  return schemaValidator(schema)(value)
}

/** A value the schema accepts, built from examples, defaults, enums, formats and bounds. */
export function sampleValue(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.oneOf)) return sampleValue(schema.oneOf[0] as JsonSchema)
  if (Array.isArray(schema.anyOf)) return sampleValue(schema.anyOf[0] as JsonSchema)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const required = (schema.required ?? []) as string[]
      const value: Record<string, unknown> = {}
      for (const name of required) value[name] = sampleValue(properties[name] ?? {})
      // minProperties (a PATCH with _id and at least one change): add optional fields until it is met with one
      // to spare, so that leaving out a required field is refused for that field and not for the count.
      const wanted = schema.minProperties === undefined ? 0 : Number(schema.minProperties) + 1
      for (const name of Object.keys(properties)) {
        if (Object.keys(value).length >= wanted) break
        if (!(name in value)) value[name] = sampleValue(properties[name]!)
      }
      return value
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1))
      return Array.from({ length: count }, () => sampleValue((schema.items ?? {}) as JsonSchema))
    }
    case 'integer':
    case 'number':
      return schema.minimum !== undefined ? Number(schema.minimum) : 1
    case 'boolean':
      return true
    case 'string': {
      if (schema.format === 'email') return 'shopper@example.com'
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
      if (schema.format === 'uri') return 'https://example.com/'
      if (schema.format === 'binary') return 'binary'
      if (typeof schema.pattern === 'string') {
        const found = PATTERN_CANDIDATES.find((candidate) => accepts(schema, candidate))
        if (found === undefined) throw new Error(`No sample string matches ${schema.pattern}`)
        return found
      }
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)))
    }
    default:
      return 'x'
  }
}

export interface BadValue {
  why: string
  value: unknown
}

/**
 * Values the schema rejects: the wrong type, out of bounds, off-pattern, not in the enum. `asText` gives the
 * values as they would arrive in a query string or path (where numbers are written as text and coerced).
 */
export function badValues(schema: JsonSchema, { asText = false } = {}): BadValue[] {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[]
  const candidates: BadValue[] = []
  const add = (why: string, value: unknown) => candidates.push({ why, value })
  if (types.includes('integer')) add('a fraction for an integer', asText ? '1.5' : 1.5)
  if (types.includes('integer') || types.includes('number')) {
    add('text for a number', 'abc')
    if (schema.minimum !== undefined)
      add('a number below the minimum', asText ? String(Number(schema.minimum) - 1) : Number(schema.minimum) - 1)
    if (schema.maximum !== undefined)
      add('a number above the maximum', asText ? String(Number(schema.maximum) + 1) : Number(schema.maximum) + 1)
  }
  if (types.includes('string')) {
    if (!asText) add('a number for a string', 12345)
    if (typeof schema.pattern === 'string') add('text off the pattern', 'NOT A VALID VALUE!')
    if (schema.format === 'email') add('text that is not an email', 'not-an-email')
    if (schema.format === 'uri') add('text that is not a URI', 'not a uri')
    if (schema.maxLength !== undefined) add('text over the maximum length', 'a'.repeat(Number(schema.maxLength) + 1))
    if (schema.minLength !== undefined && Number(schema.minLength) > 0 && !asText)
      add('text under the minimum length', '')
  }
  if (Array.isArray(schema.enum)) add('a value outside the enum', asText ? 'notAnOption' : 'notAnOption')
  if (types.includes('boolean')) add('text for a boolean', asText ? 'maybe' : 'yes')
  if (types.includes('array')) {
    add('text for an array', 'x')
    if (schema.minItems !== undefined && Number(schema.minItems) > 0) add('an empty array', [])
    if (schema.maxItems !== undefined)
      add(
        'too many items',
        Array.from({ length: Number(schema.maxItems) + 1 }, () => sampleValue((schema.items ?? {}) as JsonSchema)),
      )
  }
  if (types.includes('object')) add('text for an object', 'x')
  if (types.length === 0 && !asText) add('an object where a value is expected', { nested: true })
  // Keep only what the schema really rejects (text is judged after the server's coercion would apply).
  return candidates.filter(({ value }) => !accepts(schema, asText ? coerceText(schema, value) : value))
}

function coerceText(schema: JsonSchema, value: unknown): unknown {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[]
  if (typeof value !== 'string') return value
  if ((types.includes('number') || types.includes('integer')) && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value)
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true'
  return value
}

export interface TestRequest {
  method: ContractOperation['method']
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

/** A multipart body with one small PNG under `images`, the way a browser's FormData sends it. */
export function multipartImages(): { payload: Buffer; contentType: string } {
  const boundary = '----oja-test-boundary'
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** Shaped like a visitor's chat key (openapi.yaml chatKey); it opens nothing. */
export const SAMPLE_CHAT_KEY = 'k'.repeat(43)

/**
 * A request the contract accepts: required path and query parameters and the body sampled from their schemas,
 * with a bearer header when the operation is protected (`overrides.token`, from signUpTestUser). `overrides`
 * replaces parts of it.
 */
export function validRequest(
  operation: ContractOperation,
  overrides: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown; token?: string } = {},
): TestRequest {
  const path: Record<string, string> = {}
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') path[parameter.name] = String(sampleValue(parameter.schema))
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(sampleValue(parameter.schema)))
  }
  Object.assign(path, overrides.path)
  for (const [name, value] of Object.entries(overrides.query ?? {})) query.set(name, value)
  const search = query.toString()
  const request: TestRequest = {
    method: operation.method,
    url: `${fillPath(operation.path, path)}${search ? `?${search}` : ''}`,
    headers: operation.secured ? bearer(overrides.token ?? TOKEN_PLACEHOLDER) : {},
  }
  // A key shaped like a visitor's chat key, which opens no conversation.
  if (operation.keyed) request.headers['x-chat-key'] = SAMPLE_CHAT_KEY
  if (operation.body?.contentType === 'multipart/form-data') {
    const { payload, contentType } = multipartImages()
    request.payload = payload
    request.headers['content-type'] = contentType
  } else if (operation.body) {
    request.payload = JSON.stringify('body' in overrides ? overrides.body : sampleValue(operation.body.schema))
    request.headers['content-type'] = 'application/json'
  }
  return request
}

/**
 * Sends a request as `app.inject` does; an event stream's answer (docs/adr/0036), which never ends by itself, is taken
 * at its head and the stream let go (the app ends it when it closes; server/chat.test.ts reads streams for real).
 */
export async function injectOperation(
  app: FastifyInstance,
  request: TestRequest,
  operation: Pick<ContractOperation, 'streams'>,
): Promise<{ statusCode: number; body: string; json(): unknown }> {
  if (!operation.streams) return app.inject(request)
  const response = await app.inject({ ...request, payloadAsStream: true })
  const chunks: Buffer[] = []
  const stream = response.stream()
  // What the answer wrote at once: an error's whole body, or a stream's first comment.
  await new Promise<void>((resolve) => {
    stream.once('data', (chunk: Buffer) => {
      chunks.push(chunk)
      resolve()
    })
    stream.once('end', resolve)
    stream.once('error', () => resolve())
  })
  stream.destroy()
  const body = Buffer.concat(chunks).toString()
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) as unknown }
}
