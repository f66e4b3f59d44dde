// The owner's form that adds an account to a shop (docs/adr/0034): what it sends, or what is wrong with it. Apart from
// ./staff-vendors, whose words the staff section's list of pages reads, as ./account-forms is from ./account.
import { emailError, type FieldErrors } from './account-forms'
import { shopNameError, type VendorAccountInput } from './staff-vendors'

/** The add form: whose email, and the shop: a new one (its name, or the account holder's when blank) or one listed. */
export interface VendorAddForm {
  email: string
  /** '' for a new shop. */
  vendorId: string
  name: string
}

export type VendorAddField = 'email' | 'name'

/** The request the add form sends, or what is wrong with it. */
export function checkVendorAdd(
  form: VendorAddForm,
): { request: VendorAccountInput } | { errors: FieldErrors<VendorAddField> } {
  const errors: FieldErrors<VendorAddField> = {}
  const email = emailError(form.email)
  if (email) errors.email = email
  const newShop = form.vendorId === ''
  const name = newShop && form.name.trim() !== '' ? shopNameError(form.name) : undefined
  if (name) errors.name = name
  if (Object.keys(errors).length > 0) return { errors }
  return {
    request: {
      email: form.email.trim(),
      ...(newShop ? (form.name.trim() === '' ? {} : { name: form.name.trim() }) : { vendorId: form.vendorId }),
    },
  }
}
