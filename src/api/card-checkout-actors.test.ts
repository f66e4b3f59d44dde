import { describe, expect, it } from 'vitest'
import { getPaymentConfig } from './card-checkout-actors'
import { clientReplying, json } from './test-client'

describe('the card checkout call', () => {
  it("read the store's card checkout settings", async () => {
    const config = { mode: 'sandbox', scriptUrl: '/sandbox/flutterwave/v3.js', publicKey: 'FLWPUBK_TEST-sandbox-X' }
    const { client, seen } = clientReplying(() => json(200, { data: config }))
    expect(await getPaymentConfig({ client })).toEqual(config)
    expect(seen[0]!.method).toBe('GET')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/payments/config')
  })

  it('reject with the first server message', async () => {
    const { client } = clientReplying(() =>
      json(500, { errors: [{ message: 'An error has occured. please try again later' }] }),
    )
    await expect(getPaymentConfig({ client })).rejects.toMatchObject({ status: 500 })
  })
})
