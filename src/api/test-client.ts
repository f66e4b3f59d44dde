// For the API layer's tests: the typed client over a fetch the test writes, keeping every request it was sent
// (cloned, so a test can still read a body), and a JSON reply.
import { createApiClient } from './client'

export function clientReplying(reply: (request: Request) => Response | Promise<Response>, token: string | null = null) {
  const seen: Request[] = []
  const client = createApiClient({
    baseUrl: 'http://store.test',
    getToken: () => token,
    fetch: async (request) => {
      seen.push(request.clone())
      return reply(request)
    },
  })
  return { client, seen }
}

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** An unsigned token shaped as the store's: only its `exp` matters to the client (docs/adr/0023). */
export function tokenExpiringIn(ms: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256' })}.${part({ sub: 'user-1', exp: Math.floor((Date.now() + ms) / 1000) })}.signature`
}
