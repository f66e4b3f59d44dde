import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { CartItem } from '@/domain/contract'
import { ORDER_PLACED } from '@/domain/order-messages'
import { pathTo } from '@/domain/routes'
import { checkoutMachine, type CheckoutInput } from './checkout.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'
import { testAddress } from '../lib/test-address'

const phone = testProduct('phone', { original_price: 130000, discounted_price: 120000, is_stock: 3 })
const one: CartItem = {
  _id: 'l1',
  productId: phone,
  qty: 1,
  size: null,
  original_price: 130000,
  discounted_price: 120000,
}
const home = testAddress()

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The answers
// are fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'address.choose', addressId: 'a1' },
  { type: 'delivery.choose', deliveryMethodId: 'express' },
  { type: 'cart.updated', items: [] },
  { type: 'order.place' },
  { type: 'wallet.pay' },
  { type: 'wallet.fund' },
  { type: 'checkout.retry' },
  { type: 'xstate.done.actor.loadCart', output: [one] },
  { type: 'xstate.done.actor.loadCart', output: [] },
  { type: 'xstate.error.actor.loadCart', error: new Error('Database unavailable') },
  { type: 'xstate.done.actor.loadAddresses', output: [home] },
  { type: 'xstate.error.actor.loadAddresses', error: new Error('Database unavailable') },
  { type: 'xstate.done.actor.createPayment', output: { token: 'a.b.c', txRef: 'oja-tx-1', amount: 123000 } },
  { type: 'xstate.error.actor.createPayment', error: new Error('Only 1 in stock') },
  { type: 'xstate.done.actor.payOrderWithWallet', output: { _id: 'o1' } },
  { type: 'xstate.error.actor.payOrderWithWallet', error: new Error('Insufficient balance. Please fund your wallet') },
]

const states = leafStatesOf(checkoutMachine.root)

const unknownCart: CheckoutInput = { items: null, couponApplied: false, pendingVerification: false }

describe('checkout reachability', () => {
  const reached = shortestPathPerState(
    getShortestPaths(checkoutMachine, { events: events as never, input: unknownCart }),
  )
  const effectsInto = (state: string) => effectsAlong(checkoutMachine, unknownCart, reached.get(state)!)
  const refused = (event: AnyEventObject) => [
    ...reached.get(event.type.endsWith('createPayment') ? 'placing' : 'payingWithWallet')!.steps,
    { event },
  ]

  // 'opening' only decides where the page starts; 'leaving' needs a cart the app already knows is empty.
  it('reaches every other state from a cart the app does not know yet', () => {
    expect([...reached.keys()].sort()).toEqual(
      states.filter((state) => state !== 'opening' && state !== 'leaving').sort(),
    )
  })

  it('leaves for /cart at once when the app knows the cart is empty', () => {
    const known = shortestPathPerState(
      getShortestPaths(checkoutMachine, { events: events as never, input: { ...unknownCart, items: [] } }),
    )
    expect(known.get('leaving')!.steps).toHaveLength(1)
    expect([...known.keys()]).toEqual(['leaving'])
  })

  it('places an order only with an address loaded', () => {
    expect(reached.get('placing')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadCart',
      'xstate.done.actor.loadAddresses',
      'order.place',
    ])
  })

  it('pays from the wallet only with an address loaded', () => {
    expect(reached.get('payingWithWallet')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadCart',
      'xstate.done.actor.loadAddresses',
      'wallet.pay',
    ])
  })

  it('logs a cart that did not load', () => {
    expect(effectsInto('error')).toEqual([{ type: 'logFailure', params: { error: new Error('Database unavailable') } }])
  })

  it('hands the payment token to /payment', () => {
    expect(effectsInto('paying')).toEqual([
      { type: 'navigate', params: { to: pathTo('payment', undefined, 'token=a.b.c') } },
    ])
  })

  it('tells the shopper a wallet order is placed and shows their orders', () => {
    expect(effectsInto('paidWithWallet')).toEqual([
      { type: 'orderPlaced', params: { _id: 'o1' } },
      { type: 'notify', params: { kind: 'success', message: ORDER_PLACED } },
      { type: 'navigate', params: { to: pathTo('profileOrders') } },
    ])
  })

  it('says why an order was refused and stays', () => {
    const error = new Error('Only 1 in stock')
    expect(
      effectsAlong(checkoutMachine, unknownCart, {
        steps: refused({ type: 'xstate.error.actor.createPayment', error }),
      }),
    ).toEqual([{ type: 'notify', params: { kind: 'error', message: 'Only 1 in stock' } }])
  })

  it("sends an unverified shopper to verify, with the server's word, from either way of paying", () => {
    const unverified = { ...unknownCart, pendingVerification: true }
    const error = new Error('Please verify your email first')
    for (const type of ['xstate.error.actor.createPayment', 'xstate.error.actor.payOrderWithWallet']) {
      expect(effectsAlong(checkoutMachine, unverified, { steps: refused({ type, error }) })).toEqual([
        { type: 'notify', params: { kind: 'error', message: 'Please verify your email first' } },
        { type: 'navigate', params: { to: pathTo('verification') } },
      ])
    }
  })
})
