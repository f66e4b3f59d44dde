// The vendors page's calls over the typed client (docs/adr/0034), for owners: the shops, an account added to one and an
// account removed. Each resolves with the reply's data or rejects with an ApiError carrying the server's first message
// (a 403's 'only the owner', a 409's 'someone else changed it first').
import type { VendorAccountInput, VendorChange, VendorShop } from '@/domain/staff-vendors'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/vendors: every shop, by name. */
export async function listVendors({ signal, client = api }: CallOptions = {}): Promise<VendorShop[]> {
  return (await unwrap(client.GET('/api/staff/vendors', { signal }))).data
}

/** POST api/staff/vendors: an account added to a new or listed shop; what changed and every shop now. */
export async function addVendorAccount(
  body: VendorAccountInput,
  { signal, client = api }: CallOptions = {},
): Promise<VendorChange> {
  return (await unwrap(client.POST('/api/staff/vendors', { body, signal }))).data
}

/** DELETE api/staff/vendors/{id}/accounts/{userId}: the account stops selling for the shop the owner saw. */
export async function removeVendorAccount(
  { vendorId, userId }: { vendorId: string; userId: string },
  { signal, client = api }: CallOptions = {},
): Promise<VendorChange> {
  return (
    await unwrap(
      client.DELETE('/api/staff/vendors/{id}/accounts/{userId}', {
        params: { path: { id: vendorId, userId } },
        signal,
      }),
    )
  ).data
}

/** Slots of machines/staff-vendors. */
export function staffVendorsActors(client?: Api) {
  return {
    loadShops: fromRequest<VendorShop[]>((_, signal) => listVendors({ signal, client })),
    addAccount: fromRequest<VendorChange, VendorAccountInput>((body, signal) =>
      addVendorAccount(body, { signal, client }),
    ),
    removeAccount: fromRequest<VendorChange, { vendorId: string; userId: string }>((removal, signal) =>
      removeVendorAccount(removal, { signal, client }),
    ),
  }
}
