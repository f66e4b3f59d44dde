// Recovering and closing an account (docs/adr/0025, 0026): the texts the server answers with and the pages show for a
// password reset, a password change, signing out of every device and deleting the account. The spec is silent on all
// of these; the wording follows its plain, direct tone. Both sides read them: the server's replies, and the screens,
// story fakes and journeys that show or expect them.
import { confirmPasswordError, newPasswordError, PASSWORD_MIN_LENGTH, type FieldErrors } from './account-forms'
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
export const ACCOUNT_DELETED = 'Your account has been deleted'

/** A wallet balance left over: the shopper withdraws it first, so no money is left in an account nobody can open. */
export function deleteRefusedBalanceMessage(balanceKobo: number): string {
  return `Your wallet still holds ${formatNaira(koboToNaira(balanceKobo), { decimals: true })}. Withdraw it before deleting your account`
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
