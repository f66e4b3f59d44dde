// The card checkout's call over the typed client (spec §7 payments, ADR 0009): the store's checkout settings. The
// checkout's script and modal are the browser's (src/app/payment). Its own module: the payment page and Add Funds
// both open the card checkout, and neither should fetch the other's calls to do it.
import type { PaymentConfig } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** GET api/payments/config: the card checkout the store is set up for. */
export async function getPaymentConfig({ signal, client = api }: CallOptions = {}): Promise<PaymentConfig> {
  return (await unwrap(client.GET('/api/payments/config', { signal }))).data
}

/** Slots of machines/card-checkout that call the API. */
export function cardCheckoutActors(client?: Api) {
  return {
    loadPaymentConfig: fromRequest<PaymentConfig>((_, signal) => getPaymentConfig({ signal, client })),
  }
}
