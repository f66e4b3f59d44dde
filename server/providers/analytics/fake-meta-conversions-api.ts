// A local stand-in for Meta's Conversions API, for tests and the consent journey: it answers
// `POST /{version}/{pixel id}/events?access_token=...` as Meta's documentation shows (`events_received`, `messages`,
// `fbtrace_id`; an OAuth error for a wrong token; an invalid-parameter error naming what a website event lacks), checks
// what Meta requires of each event, and can be told to fail the ways a real network does. It listens on 127.0.0.1 on a
// port of the system's choosing and keeps every event it accepted.
import type { ServerResponse } from 'node:http'
import { listenFakeApi, sendJson } from '../fake-api-server'

export interface FakeMetaEvent {
  event_name: string
  event_time: number
  event_id: string
  action_source: string
  event_source_url: string
  user_data: Record<string, unknown>
  custom_data: Record<string, unknown>
}

export type FakeApiMishap = { kind: 'serverError' } | { kind: 'tooMany' } | { kind: 'slow'; ms: number }

export interface FakeMetaConversionsApi {
  /** As META_GRAPH_URL takes it (`http://127.0.0.1:{port}`). */
  graphUrl: string
  events: FakeMetaEvent[]
  /** Every request's method, path (with its query) and body as sent. */
  requests: { method: string; path: string; body: string }[]
  mishap(...next: FakeApiMishap[]): void
  close(): Promise<void>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What Meta would refuse in one website event, or undefined. */
function problemOf(event: unknown): string | undefined {
  if (!isObject(event)) return 'event must be an object'
  if (typeof event.event_name !== 'string' || event.event_name === '') return 'event_name is required'
  if (!Number.isInteger(event.event_time)) return 'event_time must be a Unix time in seconds'
  if (Math.abs(Date.now() / 1000 - Number(event.event_time)) > 7 * 24 * 3600 + 600)
    return 'event_time is more than 7 days in the past'
  if (event.action_source !== 'website') return 'action_source must be website here'
  if (typeof event.event_source_url !== 'string') return 'event_source_url is required for website events'
  if (!isObject(event.user_data)) return 'user_data is required'
  if (typeof event.user_data.client_user_agent !== 'string') return 'client_user_agent is required for website events'
  const hashed = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && /^[0-9a-f]{64}$/.test(item))
  if (event.user_data.em !== undefined && !hashed(event.user_data.em)) return 'em must be SHA-256 hashes'
  if (event.user_data.external_id !== undefined && !hashed(event.user_data.external_id))
    return 'external_id must be SHA-256 hashes here'
  const custom = event.custom_data
  if (custom !== undefined && !isObject(custom)) return 'custom_data must be an object'
  if (event.event_name === 'Purchase' && (custom?.currency === undefined || typeof custom.value !== 'number'))
    return 'Purchase events need currency and value'
  return undefined
}

export async function startFakeMetaConversionsApi({
  pixelId,
  accessToken,
}: {
  pixelId: string
  accessToken: string
}): Promise<FakeMetaConversionsApi> {
  const events: FakeMetaEvent[] = []
  const requests: FakeMetaConversionsApi['requests'] = []
  const mishaps: FakeApiMishap[] = []
  const error = (response: ServerResponse, status: number, message: string, code: number, type: string) =>
    sendJson(response, status, { error: { message, type, code, fbtrace_id: 'AfakeTrace' } })

  const answer = (response: ServerResponse, method: string, path: string, raw: string) => {
    const url = new URL(path, 'http://fake')
    const match = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(url.pathname)
    if (method !== 'POST' || !match) return error(response, 400, 'Unknown path components', 2500, 'OAuthException')
    if (url.searchParams.get('access_token') !== accessToken)
      return error(response, 400, 'Invalid OAuth access token.', 190, 'OAuthException')
    if (match[1] !== pixelId) return error(response, 400, 'Unsupported post request.', 100, 'GraphMethodException')
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return error(response, 400, 'Invalid parameter', 100, 'OAuthException')
    }
    const data = isObject(body) ? body.data : undefined
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000)
      return error(response, 400, 'Invalid parameter: data', 100, 'OAuthException')
    const problem = data.map(problemOf).find(Boolean)
    if (problem) return error(response, 400, `Invalid parameter: ${problem}`, 100, 'OAuthException')
    events.push(...(data as FakeMetaEvent[]))
    sendJson(response, 200, { events_received: data.length, messages: [], fbtrace_id: 'AfakeTrace' })
  }

  const server = await listenFakeApi(({ method, path, body }, response) => {
    requests.push({ method, path, body })
    const mishap = mishaps.shift()
    if (mishap?.kind === 'serverError')
      return error(response, 500, 'An unexpected error has occurred.', 2, 'OAuthException')
    if (mishap?.kind === 'tooMany') return error(response, 429, 'Too many calls', 4, 'OAuthException')
    if (mishap?.kind === 'slow') setTimeout(() => answer(response, method, path, body), mishap.ms).unref()
    else answer(response, method, path, body)
  })
  return {
    graphUrl: server.origin,
    events,
    requests,
    mishap: (...next) => void mishaps.push(...next),
    close: server.close,
  }
}
