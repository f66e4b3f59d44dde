// 'Place order' (spec §2 Checkout, §7 payments): asks the server to price the cart and keep a pending order, and gets
// the signed payment token /payment opens the card checkout with. Rejects with the server's first message.
import type { Payment, PaymentInput } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface PaymentRequestApi {
  /** POST api/payments { addressId, deliveryMethod, coupon }. */
  createPayment: (body: PaymentInput, signal?: AbortSignal) => Promise<Payment>
}

export function paymentRequestApi(client: Api = defaultApi): PaymentRequestApi {
  return {
    createPayment: async (body, signal) => (await unwrap(client.POST('/api/payments', { body, signal }))).data,
  }
}

/** The createPayment slot of machines/checkout. */
export function paymentRequestActors(calls: PaymentRequestApi = paymentRequestApi()) {
  return {
    createPayment: fromRequest<Payment, PaymentInput>((body, signal) => calls.createPayment(body, signal)),
  }
}
