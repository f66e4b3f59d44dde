// The sign-in and sign-up forms' rules (spec §5) and their messages: what a valid email, password and sign-up look
// like, shared by the forms, their machines and the server. Apart from ./account, which every page downloads.
import { VERIFICATION_CODE_LENGTH } from './account'
import { onlyProblems } from './form-rules'

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>

// spec §9: password minimum 4.
export const PASSWORD_MIN_LENGTH = 4

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

/** The message for a password being chosen (spec §5 Signup: required, minimum 4), or undefined when it will do. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return accountMessages.passwordRequired
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort
  return undefined
}

// spec §3 lists confirmPassword on the signup form but §5 gives it no rule; the store's rule: it must repeat the
// password exactly (the sign-up form and the account page's change of password).
export const CONFIRM_PASSWORD_MISMATCH = 'Enter the same password again'

/** The message for the confirmation box, or undefined when it repeats the password. */
export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  return password === confirmPassword ? undefined : CONFIRM_PASSWORD_MISMATCH
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
  return onlyProblems({
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
  return onlyProblems({
    email: emailError(form.email),
    password: newPasswordError(form.password),
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
