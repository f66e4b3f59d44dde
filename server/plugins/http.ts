// The HTTP edge every operation goes through, whatever its area: the server's options (validation, router, limits,
// proxies), the one error handler, the content types and multipart, the declared-body and input guards, throttling,
// who may call (server/access.ts, ADR 0013), `Cache-Control: no-store` on private answers, and the health checks.
import type { Server } from 'node:http'
import type { FastifyHttpOptions, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import fastifyMultipart from '@fastify/multipart'
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler'
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler'
import type { OperationId } from '../../src/domain/contract'
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '../../src/domain/uploads'
import { registerAccessChecks } from '../access'
import { takeTurns } from '../connection-turns'
import { rateLimitRepo } from '../db/repos/rate-limit.repo'
import { DomainError, errorHandler } from '../errors'
import { registerHealthChecks } from '../health'
import { applyServerLimits, clientErrorHandler, HTTP_LIMITS, serverLimits } from '../http-limits'
import { registerInputGuards } from '../input-guard'
import { addRouteHook, operationIdOf } from '../route-hooks'
import { contractDocument, type AppDeps } from '../store'
import { registerThrottling, THROTTLE_LIMITS } from '../throttle'

/** What Fastify calls to compile one route part's schema (see validatorFactory). */
type RouteCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>

/**
 * One Ajv for query, path and header values, which arrive as text and are coerced to the contract's types, and
 * one for bodies, which are JSON already and are taken as sent. Both keep unknown fields so that
 * `additionalProperties: false` rejects them with 400 instead of dropping them silently.
 */
/** Validators compiled in this process, by part and schema: the tests make hundreds of apps from one contract. */
const compiledValidators = new Map<string, ReturnType<RouteCompiler>>()

function validatorFactory(): BuildCompilerFromPool {
  const build = AjvCompiler()
  const shared = {
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    allowUnionTypes: true,
    formats: { binary: true },
  } as const
  return (externalSchemas, serverOptions = {}) => {
    // openapi.yaml is JSON Schema: Fastify's own Ajv options apply, JTD ones never arise.
    const customOptions = serverOptions.mode === 'JTD' ? {} : serverOptions.customOptions
    const compile = (coerceTypes: boolean): RouteCompiler =>
      build(externalSchemas, {
        onCreate: serverOptions.onCreate,
        plugins: serverOptions.plugins,
        customOptions: { ...customOptions, ...shared, coerceTypes },
      })
    const forText = compile(true)
    const forBodies = compile(false)
    // No app adds schemas of its own, so one schema compiles to the same validator in every app of the process.
    const shareable = Object.keys(externalSchemas ?? {}).length === 0
    const byPart: RouteCompiler = (route) => {
      const part = route.httpPart === 'body' ? 'body' : 'text'
      const key = `${part} ${JSON.stringify(route.schema)}`
      const known = shareable ? compiledValidators.get(key) : undefined
      if (known) return known
      const validate = part === 'body' ? forBodies(route) : forText(route)
      if (shareable) compiledValidators.set(key, validate)
      return validate
    }
    // @fastify/ajv-compiler declares the compiler as (schema, meta) => validate, but Fastify calls it with the
    // route definition ({ schema, method, url, httpPart }), which is what this one reads.
    return byPart as ReturnType<BuildCompilerFromPool>
  }
}

/** Fastify's trustProxy: a count of hops to believe is given to it as a function. */
function trustProxyOption(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

/** Response serializers compiled in this process, by status and schema, shared as the validators are. */
const compiledSerializers = new Map<string, ReturnType<ReturnType<SerializerFactory>>>()

function serializerFactory(): SerializerFactory {
  const build = SerializerSelector()
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options)
    const shareable = Object.keys(externalSchemas ?? {}).length === 0
    return (route) => {
      const key = `${route.httpStatus} ${JSON.stringify(route.schema)}`
      const known = shareable ? compiledSerializers.get(key) : undefined
      if (known) return known
      const serialize = compile(route)
      if (shareable) compiledSerializers.set(key, serialize)
      return serialize
    }
  }
}

