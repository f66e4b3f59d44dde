// Throttling of the account operations (issue 10, ADR 0007): per account and per address, counted in the database
// (server/db/repos/rate-limit.repo.ts) so that several store processes share the counts. A refused request gets
// 429, Retry-After, and a message that says when to try again; once the window ends the same request works again.
// Not @fastify/rate-limit: it runs one limit per request, and sign-in needs two (the account and the address).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { plural } from '../src/domain/plural'
import type { OperationId } from '../src/domain/contract'
import type { RateLimitRepo } from './db/repos/rate-limit.repo'
import { DomainError } from './errors'
import { addRouteHook, operationIdOf } from './route-hooks'

export interface Limit {
  max: number
  windowMs: number
}

/** What each throttled operation allows, by account (the email it names) and by address. */
export type ThrottleLimits = Partial<Record<OperationId, { perAccount?: Limit; perAddress?: Limit }>>

const MINUTE = 60_000

export const THROTTLE_LIMITS: ThrottleLimits = {
  // A shopper who mistypes a password a few times is not stopped; a password guesser gets 10 tries a quarter hour.
  signIn: { perAccount: { max: 10, windowMs: 15 * MINUTE }, perAddress: { max: 100, windowMs: 15 * MINUTE } },
  signUp: { perAddress: { max: 20, windowMs: 60 * MINUTE } },
  // The codes have their own per-account limits (ADR 0004); these stop one address from sweeping many accounts.
  sendOtp: { perAddress: { max: 20, windowMs: 15 * MINUTE } },
  verifyOtp: { perAddress: { max: 50, windowMs: 15 * MINUTE } },
  issueSandboxIdentityToken: { perAddress: { max: 30, windowMs: 15 * MINUTE } },
  // Ending sessions (ADR 0023) needs a live token already; these only stop one address from hammering the database.
  logout: { perAddress: { max: 50, windowMs: 15 * MINUTE } },
  signOutEverywhere: { perAddress: { max: 20, windowMs: 15 * MINUTE } },
  // Password reset and change (ADR 0025). 'Forgot your password?' is counted by the address typed, account or not, so
  // the limit tells nothing; the codes have their own per-account send limits and wrong-code lock on top.
  forgotPassword: { perAccount: { max: 5, windowMs: 15 * MINUTE }, perAddress: { max: 20, windowMs: 15 * MINUTE } },
  resetPassword: { perAccount: { max: 20, windowMs: 15 * MINUTE }, perAddress: { max: 50, windowMs: 15 * MINUTE } },
  // Each wrong current password is a guess at it: as many as sign-in allows.
  changePassword: { perAccount: { max: 10, windowMs: 15 * MINUTE }, perAddress: { max: 50, windowMs: 15 * MINUTE } },
  // Deleting is done once; a few tries cover a mistyped confirmation (ADR 0026).
  deleteAccount: { perAccount: { max: 5, windowMs: 15 * MINUTE }, perAddress: { max: 20, windowMs: 15 * MINUTE } },
  // A copy of all a shopper's data reads every area's tables (ADR 0024): a few a minute is plenty for a person.
  exportMyData: { perAccount: { max: 3, windowMs: MINUTE } },
}

export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE))
  return `Too many attempts. Please try again in ${minutes} ${plural(minutes, { one: 'minute', other: 'minutes' })}`
}

/**
 * The account a request acts for: the signed-in user of a protected operation (its token was checked before this runs;
 * an email in its body, such as deleteAccount's confirmation, does not choose the count); else the email it names, as
 * the store compares emails (case-insensitively); null when it has neither.
 */
function accountOf(request: FastifyRequest): string | null {
  if (request.user) return `user:${request.user.id}`
  const body = request.body
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string')
    return body.email.trim().toLowerCase()
  return null
}

/**
 * Counts the request against each of its operation's limits and refuses it when any is spent. Both counters move
 * on every attempt, so a refused request still counts (a guesser cannot wait out one limit behind the other).
 */
function throttleHook(
  operationId: string,
  limit: NonNullable<ThrottleLimits[OperationId]>,
  repo: RateLimitRepo,
  now: () => Date,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const at = now()
    const counted: { key: string; limit: Limit }[] = []
    if (limit.perAddress) counted.push({ key: `${operationId}:address:${request.ip}`, limit: limit.perAddress })
    if (limit.perAccount)
      counted.push({
        key: `${operationId}:account:${accountOf(request) ?? `address:${request.ip}`}`,
        limit: limit.perAccount,
      })
    let retryAfterMs = 0
    for (const {
      key,
      limit: { max, windowMs },
    } of counted) {
      const { hits, windowEndsAt } = await repo.hit(key, windowMs, at)
      if (hits > max) retryAfterMs = Math.max(retryAfterMs, windowEndsAt.getTime() - at.getTime())
    }
    if (retryAfterMs > 0) {
      reply.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)))
      throw new DomainError('tooMany', tooManyMessage(retryAfterMs))
    }
  }
}

/** Adds the limits to the operations that have them; register before the routes. */
export function registerThrottling(
  app: FastifyInstance,
  { repo, limits, now }: { repo: RateLimitRepo; limits: ThrottleLimits; now: () => Date },
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = operationIdOf(route)
    const limit = operationId === undefined ? undefined : limits[operationId as OperationId]
    if (operationId === undefined || !limit) return
    // After validation, so the account is read from a body the contract has accepted.
    addRouteHook(route, 'preHandler', throttleHook(operationId, limit, repo, now))
  })
}
