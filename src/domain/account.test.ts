import { describe, expect, it } from 'vitest'
import {
  firstMessage,
  GENERIC_ERROR,
  greetingName,
  hasPendingVerification,
  canEditProduct,
  isVendor,
  isVerificationCode,
  signedUpMessage,
} from './account'
import {
  accountMessages,
  hasErrors,
  isEmail,
  splitFullName,
  toSignUpRequest,
  validateSignIn,
  validateSignUp,
  type SignUpForm,
} from './account-forms'

const validSignUp: SignUpForm = {
  email: 'ada@example.com',
  password: 'abcd',
  fullName: '',
  referralCode: '',
  acceptTerms: true,
}

describe('email type', () => {
  it('accepts what an email input accepts', () => {
    expect(isEmail('ada@example.com')).toBe(true)
    expect(isEmail('ada.lovelace+store@mail.example.ng')).toBe(true)
    expect(isEmail('ada@localhost')).toBe(true)
    expect(isEmail('  ada@example.com ')).toBe(true)
  })

  it('rejects text that is not an email address', () => {
    expect(isEmail('ada')).toBe(false)
    expect(isEmail('ada@')).toBe(false)
    expect(isEmail('@example.com')).toBe(false)
    expect(isEmail('ada lovelace@example.com')).toBe(false)
    expect(isEmail('ada@exa_mple.com')).toBe(false)
  })
})

describe('sign-in validation', () => {
  it('requires the email and the password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: accountMessages.emailRequired,
      password: accountMessages.passwordRequired,
    })
  })

  it('treats an email of only spaces as missing', () => {
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ email: accountMessages.emailRequired })
  })

  it('asks for a valid email when the text is not an email address', () => {
    expect(validateSignIn({ email: 'ada.example.com', password: 'x' })).toEqual({ email: accountMessages.emailInvalid })
  })

  it('has no minimum password length, unlike sign-up', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toEqual({})
  })
})

describe('sign-up validation', () => {
  it('passes a complete form with only the required fields', () => {
    expect(validateSignUp(validSignUp)).toEqual({})
    expect(hasErrors(validateSignUp(validSignUp))).toBe(false)
  })

  it('requires the email, the password and the accepted terms', () => {
    const errors = validateSignUp({ ...validSignUp, email: '', password: '', acceptTerms: false })
    expect(errors).toEqual({
      email: accountMessages.emailRequired,
      password: accountMessages.passwordRequired,
      acceptTerms: accountMessages.termsRequired,
    })
    expect(hasErrors(errors)).toBe(true)
  })

  it('rejects a password shorter than 4 characters and accepts exactly 4', () => {
    expect(validateSignUp({ ...validSignUp, password: 'abc' })).toEqual({ password: accountMessages.passwordTooShort })
    expect(accountMessages.passwordTooShort).toBe('Password must be at least 4 characters')
    expect(validateSignUp({ ...validSignUp, password: 'abcd' })).toEqual({})
  })

  it('rejects an email that is not of email type', () => {
    expect(validateSignUp({ ...validSignUp, email: 'ada' })).toEqual({ email: accountMessages.emailInvalid })
  })

  it('never complains about the optional full name or referral code', () => {
    expect(validateSignUp({ ...validSignUp, fullName: '   ', referralCode: '!!' })).toEqual({})
  })
})

describe('full name splitting', () => {
  it('takes the first word as first name and the second as last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  it('drops every word after the second', () => {
    expect(splitFullName('Chinua Achebe Albert Okonkwo')).toEqual({ firstName: 'Chinua', lastName: 'Achebe' })
  })

  it('gives only a first name for one word', () => {
    expect(splitFullName('Ada')).toEqual({ firstName: 'Ada' })
  })

  it('gives no names for an empty or blank name', () => {
    expect(splitFullName('')).toEqual({})
    expect(splitFullName('   ')).toEqual({})
  })

  it('ignores surrounding and repeated spaces', () => {
    expect(splitFullName('  Ngozi   Adichie ')).toEqual({ firstName: 'Ngozi', lastName: 'Adichie' })
  })
})

describe('sign-up request', () => {
  it('sends the split name and the referral code', () => {
    expect(toSignUpRequest({ ...validSignUp, fullName: 'Ada Lovelace Byron', referralCode: ' OJA25 ' })).toEqual({
      email: 'ada@example.com',
      password: 'abcd',
      firstName: 'Ada',
      lastName: 'Lovelace',
      referralCode: 'OJA25',
    })
  })

  it('leaves out the optional fields when they are empty and trims the email', () => {
    expect(toSignUpRequest({ ...validSignUp, email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
      password: 'abcd',
    })
  })

  it('keeps the password exactly as typed, spaces included', () => {
    expect(toSignUpRequest({ ...validSignUp, password: ' ab ' }).password).toBe(' ab ')
  })
})

describe('verification code', () => {
  it('accepts exactly 5 characters', () => {
    expect(isVerificationCode('12345')).toBe(true)
    expect(isVerificationCode('a1B2c')).toBe(true)
  })

  it('rejects 4 or 6 characters', () => {
    expect(isVerificationCode('1234')).toBe(false)
    expect(isVerificationCode('123456')).toBe(false)
    expect(isVerificationCode('')).toBe(false)
  })
})

describe('user status', () => {
  it('sees pending verification only when a verification code is set', () => {
    expect(hasPendingVerification({ verificationCode: '12345' })).toBe(true)
    expect(hasPendingVerification({ verificationCode: null })).toBe(false)
    expect(hasPendingVerification({ verificationCode: '' })).toBe(false)
    expect(hasPendingVerification({})).toBe(false)
    expect(hasPendingVerification(null)).toBe(false)
  })

  it('sees a vendor only when a vendorId is set', () => {
    expect(isVendor({ vendorId: 'v1' })).toBe(true)
    expect(isVendor({ vendorId: null })).toBe(false)
    expect(isVendor(undefined)).toBe(false)
  })

  it("offers a vendor Edit product on their own shop's products only", () => {
    expect(canEditProduct({ vendorId: 'v1' }, { vendorId: 'v1' })).toBe(true)
    expect(canEditProduct({ vendorId: 'v1' }, { vendorId: 'v2' })).toBe(false)
    expect(canEditProduct({ vendorId: 'v1' }, { vendorId: null })).toBe(false)
    expect(canEditProduct({ vendorId: null }, { vendorId: null })).toBe(false)
    expect(canEditProduct(null, { vendorId: 'v1' })).toBe(false)
  })
})

describe('messages', () => {
  it('greets a new user with the spec wording', () => {
    expect(signedUpMessage('Ada')).toBe("You've successfully signed up, Ada")
  })

  it('greets by first name, or by email when no name was given', () => {
    expect(greetingName({ email: 'ada@example.com', firstName: 'Ada' })).toBe('Ada')
    expect(greetingName({ email: 'ada@example.com', firstName: ' ' })).toBe('ada@example.com')
    expect(greetingName({ email: 'ada@example.com' })).toBe('ada@example.com')
  })

  it('shows the server message, or the spec fallback with its typo', () => {
    expect(firstMessage(new Error('Invalid credentials'))).toBe('Invalid credentials')
    expect(firstMessage(new Error(''))).toBe('An error has occured. please try again later')
    expect(firstMessage(undefined)).toBe(GENERIC_ERROR)
    expect(firstMessage({ status: 500 }, 'Other fallback')).toBe('Other fallback')
  })
})
