// buildApp: the whole store server as a Fastify instance that never listens (main.ts listens; tests inject()).
// Routes and request validation come from openapi.yaml; every operation without a handler answers 501.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify'
import fastifyOpenapiGlue from 'fastify-openapi-glue'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import { AjvCompiler } from '@fastify/ajv-compiler'
import type { Database } from './db/database'
import { catalogueRepo } from './db/repos/catalogue.repo'
import { repoRoot } from './config'
import { DomainError, NOT_FOUND_MESSAGE, NOT_IMPLEMENTED_MESSAGE, envelope, errorHandler } from './errors'
import type { Handler, Handlers } from './handlers/handler'
import { categoryHandlers } from './handlers/categories'
import { productHandlers } from './handlers/products'
import { promoHandlers } from './handlers/promo'
import { requireBearerToken } from './services/auth-guard'
import { catalogueService, type CatalogueService } from './services/catalogue'

export const specificationPath = join(repoRoot, 'openapi.yaml')

export interface AppDeps {
  database: Database
  /** Generated product images, served at /media/. */
  mediaDir: string
  /** The built web app; without it only /api and /media are served. */
  webRoot?: string
  /** false (the default) for tests; true or pino options for JSON logs. */
  logger?: boolean | { level: string }
  /** The clock, so tests can decide which promo is running. */
  now?: () => Date
}

/** Long-lived caching for files whose URL changes when their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const notImplemented: Handler = async () => {
  throw new DomainError(501, NOT_IMPLEMENTED_MESSAGE)
}

/**
 * One Ajv for query, path and header values, which arrive as text and are coerced to the contract's types, and
 * one for bodies, which are JSON already and are taken as sent. Both keep unknown fields so that
 * `additionalProperties: false` rejects them with 400 instead of dropping them silently.
 */
function validatorFactory() {
  const build = AjvCompiler()
  const shared = { removeAdditional: false, useDefaults: true, allErrors: false, allowUnionTypes: true, formats: { binary: true } } as const
  return (externalSchemas: Record<string, unknown>, serverOptions: { customOptions?: object; plugins?: unknown[] } = {}) => {
    const compile = (coerceTypes: boolean) =>
      build(externalSchemas as never, { ...serverOptions, customOptions: { ...serverOptions.customOptions, ...shared, coerceTypes } } as never) as unknown as (route: { httpPart?: string }) => unknown
    const forText = compile(true)
    const forBodies = compile(false)
    return (route: { httpPart?: string }) => (route.httpPart === 'body' ? forBodies(route) : forText(route))
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
    if (mediaType === undefined) throw new DomainError(400, 'The request body is required')
    if (!accepted.includes(mediaType)) throw new DomainError(415, `Send the request body as ${accepted.join(' or ')}`)
  }
  const existing = route.preValidation
  route.preValidation = existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check]
}

export function buildHandlers(services: { catalogue: CatalogueService }): Handlers {
  return {
    ...productHandlers(services),
    ...categoryHandlers(services),
    ...promoHandlers(services),
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    schemaController: { compilersFactory: { buildValidator: validatorFactory() as never } },
    // /api/products/x/ is not /api/products/x: one URL per resource. Path values up to 256 characters reach
    // validation (and get a 400 naming the field); longer ones are refused by the router (414).
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: 256 },
    // Malformed URLs and over-long path values are refused before routing: same envelope.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }
  const app = Fastify(options)

  app.setErrorHandler(errorHandler)

  // Only the content types the contract declares: JSON and multipart (text/plain is Fastify's default too).
  app.removeContentTypeParser('text/plain')
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20, parts: 30 } })

  app.addHook('onRoute', requireDeclaredBody)

  const catalogue = catalogueService(catalogueRepo(deps.database.db), deps.now)
  const handlers = buildHandlers({ catalogue })
  const served = new Set<string>()
  await app.register(fastifyOpenapiGlue, {
    specification: specificationPath,
    operationResolver: (operationId: string) => {
      served.add(operationId)
      return handlers[operationId] ?? notImplemented
    },
    securityHandlers: {
      async bearerAuth(request: FastifyRequest) {
        requireBearerToken(request.headers.authorization)
      },
    },
  })
  // A handler whose operationId is not in the contract would never run: fail at start, not in production.
  const orphans = Object.keys(handlers).filter((operationId) => !served.has(operationId))
  if (orphans.length > 0) throw new Error(`Handlers for operations that are not in openapi.yaml: ${orphans.join(', ')}`)

  if (existsSync(deps.mediaDir)) {
    await app.register(fastifyStatic, {
      root: deps.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
    })
  }

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      cacheControl: false,
      // Vite names everything under /assets/ by content hash; index.html must be revalidated to pick them up.
      setHeaders: (reply, path) => reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isClientRoute = (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|media|assets)(\/|$)/.test(path)
    if (webRoot && isClientRoute) {
      // History fallback: the web app's router draws every other path, its own 404 page included.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot)
    }
    return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
  })

  return app
}
