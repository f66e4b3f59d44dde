// Password reset and change (docs/adr/0025). 'Forgot your password?' emails a code of the verification rules (spec §4,
// §5) and answers at once, the same for every well-formed address: the lookup, the code and the email happen after the
// reply, so neither the answer nor its time says whether an account uses the address. A right code sets the new
// password and ends every session; five wrong codes for one address lock it until a new code is asked for. Changing the
// password needs the current one and ends every other session.
import { hash, verify } from '@node-rs/argon2'
import {
  CURRENT_PASSWORD_WRONG,
  NO_PASSWORD_YET,
  RESET_CODE_LOCKED,
  RESET_CODE_WRONG,
} from '../../src/domain/account-recovery'
import type { PasswordResetRepo } from '../db/repos/password-reset.repo'
import type { RateLimitRepo } from '../db/repos/rate-limit.repo'
import type { UserRecord, UsersRepo } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { BackgroundWork } from '../background-work'
import type { Mailer } from '../providers/mail/mailer'
import { newOtpCode, OTP_LIFETIME_MS, OTP_SEND_LIMITS, otpHash } from './accounts'
import type { SessionsService } from './sessions'

/** Wrong codes one address may try before it is locked (as verification codes, ADR 0004). */
export const RESET_MAX_WRONG_CODES = 5
/** How long a lock lasts when no new code is asked for. */
export const RESET_LOCK_WINDOW_MS = 15 * 60 * 1000

/** The count of wrong codes of one address, kept whether or not an account uses it (so the lock tells nothing). */
function wrongCodesKey(email: string): string {
  return `resetPassword:wrong:${email.trim().toLowerCase()}`
}

function resetCodeEmail(code: string) {
  return {
    subject: `Your Oja password reset code: ${code}`,
    text: [
      'Someone asked to reset the password of your Oja account.',
      '',
      `Your password reset code is ${code}`,
      '',
      `Enter it on the reset page within ${OTP_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this email: your password stays as it is, and nobody can change it without this code.`,
    ].join('\n'),
  }
}

function passwordChangedEmail(everyDevice: boolean) {
  return {
    subject: 'Your Oja password was changed',
    text: [
      `The password of your Oja account has just been changed, and ${everyDevice ? 'every device was' : 'your other devices were'} signed out.`,
      '',
      "If this was not you, use 'Forgot your password?' on the sign-in page now to set a new password, and reply to this email to tell us.",
    ].join('\n'),
  }
}

export interface PasswordResetDeps {
  users: UsersRepo
  resets: PasswordResetRepo
  rateLimits: RateLimitRepo
  mailer: Mailer
  sessions: SessionsService
  background: BackgroundWork
  now?: () => Date
  log: { error(details: object, message: string): void }
}

export function passwordResetService({
  users,
  resets,
  rateLimits,
  mailer,
  sessions,
  background,
  now = () => new Date(),
  log,
}: PasswordResetDeps) {
  /** `at`: when it was asked for (the work runs a moment later). */
  async function issueCode(email: string, at: Date): Promise<void> {
    // Asking for a code lifts the address's lock, account or not; a code that was guessed at stays dead at its limit.
    await rateLimits.clear(wrongCodesKey(email))
    const user = await users.findByEmail(email)
    if (!user || user.deletedAt !== null) return
    const code = newOtpCode()
    const result = await resets.issue({
      userId: user.id,
      codeHash: otpHash(user.id, code),
      now: at,
      expiresAt: new Date(at.getTime() + OTP_LIFETIME_MS),
      limits: OTP_SEND_LIMITS,
    })
    // Over the account's send limit: silently not sent (the answer was given already, and is the same).
    if (!result.issued) return
    await mailer.send({ to: user.email, ...resetCodeEmail(code) })
  }

  /** The account was changed; a failed email is logged, never turned into a failed change. */
  async function tellPasswordChanged(user: UserRecord, everyDevice: boolean): Promise<void> {
    try {
      await mailer.send({ to: user.email, ...passwordChangedEmail(everyDevice) })
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'the password-changed email could not be sent')
    }
  }

  return {
    /** forgotPassword: answers at once; the code is issued and emailed in the background (errors logged). */
    forgotPassword(email: string): void {
      const at = now()
      background.run('a password-reset code could not be issued or sent', () => issueCode(email, at))
    },

    /**
     * resetPassword: a right code sets the password and ends every session. A known and an unknown address run the same
     * transaction, so every wrong answer costs the same; the new password is hashed only for a right code.
     */
    async resetPassword({ email, code, password }: { email: string; code: string; password: string }): Promise<void> {
      const key = wrongCodesKey(email)
      if ((await rateLimits.hits(key, now())) >= RESET_MAX_WRONG_CODES)
        throw new DomainError('tooMany', RESET_CODE_LOCKED, 'code')
      const user = await users.findByEmail(email)
      const userId = user && user.deletedAt === null ? user.id : ''
      const result = await resets.reset({
        userId,
        codeHash: otpHash(userId, code),
        hashPassword: () => hash(password),
        now: now(),
        maxFailedAttempts: RESET_MAX_WRONG_CODES,
      })
      if (result.outcome === 'wrong') {
        await rateLimits.hit(key, RESET_LOCK_WINDOW_MS, now())
        throw new DomainError('invalid', RESET_CODE_WRONG, 'code')
      }
      await rateLimits.clear(key)
      await sessions.endAll(result.user.id, 'passwordReset')
      await tellPasswordChanged(result.user, true)
    },

    /** changePassword: the current password, then the new one; every other session ends. How many ended. */
    async changePassword(
      user: UserRecord,
      sessionId: string,
      { currentPassword, password }: { currentPassword: string; password: string },
    ): Promise<number> {
      if (user.passwordHash === null) throw new DomainError('invalid', NO_PASSWORD_YET, 'currentPassword')
      if (!(await verify(user.passwordHash, currentPassword)))
        throw new DomainError('invalid', CURRENT_PASSWORD_WRONG, 'currentPassword')
      await users.setPassword(user.id, await hash(password), now())
      const signedOut = await sessions.endOthers(user.id, sessionId, 'passwordChanged')
      await tellPasswordChanged(user, false)
      return signedOut
    },
  }
}

export type PasswordResetService = ReturnType<typeof passwordResetService>
