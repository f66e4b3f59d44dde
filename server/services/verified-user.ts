// spec §6: a user whose email verification is pending cannot load or change a cart or ask about stock; the web app
// sends them to /verification when such a call fails. One check and one message for every operation that needs it;
// and, beside it, the check of a vendor's writes (ADR 0011).
import type { UserRecord } from '../db/repos/users.repo'
import { productMessages } from '../../src/domain/product-form'
import { DomainError } from '../errors'

export const VERIFY_EMAIL_MESSAGE = 'Please verify your email to continue'

/** The user, if their email is verified; 'forbidden' otherwise. */
export function requireVerified(user: UserRecord): UserRecord {
  if (user.emailVerifiedAt === null) throw new DomainError('forbidden', VERIFY_EMAIL_MESSAGE)
  return user
}

/** spec §6: the vendor a verified user is (their vendorId); 'forbidden' for anyone else. */
export function requireVendor(user: UserRecord): string {
  requireVerified(user)
  if (user.vendorId === null) throw new DomainError('forbidden', productMessages.notVendor)
  return user.vendorId
}
