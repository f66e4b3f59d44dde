// A handler serves one operation of openapi.yaml, keyed by its operationId. The request is already validated
// against the contract (and, for protected operations, its bearer token checked); the handler unpacks it, calls
// a service and returns the reply body. Its request and reply are typed from the same contract, by operationId.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId, PathParams, QueryParams, RequestBody, SuccessBody } from '../../src/domain/contract'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { SIGN_IN_REQUIRED_MESSAGE } from '../services/tokens'

/** An operation's request as its handler sees it: body, query and path as the contract declares them. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>
  Querystring: QueryParams<Id>
  Params: PathParams<Id>
}>

/** The handler of one operation: it must answer with that operation's success body. */
export type Handler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessBody<Id>>

/** Handlers by operationId; an operation without one answers 501. */
export type Handlers = { [Id in OperationId]?: Handler<Id> }

/**
 * Any handler as the router calls it. The router validates each request against its own operation's schema before
 * the handler runs, which is what entitles a handler to its operation's request type; a method's parameters are
 * compared both ways, so every `Handler<Id>` is one of these without a cast.
 */
interface RoutedHandler {
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>
}
export type AnyHandler = RoutedHandler['handle']

declare module 'fastify' {
  interface FastifyRequest {
    /** The user the bearer token names; set by the bearerAuth check of protected operations. */
    user: UserRecord | null
    /** The session the bearer token belongs to (docs/adr/0023); set with `user`. */
    sessionId: string | null
  }
}

/** The signed-in user of a protected operation: the only account its handler may read or change. */
export function signedInUser(request: { user: UserRecord | null }): UserRecord {
  if (!request.user) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
  return request.user
}

/** The signed-in user of a protected operation and the session their token belongs to (logout, refresh). */
export function signedInSession(request: { user: UserRecord | null; sessionId: string | null }): {
  user: UserRecord
  sessionId: string
} {
  const user = signedInUser(request)
  if (!request.sessionId) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
  return { user, sessionId: request.sessionId }
}
