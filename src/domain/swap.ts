// Swap deals (spec §1, §2 /swap and /request-success, §8): what a Nigerian gadget swap needs to be priced, the
// device offered (brand, model, storage, condition, faults, up to 4 photos) and the device wanted, with a phone and
// a city; the rules and texts shared by the swap page and the server. openapi.yaml's SwapRequestInput says the same.
import type { FieldErrors } from './account-forms'
import type { RequestBody, Schema } from './contract'
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, isPhone } from './phone-rules'
import { onlyProblems, textProblem, tooLongMessage } from './form-rules'

export type SwapCondition = Schema<'SwapCondition'>
export type SwapRequestInput = RequestBody<'createSwapRequest'>

/** Each condition as the shopper picks it, best first. */
export const SWAP_CONDITIONS: readonly { value: SwapCondition; label: string; description: string }[] = [
  { value: 'new', label: 'Brand new', description: 'Sealed in its box, never used' },
  { value: 'likeNew', label: 'Like new', description: 'Used, with no scratches or marks' },
  { value: 'used', label: 'Used', description: 'Works well, with signs of use' },
  { value: 'faulty', label: 'Faulty', description: 'Something does not work or is broken' },
]

export function swapConditionLabel(condition: SwapCondition): string {
  return SWAP_CONDITIONS.find((entry) => entry.value === condition)?.label ?? condition
}

export const SWAP_LIMITS = { brand: 60, model: 100, storage: 20, faults: 1000, wanted: 200, city: 60 } as const

/** A shopper sends at most this many swap requests a day: enough for every device they own, not a flood to the team. */
export const SWAP_REQUESTS_PER_DAY = 5

export const swapMessages = {
  brandRequired: 'Enter the brand of your device',
  modelRequired: 'Enter the model of your device',
  conditionRequired: 'Choose the condition of your device',
  faultsRequired: 'Tell us what is wrong with your device',
  wantedRequired: 'Tell us which device you want',
  phoneRequired: 'Enter a phone number we can call',
  phoneInvalid: `Enter a phone number of ${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} digits`,
  cityRequired: 'Enter your city',
  tooLong: tooLongMessage,
  tooMany: `You have sent ${SWAP_REQUESTS_PER_DAY} swap requests today. Please try again tomorrow`,
} as const

/** The form as typed; `wantedProductId` is set when the shopper picked a product of the catalogue. */
export interface SwapForm {
  brand: string
  model: string
  storage: string
  condition: SwapCondition | ''
  faults: string
  wanted: string
  wantedProductId: string
  phone: string
  city: string
}

export type SwapField = keyof SwapForm

export function emptySwapForm(): SwapForm {
  return {
    brand: '',
    model: '',
    storage: '',
    condition: '',
    faults: '',
    wanted: '',
    wantedProductId: '',
    phone: '',
    city: '',
  }
}

/** The swap form's rules: brand, model, condition, the device wanted, phone and city required; faults for a faulty one. */
export function validateSwapForm(form: SwapForm): FieldErrors<SwapField> {
  const phone = form.phone.trim()
  const errors: Record<SwapField, string | undefined> = {
    brand: textProblem(form.brand, swapMessages.brandRequired, SWAP_LIMITS.brand),
    model: textProblem(form.model, swapMessages.modelRequired, SWAP_LIMITS.model),
    storage: textProblem(form.storage, undefined, SWAP_LIMITS.storage),
    condition: form.condition === '' ? swapMessages.conditionRequired : undefined,
    faults: textProblem(
      form.faults,
      form.condition === 'faulty' ? swapMessages.faultsRequired : undefined,
      SWAP_LIMITS.faults,
    ),
    wanted: textProblem(form.wanted, swapMessages.wantedRequired, SWAP_LIMITS.wanted),
    wantedProductId: undefined,
    phone: phone === '' ? swapMessages.phoneRequired : isPhone(phone) ? undefined : swapMessages.phoneInvalid,
    city: textProblem(form.city, swapMessages.cityRequired, SWAP_LIMITS.city),
  }
  return onlyProblems(errors)
}

/** A valid form with its photos' URLs as `createSwapRequest` takes it. */
export function swapInputOf(form: SwapForm, photos: string[]): SwapRequestInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const storage = optional(form.storage)
  const faults = optional(form.faults)
  return {
    brand: form.brand.trim(),
    model: form.model.trim(),
    ...(storage ? { storage } : {}),
    condition: form.condition === '' ? 'used' : form.condition,
    ...(faults ? { faults } : {}),
    photos,
    ...(form.wantedProductId ? { wantedProductId: form.wantedProductId } : {}),
    wanted: form.wanted.trim(),
    phone: form.phone.trim(),
    city: form.city.trim(),
  }
}
