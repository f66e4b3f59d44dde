// Account rules every page needs: who a user is, a pending verification or a vendor (spec §3, §6), the verification
// code's length (spec §5), and the texts shown about them (spec §8). The sign-in and sign-up forms' rules are in
// ./account-forms, which only the pages with those forms download.
import type { Schema } from './contract'
import { GENERIC_ERROR } from './messages'

/** The user fields the store acts on; the API returns more (spec §3 User), which pass through untouched. */
export interface AccountUser {
  email: string
  firstName?: string
  lastName?: string
  referralCode?: string
  /** When set, email verification is pending (spec §3). */
  verificationCode?: string | null
  /** When set, the user is a vendor (spec §6). */
  vendorId?: string | null
  /** When set, the user works the store's staff pages (docs/adr/0027). */
  staffRole?: Schema<'StaffRole'> | null
}

/** What sign-in, sign-up and token refresh hand back (spec §7: data.user, data.token). */
export interface Session {
  token: string
  user: AccountUser
}

export const VERIFICATION_CODE_LENGTH = 5

// spec §8: the texts below are the product's own, typos included.
export { GENERIC_ERROR }
export const VERIFICATION_SUCCESS = 'Verification was successful'
export const OTP_SENT = 'OTP code was sent successful'
export const LOGGED_OUT = "You're logged out successfully!"

export function signedUpMessage(name: string): string {
  return `You've successfully signed up, ${name}`
}

/** The name a message greets the user by: the first name, or the email when no name was given. */
export function greetingName(user: Pick<AccountUser, 'email' | 'firstName'>): string {
  return user.firstName?.trim() || user.email
}

/** spec §5: the verification code is exactly 5 characters. */
export function isVerificationCode(code: string): boolean {
  return code.length === VERIFICATION_CODE_LENGTH
}

/** spec §3: a set verificationCode means email verification is pending. */
export function hasPendingVerification(user: Pick<AccountUser, 'verificationCode'> | null | undefined): boolean {
  return Boolean(user?.verificationCode)
}

/** spec §6: a user with a vendorId is a vendor. */
export function isVendor(user: Pick<AccountUser, 'vendorId'> | null | undefined): boolean {
  return Boolean(user?.vendorId)
}

/**
 * spec §2: a vendor sees 'Edit product', on their own shop's products only: the server refuses a vendor's write to
 * another shop's product (ADR 0011), so the link is not offered there.
 */
export function canEditProduct(
  user: Pick<AccountUser, 'vendorId'> | null | undefined,
  product: { vendorId?: string | null },
): boolean {
  return isVendor(user) && product.vendorId === user?.vendorId
}

/**
 * spec §8: show the first server message, else the fallback. The API client rejects with an Error whose
 * message is already the first item of the response's errors list.
 */
export function firstMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message
  if (typeof error === 'string' && error.trim() !== '') return error
  return fallback
}
