// The cart's calls over the typed client (spec §7 carts). Each call resolves with the reply's data or rejects with an
// ApiError carrying the server's first message.
import type { CartItem, RequestBody } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'
import { listCartItems } from './shopper-lists-actors'
import type { AddLineInput } from '@machines/add-to-cart/add-to-cart.machine'
import type { ChangeLineInput } from '@machines/cart/cart.machine'

export type AddCartItem = RequestBody<'addCartItem'>
export type UpdateCartItem = RequestBody<'updateCartItem'>

export interface CartApi {
  listCartItems: (signal?: AbortSignal) => Promise<CartItem[]>
  /** POST api/carts: the line as it is now (an existing product and size answers its line unchanged). */
  addCartItem: (body: AddCartItem, signal?: AbortSignal) => Promise<CartItem>
  /** PATCH api/carts: one more or one fewer of a line; the line as it is now. */
  updateCartItem: (body: UpdateCartItem, signal?: AbortSignal) => Promise<CartItem>
  /** DELETE api/carts/{id}. */
  removeCartItem: (cartId: string, signal?: AbortSignal) => Promise<void>
}

export function cartApi(client: Api = defaultApi): CartApi {
  return {
    listCartItems: (signal) => listCartItems({ signal, client }),
    addCartItem: async (body, signal) => (await unwrap(client.POST('/api/carts', { body, signal }))).data,
    updateCartItem: async (body, signal) => (await unwrap(client.PATCH('/api/carts', { body, signal }))).data,
    removeCartItem: async (cartId, signal) => {
      await unwrap(client.DELETE('/api/carts/{id}', { params: { path: { id: cartId } }, signal }))
    },
  }
}

/** Slots of machines/cart. */
export function cartActors(calls: CartApi = cartApi()) {
  return {
    loadCart: fromRequest<CartItem[]>((_, signal) => calls.listCartItems(signal)),
    updateCartItem: fromRequest<CartItem, ChangeLineInput>((body, signal) => calls.updateCartItem(body, signal)),
    removeCartItem: fromRequest<void, { cartId: string }>(({ cartId }, signal) => calls.removeCartItem(cartId, signal)),
  }
}

/** Slots of machines/add-to-cart. */
export function addToCartActors(calls: CartApi = cartApi()) {
  return {
    addCartItem: fromRequest<CartItem, AddLineInput>((body, signal) => calls.addCartItem(body, signal)),
  }
}
