// The address form's rules (spec §3 Address, §4 Address modal, §5) and its texts (spec §8), shared by the Address
// Form modal and the server, so a form the modal accepts is one the server saves and the reverse.
import type { FieldErrors } from './account-forms'
import { onlyProblems, textProblem, tooLongMessage } from './form-rules'
import { DEFAULT_COUNTRY, isNigerianState } from './nigeria'
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, PHONE_PATTERN, isPhone } from './phone-rules'

export { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, isPhone }

/** The longest each text may be; openapi.yaml's AddressInput says the same. */
export const ADDRESS_MAX_LENGTH = { name: 100, street: 200, city: 100, country: 100, pincode: 20 } as const

/** How many addresses one shopper may keep: enough for home, work and family, and a bound on what checkout lists. */
export const MAX_ADDRESSES = 20

export interface AddressForm {
  name: string
  street: string
  city: string
  state: string
  country: string
  pincode: string
  phone: string
}

export type AddressField = keyof AddressForm

/** spec §4: a new form, and the form after a save, has the country back to Nigeria. */
export function emptyAddressForm(): AddressForm {
  return { name: '', street: '', city: '', state: '', country: DEFAULT_COUNTRY, pincode: '', phone: '' }
}

// The spec names the rules but gives no wording for them; these are the store's own, saying what to do.
export const addressMessages = {
  nameRequired: 'Enter the name of the person receiving the order',
  streetRequired: 'Enter the street address',
  cityRequired: 'Enter the city or town',
  stateRequired: 'Choose a state',
  stateUnknown: 'Choose one of the states of Nigeria',
  phoneRequired: 'Enter a phone number',
  phoneTooShort: `Phone number must be at least ${PHONE_MIN_LENGTH} digits`,
  phoneInvalid: 'Use only digits, spaces, brackets, hyphens and a leading +',
  tooLong: tooLongMessage,
  tooMany: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another`,
  notFound: 'This address was not found',
} as const

// spec §8: the address toasts, the product's own wording (both delete wordings appear in it).
export const addressToasts = {
  added: 'New address added successfully!',
  updated: (name: string) => `${name}'s address updated successfully!`,
  deleted: (name: string) => `${name}'s address deleted successfully!`,
  deletedFromList: (name: string) => `${name}'s address successfully deleted!`,
} as const

function phoneError(phone: string): string | undefined {
  const trimmed = phone.trim()
  if (trimmed === '') return addressMessages.phoneRequired
  if (trimmed.length < PHONE_MIN_LENGTH) return addressMessages.phoneTooShort
  if (trimmed.length > PHONE_MAX_LENGTH) return addressMessages.tooLong(PHONE_MAX_LENGTH)
  if (!PHONE_PATTERN.test(trimmed)) return addressMessages.phoneInvalid
  return undefined
}

/** spec §5: name, street, city, state and phone required; phone at least 8. The state is one of Nigeria's. */
export function validateAddress(form: AddressForm): FieldErrors<AddressField> {
  const errors: Record<AddressField, string | undefined> = {
    name: textProblem(form.name, addressMessages.nameRequired, ADDRESS_MAX_LENGTH.name),
    street: textProblem(form.street, addressMessages.streetRequired, ADDRESS_MAX_LENGTH.street),
    city: textProblem(form.city, addressMessages.cityRequired, ADDRESS_MAX_LENGTH.city),
    state:
      form.state.trim() === ''
        ? addressMessages.stateRequired
        : isNigerianState(form.state.trim())
          ? undefined
          : addressMessages.stateUnknown,
    country: textProblem(form.country, undefined, ADDRESS_MAX_LENGTH.country),
    pincode: textProblem(form.pincode, undefined, ADDRESS_MAX_LENGTH.pincode),
    phone: phoneError(form.phone),
  }
  return onlyProblems(errors)
}

/** The form as it is saved: surrounding spaces dropped, an empty country read as Nigeria, an empty pincode as none. */
export function normaliseAddress(form: AddressForm): Omit<AddressForm, 'pincode'> & { pincode: string | null } {
  const pincode = form.pincode.trim()
  return {
    name: form.name.trim(),
    street: form.street.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    country: form.country.trim() || DEFAULT_COUNTRY,
    pincode: pincode === '' ? null : pincode,
    phone: form.phone.trim(),
  }
}
