// The buy-data page's first request (spec §2 Buy data; docs/adr/0050): the data plans, which /profile/buy-data is drawn
// with for the shopper. A module of its own, so that only the pages that draw the plans carry it.
import { requestKey } from './first-page'

/** GET api/wallets/fetchDataPlan, as the buy-data form asks it. */
export function dataPlansFirstRequest() {
  return requestKey<'listDataPlans'>('/api/wallets/fetchDataPlan')
}