/** The options the server is made with (they cannot be given to a plugin). */
export function serverOptions(deps: AppDeps): FastifyHttpOptions<Server> {
  return {
    logger: deps.logger ?? false,
    schemaController: {
      compilersFactory: { buildValidator: validatorFactory(), buildSerializer: serializerFactory() },
    },
    // /api/products/x/ is not /api/products/x: one URL per resource. Path values up to 256 characters reach
    // validation (and get a 400 naming the field); longer ones are refused by the router (414).
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: 256 },
    // Malformed URLs and over-long path values are refused before routing: same envelope.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    // So is what Node's HTTP parser refuses before Fastify sees a request.
    clientErrorHandler,
    ...serverLimits(deps.httpLimits ?? HTTP_LIMITS),
    trustProxy: trustProxyOption(deps.trustProxy ?? false),
    // While closing, server/health.ts answers new requests 503 in the store's envelope.
    return503OnClosing: false,
  }
}

/**
 * Fastify validates a body only when its content type has a schema, so a body-less or text/plain request would
 * skip validation. Each operation with a request body therefore also checks that the body came in a declared
 * content type. Multipart bodies are read as streams by their handler, so their schema is not run on
 * `request.body` (which multipart leaves empty).
 */
function requireDeclaredBody(route: RouteOptions) {
  const body = route.schema?.body as { content?: Record<string, unknown> } | undefined
  const content = body?.content
  if (!content || !route.schema) return
  const accepted = Object.keys(content)
  if ('multipart/form-data' in content) {
    delete content['multipart/form-data']
    if (Object.keys(content).length === 0) delete route.schema.body
  }
  const check = async (request: FastifyRequest) => {
    const mediaType = request.mediaType
    if (mediaType === undefined) throw new DomainError('invalid', 'The request body is required')
    if (!accepted.includes(mediaType))
      throw new DomainError('unsupportedMediaType', `Send the request body as ${accepted.join(' or ')}`)
  }
  addRouteHook(route, 'preValidation', check)
}

/** The catalogue's public reads; every other operation's answer may carry a token or someone's data. */
const PUBLIC_READS: ReadonlySet<string> = new Set<OperationId>([
  'listProducts',
  'getProductBySlug',
  'listCategories',
  'getPromo',
])

/** `Cache-Control: no-store` on every operation's answer that may carry a token or personal data, so no cache keeps
 *  it: all but the public reads, and those too when asked with a token. */
function noStoreUnlessPublic(route: RouteOptions) {
  const operationId = operationIdOf(route)
  if (operationId === undefined) return
  const publicRead = PUBLIC_READS.has(operationId)
  const mark = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!publicRead || request.headers.authorization !== undefined) reply.header('Cache-Control', 'no-store')
  }
  addRouteHook(route, 'onRequest', mark)
}

/** The error handler, the server's socket limits and its connections' turns: first, so everything after answers in the store's envelope. */
export const errorsPlugin = fp(
  async (app) => {
    applyServerLimits(app.server, app.store.deps.httpLimits ?? HTTP_LIMITS)
    takeTurns(app.server)
    app.setErrorHandler(errorHandler)
  },
  { name: 'errors' },
)

/** Everything a request meets before its handler; after the security headers, before the areas' routes. */
export const requestChecksPlugin = fp(
  async (app) => {
    const { deps, db, now, guard, database, pictures } = app.store
    app.addHook('onRoute', noStoreUnlessPublic)
    // Only the content types the contract declares: JSON and multipart (text/plain is Fastify's default too).
    app.removeContentTypeParser('text/plain')
    // One file more than a product takes, so "too many" is told apart from a form cut short (handlers/uploads.ts).
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES + 1, fields: 20, parts: 30 },
    })
    app.addHook('onRoute', requireDeclaredBody)
    registerInputGuards(app)
    const rateLimits = rateLimitRepo(db)
    if (deps.throttle !== false)
      registerThrottling(app, { repo: rateLimits, limits: deps.throttle ?? THROTTLE_LIMITS, now })
    // Ended windows are only clutter; with throttling off there are none.
    app.rounds.add({
      name: 'throttleSweep',
      everyMs: deps.throttle === false ? false : 10 * 60_000,
      run: () => rateLimits.sweep(now()),
    })
    // Who is calling, and whether they may, before anything reads what they sent (server/access.ts).
    registerAccessChecks(app, { guard, contract: contractDocument() })
    registerHealthChecks(app, { database, pictures })
  },
  { name: 'request-checks', dependencies: ['rounds'] },
)
