// The one typed client for the store API (generated types from openapi.yaml). Same-origin by default: the web
// app and /api are served together, and the dev server proxies /api.
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch'
import type { paths } from './schema'

/** spec §3: the local storage key that holds the bearer token. */
export const TOKEN_STORAGE_KEY = 'token'

export type Api = Client<paths>

/** Reads the stored token; storage can be missing (node, tests) or blocked (privacy modes), which means "no token". */
export function readStoredToken(): string | null {
  try {
    const token = globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY)
    return token ? token : null
  } catch {
    return null
  }
}

/** spec §7: every call carries `Authorization: Bearer {token}` when a token is stored. */
export function bearerTokenMiddleware(getToken: () => string | null = readStoredToken): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken()
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  }
}

export interface ApiClientOptions extends Pick<ClientOptions, 'baseUrl' | 'fetch'> {
  getToken?: () => string | null
}

export function createApiClient({ baseUrl = '', fetch, getToken }: ApiClientOptions = {}): Api {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
  client.use(bearerTokenMiddleware(getToken))
  return client
}

export const api: Api = createApiClient()
