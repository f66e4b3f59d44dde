// The availability request's operation over the typed client (spec §7 POST api/products/availability-requests). It
// resolves with the recorded request or rejects with an ApiError carrying the server's first message (a repeat
// within two hours answers 409 with its reason).
import type { AvailabilityRequest } from '@/domain/contract'
import { api, type CallOptions } from './client'
import { unwrap } from './errors'

/** POST api/products/availability-requests: `variant` is the size asked for, null for a product without sizes. */
export async function createAvailabilityRequest(
  { productId, variant }: { productId: string; variant: string | null },
  { signal, client = api }: CallOptions = {},
): Promise<AvailabilityRequest> {
  return (await unwrap(client.POST('/api/products/availability-requests', { body: { productId, variant }, signal })))
    .data
}
