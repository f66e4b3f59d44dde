// 'Pay with wallet' (spec §2 Checkout, §4 After a wallet order succeeds): the server prices the cart as 'Place order'
// does and pays it from the balance in one go, answering the paid order; 409 'Insufficient balance. Please fund your
// wallet' when the balance is short. Rejects with the server's first message.
import type { Order, PaymentInput } from '@/domain/contract'
import { ORDER_FAILED } from '@/domain/order-messages'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

export interface WalletOrderApi {
  /** POST api/orders/wallet { addressId, deliveryMethod, coupon }: the paid order. */
  payOrderWithWallet: (body: PaymentInput, signal?: AbortSignal) => Promise<Order>
}

export function walletOrderApi(client: Api = defaultApi): WalletOrderApi {
  return {
    // spec §8: an order the server does not make says why, or else the order placement failure text.
    payOrderWithWallet: async (body, signal) =>
      (await unwrap(client.POST('/api/orders/wallet', { body, signal }), { fallback: ORDER_FAILED })).data,
  }
}

/** The payOrderWithWallet slot of machines/checkout. */
export function walletOrderActors(calls: WalletOrderApi = walletOrderApi()) {
  return {
    payOrderWithWallet: fromRequest<Order, PaymentInput>((body, signal) => calls.payOrderWithWallet(body, signal)),
  }
}
