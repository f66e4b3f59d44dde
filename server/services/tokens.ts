// Access tokens: HS256 JWTs naming the user and the session they belong to (`sid`), signed with the store's secret and
// good for a set time (docs/adr/0004, 0023);
// and payment tokens, signed with the same secret for another audience (ADR 0009).
//
// An access token comes back on every call its shopper makes, so what verifying one found is kept for a moment
// (VERIFIED_TOKEN_MS, at most VERIFIED_TOKENS of them, docs/adr/0048): the same string again is answered from memory,
// its expiry still checked against the clock on each use. Whether its session is live is not kept here: the guard
// reads that on every call (server/services/auth-guard.ts).
import { LRUCache } from 'lru-cache'
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { readPaymentToken, type PaymentTokenPayload } from '../../src/domain/payment-token'
import { DomainError } from '../errors'

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again'

const ISSUER = 'oja'
const AUDIENCE = 'oja-web'

/** How long what a verified access token says is kept: as long as one process trusts what it read of a session. */
export const VERIFIED_TOKEN_MS = 2_000
/** How many verified access tokens one process keeps: one a signed-in shopper, as many as the sessions it keeps. */
export const VERIFIED_TOKENS = 10_000

/** What a valid access token says: whose it is, and which session (docs/adr/0023) it belongs to. */
export interface TokenClaims {
  userId: string
  /** Null for a token issued before sessions were kept: the guard refuses it. */
  sessionId: string | null
}

export interface TokenService {
  issue(userId: string, sessionId: string): Promise<string>
  /** The user and session inside a valid token; 'unauthenticated' for anything else. */
  verify(token: string): Promise<TokenClaims>
}

/** What each access token verified lately says, with its expiry (seconds since the epoch, as in the token). */
export type VerifiedTokens = LRUCache<string, TokenClaims & { expiresAt: number }>

/** A bounded keep of verified tokens: `max` of them, each for `ttlMs` at most. */
export function verifiedTokens({ max = VERIFIED_TOKENS, ttlMs = VERIFIED_TOKEN_MS } = {}): VerifiedTokens {
  return new LRUCache({ max, ttl: ttlMs })
}

export function tokenService({
  secret,
  lifetimeSeconds,
  now = () => new Date(),
  verified = verifiedTokens(),
}: {
  secret: string
  lifetimeSeconds: number
  now?: () => Date
  /** Where verified tokens are kept (tests hand in a small one, to look into). */
  verified?: VerifiedTokens
}): TokenService {
  const key = new TextEncoder().encode(secret)
  return {
    async issue(userId, sessionId) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key)
    },

    async verify(token) {
      const at = now()
      const known = verified.get(token)
      if (known) {
        // As jose decides it: expired once the clock has reached `exp`.
        if (Math.floor(at.getTime() / 1000) >= known.expiresAt) {
          verified.delete(token)
          throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
        }
        return { userId: known.userId, sessionId: known.sessionId }
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: at,
          requiredClaims: ['sub', 'exp'],
        })
        const claims = {
          userId: payload.sub!,
          sessionId: typeof payload.sid === 'string' && payload.sid ? payload.sid : null,
        }
        verified.set(token, { ...claims, expiresAt: payload.exp! })
        return claims
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new DomainError('unauthenticated', SESSION_EXPIRED_MESSAGE)
        if (error instanceof errors.JOSEError) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
        throw error
      }
    },
  }
}

/** Payment tokens carry their own audience, so a payment token never passes as a session and a session token never
 *  passes as a payment token, though the store signs both with one secret. */
export const PAYMENT_TOKEN_AUDIENCE = 'oja-payment'
export const INVALID_PAYMENT_TOKEN_MESSAGE = 'This payment link is not valid. Please place your order again'

export interface PaymentTokenService {
  issue(userId: string, payload: PaymentTokenPayload): Promise<string>
  /** The user and payload of a token this store signed for a payment; 'invalid' for anything else. */
  verify(token: string): Promise<{ userId: string; payload: PaymentTokenPayload }>
}

/**
 * The payment token of spec §3 (src/domain/payment-token.ts): an HS256 JWT naming the shopper (`sub`) whose claims
 * are the payload. It has no expiry: a payment that completes late (the webhook, a slow bank) must still find its
 * order, and the token only ever confirms the order it names, once.
 */
export function paymentTokenService({
  secret,
  now = () => new Date(),
}: {
  secret: string
  now?: () => Date
}): PaymentTokenService {
  const key = new TextEncoder().encode(secret)
  return {
    async issue(userId, payload) {
      return new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(PAYMENT_TOKEN_AUDIENCE)
        .setSubject(userId)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .sign(key)
    },

    async verify(token) {
      let claims: JWTPayload
      try {
        ;({ payload: claims } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: PAYMENT_TOKEN_AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['sub'],
        }))
      } catch (error) {
        if (error instanceof errors.JOSEError)
          throw new DomainError('invalid', INVALID_PAYMENT_TOKEN_MESSAGE, 'paymentToken')
        throw error
      }
      const payload = readPaymentToken(token)
      if (!payload || !claims.sub) throw new DomainError('invalid', INVALID_PAYMENT_TOKEN_MESSAGE, 'paymentToken')
      return { userId: claims.sub, payload }
    },
  }
}
