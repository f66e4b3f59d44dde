// staff tag: listVendors, addVendorAccount, removeVendorAccount, the shops and who sells for them, for the store's
// owner (docs/adr/0034; served by the staff area).
import type { VendorsService } from '../services/vendors'
import { signedInUser, type Handlers } from './handler'

export function staffVendorHandlers({ vendors }: { vendors: VendorsService }) {
  return {
    async listVendors(request) {
      return { data: await vendors.listFor(signedInUser(request)) }
    },
    async addVendorAccount(request) {
      return { data: await vendors.addFor(signedInUser(request), request.body) }
    },
    async removeVendorAccount(request) {
      const { id, userId } = request.params
      return { data: await vendors.removeFor(signedInUser(request), { vendorId: id, userId }) }
    },
  } satisfies Handlers
}
