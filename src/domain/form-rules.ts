// What every form's rules share (sign-in and sign-up, the address, the product and the swap forms): a text that must be
// given and must fit, its message, and the errors of a form with the fields that passed left out.
import type { FieldErrors } from './account-forms'

/** A text longer than the contract's maxLength for it. */
export const tooLongMessage = (limit: number) => `Keep this under ${limit + 1} characters`

/** A text field's problem: blank when `required` is the message for that, or longer than `limit`; undefined if none. */
export function textProblem(value: string, required: string | undefined, limit: number): string | undefined {
  if (required !== undefined && value.trim() === '') return required
  if (value.length > limit) return tooLongMessage(limit)
  return undefined
}

/** A form's errors with only the fields that have a problem. */
export function onlyProblems<TField extends string>(
  errors: Partial<Record<TField, string | undefined>>,
): FieldErrors<TField> {
  const result: FieldErrors<TField> = {}
  for (const [field, message] of Object.entries(errors) as [TField, string | undefined][]) {
    if (message) result[field] = message
  }
  return result
}
