// The store's staff (docs/adr/0027): the accounts with a role (users.staff_role), which only the operator's
// `npm run staff` gives and takes. A change of role and its audit entry commit together or not at all.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { StaffRole } from '../../../src/domain/contract'
import type { Db } from '../database'
import { users } from '../schema'
import { auditRepo, type AuditEntryInput } from './audit.repo'
import type { UserRecord } from './users.repo'

/** An account with a role, as the operator's list shows it. */
export interface StaffMember {
  email: string
  staffRole: StaffRole
  verified: boolean
}

export function staffRepo(db: Db) {
  return {
    /**
     * Moves the account's role from `from` to `to` (null: no role) and records `entry`, in one transaction; null, and
     * nothing written, when its role is no longer `from` (another run changed it meanwhile) or there is no such account.
     */
    async setRole(
      userId: string,
      { from, to }: { from: StaffRole | null; to: StaffRole | null },
      entry: AuditEntryInput,
    ): Promise<UserRecord | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ staffRole: to, updatedAt: entry.at })
          .where(and(eq(users.id, userId), from === null ? isNull(users.staffRole) : eq(users.staffRole, from)))
          .returning()
        if (!row) return null
        await auditRepo(tx).record(entry)
        return row
      })
    },

    /** Every account with a role: owners first, then by email. */
    async list(): Promise<StaffMember[]> {
      const rows = await db
        .select({ email: users.email, staffRole: users.staffRole, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(isNotNull(users.staffRole))
        .orderBy(sql`${users.staffRole} = 'owner' desc`, asc(users.email))
      return rows.map((row) => ({
        email: row.email,
        staffRole: row.staffRole as StaffRole,
        verified: row.verifiedAt !== null,
      }))
    },
  }
}

export type StaffRepo = ReturnType<typeof staffRepo>
