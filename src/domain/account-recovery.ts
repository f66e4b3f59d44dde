// Recovering and closing an account (docs/adr/0025, 0026): the texts the server answers with and the pages show for a
// password reset, a password change, signing out of every device and deleting the account. The spec is silent on all
// of these; the wording follows its plain, direct tone. Both sides read them: the server's replies, and the screens,
// story fakes and journeys that show or expect them. The pages' own words (headings, labels, buttons) are not in the
// spec either: plain words in the same tone, matching the sign-in and verification pages.
import { isVerificationCode } from './account'
import { accountMessages, newPasswordError, PASSWORD_MIN_LENGTH, type FieldErrors } from './account-forms'
import { confirmPasswordError } from './confirm-password'
import { onlyProblems } from './form-rules'
import { formatNaira, koboToNaira } from './money'

/** The answer to 'Forgot your password?', the same whether or not an account uses the address. */
export function resetCodeSentMessage(email: string): string {
  return `If an account uses ${email}, we have sent it a code to reset the password`
}

/** A wrong, expired or used reset code, or an address without an account: one answer for all. */
export const RESET_CODE_WRONG = 'That code is not right or has expired. Check the email or ask for a new code'
/** Five wrong codes for one address. */
export const RESET_CODE_LOCKED = 'Too many wrong codes. Ask for a new code'
export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password'

export const CURRENT_PASSWORD_WRONG = 'Your current password is not right'
export const NO_PASSWORD_YET =
  "Your account has no password yet. Use 'Forgot your password?' on the sign-in page to set one"
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out'

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out of all devices'

export const DELETE_CONFIRMATION_MISMATCH = 'Type the email address of this account to confirm'
export const DELETE_REFUSED_WITHDRAWAL =
  'A withdrawal from your wallet is still being paid out. You can delete your account once it completes'
export const DELETE_REFUSED_ORDER =
  'You have an order that has not been delivered yet. You can delete your account once it arrives'
/** A card payment (an order's, or a wallet funding's) started a moment ago and not yet confirmed. */
export const DELETE_REFUSED_PAYMENT =
  'A card payment of yours is still being confirmed. You can delete your account once it completes'
/** A refused order's refund that has not reached the shopper yet. */
export const DELETE_REFUSED_REFUND =
  'A refund to you is still being paid. You can delete your account once it completes'
export const ACCOUNT_DELETED = 'Your account has been deleted'

/** A wallet balance left over: the shopper withdraws it first, so no money is left in an account nobody can open. */
export function deleteRefusedBalanceMessage(balanceKobo: number): string {
  return `Your wallet still holds ${formatNaira(koboToNaira(balanceKobo), { decimals: true })}. Withdraw it before deleting your account`
}

/** The words of the /forgot-password page: step 1 asks for the email, step 2 for the code and the new password. */
export const passwordResetTexts = {
  heading: 'Reset your password',
  emailIntro: 'Enter the email address you sign in with and we will send you a code to reset your password.',
  emailLabel: 'Email',
  sendCode: 'Send code',
  codeLabel: 'Reset code',
  passwordLabel: 'New password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
  confirmLabel: 'Confirm new password',
  reset: 'Reset password',
  sendNewCode: 'Send a new code',
  differentEmail: 'Use a different email',
  noCode: "Didn't get it?",
  toSignIn: 'Taking you to sign in…',
  rememberPrompt: 'Remembered it?',
  signInLink: 'Sign in',
} as const

/** Step 2 of a password reset: the emailed code, the new password and the same again. */
export interface PasswordResetForm {
  code: string
  password: string
  confirmPassword: string
}

/** The account page's words (/profile/account): its headings, labels and what each action does. */
export const accountSettingsTexts = {
  pageTitle: 'Account and security',
  changePasswordTitle: 'Change password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  newPasswordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
  confirmPasswordLabel: 'Confirm new password',
  changePasswordAction: 'Change password',
  signOutEverywhereTitle: 'Sign out of all devices',
  signOutEverywhereText: 'Signs you out on every phone and computer, this one included.',
  signOutEverywhereAction: 'Sign out of all devices',
  signOutEverywhereQuestion: 'Sign out of all devices?',
  signOutEverywhereConfirm: 'Sign out everywhere',
  staySignedIn: 'Stay signed in',
  downloadDataTitle: 'Download my data',
  downloadDataText: 'A copy of everything Oja keeps about you, as a JSON file.',
  downloadDataAction: 'Download my data',
  downloadDataSaved: 'Your data has been downloaded',
  deleteAccountTitle: 'Delete my account',
  deleteAccountText: 'Closes your account for good. This cannot be undone.',
  deleteAccountAction: 'Delete my account',
  deleteAccountQuestion: 'Delete your account?',
  deleteAccountExplained:
    'Your profile, addresses, wishlist, cart and saved details will be erased and you will be signed out on every ' +
    'device. Your orders and wallet records are kept without your name, for the books. You can sign up again with ' +
    'the same email later.',
  deleteAccountEmailLabel: 'Type your email address to confirm',
  deleteAccountConfirm: 'Delete my account',
  keepAccount: 'Keep my account',
} as const

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password'

export interface ChangePasswordForm {
  currentPassword: string
  password: string
  confirmPassword: string
}

/** The code as the verification code (spec §5: exactly 5 characters), the new password as at sign-up (spec §5:
 *  required, minimum 4), and the confirmation repeating it. */
export function validatePasswordReset(form: PasswordResetForm): FieldErrors<keyof PasswordResetForm> {
  const password = newPasswordError(form.password)
  return onlyProblems({
    code: isVerificationCode(form.code) ? undefined : accountMessages.codeLength,
    password,
    confirmPassword: password ? undefined : confirmPasswordError(form.password, form.confirmPassword),
  })
}

/** The change-password form: the current password given, the new one by the sign-up rules, typed twice alike. */
export function validateChangePassword(form: ChangePasswordForm): FieldErrors<keyof ChangePasswordForm> {
  return onlyProblems({
    currentPassword: form.currentPassword === '' ? CURRENT_PASSWORD_REQUIRED : undefined,
    password: newPasswordError(form.password),
    confirmPassword: form.password === '' ? undefined : confirmPasswordError(form.password, form.confirmPassword),
  })
}

/** Whether what the shopper typed confirms deleting the account with this email: the same address in any case. */
export function confirmsDeletion(typed: string, accountEmail: string): boolean {
  return typed.trim() !== '' && typed.trim().toLowerCase() === accountEmail.trim().toLowerCase()
}
