// staff tag: listRestockDemand, what shoppers wait for (served by the staff area).
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { RestockDemandService } from '../services/restock-demand'
import { signedInUser, type Handlers } from './handler'

export function restockDemandHandlers({ demand }: { demand: RestockDemandService }) {
  return {
    async listRestockDemand(request) {
      const { limit = LISTING_PAGE_SIZE, page = 1 } = request.query
      return { data: await demand.list(signedInUser(request), { limit, page }) }
    },
  } satisfies Handlers
}
