// A phone number's rules (spec §9, openapi.yaml's Phone), which the address form (./address) and the swap form
// (./swap) share: a module of its own, so the swap form does not download the address form's rules and states with it.

// spec §9: phone minimum 8.
export const PHONE_MIN_LENGTH = 8
export const PHONE_MAX_LENGTH = 20
// Digits with the separators people type (spaces, brackets, hyphens) and a leading +; openapi.yaml's Phone says the same.
export const PHONE_PATTERN = /^\+?[0-9() -]+$/

/** A phone number a person can be called on: 8 to 20 digits and separators (openapi.yaml's Phone). */
export function isPhone(phone: string): boolean {
  const trimmed = phone.trim()
  return trimmed.length >= PHONE_MIN_LENGTH && trimmed.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(trimmed)
}
