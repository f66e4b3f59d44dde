// The owner's dashboard over the typed client (docs/adr/0037): resolves with the reply's data or rejects with an
// ApiError carrying the server's first message (a 403's 'only the owner' among them).
import type { StaffDashboard } from '@/domain/staff-dashboard'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/dashboard: how the shop is doing, as of now. */
export async function getStaffDashboard({ signal, client = api }: CallOptions = {}): Promise<StaffDashboard> {
  return (await unwrap(client.GET('/api/staff/dashboard', { signal }))).data
}

/** Slots of machines/staff-dashboard. */
export function staffDashboardActors(client?: Api) {
  return {
    loadDashboard: fromRequest<StaffDashboard>((_, signal) => getStaffDashboard({ signal, client })),
  }
}
