import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { clientReplying, json } from './test-client'
import { buyAirtime, buyAirtimeActors, buyDataActors, listDataPlans } from './vtu-actors'

const plan = {
  _id: 'mtn-1-5gb',
  planName: '1.5GB',
  duration: '30 days',
  amount: 1000,
  network: 'MTN',
  planType: 'SME',
} as const
const transaction = {
  _id: '665f1c2b9a1e4b0012345678',
  type: 'dataPurchase',
  amount: 1000,
  fee: 0,
  status: 'successful',
  reference: 'oja-vtu-1',
  description: 'MTN 1.5GB (30 days) for 08031234567',
  createdAt: '2026-11-24T06:00:00.000Z',
} as const

describe('the VTU calls', () => {
  it('lists every data plan with the shopper token', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [plan] } }), 'tok-1')
    const actor = createActor(buyDataActors(client).loadPlans).start()
    await expect(toPromise(actor)).resolves.toEqual([plan])
    expect(seen[0]!.method).toBe('GET')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/fetchDataPlan')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it("says the spec's words when the plans cannot be loaded and the server gives none", async () => {
    const { client } = clientReplying(() => new Response('upstream down', { status: 502 }))
    await expect(listDataPlans({ client })).rejects.toMatchObject({
      status: 502,
      message: 'An error has occured while loading data plans. please try again later',
    })
  })

  it('buys a plan for a phone and answers the wallet transaction', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: transaction }))
    const actor = createActor(buyDataActors(client).buyDataPlan, {
      input: { phone: '08031234567', plan: 'mtn-1-5gb' },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual(transaction)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/buyDataPlan')
    await expect(seen[0]!.json()).resolves.toEqual({ phone: '08031234567', plan: 'mtn-1-5gb' })
  })

  it('buys airtime in naira for a phone', async () => {
    const { client, seen } = clientReplying(() =>
      json(201, { data: { ...transaction, type: 'airtimePurchase', amount: 100 } }),
    )
    const actor = createActor(buyAirtimeActors(client).buyAirtime, {
      input: { phone: '08031234567', amount: 100 },
    }).start()
    await expect(toPromise(actor)).resolves.toMatchObject({ type: 'airtimePurchase', amount: 100 })
    expect(new URL(seen[0]!.url).pathname).toBe('/api/wallets/buyAirtime')
    await expect(seen[0]!.json()).resolves.toEqual({ phone: '08031234567', amount: 100 })
  })

  it("rejects a purchase with the server's first message, e.g. a short balance", async () => {
    const { client } = clientReplying(() =>
      json(409, { errors: [{ message: 'Insufficient funds. please add more funds' }] }),
    )
    await expect(buyAirtime({ phone: '08031234567', amount: 100 }, { client })).rejects.toMatchObject({
      status: 409,
      message: 'Insufficient funds. please add more funds',
    })
  })
})
