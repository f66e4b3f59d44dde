// Small helpers for the onRoute hooks that give the contract's routes their own checks (declared bodies, hostile
// input, throttling, caching): which operation a route serves, and adding a hook beside any it already has.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'

/** The operationId of a route fastify-openapi-glue made from openapi.yaml; undefined for the store's other routes. */
export function operationIdOf(route: RouteOptions): string | undefined {
  const schema = route.schema
  return schema && 'operationId' in schema && typeof schema.operationId === 'string' ? schema.operationId : undefined
}

type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/** Adds `hook` to the route's `stage` hooks, after those it has or (`first`) before them. */
export function addRouteHook(
  route: RouteOptions,
  stage: 'onRequest' | 'preValidation' | 'preHandler',
  hook: RouteHook,
  { first = false } = {},
) {
  const existing = route[stage]
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]
  route[stage] = first ? [hook, ...hooks] : [...hooks, hook]
}
