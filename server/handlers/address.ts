// address tag: listAddresses, createAddress, updateAddress, deleteAddress, deleteUserAddress; always the signed-in
// shopper's own addresses (another shopper's id answers 404).
import type { AddressService } from '../services/address'
import { signedInUser, type Handlers } from './handler'

export function addressHandlers({ address }: { address: AddressService }) {
  return {
    async listAddresses(request) {
      return { data: { docs: await address.list(signedInUser(request)) } }
    },

    async createAddress(request, reply) {
      const created = await address.create(signedInUser(request), request.body)
      reply.code(201)
      return { data: created }
    },

    async updateAddress(request) {
      return { data: await address.update(signedInUser(request), request.body) }
    },

    async deleteAddress(request) {
      return { data: await address.remove(signedInUser(request), request.params.id) }
    },

    // spec §7: the second delete path answers the addresses that remain.
    async deleteUserAddress(request) {
      const user = signedInUser(request)
      await address.remove(user, request.params.id)
      return { data: { addressList: await address.list(user) } }
    },
  } satisfies Handlers
}
