// Password-reset codes (docs/adr/0025): issuing one within the per-account send limits, and using one to set a new
// password. Each runs in one transaction holding the account's row lock, as verification codes do (otp.repo.ts), so
// racing requests cannot both pass a limit or both use a code.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { passwordResetCodes, passwordResetSends, users } from '../schema'
import { issueCode, sameHash, type IssueCode, type IssueResult } from './otp.repo'
import { usersRepo, type UserRecord } from './users.repo'

export type ResetResult = { outcome: 'reset'; user: UserRecord } | { outcome: 'wrong' }

export function passwordResetRepo(db: Db) {
  return {
    /** Replaces the account's reset code (and its wrong-try count) unless a send limit says no. */
    issue: (code: IssueCode): Promise<IssueResult> =>
      issueCode(db, { codes: passwordResetCodes, sends: passwordResetSends }, code),

    /**
     * A right, live code of an account that is not deleted sets the password (`hashPassword` is called only then, so
     * every wrong answer costs the same), uses the code up and counts the email
     * as verified (the code reached it); anything else is 'wrong' and counts against the code, which dies at
     * `maxFailedAttempts`. `userId` '' (no such account) runs the same statements as a wrong guess does.
     */
    async reset({
      userId,
      codeHash,
      hashPassword,
      now,
      maxFailedAttempts,
    }: {
      userId: string
      codeHash: string
      hashPassword: () => Promise<string>
      now: Date
      maxFailedAttempts: number
    }): Promise<ResetResult> {
      return db.transaction(async (tx): Promise<ResetResult> => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update')
        const [code] = await tx
          .select()
          .from(passwordResetCodes)
          .where(eq(passwordResetCodes.userId, userId))
          .for('update')
        const right =
          user !== undefined &&
          code !== undefined &&
          code.expiresAt.getTime() > now.getTime() &&
          code.failedAttempts < maxFailedAttempts &&
          sameHash(code.codeHash, codeHash)
        // Every wrong answer runs the same statements (the count on no row at all for an unknown address or one with
        // no code), so how long it takes says nothing about the address.
        if (!right) {
          await tx
            .update(passwordResetCodes)
            .set({ failedAttempts: sql`least(${passwordResetCodes.failedAttempts} + 1, ${maxFailedAttempts})` })
            .where(eq(passwordResetCodes.userId, userId))
          return { outcome: 'wrong' }
        }
        await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId))
        const updated = await usersRepo(tx).setPasswordVerified(userId, await hashPassword(), now)
        return { outcome: 'reset', user: updated! }
      })
    },
  }
}

export type PasswordResetRepo = ReturnType<typeof passwordResetRepo>
