// The cart's changes over the typed client (spec §7 carts; the list itself is ./shopper-lists-actors' listCartItems),
// and the slots of machines/cart and machines/add-to-cart built over them. Each call resolves with the reply's data or
// rejects with an ApiError carrying the server's first message.
import type { CartItem, RequestBody } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { fromRequest } from './request-actor'
import { listCartItems } from './shopper-lists-actors'
import type { AddLineInput } from '@machines/add-to-cart/add-to-cart.machine'
import type { ChangeLineInput } from '@machines/cart/cart.machine'

export type AddCartItem = RequestBody<'addCartItem'>
export type UpdateCartItem = RequestBody<'updateCartItem'>

/** POST api/carts: the line as it is now (an existing product and size answers its line unchanged). */
export async function addCartItem(body: AddCartItem, { signal, client = api }: CallOptions = {}): Promise<CartItem> {
  return (await unwrap(client.POST('/api/carts', { body, signal }))).data
}

/** PATCH api/carts: one more or one fewer of a line; the line as it is now. */
export async function updateCartItem(
  body: UpdateCartItem,
  { signal, client = api }: CallOptions = {},
): Promise<CartItem> {
  return (await unwrap(client.PATCH('/api/carts', { body, signal }))).data
}

/** DELETE api/carts/{id}. */
export async function removeCartItem(cartId: string, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.DELETE('/api/carts/{id}', { params: { path: { id: cartId } }, signal }))
}

/** Slots of machines/cart. */
export function cartActors(client?: Api) {
  return {
    loadCart: fromRequest<CartItem[]>((_, signal) => listCartItems({ signal, client })),
    updateCartItem: fromRequest<CartItem, ChangeLineInput>((body, signal) => updateCartItem(body, { signal, client })),
    removeCartItem: fromRequest<void, { cartId: string }>(({ cartId }, signal) =>
      removeCartItem(cartId, { signal, client }),
    ),
  }
}

/** Slots of machines/add-to-cart. */
export function addToCartActors(client?: Api) {
  return {
    addCartItem: fromRequest<CartItem, AddLineInput>((body, signal) => addCartItem(body, { signal, client })),
  }
}
