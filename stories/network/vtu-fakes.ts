// Data plans and airtime answered as the server answers them: every plan of the test set, and each purchase a wallet
// transaction. `refuse` is the server's message for every purchase (a short balance, say); `plansFail` makes the plan
// list fail with no message, so the page says the spec's own words. A story reads what was bought from `seen`.
import type { DataPlan, RequestBody, WalletTransaction } from '@/domain/contract'
import { testPlans } from '@machines/buy-data/test-plans'
import { errorReply, http } from './network-fakes'

/** What the shopper bought, in the order the server was asked. */
export interface VtuSeen {
  data: RequestBody<'buyDataPlan'>[]
  airtime: RequestBody<'buyAirtime'>[]
}

export const noPurchases = (): VtuSeen => ({ data: [], airtime: [] })

function vtuTransaction(type: WalletTransaction['type'], amount: number): WalletTransaction {
  return {
    _id: '665f1c2b9a1e4b0012345678',
    type,
    amount,
    fee: 0,
    status: 'successful',
    reference: 'oja-vtu-1',
    description: '',
    createdAt: '2026-11-24T06:00:00.000Z',
  }
}

/** GET api/wallets/fetchDataPlan: `plans`, or a failure without a message. */
export function dataPlansHandler(plans: DataPlan[] | 'fails' = testPlans) {
  return http.get('/api/wallets/fetchDataPlan', ({ response }) =>
    plans === 'fails' ? new Response(null, { status: 502 }) : response(200).json({ data: { docs: plans } }),
  )
}

export function vtuHandlers({
  seen = noPurchases(),
  plansFail = false,
  refuse,
}: { seen?: VtuSeen; plansFail?: boolean; refuse?: string } = {}) {
  return [
    dataPlansHandler(plansFail ? 'fails' : testPlans),
    http.post('/api/wallets/buyDataPlan', async ({ request, response }) => {
      const body = await request.json()
      seen.data.push(body)
      if (refuse) return response(409).json(errorReply(refuse))
      const plan = testPlans.find((known) => known._id === body.plan)
      return response(201).json({ data: vtuTransaction('dataPurchase', plan?.amount ?? 0) })
    }),
    http.post('/api/wallets/buyAirtime', async ({ request, response }) => {
      const body = await request.json()
      seen.airtime.push(body)
      if (refuse) return response(409).json(errorReply(refuse))
      return response(201).json({ data: vtuTransaction('airtimePurchase', body.amount) })
    }),
  ]
}
