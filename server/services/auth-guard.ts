// The bearerAuth check of openapi.yaml's protected operations. For now it only requires a well-formed
// `Authorization: Bearer <token>` header; verifying the token and loading its user plugs in here.
import { DomainError } from '../errors'

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue'

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i

/** The token of an `Authorization: Bearer <token>` header (RFC 6750 syntax), or a 401. */
export function requireBearerToken(authorization: string | undefined): string {
  const token = authorization ? BEARER.exec(authorization.trim())?.[1] : undefined
  if (!token) throw new DomainError(401, SIGN_IN_REQUIRED_MESSAGE)
  return token
}
