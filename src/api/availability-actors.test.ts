import { describe, expect, it } from 'vitest'
import { createAvailabilityRequest } from './availability-actors'
import { clientReplying, json } from './test-client'

const productId = '64b7f0c2a1b2c3d4e5f60718'
const recorded = { _id: '64b7f0c2a1b2c3d4e5f60799', productId, variant: 'XL', createdAt: '2026-11-24T09:00:00.000Z' }

describe('the availability request call', () => {
  it('sends the product and the variant asked for and hands back the request', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: recorded }), 'jwt-1')
    expect(await createAvailabilityRequest({ productId, variant: 'XL' }, { client })).toEqual(recorded)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/products/availability-requests')
    expect(await seen[0]!.json()).toEqual({ productId, variant: 'XL' })
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-1')
  })

  it('rejects a repeat with the server message (a 409 within the retry window)', async () => {
    const { client } = clientReplying(
      () => json(409, { errors: [{ message: 'You asked about this product less than 2 hours ago' }] }),
      'jwt-1',
    )
    await expect(createAvailabilityRequest({ productId, variant: null }, { client })).rejects.toMatchObject({
      status: 409,
      message: 'You asked about this product less than 2 hours ago',
    })
  })
})
