// GA4's Measurement Protocol adapter against a local fake of the documented API: the request's path and query, the
// body GA4 keeps (client_id, the event's time, a recommended event's name and params), money in naira from kobo,
// nothing about the person but the anonymous id, and which refusals are worth trying again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ForwardedEvent } from './analytics-provider'
import { startFakeGa4MeasurementApi, type FakeGa4MeasurementApi } from './fake-ga4-measurement-api'
import { ga4Measurement } from './ga4-measurement'

let fake: FakeGa4MeasurementApi
const MEASUREMENT = 'G-TEST123'
const SECRET = 'mp-secret'

beforeAll(async () => {
  fake = await startFakeGa4MeasurementApi({ measurementId: MEASUREMENT, apiSecret: SECRET })
})

afterAll(async () => {
  await fake?.close()
})

function event(overrides: Partial<ForwardedEvent> = {}): ForwardedEvent {
  return {
    eventId: 7,
    kind: 'addToCart',
    detail: 'p1',
    at: new Date('2026-11-28T09:00:00.123Z'),
    visitor: 'a1b2c3d4-e5f6-4711-8000-000000000001',
    ip: '102.89.1.2',
    userAgent: 'Mozilla/5.0',
    pageUrl: 'https://oja.ng/product/phone',
    emailSha256: 'f'.repeat(64),
    valueKobo: 4_500_050,
    contentIds: ['p1'],
    orderId: null,
    ...overrides,
  }
}

const provider = () =>
  ga4Measurement({ measurementId: MEASUREMENT, apiSecret: SECRET, baseUrl: fake.baseUrl }, { timeoutMs: 500 })

describe("GA4's Measurement Protocol adapter", () => {
  it('posts the event under the visitor’s anonymous id, with its time, items and amount in naira', async () => {
    await provider().send(event())
    const request = fake.requests.at(-1)!
    expect(request.path).toBe(`/mp/collect?measurement_id=${MEASUREMENT}&api_secret=${SECRET}`)
    expect(JSON.parse(request.body)).toEqual({
      client_id: 'a1b2c3d4-e5f6-4711-8000-000000000001',
      timestamp_micros: Date.parse('2026-11-28T09:00:00.123Z') * 1000,
      events: [
        {
          name: 'add_to_cart',
          params: {
            currency: 'NGN',
            value: 45000.5,
            items: [{ item_id: 'p1' }],
            page_location: 'https://oja.ng/product/phone',
            engagement_time_msec: 1,
          },
        },
      ],
    })
    expect(fake.dropped).toEqual([])
    // Google learns nothing of the person: no address, no browser, no email.
    expect(request.body).not.toMatch(/102\.89|Mozilla|ffffffff/)
  })

  it("names the store's events by GA4's recommended events, with a purchase's transaction id", async () => {
    const kinds = ['viewContent', 'addShippingInfo', 'purchase', 'signUp', 'lead', 'appDownload'] as const
    for (const kind of kinds) await provider().send(event({ kind, orderId: kind === 'purchase' ? 'ord9' : null }))
    const kept = fake.events.slice(-kinds.length)
    expect(kept.map((sent) => sent.name)).toEqual([
      'view_item',
      'add_shipping_info',
      'purchase',
      'sign_up',
      'generate_lead',
      'app_download_click',
    ])
    expect(kept[2]?.params.transaction_id).toBe('ord9')
    expect(fake.dropped).toEqual([])
  })

  it('says a 5xx, a 429 and no answer in time may pass', async () => {
    for (const mishap of [{ kind: 'serverError' }, { kind: 'tooMany' }, { kind: 'slow', ms: 2_000 }] as const) {
      fake.mishap(mishap)
      await expect(provider().send(event())).rejects.toMatchObject({ retryable: true })
    }
  })
})
