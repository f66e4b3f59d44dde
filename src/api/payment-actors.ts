// The card payment page's calls over the typed client (spec §2 Payment): the store's checkout settings, and the
// confirmation of the order once the checkout reports a payment (./order-actors). The checkout's script and modal are
// the browser's (src/app/payment).
import type { Order, PaymentConfig } from '@/domain/contract'
import type { ConfirmOrderInput } from '@machines/payment/payment.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { createOrder } from './order-actors'
import { fromRequest } from './request-actor'

/** GET api/payments/config: the card checkout the store is set up for. */
export async function getPaymentConfig({ signal, client = api }: CallOptions = {}): Promise<PaymentConfig> {
  return (await unwrap(client.GET('/api/payments/config', { signal }))).data
}

/** Slots of machines/payment that call the API. */
export function paymentActors(client?: Api) {
  return {
    loadPaymentConfig: fromRequest<PaymentConfig>((_, signal) => getPaymentConfig({ signal, client })),
    confirmOrder: fromRequest<Order, ConfirmOrderInput>((body, signal) => createOrder(body, { signal, client })),
  }
}
