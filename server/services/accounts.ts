// Accounts (spec §2 Login, Sign Up, Verification; §4 Auth; §5; docs/adr/0001 items 7–9; docs/adr/0004): sign-up
// with argon2id password hashes, sign-in by password or a Google/Apple ID token, token refresh, and email
// verification with a 5-character code that expires, is single-use, locks after wrong tries and is rate-limited; and
// the sign-in sessions each way in starts, a refresh renews, and logout or signing out everywhere ends (docs/adr/0023).
import { createHash, randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { RequestBody, Session, User } from '../../src/domain/contract'
import { DomainError } from '../errors'
import type { OtpRepo, SendLimits } from '../db/repos/otp.repo'
import { DuplicateUserError, type UserRecord, type UsersRepo } from '../db/repos/users.repo'
import type { Mailer } from '../providers/mail/mailer'
import {
  IdentityTokenError,
  PROVIDER_NAMES,
  type IdentityProvider,
  type IdentityProviderName,
  type VerifiedIdentity,
} from '../providers/identity/identity-provider'
import type { IssuedRefresh, SessionsService } from './sessions'
import { staffRoleOf } from './verified-user'
import { SIGN_IN_REQUIRED_MESSAGE, type TokenService } from './tokens'

/** docs/adr/0004: OTP rules. */
export const OTP_LENGTH = 5
/** No 0/O, 1/I/L: a code read off a phone screen is typed right the first time. */
export const OTP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const OTP_LIFETIME_MS = 10 * 60 * 1000
export const OTP_MAX_FAILED_ATTEMPTS = 5
export const OTP_SEND_LIMITS: SendLimits = { minIntervalMs: 30 * 1000, maxPerWindow: 5, windowMs: 60 * 60 * 1000 }

export const accountErrors = {
  wrongCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists. Sign in instead',
  emailTakenByPassword: 'An account with this email already exists. Sign in with your email and password',
  notYourEmail: 'You can only verify the email address of the account you are signed in with',
  alreadyVerified: 'Your email address is already verified',
  wrongCode: 'That code is not right. Check the email we sent you and try again',
  expiredCode: 'This code has expired. Ask for a new code',
  lockedCode: 'Too many wrong tries. Ask for a new code',
  identityInvalid: (provider: string) => `${provider} sign-in could not be confirmed. Please try again`,
  identityExpired: (provider: string) => `Your ${provider} sign-in has expired. Please try again`,
  identityWrongAudience: (provider: string) => `This ${provider} sign-in was made for another app. Please try again`,
  identityNoEmail: (provider: string) =>
    `${provider} did not share an email address. Allow it, or sign up with your email`,
  sendTooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code`,
  sendTooMany: (minutes: number) =>
    `You have asked for too many codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const

/** The API's User: verification pending is a boolean, the code itself never leaves by this road; staffRole is null
 * for everyone but the store's owner and staff. */
export function toApiUser(user: UserRecord): User {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    referralCode: user.referralCode,
    verificationCode: user.emailVerifiedAt === null,
    vendorId: user.vendorId,
    isAuth: true,
    staffRole: staffRoleOf(user),
  }
}

/** A way in's answer: the reply body, and the refresh token to set as the cookie (null: leave the cookie as it is). */
export interface SessionGrant {
  session: Session
  /** The session the grant is for (the page session cookie names it, docs/adr/0050). */
  sessionId: string
  refresh: IssuedRefresh | null
}

export interface AccountsDeps {
  users: UsersRepo
  otp: OtpRepo
  mailer: Mailer
  tokens: TokenService
  sessions: SessionsService
  identity: Record<IdentityProviderName, IdentityProvider>
  now?: () => Date
  /** Where a failed email goes when the account change itself succeeded. */
  log?: { error(details: object, message: string): void }
}

/** A new code of the verification rules (also a password-reset code, docs/adr/0025). */
export function newOtpCode(): string {
  return Array.from({ length: OTP_LENGTH }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('')
}

/** Codes are compared case-insensitively, so the hash is of the upper-case code. */
export function otpHash(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code.toUpperCase()}`).digest('hex')
}

function verificationEmail(code: string) {
  return {
    subject: `Your Oja verification code: ${code}`,
    text: [
      'Welcome to Oja!',
      '',
      `Your verification code is ${code}`,
      '',
      `Enter it on the verification page within ${OTP_LIFETIME_MS / 60_000} minutes. If you did not sign up for Oja, ignore this email.`,
    ].join('\n'),
  }
}

function optionalText(value: string | undefined): string {
  return value?.trim() ?? ''
}

export function accountsService({
  users,
  otp,
  mailer,
  tokens,
  sessions,
  identity,
  now = () => new Date(),
  log,
}: AccountsDeps) {
  // Checked when the email is unknown too, so a wrong email and a wrong password take the same time.
  const standInHash = hash('not the password of anyone')

  /** The reply of a way in: a new session ('Keep me signed in' or not), a token naming it and its refresh token. */
  async function session(user: UserRecord, keepSignedIn = true): Promise<SessionGrant> {
    const { sessionId, refresh } = await sessions.start(user.id, keepSignedIn)
    return { session: await sessionReply(user, sessionId), sessionId, refresh }
  }

  /** A fresh token for a session the user already has. */
  async function sessionReply(user: UserRecord, sessionId: string): Promise<Session> {
    return { user: toApiUser(user), token: await tokens.issue(user.id, sessionId) }
  }

  /** Issues and emails a new code; throws 'tooMany' when a send limit says no. */
  async function sendCode(user: UserRecord): Promise<void> {
    const code = newOtpCode()
    const at = now()
    const result = await otp.issue({
      userId: user.id,
      codeHash: otpHash(user.id, code),
      now: at,
      expiresAt: new Date(at.getTime() + OTP_LIFETIME_MS),
      limits: OTP_SEND_LIMITS,
    })
    if (!result.issued) {
      throw new DomainError(
        'tooMany',
        result.reason === 'tooSoon'
          ? accountErrors.sendTooSoon(result.retryAfterSeconds)
          : accountErrors.sendTooMany(Math.ceil(result.retryAfterSeconds / 60)),
      )
    }
    await mailer.send({ to: user.email, ...verificationEmail(code) })
  }

  /** A new account is made even when its first email fails: 'Resend code' on /verification tries again. */
  async function sendFirstCode(user: UserRecord): Promise<void> {
    try {
      await sendCode(user)
    } catch (error) {
      log?.error({ err: error, userId: user.id }, 'the verification email could not be sent')
    }
  }

  function requireOwnEmail(user: UserRecord, email: string) {
    if (email.trim().toLowerCase() !== user.email.toLowerCase())
      throw new DomainError('forbidden', accountErrors.notYourEmail, 'email')
    if (user.emailVerifiedAt !== null) throw new DomainError('conflict', accountErrors.alreadyVerified)
  }

  async function verifiedIdentity(provider: IdentityProviderName, idToken: string): Promise<VerifiedIdentity> {
    const name = PROVIDER_NAMES[provider]
    const field = provider === 'google' ? 'oauthToken' : 'appleToken'
    try {
      return await identity[provider].verify(idToken)
    } catch (error) {
      if (!(error instanceof IdentityTokenError)) throw error
      const message = {
        expired: accountErrors.identityExpired,
        wrongAudience: accountErrors.identityWrongAudience,
        noEmail: accountErrors.identityNoEmail,
        invalid: accountErrors.identityInvalid,
      }[error.problem](name)
      throw new DomainError('unauthenticated', message, field)
    }
  }

  return {
    async signUp(input: RequestBody<'signUp'>): Promise<SessionGrant> {
      const at = now()
      let user: UserRecord
      try {
        user = await users.create(
          {
            email: input.email,
            passwordHash: await hash(input.password),
            firstName: optionalText(input.firstName),
            lastName: optionalText(input.lastName),
            referralCode: optionalText(input.referralCode) || null,
            emailVerifiedAt: null,
          },
          at,
          { signUp: true },
        )
      } catch (error) {
        if (error instanceof DuplicateUserError) throw new DomainError('conflict', accountErrors.emailTaken, 'email')
        throw error
      }
      await sendFirstCode(user)
      return session(user)
    },

    async signInWithPassword(email: string, password: string, keepSignedIn: boolean): Promise<SessionGrant> {
      const user = await users.findByEmail(email)
      const matches = user?.passwordHash
        ? await verify(user.passwordHash, password)
        : await verify(await standInHash, password).then(() => false)
      if (!user || !matches) throw new DomainError('unauthenticated', accountErrors.wrongCredentials)
      return session(user, keepSignedIn)
    },

    /**
     * The provider's person, by their linked identity; else the account with that email, linked now when the
     * provider vouches for the address; else a new account (verified when the provider vouches for it). The
     * sandbox vouches for any address it is asked to, so it never links to an account that has a password: that
     * would hand a stranger the account (ADR 0007).
     */
    async signInWithIdentity(
      provider: IdentityProviderName,
      idToken: string,
      keepSignedIn: boolean,
    ): Promise<SessionGrant> {
      const person = await verifiedIdentity(provider, idToken)
      const linked = await users.findByIdentity(provider, person.subject)
      if (linked) return session(linked, keepSignedIn)
      const at = now()
      const existing = await users.findByEmail(person.email)
      if (existing) {
        const vouched =
          person.emailVerified && !(identity[provider].mode === 'sandbox' && existing.passwordHash !== null)
        const relinked = vouched ? await users.linkIdentity(existing.id, provider, person.subject, at) : null
        if (!relinked) throw new DomainError('conflict', accountErrors.emailTakenByPassword)
        return session(relinked, keepSignedIn)
      }
      let user: UserRecord
      try {
        user = await users.create(
          {
            email: person.email,
            passwordHash: null,
            firstName: person.firstName,
            lastName: person.lastName,
            referralCode: null,
            emailVerifiedAt: person.emailVerified ? at : null,
            identity: { provider, subject: person.subject },
          },
          at,
          { signUp: true },
        )
      } catch (error) {
        // The same person signing in twice at once: the other request made the account.
        if (!(error instanceof DuplicateUserError)) throw error
        const made = await users.findByIdentity(provider, person.subject)
        if (!made) throw new DomainError('conflict', accountErrors.emailTakenByPassword)
        return session(made, keepSignedIn)
      }
      if (!person.emailVerified) await sendFirstCode(user)
      return session(user, keepSignedIn)
    },

    /** A fresh access token for the session the refresh token belongs to, and its next refresh token (docs/adr/0023). */
    async refresh(refreshToken: string): Promise<SessionGrant> {
      const { sessionId, userId, refresh } = await sessions.refresh(refreshToken)
      const user = await users.findById(userId)
      if (!user) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE)
      return { session: await sessionReply(user, sessionId), sessionId, refresh }
    },

    /** Ends a session of the user: its tokens are refused from now on. */
    logout: (userId: string, sessionId: string): Promise<void> => sessions.end(sessionId, userId, 'logout'),

    /** Ends every live session of the user, the caller's included; how many. */
    signOutEverywhere: (user: UserRecord): Promise<number> => sessions.endAll(user.id, 'signedOutEverywhere'),

    async sendOtp(user: UserRecord, email: string): Promise<void> {
      requireOwnEmail(user, email)
      await sendCode(user)
    },

    /** A right code answers with a fresh token for the caller's own session (the account is now verified), and a new
     *  refresh token for it. */
    async verifyOtp(user: UserRecord, sessionId: string, email: string, code: string): Promise<SessionGrant> {
      requireOwnEmail(user, email)
      const result = await otp.verify({
        userId: user.id,
        codeHash: otpHash(user.id, code),
        now: now(),
        maxFailedAttempts: OTP_MAX_FAILED_ATTEMPTS,
      })
      switch (result.outcome) {
        case 'verified':
          return {
            session: await sessionReply(result.user, sessionId),
            sessionId,
            refresh: await sessions.reissue(sessionId, result.user.id),
          }
        case 'wrong':
          throw new DomainError(
            'invalid',
            result.attemptsLeft > 0 ? accountErrors.wrongCode : accountErrors.lockedCode,
            'otp',
          )
        case 'locked':
          throw new DomainError('tooMany', accountErrors.lockedCode, 'otp')
        case 'missing':
        case 'expired':
          throw new DomainError('invalid', accountErrors.expiredCode, 'otp')
      }
    },
  }
}

export type AccountsService = ReturnType<typeof accountsService>
