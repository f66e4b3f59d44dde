// Accounts: the users, their sign-in sessions, their email verification codes and the codes sent, and a shopper's saved
// delivery addresses.
import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { vendors } from './catalogue'

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** As the shopper typed it; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    /** argon2id; null for accounts made through Google or Apple until a password is set. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The referral code given at sign-up, recorded as given (spec §3). */
    referralCode: text('referral_code'),
    vendorId: text('vendor_id').references(() => vendors.id),
    /** Null while email verification is pending (the API's `verificationCode: true`). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** The `sub` of the Google or Apple identity linked to this account. */
    googleSubject: text('google_subject').unique(),
    appleSubject: text('apple_subject').unique(),
    /** When the shopper deleted the account (docs/adr): its personal fields are then anonymised and it cannot sign in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** 'owner' or 'staff' (docs/adr/0027), set by the operator's `npm run staff`; null for shoppers and vendors. */
    staffRole: text('staff_role'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_email_not_blank', sql`length(trim(${t.email})) > 0`),
    check('users_staff_role', sql`${t.staffRole} is null or ${t.staffRole} in ('owner', 'staff')`),
    index('users_staff_idx')
      .on(t.staffRole)
      .where(sql`${t.staffRole} is not null`),
  ],
)

/**
 * A sign-in session (docs/adr/0023): every access token names one (its `sid` claim), and the bearer guard accepts a
 * token only while its session is live. A session ends on its own at `expires_at` (pushed forward by each refresh) or
 * when it is ended (`ended_at`, with the reason).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128 random bits, base64url: unguessable, and never derived from the user. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last request the session made, kept to the minute (not written on every request). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null while the session is live (and not past `expires_at`). */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** Why it was ended: 'logout' | 'signedOutEverywhere' (later: 'passwordChanged' and others). */
    endedReason: text('ended_reason'),
    /** sha256 of the session's current refresh token (the httpOnly cookie); null for a session started without one. */
    refreshHash: text('refresh_hash'),
    /** sha256 of the refresh token it replaced: presented again after the grace, it ends the session (reuse). */
    previousRefreshHash: text('previous_refresh_hash'),
    /** When the refresh token was last replaced. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    /** 'Keep me signed in': the long lifetime when true; the short idle lifetime and a browser-session cookie when false. */
    keepSignedIn: boolean('keep_signed_in').notNull().default(true),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    uniqueIndex('sessions_refresh_hash_unique').on(t.refreshHash),
    index('sessions_previous_refresh_hash_idx').on(t.previousRefreshHash),
    check('sessions_ended_with_reason', sql`(${t.endedAt} is null) = (${t.endedReason} is null)`),
  ],
)

/** The one live verification code of a user: a new code replaces the old one, a right guess deletes it. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the user id and the code: a leaked table does not give working codes away. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Wrong guesses so far; at the limit the code is locked and a new one is needed. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('otp_codes_failed_attempts_not_negative', sql`${t.failedAttempts} >= 0`)],
)

/**
 * The one live password-reset code of a user (same rules as verification codes: a new code replaces the old one, a
 * right guess deletes it, wrong guesses lock it at the limit).
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the user id and the code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('password_reset_codes_failed_attempts_not_negative', sql`${t.failedAttempts} >= 0`)],
)

/** Every password-reset code sent, for the per-account send limits. */
export const passwordResetSends = pgTable(
  'password_reset_sends',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('password_reset_sends_user_sent_idx').on(t.userId, t.sentAt.desc())],
)

/** Every code sent, for the per-account send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('otp_sends_user_sent_idx').on(t.userId, t.sentAt.desc())],
)

/**
 * A shopper's saved delivery addresses (spec §3 Address). Every read and write names the user, so one shopper never
 * sees or changes another's; how many one keeps is capped by the repo (src/domain/address.ts).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('Nigeria'),
    pincode: text('pincode'),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
)
