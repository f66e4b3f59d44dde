// The address calls over the typed client (spec §7 address). Each call resolves with the reply's data or rejects with
// an ApiError carrying the server's first message, shown under the Address Form or in a toast.
import type { Address, RequestBody } from '@/domain/contract'
import { isNigerianState } from '@/domain/nigeria'
import type { SaveAddressInput } from '@machines/address-form/address-form.machine'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export type AddressInput = RequestBody<'createAddress'>
export type AddressUpdate = RequestBody<'updateAddress'>

export interface AddressApi {
  /** GET api/address: newest first. */
  listAddresses: (signal?: AbortSignal) => Promise<Address[]>
  /** POST api/address: the saved address. */
  createAddress: (body: AddressInput, signal?: AbortSignal) => Promise<Address>
  /** PATCH api/address: `_id` with the fields; the address as saved. */
  updateAddress: (body: AddressUpdate, signal?: AbortSignal) => Promise<Address>
  /** DELETE /api/user/address/{id}: the addresses that remain (spec §7's second delete path). */
  deleteUserAddress: (id: string, signal?: AbortSignal) => Promise<Address[]>
}

export function addressApi(client: Api = defaultApi): AddressApi {
  return {
    listAddresses: async (signal) => (await unwrap(client.GET('/api/address', { signal }))).data.docs,
    createAddress: async (body, signal) => (await unwrap(client.POST('/api/address', { body, signal }))).data,
    updateAddress: async (body, signal) => (await unwrap(client.PATCH('/api/address', { body, signal }))).data,
    deleteUserAddress: async (id, signal) =>
      (await unwrap(client.DELETE('/api/user/address/{id}', { params: { path: { id } }, signal }))).data.addressList,
  }
}

/** The form's address as the contract takes it; the form's own rules have already checked the state. */
export function toAddressInput({ address }: SaveAddressInput): AddressInput {
  const { state, ...rest } = address
  if (!isNigerianState(state)) throw new Error(`Not a state of Nigeria: ${state}`)
  return { ...rest, state }
}

/** Slots of machines/address-form. */
export function addressFormActors(calls: AddressApi = addressApi()) {
  return {
    saveAddress: fromRequest<Address, SaveAddressInput>((input, signal) =>
      input.mode === 'add'
        ? calls.createAddress(toAddressInput(input), signal)
        : calls.updateAddress({ _id: input.id, ...toAddressInput(input) }, signal),
    ),
  }
}

/** Slots of machines/addresses. */
export function addressesActors(calls: AddressApi = addressApi()) {
  return {
    loadAddresses: fromRequest<Address[]>((_, signal) => calls.listAddresses(signal)),
    deleteAddress: fromRequest<Address[], { addressId: string }>(({ addressId }, signal) =>
      calls.deleteUserAddress(addressId, signal),
    ),
  }
}
