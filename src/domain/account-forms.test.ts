import { describe, expect, it } from 'vitest'
import { CONFIRM_PASSWORD_MISMATCH, confirmPasswordError } from './account-forms'

describe('confirming the sign-up password', () => {
  it('accepts a confirmation that repeats the password exactly', () => {
    expect(confirmPasswordError('oja-2024', 'oja-2024')).toBeUndefined()
  })

  it('asks for the same password again when the two differ', () => {
    expect(confirmPasswordError('oja-2024', 'oja-2025')).toBe(CONFIRM_PASSWORD_MISMATCH)
  })

  it('treats an empty confirmation of a typed password as a mismatch', () => {
    expect(confirmPasswordError('oja-2024', '')).toBe(CONFIRM_PASSWORD_MISMATCH)
  })

  it('compares case and spaces as typed, like the password itself', () => {
    expect(confirmPasswordError('Oja 2024', 'oja 2024')).toBe(CONFIRM_PASSWORD_MISMATCH)
    expect(confirmPasswordError('oja2024', 'oja2024 ')).toBe(CONFIRM_PASSWORD_MISMATCH)
  })
})
