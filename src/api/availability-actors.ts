// The availability request's call over the typed client (spec §7 POST api/products/availability-requests). It
// resolves with the recorded request or rejects with an ApiError carrying the server's first message (a repeat
// within two hours answers 409 with its reason).
import type { AvailabilityRequest } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'

export interface AvailabilityApi {
  /** `variant` is the size asked for, null for a product without sizes. */
  requestAvailability: (
    input: { productId: string; variant: string | null },
    signal?: AbortSignal,
  ) => Promise<AvailabilityRequest>
}

export function availabilityApi(client: Api = defaultApi): AvailabilityApi {
  return {
    requestAvailability: async ({ productId, variant }, signal) =>
      (await unwrap(client.POST('/api/products/availability-requests', { body: { productId, variant }, signal }))).data,
  }
}
