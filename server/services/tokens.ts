// Access tokens: HS256 JWTs naming the user and the session they belong to (`sid`), signed with the store's secret and
// good for a set time (docs/adr/0004, 0023);
// and payment tokens, signed with the same secret for another audience (ADR 0009).
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { readPaymentToken, type PaymentTokenPayload } from '../../src/domain/payment-token'
import { DomainError } from '../errors'

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again'

const ISSUER = 'oja'
const AUDIENCE = 'oja-web'

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

export function tokenService({
  secret,
  lifetimeSeconds,
  now = () => new Date(),
}: {
  secret: string
  lifetimeSeconds: number
  now?: () => Date
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        })
        return { userId: payload.sub!, sessionId: typeof payload.sid === 'string' && payload.sid ? payload.sid : null }
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
