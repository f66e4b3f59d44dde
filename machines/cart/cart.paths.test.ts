import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { CartItem } from '@/domain/contract'
import { cartMachine, type CartInput } from './cart.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const phone = testProduct('phone', { original_price: 130000, discounted_price: 120000, is_stock: 3 })
const one: CartItem = {
  _id: 'l1',
  productId: phone,
  qty: 1,
  size: null,
  original_price: 130000,
  discounted_price: 120000,
}

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The
// answers are fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'line.increment', lineId: 'l1' },
  { type: 'line.decrement', lineId: 'l1' },
  { type: 'line.remove', lineId: 'l1' },
  { type: 'coupon.apply' },
  { type: 'coupon.remove' },
  { type: 'cart.retry' },
  { type: 'xstate.done.actor.loadCart', output: [one] },
  { type: 'xstate.error.actor.loadCart', error: new Error('Database unavailable') },
  { type: 'xstate.done.actor.updateCartItem', output: { ...one, qty: 2 } },
  { type: 'xstate.error.actor.updateCartItem', error: new Error('Only 3 in stock') },
  { type: 'xstate.done.actor.removeCartItem' },
  { type: 'xstate.error.actor.removeCartItem', error: new Error('Network down') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['opening', 'loading', 'error', 'empty', 'ready', 'updating', 'removing']

const unknownCart: CartInput = { items: null, couponApplied: false, pendingVerification: false }

describe('cart reachability', () => {
  const paths = getShortestPaths(cartMachine, { events: events as never, input: unknownCart })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(cartMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  // 'opening' only decides where a page starts: it is never rested in.
  it('reaches every resting state from a cart the app does not know yet', () => {
    expect([...reached.keys()].sort()).toEqual(expectedStates.filter((state) => state !== 'opening').sort())
  })

  it.each(expectedStates.filter((state) => state !== 'opening'))('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('opens on a known cart without loading it', () => {
    const known = shortestPathPerState(
      getShortestPaths(cartMachine, { events: events as never, input: { ...unknownCart, items: [one] } }),
    )
    expect(known.get('ready')!.steps).toHaveLength(1)
    expect(known.has('loading')).toBe(false)
    const empty = shortestPathPerState(
      getShortestPaths(cartMachine, { events: events as never, input: { ...unknownCart, items: [] } }),
    )
    expect(empty.get('empty')!.steps).toHaveLength(1)
  })

  it('empties the cart only through a removal', () => {
    const removal = reached.get('empty')!
    // From the unknown cart: loaded with one line, its removal answered.
    expect(removal.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadCart',
      'line.decrement',
      'xstate.done.actor.removeCartItem',
    ])
  })
})
