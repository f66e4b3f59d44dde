// Meta's Conversions API (docs/adr/0038): `POST {graph}/{version}/{pixel id}/events?access_token=...` with
// `{ data: [event] }`, one store event per request. Website events carry action_source 'website', the page's address
// and the visitor's browser and address as Meta requires them, the anonymous visitor id and the email only hashed
// (SHA-256), and money in naira (NGN) from the store's kobo. The event id lets Meta drop a repeat (48 hours).
import { koboToNaira } from '../../../src/domain/money'
import type { StoreEventKind } from '../../../src/domain/store-events'
import {
  AnalyticsSendError,
  postJson,
  sha256Hex,
  type AnalyticsProvider,
  type ForwardedEvent,
} from './analytics-provider'

export const META_GRAPH_URL = 'https://graph.facebook.com'
export const META_API_VERSION = 'v25.0'

export interface MetaConversionsConfig {
  pixelId: string
  /** The Conversions API access token; sent in the query as Meta documents it, never logged. */
  accessToken: string
  /** The Graph API's address without a trailing slash (a test points it at a local fake). */
  graphUrl: string
  apiVersion: string
  /** Where an event with no page of its own happened (the store's public address). */
  storeUrl: string
}

/** Meta's standard events for the store's kinds; a download click has none, so it goes as a custom event. */
export const META_EVENT_NAMES: Record<StoreEventKind, string> = {
  viewContent: 'ViewContent',
  addToCart: 'AddToCart',
  // The shopper gave the address and delivery method and placed the order, before paying: Meta's checkout start.
  addShippingInfo: 'InitiateCheckout',
  purchase: 'Purchase',
  signUp: 'CompleteRegistration',
  lead: 'Lead',
  appDownload: 'AppDownloadClick',
}

/** Meta marks a refusal that may pass later (a rate limit, a hiccup) `is_transient`. */
function isTransient(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { is_transient?: boolean } }
    return body.error?.is_transient === true
  } catch {
    return false
  }
}

/** One event as the Conversions API's `data` takes it. */
export function metaEvent(event: ForwardedEvent, storeUrl: string) {
  const money = event.valueKobo === null ? {} : { currency: 'NGN', value: koboToNaira(event.valueKobo) }
  const contents = event.contentIds?.length ? { content_ids: event.contentIds, content_type: 'product' } : {}
  return {
    event_name: META_EVENT_NAMES[event.kind],
    event_time: Math.floor(event.at.getTime() / 1000),
    event_id: `oja-${event.eventId}`,
    action_source: 'website',
    event_source_url: event.pageUrl ?? storeUrl,
    user_data: {
      ...(event.ip ? { client_ip_address: event.ip } : {}),
      ...(event.userAgent ? { client_user_agent: event.userAgent } : {}),
      ...(event.emailSha256 ? { em: [event.emailSha256] } : {}),
      external_id: [sha256Hex(event.visitor)],
    },
    custom_data: {
      ...money,
      ...contents,
      ...(event.orderId ? { order_id: event.orderId } : {}),
      ...(event.kind === 'lead' && event.detail ? { content_category: event.detail } : {}),
      ...(event.kind === 'appDownload' && event.detail ? { content_name: event.detail } : {}),
    },
  }
}

export function metaConversions(
  config: MetaConversionsConfig,
  { fetch, timeoutMs = 10_000 }: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): AnalyticsProvider {
  const url =
    `${config.graphUrl}/${encodeURIComponent(config.apiVersion)}/${encodeURIComponent(config.pixelId)}/events` +
    `?access_token=${encodeURIComponent(config.accessToken)}`
  return {
    name: 'meta',
    maxAgeMs: 7 * 24 * 3600_000,
    async send(event) {
      const { status, text } = await postJson(
        url,
        { data: [metaEvent(event, config.storeUrl)] },
        { timeoutMs, ...(fetch ? { fetch } : {}) },
      )
      if (status === 200) {
        const received = (JSON.parse(text || '{}') as { events_received?: number }).events_received
        if (received === 1) return
        throw new AnalyticsSendError(`Meta received ${String(received)} events of 1`, true)
      }
      throw new AnalyticsSendError(`Meta answered ${status}: ${text.slice(0, 200)}`, isTransient(text))
    },
  }
}
