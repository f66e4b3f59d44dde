// The staff's swap deal calls over the typed client (docs/adr/0033): the inbox's page, and one request's load, moves
// and replies, each answering the request as staff see it now; a refusal rejects with an ApiError carrying the server's
// first message (a 409's status tells the page the request moved first).
import type { StaffSwapsQuery } from '@/domain/staff-swaps'
import type { RequestBody } from '@/domain/contract'
import type { StaffSwapsPage } from '@machines/staff-swaps/staff-swaps.machine'
import type { StaffSwap, StaffSwapRequest } from '@machines/staff-swap/staff-swap.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/swaps: one page of the inbox, newest first. */
export async function listStaffSwaps(
  query: StaffSwapsQuery,
  { signal, client = api }: CallOptions = {},
): Promise<StaffSwapsPage> {
  return (await unwrap(client.GET('/api/staff/swaps', { params: { query }, signal }))).data
}

/** Slots of machines/staff-swaps. */
export function staffSwapsActors(client?: Api) {
  return {
    loadPage: fromRequest<StaffSwapsPage, StaffSwapsQuery>((query, signal) =>
      listStaffSwaps(query, { signal, client }),
    ),
  }
}

/** GET api/staff/swaps/{id}. */
export async function getStaffSwap(id: string, { signal, client = api }: CallOptions = {}): Promise<StaffSwap> {
  return (await unwrap(client.GET('/api/staff/swaps/{id}', { params: { path: { id } }, signal }))).data
}

/** POST api/staff/swaps/{id}/status. */
export async function moveStaffSwap(
  id: string,
  body: RequestBody<'moveStaffSwap'>,
  { signal, client = api }: CallOptions = {},
): Promise<StaffSwap> {
  return (await unwrap(client.POST('/api/staff/swaps/{id}/status', { params: { path: { id } }, body, signal }))).data
}

/** POST api/staff/swaps/{id}/reply. */
export async function replyStaffSwap(
  id: string,
  body: RequestBody<'replyStaffSwap'>,
  { signal, client = api }: CallOptions = {},
): Promise<StaffSwap> {
  return (await unwrap(client.POST('/api/staff/swaps/{id}/reply', { params: { path: { id } }, body, signal }))).data
}

/** Slots of machines/staff-swap. */
export function staffSwapActors(client?: Api) {
  return {
    loadSwap: fromRequest<StaffSwap, { swapId: string }>(({ swapId }, signal) =>
      getStaffSwap(swapId, { signal, client }),
    ),
    act: fromRequest<StaffSwap, StaffSwapRequest>((request, signal) =>
      request.kind === 'move'
        ? moveStaffSwap(request.swapId, request.body, { signal, client })
        : replyStaffSwap(request.swapId, request.body, { signal, client }),
    ),
  }
}
