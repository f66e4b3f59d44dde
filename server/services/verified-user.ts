// spec §6: a user whose email verification is pending cannot load or change a cart or ask about stock; the web app
// sends them to /verification when such a call fails. One check and one message for every operation that needs it.
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'

export const VERIFY_EMAIL_MESSAGE = 'Please verify your email to continue'

/** The user, if their email is verified; a 403 otherwise. */
export function requireVerified(user: UserRecord): UserRecord {
  if (user.emailVerifiedAt === null) throw new DomainError(403, VERIFY_EMAIL_MESSAGE)
  return user
}
