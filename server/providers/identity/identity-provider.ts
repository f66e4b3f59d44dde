// The identity provider: one interface for Google and Apple sign-in, two adapters. live-identity.ts checks the
// provider's real ID tokens against its published key set; sandbox-identity.ts issues and checks tokens from a
// key set made at start, so both buttons work on a machine with no network. Both check the same things.
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import type { Schema } from '../../../src/domain/contract'

export type IdentityProviderName = Schema<'IdentityProviderName'>

export const PROVIDER_NAMES: Record<IdentityProviderName, string> = { google: 'Google', apple: 'Apple' }

/** Who the ID token says the person is. */
export interface VerifiedIdentity {
  provider: IdentityProviderName
  /** The provider's stable id for the person (`sub`). */
  subject: string
  email: string
  /** The provider vouches that the person controls the address. */
  emailVerified: boolean
  firstName: string
  lastName: string
}

export interface IdentityProvider {
  readonly provider: IdentityProviderName
  readonly mode: 'live' | 'sandbox'
  /** The audience tokens must carry; null in the sandbox (the web app needs none). */
  readonly clientId: string | null
  /** Resolves who signed in, or rejects with IdentityTokenError. */
  verify(idToken: string): Promise<VerifiedIdentity>
}

export type IdentityTokenProblem = 'expired' | 'wrongAudience' | 'noEmail' | 'invalid'

/** The token was refused: forged, expired, for another app, from another issuer, or without an email. */
export class IdentityTokenError extends Error {
  override readonly name = 'IdentityTokenError'
  readonly problem: IdentityTokenProblem

  constructor(problem: IdentityTokenProblem, message: string) {
    super(message)
    this.problem = problem
  }
}

function claimText(payload: JWTPayload, name: string): string {
  const value = payload[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** Google sends `email_verified: true`, Apple the string 'true'. */
function claimTrue(payload: JWTPayload, name: string): boolean {
  const value = payload[name]
  return value === true || value === 'true'
}

export interface IdTokenCheck {
  provider: IdentityProviderName
  keys: JWTVerifyGetKey
  issuer: string | string[]
  audience: string
  now?: () => Date
}

/** Signature, algorithm, issuer, audience, expiry and the claims the store needs, the same for every adapter. */
export async function verifyIdToken(
  idToken: string,
  { provider, keys, issuer, audience, now = () => new Date() }: IdTokenCheck,
): Promise<VerifiedIdentity> {
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(idToken, keys, {
      issuer,
      audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
      currentDate: now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new IdentityTokenError('expired', 'the token has expired')
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud')
      throw new IdentityTokenError('wrongAudience', 'the token is for another audience')
    if (error instanceof errors.JOSEError)
      throw new IdentityTokenError('invalid', `the token was refused (${error.code})`)
    throw error
  }
  const email = claimText(payload, 'email')
  if (!email || !payload.sub) throw new IdentityTokenError('noEmail', 'the token carries no email address')
  const [givenFromName = '', ...restOfName] = claimText(payload, 'name').split(/\s+/).filter(Boolean)
  return {
    provider,
    subject: payload.sub,
    email,
    emailVerified: claimTrue(payload, 'email_verified'),
    firstName: claimText(payload, 'given_name') || givenFromName,
    lastName: claimText(payload, 'family_name') || restOfName.join(' '),
  }
}
