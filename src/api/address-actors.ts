// The address calls over the typed client (spec §7 address), one function per operation. Each resolves with the
// reply's data or rejects with an ApiError carrying the server's first message, shown under the Address Form or in a
// toast.
import type { Address, RequestBody } from '@/domain/contract'
import { isNigerianState } from '@/domain/nigeria'
import type { SaveAddressInput } from '@machines/address-form/address-form.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export type AddressInput = RequestBody<'createAddress'>
export type AddressUpdate = RequestBody<'updateAddress'>

/** GET api/address: newest first. */
export async function listAddresses({ signal, client = api }: CallOptions = {}): Promise<Address[]> {
  return (await unwrap(client.GET('/api/address', { signal }))).data.docs
}

/** POST api/address: the saved address. */
export async function createAddress(body: AddressInput, { signal, client = api }: CallOptions = {}): Promise<Address> {
  return (await unwrap(client.POST('/api/address', { body, signal }))).data
}

/** PATCH api/address: `_id` with the fields; the address as saved. */
export async function updateAddress(body: AddressUpdate, { signal, client = api }: CallOptions = {}): Promise<Address> {
  return (await unwrap(client.PATCH('/api/address', { body, signal }))).data
}

/** DELETE api/user/address/{id}: the addresses that remain (spec §7's second delete path). */
export async function deleteUserAddress(id: string, { signal, client = api }: CallOptions = {}): Promise<Address[]> {
  return (await unwrap(client.DELETE('/api/user/address/{id}', { params: { path: { id } }, signal }))).data.addressList
}

/** The form's address as the contract takes it; the form's own rules have already checked the state. */
export function toAddressInput({ address }: SaveAddressInput): AddressInput {
  const { state, ...rest } = address
  if (!isNigerianState(state)) throw new Error(`Not a state of Nigeria: ${state}`)
  return { ...rest, state }
}

/** Slots of machines/address-form. */
export function addressFormActors(client?: Api) {
  return {
    saveAddress: fromRequest<Address, SaveAddressInput>((input, signal) =>
      input.mode === 'add'
        ? createAddress(toAddressInput(input), { signal, client })
        : updateAddress({ _id: input.id, ...toAddressInput(input) }, { signal, client }),
    ),
  }
}

/** Slots of machines/addresses. */
export function addressesActors(client?: Api) {
  return {
    loadAddresses: fromRequest<Address[]>((_, signal) => listAddresses({ signal, client })),
    deleteAddress: fromRequest<Address[], { addressId: string }>(({ addressId }, signal) =>
      deleteUserAddress(addressId, { signal, client }),
    ),
  }
}
