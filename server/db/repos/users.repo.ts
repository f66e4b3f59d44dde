// Accounts: create, find by id, email (case-insensitively) or linked Google/Apple identity, and link an
// identity. Email uniqueness is the database's (a unique index on lower(email)), so two racing sign-ups with one
// address cannot both succeed.
import { eq, sql } from 'drizzle-orm'
import type { StaffRole } from '../../../src/domain/contract'
import type { IdentityProviderName } from '../../providers/identity/identity-provider'
import type { Db } from '../database'
import { newId } from '../ids'
import { users } from '../schema'
import { recordEvent } from './store-events.repo'

export type UserRecord = typeof users.$inferSelect

export interface NewUser {
  email: string
  passwordHash: string | null
  firstName: string
  lastName: string
  referralCode: string | null
  emailVerifiedAt: Date | null
  identity?: { provider: IdentityProviderName; subject: string }
}

/** Another account already has this email (or this Google/Apple identity). */
export class DuplicateUserError extends Error {
  override readonly name = 'DuplicateUserError'
}

const subjectColumn = { google: users.googleSubject, apple: users.appleSubject } as const

function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

export function usersRepo(db: Db) {
  return {
    async findById(id: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row ?? null
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      return row ?? null
    },

    async findByIdentity(provider: IdentityProviderName, subject: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(subjectColumn[provider], subject))
      return row ?? null
    },

    /** Throws DuplicateUserError when the email (or identity) is taken. */
    async create(user: NewUser, now: Date, { signUp = false }: { signUp?: boolean } = {}): Promise<UserRecord> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              id: newId(now),
              email: user.email.trim(),
              passwordHash: user.passwordHash,
              firstName: user.firstName,
              lastName: user.lastName,
              referralCode: user.referralCode,
              emailVerifiedAt: user.emailVerifiedAt,
              ...(user.identity?.provider === 'google' ? { googleSubject: user.identity.subject } : {}),
              ...(user.identity?.provider === 'apple' ? { appleSubject: user.identity.subject } : {}),
              createdAt: now,
              updatedAt: now,
            })
            .returning()
          // A shopper signing up (spec §7; docs/adr/0037), not an account the operator makes.
          if (signUp) await recordEvent(tx, { kind: 'signUp', at: now, share: { email: user.email } })
          return row!
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateUserError('the email or identity is already in use')
        throw error
      }
    },

    /**
     * Links a Google/Apple identity to an account that has none for that provider yet; the provider has
     * vouched for the email, so it counts as verified. Null when the account already has another identity.
     */
    async linkIdentity(
      userId: string,
      provider: IdentityProviderName,
      subject: string,
      now: Date,
    ): Promise<UserRecord | null> {
      const column = subjectColumn[provider]
      try {
        const [row] = await db
          .update(users)
          .set({
            [provider === 'google' ? 'googleSubject' : 'appleSubject']: subject,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(sql`${users.id} = ${userId} and ${column} is null`)
          .returning()
        return row ?? null
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    },

    /** Links the account to a vendor (it may then write that vendor's products), or unlinks it with null. */
    async setVendor(userId: string, vendorId: string | null, now: Date): Promise<UserRecord | null> {
      const [row] = await db.update(users).set({ vendorId, updatedAt: now }).where(eq(users.id, userId)).returning()
      return row ?? null
    },

    /**
     * Gives the account a staff role, or takes it with null, unrecorded: for an account the store itself keeps (the
     * sandbox owner). The operator's changes go through staff.repo.ts, which writes the audit entry with them.
     */
    async setStaffRole(userId: string, staffRole: StaffRole | null, now: Date): Promise<UserRecord | null> {
      const [row] = await db.update(users).set({ staffRole, updatedAt: now }).where(eq(users.id, userId)).returning()
      return row ?? null
    },

    /** Sets the password and counts the email as verified: for an account the store itself keeps (the sandbox accounts). */
    async setPasswordVerified(userId: string, passwordHash: string, now: Date): Promise<UserRecord | null> {
      const [row] = await db
        .update(users)
        .set({
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning()
      return row ?? null
    },

    /** Sets a new password hash (a password change: the account keeps everything else). */
    async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
    },

    /** Takes away every way to sign in (password, Google, Apple), any vendor it kept and any staff role. */
    async revokeSignIn(userId: string, now: Date): Promise<UserRecord | null> {
      const [row] = await db
        .update(users)
        .set({
          passwordHash: null,
          googleSubject: null,
          appleSubject: null,
          vendorId: null,
          staffRole: null,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning()
      return row ?? null
    },
  }
}

export type UsersRepo = ReturnType<typeof usersRepo>
