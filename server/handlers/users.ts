// users tag: signUp, signIn, refreshToken, sendOtp, verifyOtp, logout, signOutEverywhere.
import type { AccountsService } from '../services/accounts'
import { signedInSession, signedInUser, type Handlers } from './handler'

export function userHandlers({ accounts }: { accounts: AccountsService }) {
  return {
    async signUp(request, reply) {
      reply.code(201)
      return { data: await accounts.signUp(request.body) }
    },

    async signIn(request) {
      const body = request.body
      if ('oauthToken' in body) return { data: await accounts.signInWithIdentity('google', body.oauthToken) }
      if ('appleToken' in body) return { data: await accounts.signInWithIdentity('apple', body.appleToken) }
      return { data: await accounts.signInWithPassword(body.email, body.password) }
    },

    async refreshToken(request) {
      const { user, sessionId } = signedInSession(request)
      return { data: await accounts.refresh(user, sessionId) }
    },

    async sendOtp(request) {
      const { email } = request.body
      await accounts.sendOtp(signedInUser(request), email)
      return { data: { sent: true } }
    },

    async verifyOtp(request) {
      const { email, otp } = request.body
      const { user, sessionId } = signedInSession(request)
      return { data: await accounts.verifyOtp(user, sessionId, email, otp) }
    },

    async logout(request) {
      const { user, sessionId } = signedInSession(request)
      await accounts.logout(user, sessionId)
      return { data: { ended: true } }
    },

    async signOutEverywhere(request) {
      return { data: { ended: await accounts.signOutEverywhere(signedInUser(request)) } }
    },
  } satisfies Handlers
}
