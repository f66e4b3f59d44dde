// Money that needs a person's calls over the typed client (docs/adr/0032): the held money with the float, and the
// owner's action on one item. Each resolves with the reply's data or rejects with an ApiError carrying the server's
// first message (a 403's 'only the owner', a 409's 'no longer held').
import type { HeldMoney, HeldMoneyOverview, HeldMoneyRequest } from '@machines/staff-money/staff-money.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/staff/held-money. */
export async function getHeldMoney({ signal, client = api }: CallOptions = {}): Promise<HeldMoneyOverview> {
  return (await unwrap(client.GET('/api/staff/held-money', { signal }))).data
}

/** POST api/staff/held-money/{kind}/{id}. */
export async function actOnHeldMoney(
  { kind, id, body }: HeldMoneyRequest,
  { signal, client = api }: CallOptions = {},
): Promise<HeldMoney> {
  return (
    await unwrap(client.POST('/api/staff/held-money/{kind}/{id}', { params: { path: { kind, id } }, body, signal }))
  ).data
}

/** Slots of machines/staff-money. */
export function staffMoneyActors(client?: Api) {
  return {
    loadMoney: fromRequest<HeldMoneyOverview, void>((_, signal) => getHeldMoney({ signal, client })),
    act: fromRequest<HeldMoney, HeldMoneyRequest>((request, signal) => actOnHeldMoney(request, { signal, client })),
  }
}
