// Saved addresses (spec §3 Address, §5, §7): checked by the same rules as the Address Form modal, a shopper's own
// only, and at most MAX_ADDRESSES of them. No Fastify, no SQL.
import {
  addressMessages,
  MAX_ADDRESSES,
  normaliseAddress,
  validateAddress,
  type AddressForm,
} from '../../src/domain/address'
import type { RequestBody } from '../../src/domain/contract'
import type { Address } from '../../src/domain/contract'
import type { AddressRepo } from '../db/repos/address.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'

function asForm(address: RequestBody<'createAddress'> | Address): AddressForm {
  return {
    name: address.name,
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country ?? '',
    pincode: address.pincode ?? '',
    phone: address.phone,
  }
}

/** The form as it is saved, or an 'invalid' error naming the first field the rules refuse. */
function checked(form: AddressForm) {
  for (const [field, message] of Object.entries(validateAddress(form))) {
    if (message) throw new DomainError('invalid', message, field)
  }
  return normaliseAddress(form)
}

export function addressService({
  addresses,
  now = () => new Date(),
  limit = MAX_ADDRESSES,
}: {
  addresses: AddressRepo
  now?: () => Date
  limit?: number
}) {
  return {
    list(user: UserRecord): Promise<Address[]> {
      return addresses.list(user.id)
    },

    async create(user: UserRecord, input: RequestBody<'createAddress'>): Promise<Address> {
      const fields = checked(asForm(input))
      const created = await addresses.add({ userId: user.id, fields, limit, now: now() })
      if (!created) throw new DomainError('conflict', addressMessages.tooMany)
      return created
    },

    /** The changes are laid over the saved address and the result must pass the rules whole. */
    async update(user: UserRecord, { _id, ...changes }: RequestBody<'updateAddress'>): Promise<Address> {
      const saved = await addresses.find(user.id, _id)
      if (!saved) throw new DomainError('notFound', addressMessages.notFound, '_id')
      const fields = checked(asForm({ ...saved, ...changes }))
      const updated = await addresses.update({ userId: user.id, id: _id, fields, now: now() })
      if (!updated) throw new DomainError('notFound', addressMessages.notFound, '_id')
      return updated
    },

    async remove(user: UserRecord, id: string): Promise<{ _id: string }> {
      const removed = await addresses.remove(user.id, id)
      if (removed === null) throw new DomainError('notFound', addressMessages.notFound)
      return { _id: removed }
    },
  }
}

export type AddressService = ReturnType<typeof addressService>
