// Meta's Conversions API adapter against a local fake of the documented API: the request's path and query, each
// event's fields as Meta requires them for a website event, the email and visitor id only hashed, money in naira
// from kobo, and which refusals are worth trying again.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnalyticsSendError, type ForwardedEvent } from './analytics-provider'
import { startFakeMetaConversionsApi, type FakeMetaConversionsApi } from './fake-meta-conversions-api'
import { metaConversions } from './meta-conversions'

let fake: FakeMetaConversionsApi
const PIXEL = '123456789012345'
const TOKEN = 'EAAB-test-token'

beforeAll(async () => {
  fake = await startFakeMetaConversionsApi({ pixelId: PIXEL, accessToken: TOKEN })
})

afterAll(async () => {
  await fake?.close()
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function purchase(overrides: Partial<ForwardedEvent> = {}): ForwardedEvent {
  return {
    eventId: 42,
    kind: 'purchase',
    detail: null,
    at: new Date(Date.now() - 60_000),
    visitor: 'a1b2c3d4-e5f6-4711-8000-000000000001',
    ip: '102.89.1.2',
    userAgent: 'Mozilla/5.0 (Linux; Android 13)',
    pageUrl: 'https://oja.ng/payment/ord1',
    emailSha256: sha256('ada@example.com'),
    valueKobo: 1_234_567,
    contentIds: ['p1', 'p2'],
    orderId: 'ord1',
    ...overrides,
  }
}

const provider = (token = TOKEN) =>
  metaConversions(
    { pixelId: PIXEL, accessToken: token, graphUrl: fake.graphUrl, apiVersion: 'v25.0', storeUrl: 'https://oja.ng' },
    { timeoutMs: 500 },
  )

describe("Meta's Conversions API adapter", () => {
  it('posts one website event to the pixel with its token, the visitor hashed and the amount in naira', async () => {
    const event = purchase()
    await provider().send(event)
    const request = fake.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.path).toBe(`/v25.0/${PIXEL}/events?access_token=${TOKEN}`)
    expect(JSON.parse(request.body)).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: Math.floor(event.at.getTime() / 1000),
          event_id: 'oja-42',
          action_source: 'website',
          event_source_url: 'https://oja.ng/payment/ord1',
          user_data: {
            client_ip_address: '102.89.1.2',
            client_user_agent: 'Mozilla/5.0 (Linux; Android 13)',
            em: [sha256('ada@example.com')],
            external_id: [sha256('a1b2c3d4-e5f6-4711-8000-000000000001')],
          },
          custom_data: {
            currency: 'NGN',
            value: 12345.67,
            content_ids: ['p1', 'p2'],
            content_type: 'product',
            order_id: 'ord1',
          },
        },
      ],
    })
    expect(fake.events.at(-1)?.event_name).toBe('Purchase')
  })

  it("names each of the store's events by Meta's standard events, a download click as a custom one", async () => {
    const kinds = ['viewContent', 'addToCart', 'addShippingInfo', 'signUp', 'lead', 'appDownload'] as const
    for (const [index, kind] of kinds.entries())
      await provider().send(purchase({ eventId: 100 + index, kind, orderId: null, valueKobo: null }))
    expect(fake.events.slice(-kinds.length).map((event) => event.event_name)).toEqual([
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'CompleteRegistration',
      'Lead',
      'AppDownloadClick',
    ])
    // No amount, no currency: Meta is told nothing it was not given.
    expect(fake.events.at(-1)?.custom_data).toEqual({ content_ids: ['p1', 'p2'], content_type: 'product' })
  })

  it('keeps kobo exact: 1 kobo is 0.01 naira and ₦90,000,000.99 is sent as written', async () => {
    await provider().send(purchase({ eventId: 200, valueKobo: 1 }))
    await provider().send(purchase({ eventId: 201, valueKobo: 9_000_000_099 }))
    expect(fake.events.slice(-2).map((event) => event.custom_data.value)).toEqual([0.01, 90_000_000.99])
    expect(fake.requests.at(-1)?.body).toContain('"value":90000000.99')
  })

  it('sends no email and no address it was not given', async () => {
    await provider().send(purchase({ eventId: 300, emailSha256: null, ip: null }))
    expect(fake.events.at(-1)?.user_data).toEqual({
      client_user_agent: 'Mozilla/5.0 (Linux; Android 13)',
      external_id: [sha256('a1b2c3d4-e5f6-4711-8000-000000000001')],
    })
  })

  it('says a 5xx, a 429 and no answer in time may pass, and a wrong token will not', async () => {
    const refusal = async (send: () => Promise<void>) => {
      try {
        await send()
      } catch (error) {
        return error
      }
      throw new Error('the event was taken')
    }
    fake.mishap({ kind: 'serverError' })
    expect(await refusal(() => provider().send(purchase()))).toMatchObject({ retryable: true })
    fake.mishap({ kind: 'tooMany' })
    expect(await refusal(() => provider().send(purchase()))).toMatchObject({ retryable: true })
    fake.mishap({ kind: 'slow', ms: 2_000 })
    expect(await refusal(() => provider().send(purchase()))).toMatchObject({ retryable: true })
    const wrongToken = await refusal(() => provider('not-the-token').send(purchase()))
    expect(wrongToken).toBeInstanceOf(AnalyticsSendError)
    expect(wrongToken).toMatchObject({ retryable: false })
    expect(String(wrongToken)).not.toContain('not-the-token')
  })
})
