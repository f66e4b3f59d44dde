// The one typed client for the store API (generated types from openapi.yaml). Same-origin by default: the web
// app and /api are served together, and the dev server proxies /api; fetch's default credentials ('same-origin')
// send the refresh cookie with GET api/users/refreshToken by themselves (docs/adr/0023).
import type { Client, ClientOptions, Middleware } from 'openapi-fetch'
import { jwtExpiresAt } from '@/domain/jwt'
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

/** How long before its expiry a stored access token is renewed rather than sent (docs/adr/0023: they last 15 min). */
export const RENEW_AHEAD_MS = 60_000

/** Renews the access token with the refresh cookie: the new token, or null when the server refused (signed out). */
export type TokenRefresher = () => Promise<string | null>

let refresher: TokenRefresher | null = null
let renewing: Promise<string | null> | null = null

/** The app's way to renew the token (the session provider's, which tells the session what came back); unregisters. */
export function registerTokenRefresher(refresh: TokenRefresher): () => void {
  refresher = refresh
  return () => {
    if (refresher === refresh) refresher = null
  }
}

/** One renewal at a time for the whole page: every call that finds the token about to run out waits for the same one
 *  (the refresh cookie is swapped once). Without a refresher there is nothing to send. */
function renewedToken(): Promise<string | null> {
  if (!refresher) return Promise.resolve(null)
  return (renewing ??= refresher().finally(() => {
    renewing = null
  }))
}

/** Whether a token says it runs out within RENEW_AHEAD_MS (a token that says nothing is sent as it is). */
export function isRunningOut(token: string, now = Date.now()): boolean {
  const expiresAt = jwtExpiresAt(token)
  return expiresAt !== null && expiresAt - now <= RENEW_AHEAD_MS
}

const REFRESH_PATH = '/api/users/refreshToken'

/** The token to send now: the stored one, renewed first when it is about to run out (null: none, or refused). Calls
 *  outside the typed client (the pictures' upload) take theirs here too. */
export async function tokenToSend(getToken: () => string | null = readStoredToken): Promise<string | null> {
  const token = getToken()
  return token && isRunningOut(token) ? renewedToken() : token
}

/**
 * spec §7: every call carries `Authorization: Bearer {token}` when a token is stored; one about to run out is renewed
 * first (a failed renewal fails the call, as a call fails offline), so a token known to be expired is never sent.
 * The refresh itself goes without one: the cookie is its credential.
 */
export function bearerTokenMiddleware(getToken: () => string | null = readStoredToken): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has('Authorization') || new URL(request.url).pathname.endsWith(REFRESH_PATH)) return request
      const token = await tokenToSend(getToken)
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
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
