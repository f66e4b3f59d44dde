// users tag: signUp, signIn, refreshToken, sendOtp, verifyOtp.
import type { AccountsService } from '../services/accounts'
import { signedInUser, type Handlers } from './handler'

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
      return { data: await accounts.refresh(signedInUser(request)) }
    },

    async sendOtp(request) {
      const { email } = request.body
      await accounts.sendOtp(signedInUser(request), email)
      return { data: { sent: true } }
    },

    async verifyOtp(request) {
      const { email, otp } = request.body
      return { data: await accounts.verifyOtp(signedInUser(request), email, otp) }
    },
  } satisfies Handlers
}
