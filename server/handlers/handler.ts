// A handler serves one operation of openapi.yaml, keyed by its operationId. The request is already validated
// against the contract; the handler unpacks it, calls a service and returns the reply body.
import type { FastifyReply, FastifyRequest } from 'fastify'

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

export type Handlers = Record<string, Handler>
