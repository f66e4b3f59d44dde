// spec §3 lists confirmPassword on the signup form but §5 gives it no rule; the store's rule: it must repeat
// the password exactly. The sign-up page's binding (src/screens/signup/use-sign-up-screen.ts) checks it before
// submitting, and the password-reset machine (machines/forgot-password) with the new password. Apart from
// ./account-forms, so that /login does not download it.

export const CONFIRM_PASSWORD_MISMATCH = 'Enter the same password again'

/** The message for the confirmation box, or undefined when it repeats the password. */
export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  return password === confirmPassword ? undefined : CONFIRM_PASSWORD_MISMATCH
}
