// The address operations (spec §7 address) answered over a list in memory, as the server answers them: the list
// newest first, a new address at the top, a change to a saved one, and a delete answering the addresses that remain.
import type { Address } from '@/domain/contract'
import { GENERIC_ERROR } from '@/domain/messages'
import { savedAddresses } from '../screens/address-fixtures'
import { errorReply, http } from './network-fakes'

export interface AddressBookOptions {
  /** How many loads of the list fail first, with the server's generic message. */
  failedLoads?: number
}

/** Handlers over their own copy of `start`, so each story begins from the same list. A new address is numbered after
 *  the ones given (`address-3` after two). */
export function addressHandlers(
  start: readonly Address[] = savedAddresses,
  { failedLoads = 0 }: AddressBookOptions = {},
) {
  let addresses = [...start]
  let next = start.length + 1
  let failuresLeft = failedLoads
  return [
    http.get('/api/address', ({ response }) =>
      failuresLeft-- > 0
        ? response(500).json(errorReply(GENERIC_ERROR))
        : response(200).json({ data: { docs: addresses } }),
    ),
    http.post('/api/address', async ({ request, response }) => {
      const body = await request.json()
      const address: Address = {
        _id: `address-${next++}`,
        ...body,
        country: body.country ?? 'Nigeria',
        pincode: body.pincode ?? null,
      }
      addresses = [address, ...addresses]
      return response(201).json({ data: address })
    }),
    http.patch('/api/address', async ({ request, response }) => {
      const { _id, ...changes } = await request.json()
      const known = addresses.find((address) => address._id === _id)
      if (!known) return response(404).json(errorReply('This address was not found'))
      const address = { ...known, ...changes }
      addresses = addresses.map((candidate) => (candidate._id === _id ? address : candidate))
      return response(200).json({ data: address })
    }),
    http.delete('/api/user/address/{id}', ({ params, response }) => {
      addresses = addresses.filter((address) => address._id !== params.id)
      return response(200).json({ data: { addressList: addresses } })
    }),
  ]
}
