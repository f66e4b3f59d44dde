// The analytics providers' settings (docs/adr/0038): none by default; each provider's pair together or not at all.
import { describe, expect, it } from 'vitest'
import { readConfig } from './config'
import { ANALYTICS_ROUND_MS } from './services/analytics-forwarding'
import { GA4_BASE_URL } from './providers/analytics/ga4-measurement'
import { META_API_VERSION, META_GRAPH_URL } from './providers/analytics/meta-conversions'

const meta = { META_PIXEL_ID: '123456789012345', META_CAPI_TOKEN: 'EAAB-token' }
const ga4 = { GA4_MEASUREMENT_ID: 'G-ABC123XYZ', GA4_API_SECRET: 'secret' }

describe('the analytics settings', () => {
  it('configures no provider by default, and none is a sandbox the store must guard', () => {
    expect(readConfig({}).analytics).toEqual({})
    expect(readConfig({ META_PIXEL_ID: ' ', META_CAPI_TOKEN: '', GA4_API_SECRET: ' ' }).analytics).toEqual({})
    expect(readConfig({ ...meta, ...ga4 }).sandboxes).toEqual(readConfig({}).sandboxes)
  })

  it("reads Meta's pixel and token, and GA4's measurement id and secret, at their own addresses unless told", () => {
    expect(readConfig({ ...meta, ...ga4 }).analytics).toEqual({
      meta: {
        pixelId: '123456789012345',
        accessToken: 'EAAB-token',
        graphUrl: META_GRAPH_URL,
        apiVersion: META_API_VERSION,
      },
      ga4: { measurementId: 'G-ABC123XYZ', apiSecret: 'secret', baseUrl: GA4_BASE_URL },
    })
    expect(
      readConfig({ ...meta, META_GRAPH_URL: 'http://127.0.0.1:4100/', META_API_VERSION: 'v24.0' }).analytics.meta,
    ).toMatchObject({ graphUrl: 'http://127.0.0.1:4100', apiVersion: 'v24.0' })
    expect(readConfig({ ...ga4, GA4_BASE_URL: 'http://127.0.0.1:4200' }).analytics).toEqual({
      ga4: { measurementId: 'G-ABC123XYZ', apiSecret: 'secret', baseUrl: 'http://127.0.0.1:4200' },
    })
  })

  it('refuses half a pair, ids the providers would refuse, and an API version that is not one', () => {
    expect(() => readConfig({ META_PIXEL_ID: '123' })).toThrow(
      "Meta's Conversions API needs META_PIXEL_ID and META_CAPI_TOKEN together; META_CAPI_TOKEN is not set",
    )
    expect(() => readConfig({ GA4_API_SECRET: 'secret' })).toThrow(
      'Google Analytics needs GA4_MEASUREMENT_ID and GA4_API_SECRET together; GA4_MEASUREMENT_ID is not set',
    )
    expect(() => readConfig({ ...meta, META_PIXEL_ID: 'my-pixel' })).toThrow(/META_PIXEL_ID must be the pixel's number/)
    expect(() => readConfig({ ...ga4, GA4_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/GA4_MEASUREMENT_ID must be/)
    expect(() => readConfig({ ...meta, META_API_VERSION: '25' })).toThrow(
      `META_API_VERSION must be a Graph API version such as ${META_API_VERSION}, not "25"`,
    )
    expect(() => readConfig({ ...meta, META_GRAPH_URL: 'graph.facebook.com' })).toThrow(/META_GRAPH_URL must be/)
  })

  it('forwards every 15 seconds unless told, and never more often than every second', () => {
    expect(readConfig({}).analyticsRoundMs).toBe(ANALYTICS_ROUND_MS)
    expect(ANALYTICS_ROUND_MS).toBe(15_000)
    expect(readConfig({ ANALYTICS_ROUND_MS: '2000' }).analyticsRoundMs).toBe(2_000)
    expect(() => readConfig({ ANALYTICS_ROUND_MS: '999' })).toThrow(
      'ANALYTICS_ROUND_MS must be a whole number of milliseconds, 1000 or more, not "999"',
    )
    expect(() => readConfig({ ANALYTICS_ROUND_MS: '1.5e3x' })).toThrow('ANALYTICS_ROUND_MS')
  })
})
