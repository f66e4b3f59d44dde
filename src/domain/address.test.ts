import { describe, expect, it } from 'vitest'
import {
  addressMessages,
  addressToasts,
  emptyAddressForm,
  normaliseAddress,
  validateAddress,
  type AddressForm,
} from './address'

const valid: AddressForm = {
  name: 'Ada Obi',
  street: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  pincode: '100271',
  phone: '08031234567',
}

describe('the address form', () => {
  it('starts empty with the country set to Nigeria', () => {
    expect(emptyAddressForm()).toEqual({
      name: '',
      street: '',
      city: '',
      state: '',
      country: 'Nigeria',
      pincode: '',
      phone: '',
    })
  })

  it('accepts a complete address', () => {
    expect(validateAddress(valid)).toEqual({})
  })

  it('requires name, street, city, state and phone (spec §5)', () => {
    expect(validateAddress(emptyAddressForm())).toEqual({
      name: addressMessages.nameRequired,
      street: addressMessages.streetRequired,
      city: addressMessages.cityRequired,
      state: addressMessages.stateRequired,
      phone: addressMessages.phoneRequired,
    })
  })

  it('treats a field of spaces as empty', () => {
    expect(validateAddress({ ...valid, name: '   ', city: ' ' })).toEqual({
      name: addressMessages.nameRequired,
      city: addressMessages.cityRequired,
    })
  })

  it('needs a phone of at least 8 characters (spec §9)', () => {
    expect(validateAddress({ ...valid, phone: '0803123' })).toEqual({ phone: addressMessages.phoneTooShort })
    expect(validateAddress({ ...valid, phone: '08031234' })).toEqual({})
  })

  it('refuses a phone with letters', () => {
    expect(validateAddress({ ...valid, phone: '0803-CALL-ME' })).toEqual({ phone: addressMessages.phoneInvalid })
    expect(validateAddress({ ...valid, phone: '+234 (803) 123-4567' })).toEqual({})
  })

  it('needs one of the states of Nigeria', () => {
    expect(validateAddress({ ...valid, state: 'Abuja' })).toEqual({ state: addressMessages.stateUnknown })
    expect(validateAddress({ ...valid, state: 'Federal Capital Territory' })).toEqual({})
  })

  it('leaves country and pincode optional', () => {
    expect(validateAddress({ ...valid, country: '', pincode: '' })).toEqual({})
  })

  it('bounds every text', () => {
    expect(validateAddress({ ...valid, street: 'x'.repeat(201), pincode: '1'.repeat(21) })).toEqual({
      street: addressMessages.tooLong(200),
      pincode: addressMessages.tooLong(20),
    })
  })

  it('saves trimmed text, Nigeria for an empty country and no pincode for an empty one', () => {
    expect(normaliseAddress({ ...valid, name: ' Ada Obi ', country: ' ', pincode: '  ' })).toEqual({
      ...valid,
      country: 'Nigeria',
      pincode: null,
    })
  })
})

describe('the address toasts (spec §8)', () => {
  it('use the product wording exactly', () => {
    expect(addressToasts.added).toBe('New address added successfully!')
    expect(addressToasts.updated('Ada')).toBe("Ada's address updated successfully!")
    expect(addressToasts.deleted('Ada')).toBe("Ada's address deleted successfully!")
    expect(addressToasts.deletedFromList('Ada')).toBe("Ada's address successfully deleted!")
  })
})
