// Verification codes: issuing one (within the per-account send limits) and checking a guess. Each runs in one
// transaction holding the account's row lock, so racing requests cannot both pass a limit or both use a code.
import { timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { otpCodes, otpSends, type passwordResetCodes, type passwordResetSends, users } from '../schema'
import type { UserRecord } from './users.repo'

export interface SendLimits {
  /** The shortest time between two codes. */
  minIntervalMs: number
  /** At most this many codes ... */
  maxPerWindow: number
  /** ... in this rolling window. */
  windowMs: number
}

export type IssueResult = { issued: true } | { issued: false; retryAfterSeconds: number; reason: 'tooSoon' | 'tooMany' }

export type VerifyResult =
  | { outcome: 'verified'; user: UserRecord }
  | { outcome: 'missing' | 'expired' | 'locked' }
  | { outcome: 'wrong'; attemptsLeft: number }

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Counts a send against the account's limits (the caller holds the account's row lock), or says when to try again. */
async function recordSend(
  tx: Db,
  sends: typeof otpSends | typeof passwordResetSends,
  userId: string,
  now: Date,
  limits: SendLimits,
): Promise<IssueResult> {
  const windowStart = new Date(now.getTime() - limits.windowMs)
  await tx.delete(sends).where(and(eq(sends.userId, userId), lte(sends.sentAt, windowStart)))
  const recent = await tx
    .select({ sentAt: sends.sentAt })
    .from(sends)
    .where(and(eq(sends.userId, userId), gt(sends.sentAt, windowStart)))
    .orderBy(desc(sends.sentAt))
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
  const last = recent[0]?.sentAt
  if (last && now.getTime() - last.getTime() < limits.minIntervalMs) {
    return {
      issued: false,
      reason: 'tooSoon',
      retryAfterSeconds: seconds(last.getTime() + limits.minIntervalMs - now.getTime()),
    }
  }
  if (recent.length >= limits.maxPerWindow) {
    const freesUp = recent[limits.maxPerWindow - 1]!.sentAt.getTime() + limits.windowMs
    return { issued: false, reason: 'tooMany', retryAfterSeconds: seconds(freesUp - now.getTime()) }
  }
  await tx.insert(sends).values({ id: newId(now), userId, sentAt: now })
  return { issued: true }
}

/** What an issue writes: the account's one live code, and the sends counted against its limits. */
export interface CodeTables {
  codes: typeof otpCodes | typeof passwordResetCodes
  sends: typeof otpSends | typeof passwordResetSends
}

export interface IssueCode {
  userId: string
  codeHash: string
  now: Date
  expiresAt: Date
  limits: SendLimits
}

/**
 * Replaces the account's code (and its wrong-try count) unless a send limit says no, under the account's row lock.
 * Shared by verification codes and password-reset codes (password-reset.repo.ts).
 */
export function issueCode(
  db: Db,
  { codes, sends }: CodeTables,
  { userId, codeHash, now, expiresAt, limits }: IssueCode,
) {
  return db.transaction(async (tx): Promise<IssueResult> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const sent = await recordSend(tx, sends, userId, now, limits)
    if (!sent.issued) return sent
    await tx
      .insert(codes)
      .values({ userId, codeHash, expiresAt, failedAttempts: 0, createdAt: now })
      .onConflictDoUpdate({
        target: codes.userId,
        set: { codeHash, expiresAt, failedAttempts: 0, createdAt: now },
      })
    return { issued: true }
  })
}

export function otpRepo(db: Db) {
  return {
    /** Replaces the account's code (and its wrong-try count) unless a send limit says no. */
    issue: (code: IssueCode): Promise<IssueResult> => issueCode(db, { codes: otpCodes, sends: otpSends }, code),

    /** A right guess uses the code up and marks the email verified; a wrong one counts against the code. */
    async verify({
      userId,
      codeHash,
      now,
      maxFailedAttempts,
    }: {
      userId: string
      codeHash: string
      now: Date
      maxFailedAttempts: number
    }): Promise<VerifyResult> {
      return db.transaction(async (tx): Promise<VerifyResult> => {
        const [code] = await tx.select().from(otpCodes).where(eq(otpCodes.userId, userId)).for('update')
        if (!code) return { outcome: 'missing' }
        if (code.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' }
        if (code.failedAttempts >= maxFailedAttempts) return { outcome: 'locked' }
        if (!sameHash(code.codeHash, codeHash)) {
          const failed = code.failedAttempts + 1
          await tx.update(otpCodes).set({ failedAttempts: failed }).where(eq(otpCodes.userId, userId))
          return { outcome: 'wrong', attemptsLeft: maxFailedAttempts - failed }
        }
        await tx.delete(otpCodes).where(eq(otpCodes.userId, userId))
        const [user] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning()
        return { outcome: 'verified', user: user! }
      })
    },
  }
}

export type OtpRepo = ReturnType<typeof otpRepo>
