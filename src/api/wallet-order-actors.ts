// 'Pay with wallet' (spec §2 Checkout, §4 After a wallet order succeeds): the server prices the cart as 'Place order'
// does and pays it from the balance in one go, answering the paid order; 409 'Insufficient balance. Please fund your
// wallet' when the balance is short. Rejects with the server's first message.
import type { Order, PaymentInput } from '@/domain/contract'
import { ORDER_FAILED } from '@/domain/order-messages'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'

/** POST api/orders/wallet { addressId, deliveryMethod, coupon }: the paid order. spec §8: an order the server does not
 *  make says why, or else the order placement failure text. */
export async function payOrderWithWallet(
  body: PaymentInput,
  { signal, client = api }: CallOptions = {},
): Promise<Order> {
  return (await unwrap(client.POST('/api/orders/wallet', { body, signal }), { fallback: ORDER_FAILED })).data
}

/** The payOrderWithWallet slot of machines/checkout. */
export function walletOrderActors(client?: Api) {
  return {
    payOrderWithWallet: fromRequest<Order, PaymentInput>((body, signal) =>
      payOrderWithWallet(body, { signal, client }),
    ),
  }
}
