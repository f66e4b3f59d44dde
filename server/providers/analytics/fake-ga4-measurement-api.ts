// A local stand-in for Google Analytics 4's Measurement Protocol, for tests and the consent journey: it answers
// `POST /mp/collect?measurement_id=...&api_secret=...` with 204 as Google does, and keeps what its validation server
// would accept (a client_id, at most 25 events, names and params in GA4's limits) apart from what it would flag, which
// Google drops silently. It can be told to fail the ways a real network does.
import type { ServerResponse } from 'node:http'
import { GA4_COLLECT_PATH } from './ga4-measurement'
import type { FakeApiMishap } from './fake-meta-conversions-api'
import { listenFakeApi } from '../fake-api-server'

export interface FakeGa4Event {
  client_id: string
  timestamp_micros?: number
  name: string
  params: Record<string, unknown>
}

export interface FakeGa4MeasurementApi {
  /** As GA4_BASE_URL takes it (`http://127.0.0.1:{port}`). */
  baseUrl: string
  /** The events Google would keep. */
  events: FakeGa4Event[]
  /** What the validation server would have said of the bodies Google dropped. */
  dropped: string[]
  requests: { method: string; path: string; body: string }[]
  mishap(...next: FakeApiMishap[]): void
  close(): Promise<void>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What GA4's validation server would say of a body, or undefined. */
function problemOf(body: unknown): string | undefined {
  if (!isObject(body)) return 'the body must be a JSON object'
  if (typeof body.client_id !== 'string' || body.client_id === '') return 'client_id is required'
  if (!Array.isArray(body.events) || body.events.length === 0 || body.events.length > 25)
    return 'events must be 1 to 25 events'
  for (const event of body.events) {
    if (!isObject(event) || typeof event.name !== 'string' || !/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(event.name))
      return 'an event name must be letters, digits and underscores, starting with a letter, up to 40'
    if (event.params !== undefined && !isObject(event.params)) return 'params must be an object'
    if (isObject(event.params) && Object.keys(event.params).length > 25) return 'at most 25 params an event'
    if (isObject(event.params) && event.params.value !== undefined && typeof event.params.currency !== 'string')
      return 'a value needs its currency'
  }
  return undefined
}

export async function startFakeGa4MeasurementApi({
  measurementId,
  apiSecret,
}: {
  measurementId: string
  apiSecret: string
}): Promise<FakeGa4MeasurementApi> {
  const events: FakeGa4Event[] = []
  const dropped: string[] = []
  const requests: FakeGa4MeasurementApi['requests'] = []
  const mishaps: FakeApiMishap[] = []

  const answer = (response: ServerResponse, method: string, path: string, raw: string) => {
    const url = new URL(path, 'http://fake')
    if (method !== 'POST' || url.pathname !== GA4_COLLECT_PATH) return response.writeHead(404).end()
    response.writeHead(204).end()
    if (url.searchParams.get('measurement_id') !== measurementId || url.searchParams.get('api_secret') !== apiSecret)
      return void dropped.push('unknown measurement_id or api_secret')
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return void dropped.push('the body is not JSON')
    }
    const problem = problemOf(body)
    if (problem) return void dropped.push(problem)
    const {
      client_id,
      timestamp_micros,
      events: sent,
    } = body as {
      client_id: string
      timestamp_micros?: number
      events: { name: string; params?: Record<string, unknown> }[]
    }
    for (const event of sent)
      events.push({
        client_id,
        ...(timestamp_micros ? { timestamp_micros } : {}),
        name: event.name,
        params: event.params ?? {},
      })
  }

  const server = await listenFakeApi(({ method, path, body }, response) => {
    requests.push({ method, path, body })
    const mishap = mishaps.shift()
    if (mishap?.kind === 'serverError') return void response.writeHead(500).end()
    if (mishap?.kind === 'tooMany') return void response.writeHead(429).end()
    if (mishap?.kind === 'slow') setTimeout(() => answer(response, method, path, body), mishap.ms).unref()
    else answer(response, method, path, body)
  })
  return {
    baseUrl: server.origin,
    events,
    dropped,
    requests,
    mishap: (...next) => void mishaps.push(...next),
    close: server.close,
  }
}
