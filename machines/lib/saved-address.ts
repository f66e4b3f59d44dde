// How a list of addresses takes one the Address Form saved, for the addresses page and the checkout: a module of its
// own, so the checkout does not download the addresses page's machine and texts for it.
import type { Address } from '@/domain/contract'
import type { SavedAddress } from '../address-form/address-form.machine'

/** The list with a saved address in it: an edited one in its place, a new one first (the server lists newest first). */
export function withSavedAddress(addresses: readonly Address[], { mode, address }: SavedAddress): Address[] {
  if (mode === 'edit' && addresses.some((known) => known._id === address._id)) {
    return addresses.map((known) => (known._id === address._id ? address : known))
  }
  return [address, ...addresses.filter((known) => known._id !== address._id)]
}
