// A handler serves one operation of openapi.yaml, keyed by its operationId. The request is already validated
// against the contract (and, for protected operations, its bearer token checked); the handler unpacks it, calls
// a service and returns the reply body.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import { SIGN_IN_REQUIRED_MESSAGE } from '../services/tokens'

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

export type Handlers = Record<string, Handler>

declare module 'fastify' {
  interface FastifyRequest {
    /** The user the bearer token names; set by the bearerAuth check of protected operations. */
    user: UserRecord | null
  }
}

/** The signed-in user of a protected operation: the only account its handler may read or change. */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new DomainError(401, SIGN_IN_REQUIRED_MESSAGE)
  return request.user
}
