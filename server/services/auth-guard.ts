// The bearerAuth check of openapi.yaml's protected operations: a well-formed `Authorization: Bearer <token>`
// header, a token this store signed and that has not expired, and a user that still exists. The user it
// returns is the only one a protected handler acts for.
import { DomainError } from '../errors'
import type { UserRecord } from '../db/repos/users.repo'
import { SIGN_IN_REQUIRED_MESSAGE, type TokenService } from './tokens'

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i

/** The token of an `Authorization: Bearer <token>` header (RFC 6750 syntax), or 'unauthenticated'. */
export function requireBearerToken(authorization: string | undefined): string {
  const token = authorization ? BEARER.exec(authorization.trim())?.[1] : undefined
  if (!token) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
  return token
}

export interface AuthGuard {
  authenticate(authorization: string | undefined): Promise<UserRecord>
}

export function authGuard({
  tokens,
  findUser,
}: {
  tokens: TokenService
  findUser: (id: string) => Promise<UserRecord | null>
}): AuthGuard {
  return {
    async authenticate(authorization) {
      const userId = await tokens.verify(requireBearerToken(authorization))
      const user = await findUser(userId)
      if (!user) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      return user
    },
  }
}
