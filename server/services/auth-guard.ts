// The bearerAuth check of openapi.yaml's protected operations: a well-formed `Authorization: Bearer <token>`
// header, a token this store signed and that has not expired, naming a session that is still live (docs/adr/0023),
// and a user that still exists. The user it returns is the only one a protected handler acts for.
import { DomainError } from '../errors'
import type { UserRecord } from '../db/repos/users.repo'
import type { SessionsService } from './sessions'
import { SIGN_IN_REQUIRED_MESSAGE, type TokenService } from './tokens'

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i

/** The token of an `Authorization: Bearer <token>` header (RFC 6750 syntax), or 'unauthenticated'. */
export function requireBearerToken(authorization: string | undefined): string {
  const token = authorization ? BEARER.exec(authorization.trim())?.[1] : undefined
  if (!token) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
  return token
}

/** Who a protected request acts for, and the session its token belongs to. */
export interface SignedIn {
  user: UserRecord
  sessionId: string
}

export interface AuthGuard {
  authenticate(authorization: string | undefined): Promise<SignedIn>
  /** Notes that the session was used (after a request it served succeeded). */
  seen(sessionId: string): Promise<void>
}

export function authGuard({ tokens, sessions }: { tokens: TokenService; sessions: SessionsService }): AuthGuard {
  return {
    async authenticate(authorization) {
      const { userId, sessionId } = await tokens.verify(requireBearerToken(authorization))
      // A token from before sessions were kept names none: its holder signs in once more.
      if (sessionId === null) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      // The session and its user in one statement, afresh: a session ended anywhere is refused at once here.
      return { user: await sessions.requireLiveUser(sessionId, userId), sessionId }
    },

    seen: (sessionId) => sessions.seen(sessionId),
  }
}
