import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { Address, CartItem } from '@/domain/contract'
import { checkoutMachine, type CheckoutInput } from './checkout.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const phone = testProduct('phone', { original_price: 130000, discounted_price: 120000, is_stock: 3 })
const one: CartItem = { _id: 'l1', productId: phone, qty: 1, size: null, original_price: 130000, discounted_price: 120000 }
const home: Address = { _id: 'a1', name: 'Ada Obi', street: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', country: 'Nigeria', pincode: null, phone: '08031234567' }

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

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = [
  'opening',
  'loadingCart',
  'loadingAddresses',
  'error',
  'empty',
  'leaving',
  'ready',
  'placing',
  'paying',
  'payingWithWallet',
  'paidWithWallet',
  'fundingWallet',
]

const unknownCart: CheckoutInput = { items: null, couponApplied: false, pendingVerification: false }

describe('checkout reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(checkoutMachine, { events: events as never, input: unknownCart }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(checkoutMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  // 'opening' only decides where the page starts; 'leaving' needs a cart the app already knows is empty.
  it('reaches every other state from a cart the app does not know yet', () => {
    expect([...reached.keys()].sort()).toEqual(expectedStates.filter((state) => state !== 'opening' && state !== 'leaving').sort())
  })

  it('leaves for /cart at once when the app knows the cart is empty', () => {
    const known = shortestPathPerState(getShortestPaths(checkoutMachine, { events: events as never, input: { ...unknownCart, items: [] } }))
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
})
