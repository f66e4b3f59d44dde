// users tag: signUp, signIn, refreshToken, sendOtp, verifyOtp, logout, signOutEverywhere. The ways in set the refresh
// cookie; refreshToken reads it; logout and signOutEverywhere clear it (docs/adr/0023).
import { DomainError } from '../errors'
import type { AccountsService } from '../services/accounts'
import type { AuthGuard } from '../services/auth-guard'
import type { SessionsService } from '../services/sessions'
import { SIGN_IN_REQUIRED_MESSAGE } from '../services/tokens'
import { signedInSession, signedInUser, type Handlers, type OperationRequest } from './handler'
import { clearRefreshCookie, grantReply, refreshTokenOf } from './refresh-cookie'

export function userHandlers({
  accounts,
  guard,
  sessions,
}: {
  accounts: AccountsService
  guard: AuthGuard
  sessions: SessionsService
}) {
  /**
   * The session logout ends: the bearer token's; when that is missing or refused (an access token that ran out while
   * the page was closed), the refresh cookie's; else the bearer's refusal.
   */
  async function sessionToEnd(request: OperationRequest<'logout'>): Promise<{ sessionId: string; userId: string }> {
    try {
      const { user, sessionId } = await guard.authenticate(request.headers.authorization)
      return { sessionId, userId: user.id }
    } catch (error) {
      const refreshToken = refreshTokenOf(request)
      if (!(error instanceof DomainError) || !refreshToken) throw error
      const found = await sessions.findByRefreshToken(refreshToken)
      if (!found) throw error
      return found
    }
  }

  return {
    async signUp(request, reply) {
      reply.code(201)
      return grantReply(reply, await accounts.signUp(request.body))
    },

    async signIn(request, reply) {
      const body = request.body
      const keepSignedIn = body.keepSignedIn ?? true
      if ('oauthToken' in body)
        return grantReply(reply, await accounts.signInWithIdentity('google', body.oauthToken, keepSignedIn))
      if ('appleToken' in body)
        return grantReply(reply, await accounts.signInWithIdentity('apple', body.appleToken, keepSignedIn))
      return grantReply(reply, await accounts.signInWithPassword(body.email, body.password, keepSignedIn))
    },

    async refreshToken(request, reply) {
      // The refresh cookie alone: a bearer token, however fresh, renews nothing (a stolen one would live for ever).
      const refreshToken = refreshTokenOf(request)
      if (!refreshToken) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      return grantReply(reply, await accounts.refresh(refreshToken))
    },

    async sendOtp(request) {
      const { email } = request.body
      await accounts.sendOtp(signedInUser(request), email)
      return { data: { sent: true } }
    },

    async verifyOtp(request, reply) {
      const { email, otp } = request.body
      const { user, sessionId } = signedInSession(request)
      return grantReply(reply, await accounts.verifyOtp(user, sessionId, email, otp))
    },

    async logout(request, reply) {
      const { userId, sessionId } = await sessionToEnd(request)
      await accounts.logout(userId, sessionId)
      clearRefreshCookie(reply)
      return { data: { ended: true } }
    },

    async signOutEverywhere(request, reply) {
      const ended = await accounts.signOutEverywhere(signedInUser(request))
      clearRefreshCookie(reply)
      return { data: { ended } }
    },
  } satisfies Handlers
}
