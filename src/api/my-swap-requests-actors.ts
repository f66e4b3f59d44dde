// The shopper's own swap requests (docs/adr/0033), fetched with the profile's list when it is shown, not with the page.
import type { SwapRequest } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/swap: the signed-in shopper's requests, newest first, with their status. */
export async function listMySwapRequests({ signal, client = api }: CallOptions = {}): Promise<SwapRequest[]> {
  return (await unwrap(client.GET('/api/swap', { signal }))).data
}

/** Slots of machines/my-swap-requests. */
export function mySwapRequestsActors(client?: Api) {
  return { loadRequests: fromRequest<SwapRequest[]>((_, signal) => listMySwapRequests({ signal, client })) }
}
