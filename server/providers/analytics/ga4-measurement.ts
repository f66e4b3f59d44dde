// Google Analytics 4's Measurement Protocol (docs/adr/0038): `POST {host}/mp/collect?measurement_id=...&api_secret=...`
// with `{ client_id, timestamp_micros, events: [{ name, params }] }`, one store event per request, named by GA4's
// recommended events. Google gets the anonymous visitor id as client_id and nothing else about the person: no address,
// no browser, no email. GA4 answers 2xx to whatever it is sent (its validation server is for development), so a 2xx is
// taken as sent.
import { koboToNaira } from '../../../src/domain/money'
import type { StoreEventKind } from '../../../src/domain/store-events'
import { AnalyticsSendError, postJson, type AnalyticsProvider, type ForwardedEvent } from './analytics-provider'

export const GA4_BASE_URL = 'https://www.google-analytics.com'
export const GA4_COLLECT_PATH = '/mp/collect'

export interface Ga4MeasurementConfig {
  measurementId: string
  /** The stream's Measurement Protocol API secret; sent in the query as Google documents it, never logged. */
  apiSecret: string
  /** Where to send, without a trailing slash (a test points it at a local fake). */
  baseUrl: string
}

/** GA4's recommended event names for the store's kinds; a download click has none, so it is a custom event. */
export const GA4_EVENT_NAMES: Record<StoreEventKind, string> = {
  viewContent: 'view_item',
  addToCart: 'add_to_cart',
  addShippingInfo: 'add_shipping_info',
  purchase: 'purchase',
  signUp: 'sign_up',
  lead: 'generate_lead',
  appDownload: 'app_download_click',
}

/** The request body for one event. */
export function ga4Body(event: ForwardedEvent) {
  const money = event.valueKobo === null ? {} : { currency: 'NGN', value: koboToNaira(event.valueKobo) }
  const items = event.contentIds?.length ? { items: event.contentIds.map((id) => ({ item_id: id })) } : {}
  return {
    client_id: event.visitor,
    timestamp_micros: event.at.getTime() * 1000,
    events: [
      {
        name: GA4_EVENT_NAMES[event.kind],
        params: {
          ...money,
          ...items,
          ...(event.orderId ? { transaction_id: event.orderId } : {}),
          ...(event.kind === 'addShippingInfo' && event.detail ? { shipping_tier: event.detail } : {}),
          ...(event.kind === 'lead' && event.detail ? { lead_source: event.detail } : {}),
          ...(event.kind === 'appDownload' && event.detail ? { app_store: event.detail } : {}),
          ...(event.pageUrl ? { page_location: event.pageUrl } : {}),
          // For GA4's reports to count the visitor as active (its documentation's example).
          engagement_time_msec: 1,
        },
      },
    ],
  }
}

export function ga4Measurement(
  config: Ga4MeasurementConfig,
  { fetch, timeoutMs = 10_000 }: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): AnalyticsProvider {
  const url =
    `${config.baseUrl}${GA4_COLLECT_PATH}?measurement_id=${encodeURIComponent(config.measurementId)}` +
    `&api_secret=${encodeURIComponent(config.apiSecret)}`
  return {
    name: 'ga4',
    maxAgeMs: 72 * 3600_000,
    async send(event) {
      const { status, text } = await postJson(url, ga4Body(event), { timeoutMs, ...(fetch ? { fetch } : {}) })
      if (status >= 200 && status < 300) return
      throw new AnalyticsSendError(`GA4 answered ${status}: ${text.slice(0, 200)}`, false)
    },
  }
}
