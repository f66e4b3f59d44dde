// The one typed client for the store API (generated types from openapi.yaml). Same-origin by default: the web
// app and /api are served together, and the dev server proxies /api.
import type { Client, ClientOptions, Middleware } from 'openapi-fetch'
import type { paths } from './schema'

/** spec §3: the local storage key that holds the bearer token. */
export const TOKEN_STORAGE_KEY = 'token'

export type Api = Client<paths>

/** What every call in `src/api` takes besides its input: the request's abort signal, and the client (the store's
 *  by default; a test's over a fetch it writes, see ./test-client). */
export interface CallOptions {
  signal?: AbortSignal
  client?: Api
}

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
  /** Fetch openapi-fetch now rather than at the first call, because a call is certain to come soon. */
  eager?: boolean
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE'
type Call = (...args: never[]) => Promise<unknown>

/** openapi-fetch comes down with the first call, not with the page: no page needs a call for its first paint (the
 *  server embeds what it draws from). A failed download is a failed call (unwrap's status 0), tried again next time. */
export function createApiClient({ baseUrl = '', fetch, getToken, eager = false }: ApiClientOptions = {}): Api {
  let client: Promise<Api> | null = null
  const ready = () =>
    (client ??= import('openapi-fetch').then(
      ({ default: createClient }) => {
        const created = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
        created.use(bearerTokenMiddleware(getToken))
        return created
      },
      (error: unknown) => {
        client = null
        throw error
      },
    ))
  if (eager) ready().catch(() => undefined)
  // Each method waits for the client and then is the client's own; the generated types stay those of openapi-fetch.
  const later =
    (method: Method | 'request'): Call =>
    async (...args) => {
      const call: Call = (await ready())[method]
      return call(...args)
    }
  return {
    GET: later('GET') as Api['GET'],
    PUT: later('PUT') as Api['PUT'],
    POST: later('POST') as Api['POST'],
    DELETE: later('DELETE') as Api['DELETE'],
    OPTIONS: later('OPTIONS') as Api['OPTIONS'],
    HEAD: later('HEAD') as Api['HEAD'],
    PATCH: later('PATCH') as Api['PATCH'],
    TRACE: later('TRACE') as Api['TRACE'],
    request: later('request') as Api['request'],
    use: (...middleware) => void ready().then((created) => created.use(...middleware)),
    eject: (...middleware) => void ready().then((created) => created.eject(...middleware)),
  }
}

// A stored session means the page asks for the shopper's cart and wishlist as soon as it starts (and a signed-in page
// for its own data): the client comes down beside the page's script instead of after it.
export const api: Api = createApiClient({ eager: readStoredToken() !== null })
