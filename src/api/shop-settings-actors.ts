// The promos' calls over the typed client (docs/adr/0031), for the staff section's promos page (the categories' are in
// staff-categories-actors.ts). Each resolves with the reply's data or rejects with an ApiError carrying the server's
// first message (a 403's, a 409's).
import type { PromoRequest, StaffPromo } from '@machines/staff-promos/staff-promos.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/promos: every promo, latest start first. */
export async function listStaffPromos({ signal, client = api }: CallOptions = {}): Promise<StaffPromo[]> {
  return (await unwrap(client.GET('/api/staff/promos', { signal }))).data.docs
}

/** createPromo, updatePromo or endPromo: every promo as it is after. */
export async function savePromo(request: PromoRequest, { signal, client = api }: CallOptions = {}) {
  if (request.kind === 'create')
    return (await unwrap(client.POST('/api/staff/promos', { body: request.body, signal }))).data.docs
  const params = { path: { id: request.id } }
  if (request.kind === 'update')
    return (await unwrap(client.PATCH('/api/staff/promos/{id}', { params, body: request.body, signal }))).data.docs
  return (await unwrap(client.POST('/api/staff/promos/{id}/end', { params, signal }))).data.docs
}

/** Slots of machines/staff-promos. */
export function staffPromosActors(client?: Api) {
  return {
    loadPromos: fromRequest<StaffPromo[]>((_, signal) => listStaffPromos({ signal, client })),
    savePromo: fromRequest<StaffPromo[], PromoRequest>((request, signal) => savePromo(request, { signal, client })),
  }
}
