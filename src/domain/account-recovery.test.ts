import { describe, expect, it } from 'vitest'
import { accountMessages, CONFIRM_PASSWORD_MISMATCH } from './account-forms'
import { confirmsDeletion, CURRENT_PASSWORD_REQUIRED, validateChangePassword } from './account-recovery'

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
