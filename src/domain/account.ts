// Account rules shared by the web and the server: who a user is, what a valid sign-in, sign-up and
// verification code look like (spec §5), and the texts shown about them (spec §8).
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
}

/** What sign-in, sign-up and token refresh hand back (spec §7: data.user, data.token). */
export interface Session {
  token: string
  user: AccountUser
}

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>

// spec §9: password minimum 4, verification code length 5.
export const PASSWORD_MIN_LENGTH = 4
export const VERIFICATION_CODE_LENGTH = 5

// The spec names the rules but gives no wording for them; these are the store's own, kept short and
// saying what to do rather than what went wrong.
export const accountMessages = {
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  passwordRequired: 'Enter your password',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  termsRequired: 'Accept all terms and conditions to continue',
  codeLength: `Enter the ${VERIFICATION_CODE_LENGTH}-character code from your email`,
} as const

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

// The HTML living standard's definition of a valid e-mail address: what <input type="email"> accepts,
// so the form, the machine and the server agree on one rule (spec §5: "email type").
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** The message for an email field, or undefined when it holds an email. Browsers drop surrounding spaces from
 *  an email field's value; the rule does the same. */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return accountMessages.emailRequired
  if (!isEmail(email)) return accountMessages.emailInvalid
  return undefined
}

function withoutEmpty<TField extends string>(errors: Record<TField, string | undefined>): FieldErrors<TField> {
  const result: FieldErrors<TField> = {}
  for (const [field, message] of Object.entries(errors) as [TField, string | undefined][]) {
    if (message) result[field] = message
  }
  return result
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0
}

export interface SignInForm {
  email: string
  password: string
}

/** spec §5 Login: email required (email type); password required. */
export function validateSignIn(form: SignInForm): FieldErrors<keyof SignInForm> {
  return withoutEmpty({
    email: emailError(form.email),
    password: form.password === '' ? accountMessages.passwordRequired : undefined,
  })
}

export interface SignUpForm {
  email: string
  password: string
  /** Optional; split into first and last name (spec §5). */
  fullName: string
  referralCode: string
  /** The 'I accept all terms and conditions' checkbox. */
  acceptTerms: boolean
}

/** spec §5 Signup: email required and of email type; password required, minimum 4; terms accepted. */
export function validateSignUp(form: SignUpForm): FieldErrors<keyof SignUpForm> {
  let password: string | undefined
  if (form.password === '') password = accountMessages.passwordRequired
  else if (form.password.length < PASSWORD_MIN_LENGTH) password = accountMessages.passwordTooShort
  return withoutEmpty({
    email: emailError(form.email),
    password,
    fullName: undefined,
    referralCode: undefined,
    acceptTerms: form.acceptTerms ? undefined : accountMessages.termsRequired,
  })
}

/**
 * spec §5: the full name is split on spaces into first and last name, first and second word only
 * ("Ada Lovelace Byron" → Ada, Lovelace). Runs of spaces count as one so a double space loses nothing.
 */
export function splitFullName(fullName: string): { firstName?: string; lastName?: string } {
  const [firstName, lastName] = fullName.trim().split(/\s+/).filter(Boolean)
  return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }
}

/** The body of POST api/users/signup (spec §7), with optional fields left out when empty. */
export interface SignUpRequest {
  email: string
  password: string
  firstName?: string
  lastName?: string
  referralCode?: string
}

export function toSignUpRequest(form: SignUpForm): SignUpRequest {
  const referralCode = form.referralCode.trim()
  return {
    email: form.email.trim(),
    password: form.password,
    ...splitFullName(form.fullName),
    ...(referralCode ? { referralCode } : {}),
  }
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
 * spec §8: show the first server message, else the fallback. The API client rejects with an Error whose
 * message is already the first item of the response's errors list.
 */
export function firstMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message
  if (typeof error === 'string' && error.trim() !== '') return error
  return fallback
}
