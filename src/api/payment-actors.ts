// The card payment page's calls over the typed client (spec §2 Payment): the store's checkout settings, and the
// confirmation of the order once the checkout reports a payment. The checkout's script and modal are the browser's
// (src/app/payment).
import type { Order, PaymentConfig } from '@/domain/contract'
import type { ConfirmOrderInput } from '@machines/payment/payment.machine'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { orderApi, type OrderApi } from './order-actors'
import { fromRequest } from './request-actor'

export interface PaymentApi extends Pick<OrderApi, 'createOrder'> {
  /** GET api/payments/config */
  getPaymentConfig: (signal?: AbortSignal) => Promise<PaymentConfig>
}

export function paymentApi(client: Api = defaultApi): PaymentApi {
  return {
    getPaymentConfig: async (signal) => (await unwrap(client.GET('/api/payments/config', { signal }))).data,
    createOrder: orderApi(client).createOrder,
  }
}

/** Slots of machines/payment that call the API. */
export function paymentActors(calls: PaymentApi = paymentApi()) {
  return {
    loadPaymentConfig: fromRequest<PaymentConfig>((_, signal) => calls.getPaymentConfig(signal)),
    confirmOrder: fromRequest<Order, ConfirmOrderInput>((body, signal) => calls.createOrder(body, signal)),
  }
}
