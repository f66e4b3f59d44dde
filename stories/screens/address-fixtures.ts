// Saved addresses for the address and checkout stories, and the address calls held in memory: a save or delete
// changes the list the next call reads, as the server would.
import type { AddressApi } from '@/api/address-actors'
import type { Address } from '@/domain/contract'

export const adaHome: Address = {
  _id: 'address-1',
  name: 'Ada Obi',
  street: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  pincode: '100271',
  phone: '0803 123 4567',
}

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

export function fakeAddressCalls(
  initial: readonly Address[] = savedAddresses,
): AddressApi & { addresses: () => Address[] } {
  let addresses = [...initial]
  let next = initial.length + 1
  return {
    addresses: () => addresses,
    listAddresses: async () => addresses,
    createAddress: async (body) => {
      const address: Address = {
        _id: `address-${next++}`,
        ...body,
        country: body.country ?? 'Nigeria',
        pincode: body.pincode ?? null,
      }
      addresses = [address, ...addresses]
      return address
    },
    updateAddress: async ({ _id, ...changes }) => {
      const known = addresses.find((address) => address._id === _id)
      if (!known) throw new Error('This address was not found')
      const address = { ...known, ...changes }
      addresses = addresses.map((candidate) => (candidate._id === _id ? address : candidate))
      return address
    },
    deleteUserAddress: async (id) => {
      addresses = addresses.filter((address) => address._id !== id)
      return addresses
    },
  }
}
