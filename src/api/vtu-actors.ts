// Data plans and airtime (spec §7 wallets: fetchDataPlan, buyDataPlan, buyAirtime), paid from the wallet. Each call
// resolves with the reply's data or rejects with an ApiError carrying the server's first message, which the buy-data
// page toasts; a failed plan list falls back to the spec's own words for it.
import type { DataPlan, RequestBody, WalletTransaction } from '@/domain/contract'
import { walletMessages } from '@/domain/wallet'
import type { BuyAirtimeInput } from '@machines/buy-airtime/buy-airtime.machine'
import type { BuyDataInput } from '@machines/buy-data/buy-data.machine'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface VtuApi {
  /** GET api/wallets/fetchDataPlan: every plan, all networks. */
  listDataPlans: (signal?: AbortSignal) => Promise<DataPlan[]>
  /** POST api/wallets/buyDataPlan { phone, plan }: the wallet transaction it made. */
  buyDataPlan: (body: RequestBody<'buyDataPlan'>, signal?: AbortSignal) => Promise<WalletTransaction>
  /** POST api/wallets/buyAirtime { phone, amount }: the wallet transaction it made. */
  buyAirtime: (body: RequestBody<'buyAirtime'>, signal?: AbortSignal) => Promise<WalletTransaction>
}

export function vtuApi(client: Api = defaultApi): VtuApi {
  return {
    listDataPlans: async (signal) =>
      (await unwrap(client.GET('/api/wallets/fetchDataPlan', { signal }), { fallback: walletMessages.dataPlansFailed }))
        .data.docs,
    buyDataPlan: async (body, signal) => (await unwrap(client.POST('/api/wallets/buyDataPlan', { body, signal }))).data,
    buyAirtime: async (body, signal) => (await unwrap(client.POST('/api/wallets/buyAirtime', { body, signal }))).data,
  }
}

/** Slots of machines/buy-data. */
export function buyDataActors(calls: VtuApi = vtuApi()) {
  return {
    loadPlans: fromRequest<DataPlan[]>((_, signal) => calls.listDataPlans(signal)),
    buyDataPlan: fromRequest<WalletTransaction, BuyDataInput>(({ phone, plan }, signal) =>
      calls.buyDataPlan({ phone, plan }, signal),
    ),
  }
}

/** Slots of machines/buy-airtime. */
export function buyAirtimeActors(calls: VtuApi = vtuApi()) {
  return {
    buyAirtime: fromRequest<WalletTransaction, BuyAirtimeInput>(({ phone, amount }, signal) =>
      calls.buyAirtime({ phone, amount }, signal),
    ),
  }
}
