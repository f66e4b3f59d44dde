// staff tag: getHeldMoney and actOnHeldMoney, money that needs a person (docs/adr/0032), for the owner (served by the
// payments area, which owns the refunds' tries).
import type { HeldMoneyService } from '../services/held-money'
import { signedInUser, type Handlers } from './handler'

export function heldMoneyHandlers({ held }: { held: HeldMoneyService }) {
  return {
    async getHeldMoney(request) {
      return { data: await held.overview(signedInUser(request)) }
    },

    async actOnHeldMoney(request) {
      const { kind, id } = request.params
      return { data: await held.act(signedInUser(request), kind, id, request.body) }
    },
  } satisfies Handlers
}
