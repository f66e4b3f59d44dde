// An outside analytics service the operator may configure (docs/adr/0038): Meta's Conversions API, Google Analytics
// 4's Measurement Protocol. Each gets the store's own events, one at a time, from the forwarding round
// (server/services/analytics-forwarding.ts), only for visitors who accepted; there is no sandbox, since a store with
// none configured forwards nothing at all.
import { createHash } from 'node:crypto'
import type { StoreEventKind } from '../../../src/domain/store-events'

export const ANALYTICS_PROVIDERS = ['meta', 'ga4'] as const
export type AnalyticsProviderName = (typeof ANALYTICS_PROVIDERS)[number]

/** A store event as forwarded: what happened, and what the visitor allowed the provider to know. */
export interface ForwardedEvent {
  /** store_events.id: the provider's event id, so that it can drop a repeat. */
  eventId: number
  kind: StoreEventKind
  /** The product (slug or id), the delivery method, the app store, the kind of lead. */
  detail: string | null
  at: Date
  visitor: string
  ip: string | null
  userAgent: string | null
  pageUrl: string | null
  /** SHA-256 (hex) of the trimmed, lower-cased email, when the event has a shopper's address. */
  emailSha256: string | null
  valueKobo: number | null
  contentIds: string[] | null
  orderId: string | null
}

/** A refusal: `retryable` when trying again later may succeed (a 5xx, a 429, no answer). */
export class AnalyticsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'AnalyticsSendError'
  }
}

export interface AnalyticsProvider {
  name: AnalyticsProviderName
  /** How old an event the provider still takes (Meta: 7 days; GA4: 72 hours); older ones are given up. */
  maxAgeMs: number
  /** Sends one event; throws AnalyticsSendError when it is not taken. */
  send(event: ForwardedEvent): Promise<void>
}

/** Posts JSON, turning every way it can fail into an AnalyticsSendError; the answer's status and text when it came. */
export async function postJson(
  url: string,
  body: unknown,
  { fetch = globalThis.fetch, timeoutMs }: { fetch?: typeof globalThis.fetch; timeoutMs: number },
): Promise<{ status: number; text: string }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new AnalyticsSendError(`no answer: ${error instanceof Error ? error.message : String(error)}`, true)
  }
  const text = await response.text().catch(() => '')
  if (response.status === 429 || response.status >= 500)
    throw new AnalyticsSendError(`answered ${response.status}`, true)
  return { status: response.status, text }
}

/** An email as Meta's customer information parameters take it: trimmed, lower-cased, SHA-256 in hex. */
export function emailSha256(email: string): string {
  return sha256Hex(email.trim().toLowerCase())
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
