// Saved addresses for the address and checkout stories (stories/network/address-fakes answers the address operations
// over them).
import type { Address } from '@/domain/contract'
import { testAddress } from '@machines/lib/test-address'

export const adaHome = testAddress({ _id: 'address-1', pincode: '100271', phone: '0803 123 4567' })

export const chidiOffice: Address = {
  _id: 'address-2',
  name: 'Chidi Obi',
  street: '5 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'Federal Capital Territory',
  country: 'Nigeria',
  pincode: null,
  phone: '+234 809 555 0199',
}

export const savedAddresses = [adaHome, chidiOffice]
