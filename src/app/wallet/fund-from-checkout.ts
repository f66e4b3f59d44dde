// Checkout's 'Fund wallet' (spec §2 Checkout) sends the shopper to /profile with this query, where Add Funds opens at
// once and, once the wallet is credited, goes back to checkout.
import { pathTo } from '@/domain/routes'

export const FUND_PARAM = 'fund'
export const FUND_FROM_CHECKOUT = 'checkout'

/** Where checkout's 'Fund wallet' goes. */
export function fundFromCheckoutPath(): string {
  return pathTo('profile', undefined, `${FUND_PARAM}=${FUND_FROM_CHECKOUT}`)
}
