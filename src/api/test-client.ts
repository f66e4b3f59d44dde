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
