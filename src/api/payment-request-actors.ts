// 'Place order' (spec §2 Checkout, §7 payments): asks the server to price the cart and keep a pending order, and gets
// the signed payment token /payment opens the card checkout with. Rejects with the server's first message.
import type { Payment, PaymentInput } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** POST api/payments { addressId, deliveryMethod, coupon }. */
export async function createPayment(body: PaymentInput, { signal, client = api }: CallOptions = {}): Promise<Payment> {
  return (await unwrap(client.POST('/api/payments', { body, signal }))).data
}

/** The createPayment slot of machines/checkout. */
export function paymentRequestActors(client?: Api) {
  return {
    createPayment: fromRequest<Payment, PaymentInput>((body, signal) => createPayment(body, { signal, client })),
  }
}
