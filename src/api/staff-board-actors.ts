// The staff board's calls over the typed client (docs/adr/0027): the orders board, the audit log and what shoppers wait
// for, each page of the staff section asking only its own. Each resolves with the reply's data or rejects with an ApiError carrying the
// server's first message (a 403's 'only staff' among them).
import type { StaffOrdersPage } from '@machines/staff-orders/staff-orders.machine'
import type { StaffOrdersQuery } from '@/domain/staff-board'
import type { AuditLogPage } from '@machines/staff-audit/staff-audit.machine'
import type { AuditLogQuery } from '@/domain/audit-log'
import type { RestockDemandPage } from '@machines/staff-restock/staff-restock.machine'
import type { RestockDemandQuery } from '@/domain/restock-demand'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/orders: one page of the board, newest payment first. */
export async function listStaffOrders(
  query: StaffOrdersQuery,
  { signal, client = api }: CallOptions = {},
): Promise<StaffOrdersPage> {
  return (await unwrap(client.GET('/api/staff/orders', { params: { query }, signal }))).data
}

/** Slots of machines/staff-orders. */
export function staffOrdersActors(client?: Api) {
  return {
    loadPage: fromRequest<StaffOrdersPage, StaffOrdersQuery>((query, signal) =>
      listStaffOrders(query, { signal, client }),
    ),
  }
}

/** GET api/staff/audit: one page of the log, newest first (owners only). */
export async function listAuditLog(
  query: AuditLogQuery,
  { signal, client = api }: CallOptions = {},
): Promise<AuditLogPage> {
  return (await unwrap(client.GET('/api/staff/audit', { params: { query }, signal }))).data
}

/** Slots of machines/staff-audit. */
export function staffAuditActors(client?: Api) {
  return {
    loadPage: fromRequest<AuditLogPage, AuditLogQuery>((query, signal) => listAuditLog(query, { signal, client })),
  }
}

/** GET api/staff/restock-demand: one page of what shoppers wait for, most waited for first. */
export async function listRestockDemand(
  query: RestockDemandQuery,
  { signal, client = api }: CallOptions = {},
): Promise<RestockDemandPage> {
  return (await unwrap(client.GET('/api/staff/restock-demand', { params: { query }, signal }))).data
}

/** Slots of machines/staff-restock. */
export function staffRestockActors(client?: Api) {
  return {
    loadPage: fromRequest<RestockDemandPage, RestockDemandQuery>((query, signal) =>
      listRestockDemand(query, { signal, client }),
    ),
  }
}
