// Data plans and airtime (spec §7 wallets: fetchDataPlan, buyDataPlan, buyAirtime), paid from the wallet. Each call
// resolves with the reply's data or rejects with an ApiError carrying the server's first message, which the buy-data
// page toasts; a failed plan list falls back to the spec's own words for it.
import type { DataPlan, RequestBody, WalletTransaction } from '@/domain/contract'
import { walletMessages } from '@/domain/wallet'
import type { BuyAirtimeInput } from '@machines/buy-airtime/buy-airtime.machine'
import type { BuyDataInput } from '@machines/buy-data/buy-data.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/wallets/fetchDataPlan: every plan, all networks. */
export async function listDataPlans({ signal, client = api }: CallOptions = {}): Promise<DataPlan[]> {
  return (
    await unwrap(client.GET('/api/wallets/fetchDataPlan', { signal }), { fallback: walletMessages.dataPlansFailed })
  ).data.docs
}

/** POST api/wallets/buyDataPlan { phone, plan }: the wallet transaction it made. */
export async function buyDataPlan(
  body: RequestBody<'buyDataPlan'>,
  { signal, client = api }: CallOptions = {},
): Promise<WalletTransaction> {
  return (await unwrap(client.POST('/api/wallets/buyDataPlan', { body, signal }))).data
}

/** POST api/wallets/buyAirtime { phone, amount }: the wallet transaction it made. */
export async function buyAirtime(
  body: RequestBody<'buyAirtime'>,
  { signal, client = api }: CallOptions = {},
): Promise<WalletTransaction> {
  return (await unwrap(client.POST('/api/wallets/buyAirtime', { body, signal }))).data
}

/** Slots of machines/buy-data. */
export function buyDataActors(client?: Api) {
  return {
    loadPlans: fromRequest<DataPlan[]>((_, signal) => listDataPlans({ signal, client })),
    buyDataPlan: fromRequest<WalletTransaction, BuyDataInput>(({ phone, plan }, signal) =>
      buyDataPlan({ phone, plan }, { signal, client }),
    ),
  }
}

/** Slots of machines/buy-airtime. */
export function buyAirtimeActors(client?: Api) {
  return {
    buyAirtime: fromRequest<WalletTransaction, BuyAirtimeInput>(({ phone, amount }, signal) =>
      buyAirtime({ phone, amount }, { signal, client }),
    ),
  }
}
