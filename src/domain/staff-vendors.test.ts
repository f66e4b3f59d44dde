import { describe, expect, it } from 'vitest'
import { accountMessages } from './account-forms'
import { checkVendorAdd } from './staff-vendors-form'
import { shopNameError, unverifiedNote, vendorChangeMessage, vendorMessages, type VendorChange } from './staff-vendors'

const change = (extra: Partial<VendorChange>): VendorChange => ({
  outcome: 'added',
  email: 'ade@example.com',
  shop: { _id: '65f1c0ffee0000000000e001', name: 'Ade Phones' },
  movedFrom: null,
  previousName: null,
  verified: true,
  vendors: [],
  ...extra,
})

describe('a shop’s name', () => {
  it('is trimmed, and must be neither blank nor over 100 characters', () => {
    expect(shopNameError('  Ade Phones ')).toBeUndefined()
    expect(shopNameError('   ')).toBe(vendorMessages.nameBlank)
    expect(shopNameError(` ${'x'.repeat(100)} `)).toBeUndefined()
    expect(shopNameError('x'.repeat(101))).toBe(vendorMessages.nameTooLong)
  })
})

describe('the add form', () => {
  it('sends a new shop with its name, or without one to name it after the account holder', () => {
    expect(checkVendorAdd({ email: ' ade@example.com ', vendorId: '', name: ' Ade Phones ' })).toEqual({
      request: { email: 'ade@example.com', name: 'Ade Phones' },
    })
    expect(checkVendorAdd({ email: 'ade@example.com', vendorId: '', name: '  ' })).toEqual({
      request: { email: 'ade@example.com' },
    })
  })

  it('sends a listed shop by its id, whatever name was typed', () => {
    expect(checkVendorAdd({ email: 'ade@example.com', vendorId: 'shop-1', name: 'x'.repeat(300) })).toEqual({
      request: { email: 'ade@example.com', vendorId: 'shop-1' },
    })
  })

  it('says what is wrong with the email and a new shop’s name', () => {
    expect(checkVendorAdd({ email: '', vendorId: '', name: 'x'.repeat(101) })).toEqual({
      errors: { email: accountMessages.emailRequired, name: vendorMessages.nameTooLong },
    })
  })
})

describe('what a change says', () => {
  it('names the account and the shop for each outcome', () => {
    expect(vendorChangeMessage(change({}))).toBe('ade@example.com now sells for a new shop, Ade Phones.')
    expect(vendorChangeMessage(change({ outcome: 'linked' }))).toBe('ade@example.com now sells for Ade Phones.')
    expect(
      vendorChangeMessage(change({ outcome: 'linked', movedFrom: { _id: '65f1c0ffee0000000000e002', name: 'Old' } })),
    ).toBe('ade@example.com now sells for Ade Phones, no longer for Old.')
    expect(vendorChangeMessage(change({ outcome: 'renamed' }))).toBe("ade@example.com's shop is now called Ade Phones.")
    expect(vendorChangeMessage(change({ outcome: 'unchanged' }))).toBe(
      'ade@example.com already sells for Ade Phones. Nothing changed.',
    )
    expect(vendorChangeMessage(change({ outcome: 'removed' }))).toBe('ade@example.com no longer sells for Ade Phones.')
  })

  it('adds a note when the account has not verified its email, except on removal', () => {
    expect(unverifiedNote(change({}))).toBeNull()
    expect(unverifiedNote(change({ verified: false }))).toContain('has not verified their email yet')
    expect(unverifiedNote(change({ outcome: 'removed', verified: false }))).toBeNull()
  })
})
