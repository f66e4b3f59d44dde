import { describe, expect, it } from 'vitest'
import { accountMessages } from './account-forms'
import { validatePasswordReset } from './account-recovery'
import { CONFIRM_PASSWORD_MISMATCH } from './confirm-password'

describe('the password reset form', () => {
  it('accepts a 5-character code and a new password typed twice', () => {
    expect(validatePasswordReset({ code: 'AB12C', password: 'oja1', confirmPassword: 'oja1' })).toEqual({})
  })

  it('asks for the whole code and a password of at least 4 characters, as verification and sign-up do', () => {
    expect(validatePasswordReset({ code: 'AB12', password: 'oja', confirmPassword: 'oja' })).toEqual({
      code: accountMessages.codeLength,
      password: accountMessages.passwordTooShort,
    })
    expect(validatePasswordReset({ code: '', password: '', confirmPassword: '' })).toEqual({
      code: accountMessages.codeLength,
      password: accountMessages.passwordRequired,
    })
  })

  it('asks for the same password again when the confirmation differs', () => {
    expect(validatePasswordReset({ code: 'AB12C', password: 'oja-2024', confirmPassword: 'oja-2025' })).toEqual({
      confirmPassword: CONFIRM_PASSWORD_MISMATCH,
    })
  })
})
