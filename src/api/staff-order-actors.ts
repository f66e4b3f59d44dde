// The staff order page's calls over the typed client (docs/adr/0027), one function per operation, each answering the
// order as staff see it now; a refusal rejects with an ApiError carrying the server's first message (a 409's status
// tells the page the order moved first).
import type { RequestBody } from '@/domain/contract'
import type { StaffOrder, StaffOrderRequest } from '@machines/staff-order/staff-order.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/orders/{id}. */
export async function getStaffOrder(id: string, { signal, client = api }: CallOptions = {}): Promise<StaffOrder> {
  return (await unwrap(client.GET('/api/staff/orders/{id}', { params: { path: { id } }, signal }))).data
}

/** POST api/staff/orders/{id}/status. */
export async function moveStaffOrder(
  id: string,
  body: RequestBody<'moveStaffOrder'>,
  { signal, client = api }: CallOptions = {},
): Promise<StaffOrder> {
  return (await unwrap(client.POST('/api/staff/orders/{id}/status', { params: { path: { id } }, body, signal }))).data
}

/** POST api/staff/orders/{id}/cancel. */
export async function cancelStaffOrder(
  id: string,
  body: RequestBody<'cancelStaffOrder'>,
  { signal, client = api }: CallOptions = {},
): Promise<StaffOrder> {
  return (await unwrap(client.POST('/api/staff/orders/{id}/cancel', { params: { path: { id } }, body, signal }))).data
}

/** POST api/staff/returns/{id}. */
export async function decideReturn(
  id: string,
  body: RequestBody<'decideReturn'>,
  { signal, client = api }: CallOptions = {},
): Promise<StaffOrder> {
  return (await unwrap(client.POST('/api/staff/returns/{id}', { params: { path: { id } }, body, signal }))).data
}

/** Slots of machines/staff-order. */
export function staffOrderActors(client?: Api) {
  return {
    loadOrder: fromRequest<StaffOrder, { orderId: string }>(({ orderId }, signal) =>
      getStaffOrder(orderId, { signal, client }),
    ),
    act: fromRequest<StaffOrder, StaffOrderRequest>((request, signal) => {
      if (request.kind === 'move') return moveStaffOrder(request.orderId, request.body, { signal, client })
      if (request.kind === 'cancel') return cancelStaffOrder(request.orderId, request.body, { signal, client })
      return decideReturn(request.returnId, request.body, { signal, client })
    }),
  }
}
