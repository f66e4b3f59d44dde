import { describe, expect, it } from 'vitest'
import { accountMessages } from './account-forms'
import {
  confirmsDeletion,
  CURRENT_PASSWORD_REQUIRED,
  validateChangePassword,
  validatePasswordReset,
} from './account-recovery'
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

describe('the change-password form', () => {
  it('asks for the current password and a new one by the sign-up rules', () => {
    expect(validateChangePassword({ currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: CURRENT_PASSWORD_REQUIRED,
      password: accountMessages.passwordRequired,
    })
    expect(validateChangePassword({ currentPassword: 'old1', password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: accountMessages.passwordTooShort,
    })
  })

  it('wants the new password typed twice alike', () => {
    expect(validateChangePassword({ currentPassword: 'old1', password: 'abcd', confirmPassword: 'abce' })).toEqual({
      confirmPassword: CONFIRM_PASSWORD_MISMATCH,
    })
    expect(validateChangePassword({ currentPassword: 'old1', password: 'abcd', confirmPassword: 'abcd' })).toEqual({})
  })
})

describe('confirming a deletion', () => {
  it("takes the account's email in any case, with spaces around it", () => {
    expect(confirmsDeletion(' Ada@Oja.TEST ', 'ada@oja.test')).toBe(true)
  })

  it('refuses another address or nothing', () => {
    expect(confirmsDeletion('ada@oja.tes', 'ada@oja.test')).toBe(false)
    expect(confirmsDeletion('', '')).toBe(false)
  })
})
