// The cart's calls over the typed client (spec §7 carts). Each call resolves with the reply's data or rejects with an
// ApiError carrying the server's first message.
import type { CartItem } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'

export interface CartApi {
  /** GET api/carts: every line, its product and today's prices. */
  listCartItems: (signal?: AbortSignal) => Promise<CartItem[]>
}

export function cartApi(client: Api = defaultApi): CartApi {
  return {
    listCartItems: async (signal) => (await unwrap(client.GET('/api/carts', { signal }))).data.docs,
  }
}
