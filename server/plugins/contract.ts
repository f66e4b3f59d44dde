// The API's routes, all from openapi.yaml (fastify-openapi-glue), with the handlers the areas handed to
// `app.store.handlers`; registered after every area. An operation without a handler answers 501; a handler whose
// operation the contract lacks would never run, so start-up fails instead.
import type { FastifyRequest, HTTPMethods } from 'fastify'
import fp from 'fastify-plugin'
import fastifyOpenapiGlue from 'fastify-openapi-glue'
import { DomainError, NOT_IMPLEMENTED_MESSAGE } from '../errors'
import type { AnyHandler, Handlers } from '../handlers/handler'
import { contractDocument } from '../store'
import { keepRawBody, RAW_BODY_OPERATIONS } from './raw-body'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operationIds that have a handler (server/contract.test.ts checks them against openapi.yaml). */
    handledOperations: readonly string[]
  }
}

const notImplemented: AnyHandler = async () => {
  throw new DomainError('notImplemented', NOT_IMPLEMENTED_MESSAGE)
}

/** The handler of an operationId the router read from openapi.yaml, if there is one. */
function handlerFor(handlers: Handlers, operationId: string): AnyHandler | undefined {
  const byOperationId: Partial<Record<string, AnyHandler>> = handlers
  return Object.hasOwn(byOperationId, operationId) ? byOperationId[operationId] : undefined
}

export const contractPlugin = fp(
  async (app) => {
    const { handlers, guard } = app.store
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)
    const served = new Set<string>()
    await app.register(fastifyOpenapiGlue, {
      // The plugin copies the document before it resolves its references.
      specification: contractDocument(),
      operationResolver: (operationId: string, method: string, path: string) => {
        served.add(operationId)
        const handler = handlerFor(handlers, operationId) ?? notImplemented
        // Signed webhooks read the bytes their signature covers (server/plugins/raw-body.ts).
        // Route options replace the plugin's own method and URL: these operations' paths have no parameters.
        return RAW_BODY_OPERATIONS.has(operationId)
          ? { method: method.toUpperCase() as HTTPMethods, url: path, handler, preParsing: keepRawBody }
          : handler
      },
      securityHandlers: {
        // Run as a preHandler, after validation: the user was already authenticated in onRequest (server/access.ts).
        async bearerAuth(request: FastifyRequest) {
          if (request.user) return
          const { user, sessionId } = await guard.authenticate(request.headers.authorization)
          request.user = user
          request.sessionId = sessionId
        },
        // A visitor's chat key: its presence was checked in onRequest (server/access.ts), the conversation it opens
        // is found by the chat's handlers.
        async chatKey() {},
      },
    })
    const orphans = Object.keys(handlers).filter((operationId) => !served.has(operationId))
    if (orphans.length > 0)
      throw new Error(`Handlers for operations that are not in openapi.yaml: ${orphans.join(', ')}`)
    app.decorate('handledOperations', Object.keys(handlers))
  },
  { name: 'contract' },
)
