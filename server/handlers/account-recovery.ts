// users tag, recovering and closing an account (docs/adr/0025, 0026): forgotPassword, resetPassword, changePassword,
// deleteAccount.
import type { AccountDeletionService } from '../services/account-deletion'
import type { PasswordResetService } from '../services/password-reset'
import { signedInSession, signedInUser, type Handlers } from './handler'
import { clearRefreshCookie } from './refresh-cookie'

export function accountRecoveryHandlers({
  passwordReset,
  accountDeletion,
}: {
  passwordReset: PasswordResetService
  accountDeletion: AccountDeletionService
}) {
  return {
    async forgotPassword(request) {
      passwordReset.forgotPassword(request.body.email)
      return { data: { sent: true } }
    },

    async resetPassword(request) {
      await passwordReset.resetPassword(request.body)
      return { data: { reset: true } }
    },

    async changePassword(request) {
      const { user, sessionId } = signedInSession(request)
      return { data: { changed: true, signedOut: await passwordReset.changePassword(user, sessionId, request.body) } }
    },

    async deleteAccount(request, reply) {
      await accountDeletion.deleteAccount(signedInUser(request), request.body.email)
      // Every session has ended: the browser forgets its refresh token too.
      clearRefreshCookie(reply)
      return { data: { deleted: true } }
    },
  } satisfies Handlers
}
