// A local stand-in for Termii's "Send message" API, for tests: it answers `POST /api/sms/send` as Termii's documentation
// shows (the message id, "Successfully Sent", the balance; a 401 for a wrong key, a 400 naming a missing or wrong
// field), checks every field of the body, and can be told to fail the ways a real network does (a 5xx, an answer too
// slow, another body). It listens on 127.0.0.1 on a port of the system's choosing and records every text it accepts.
import type { ServerResponse } from 'node:http'
import { TERMII_SEND_PATH } from './termii-sms'
import { listenFakeApi, sendJson } from '../fake-api-server'
import { parsedJson } from '../json-values'

export interface FakeTermiiText {
  to: string
  from: string
  sms: string
  channel: string
  messageId: string
}

/** An answer other than the documented one, given once to the next request. */
export type FakeTermiiMishap =
  { kind: 'serverError' } | { kind: 'slow'; ms: number } | { kind: 'body'; status: number; body: string }

export interface FakeTermiiApi {
  /** As TERMII_BASE_URL takes it (`http://127.0.0.1:{port}`). */
  baseUrl: string
  /** The texts accepted, oldest first. */
  texts: FakeTermiiText[]
  /** Every request's method, path and body as sent. */
  requests: { method: string; path: string; body: string }[]
  mishap(...next: FakeTermiiMishap[]): void
  close(): Promise<void>
}

const FIELDS = ['to', 'from', 'sms', 'type', 'channel', 'api_key'] as const

/** What is wrong with a send request's body, in Termii's manner, or undefined. */
function problemOf(body: Record<string, unknown>): string | undefined {
  const missing = FIELDS.find((field) => typeof body[field] !== 'string' || body[field] === '')
  if (missing) return `The ${missing} field is required.`
  if (!/^234\d{10}$/.test(String(body.to))) return 'Phone number must be in the international format.'
  if (!/^[A-Za-z0-9]{3,11}$/.test(String(body.from))) return 'Sender ID must be between 3 and 11 characters.'
  if (body.type !== 'plain') return 'The selected type is invalid.'
  if (body.channel !== 'dnd' && body.channel !== 'generic') return 'The selected channel is invalid.'
  return undefined
}

export async function startFakeTermiiApi({ apiKey }: { apiKey: string }): Promise<FakeTermiiApi> {
  const texts: FakeTermiiText[] = []
  const requests: FakeTermiiApi['requests'] = []
  const mishaps: FakeTermiiMishap[] = []
  let balance = 1000

  const answer = (response: ServerResponse, method: string, path: string, raw: string) => {
    if (method !== 'POST' || path !== TERMII_SEND_PATH) return sendJson(response, 404, { message: 'Not Found' })
    const body = parsedJson(raw)
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return sendJson(response, 400, { message: 'The request body must be JSON.' })
    const fields = body as Record<string, unknown>
    if (fields.api_key !== apiKey) return sendJson(response, 401, { message: 'Unauthenticated' })
    const problem = problemOf(fields)
    if (problem) return sendJson(response, 400, { message: problem })
    balance -= 1
    const messageId = String(3017000000000000 + texts.length + 1)
    texts.push({
      to: String(fields.to),
      from: String(fields.from),
      sms: String(fields.sms),
      channel: String(fields.channel),
      messageId,
    })
    sendJson(response, 200, { code: 'ok', message_id: messageId, message: 'Successfully Sent', balance, user: 'Oja' })
  }

  const server = await listenFakeApi(({ method, path, body }, response) => {
    requests.push({ method, path, body })
    const mishap = mishaps.shift()
    if (mishap?.kind === 'serverError') return sendJson(response, 500, { message: 'Server Error' })
    if (mishap?.kind === 'body')
      return void response.writeHead(mishap.status, { 'content-type': 'application/json' }).end(mishap.body)
    if (mishap?.kind === 'slow') setTimeout(() => answer(response, method, path, body), mishap.ms).unref()
    else answer(response, method, path, body)
  })
  return {
    baseUrl: server.origin,
    texts,
    requests,
    mishap: (...next) => void mishaps.push(...next),
    close: server.close,
  }
}
