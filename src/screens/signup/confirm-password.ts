// spec §3 lists confirmPassword on the signup form but §5 gives it no rule; the store's rule: it must repeat
// the password exactly. The sign-up machine does not hold it, so the screen's binding (use-sign-up-screen.ts)
// checks it before submitting.

export const CONFIRM_PASSWORD_MISMATCH = 'Enter the same password again'

/** The message for the confirmation box, or undefined when it repeats the password. */
export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  return password === confirmPassword ? undefined : CONFIRM_PASSWORD_MISMATCH
}
