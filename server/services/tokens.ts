// Access tokens: HS256 JWTs naming the user, signed with the store's secret and good for a set time (docs/adr/0004).
import { errors, jwtVerify, SignJWT } from 'jose'
import { DomainError } from '../errors'

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again'

const ISSUER = 'oja'
const AUDIENCE = 'oja-web'

export interface TokenService {
  issue(userId: string): Promise<string>
  /** The user id inside a valid token; a 401 for anything else. */
  verify(token: string): Promise<string>
}

export function tokenService({ secret, lifetimeSeconds, now = () => new Date() }: { secret: string; lifetimeSeconds: number; now?: () => Date }): TokenService {
  const key = new TextEncoder().encode(secret)
  return {
    async issue(userId) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT({})
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
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now(), requiredClaims: ['sub', 'exp'] })
        return payload.sub!
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new DomainError(401, SESSION_EXPIRED_MESSAGE)
        if (error instanceof errors.JOSEError) throw new DomainError(401, SIGN_IN_REQUIRED_MESSAGE)
        throw error
      }
    },
  }
}
