// Who is the store's staff (docs/adr/0027): an account with a role, owner or staff (users.staff_role). The store's
// operator decides, with `npm run staff` (server/staff-command.ts); nothing in the API gives a role. Every change is
// written to the audit log with it, in its transaction, by the operator. No Fastify, no SQL.
import type { StaffRole } from '../../src/domain/contract'
import type { StaffMember, StaffRepo } from '../db/repos/staff.repo'
import type { UserRecord, UsersRepo } from '../db/repos/users.repo'
import { staffRoleOf } from './verified-user'
import { operatorAccount } from './vendors'

/** Who the audit log names for a change the operator's command made: no account, the command itself. */
export const STAFF_OPERATOR = { id: 'operator', email: 'npm run staff' } as const

export type StaffChange =
  /** The account had no role and now has `staffRole`. */
  | { outcome: 'added'; user: UserRecord; staffRole: StaffRole }
  /** The account's role changed from `previous`. */
  | { outcome: 'changed'; user: UserRecord; staffRole: StaffRole; previous: StaffRole }
  | { outcome: 'unchanged'; user: UserRecord; staffRole: StaffRole }

export type StaffRemoval =
  { outcome: 'removed'; user: UserRecord; previous: StaffRole } | { outcome: 'notStaff'; user: UserRecord }

/** The audit log's name for a change of role: given, taken or changed. */
function actionOf(from: StaffRole | null, to: StaffRole | null): string {
  if (from === null) return 'staff.add'
  return to === null ? 'staff.remove' : 'staff.role'
}

export function staffService({
  users,
  staff,
  now = () => new Date(),
}: {
  users: Pick<UsersRepo, 'findByEmail'>
  staff: StaffRepo
  now?: () => Date
}) {
  /** Gives the account `to` (null: no role) unless it has it; its role before, and the account as it now is. */
  async function setRole(email: string, to: StaffRole | null): Promise<{ user: UserRecord; from: StaffRole | null }> {
    for (;;) {
      const user = await operatorAccount(users, email)
      const from = staffRoleOf(user)
      if (from === to) return { user, from }
      const changed = await staff.setRole(
        user.id,
        { from, to },
        {
          actor: STAFF_OPERATOR,
          action: actionOf(from, to),
          target: { type: 'user', id: user.id },
          before: { staffRole: from },
          after: { staffRole: to },
          at: now(),
        },
      )
      if (changed) return { user: changed, from }
      // Another run changed the role meanwhile: decide again from the role it left.
    }
  }

  return {
    /** Makes the account owner or staff, or changes its role; running it again changes nothing. */
    async add(email: string, staffRole: StaffRole): Promise<StaffChange> {
      const { user, from } = await setRole(email, staffRole)
      if (from === staffRole) return { outcome: 'unchanged', user, staffRole }
      if (from === null) return { outcome: 'added', user, staffRole }
      return { outcome: 'changed', user, staffRole, previous: from }
    },

    /** The account stops being staff; it stays a shopper (and a vendor, if it is one). */
    async remove(email: string): Promise<StaffRemoval> {
      const { user, from } = await setRole(email, null)
      return from === null ? { outcome: 'notStaff', user } : { outcome: 'removed', user, previous: from }
    },

    list(): Promise<StaffMember[]> {
      return staff.list()
    },
  }
}

export type StaffService = ReturnType<typeof staffService>
