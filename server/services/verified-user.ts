// spec §6: a user whose email verification is pending cannot load or change a cart or ask about stock; the web app
// sends them to /verification when such a call fails. One check and one message for every operation that needs it;
// and, beside it, the check of a vendor's writes (ADR 0011) and of the staff side's roles (docs/adr/0027).
import type { StaffRole } from '../../src/domain/contract'
import type { AuditActor } from '../db/repos/audit.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { orderStatusMessages } from '../../src/domain/order-status'
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

export const STAFF_ROLES = ['owner', 'staff'] as const satisfies readonly StaffRole[]

/** docs/adr/0027: the account's role, owner or staff, if it has one (users.staff_role). */
export function staffRoleOf(user: Pick<UserRecord, 'staffRole'>): StaffRole | null {
  return STAFF_ROLES.find((role) => role === user.staffRole) ?? null
}

/** docs/adr/0027: the store's owner or staff (verified), with their role; 'forbidden' for anyone else. */
export function requireStaff(user: UserRecord): StaffRole {
  requireVerified(user)
  const role = staffRoleOf(user)
  if (role === null) throw new DomainError('forbidden', orderStatusMessages.notStaff)
  return role
}

/** requireStaff, and the staff member as their actions' audit entries name them. */
export function staffActor(user: UserRecord): AuditActor {
  requireStaff(user)
  return { id: user.id, email: user.email }
}

/** docs/adr/0027: the store's owner (the audit log, and later the shop's settings); 'forbidden' for anyone else. */
export function requireOwner(user: UserRecord): void {
  if (requireStaff(user) !== 'owner') throw new DomainError('forbidden', orderStatusMessages.notOwner)
}
