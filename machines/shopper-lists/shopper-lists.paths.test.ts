import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { shopperListsMachine } from './shopper-lists.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const product = testProduct('p')
const testCartLine = {
  _id: 'l1',
  productId: product,
  qty: 1,
  size: null,
  original_price: product.original_price,
  discounted_price: product.discounted_price,
}

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The
// lists are few and fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'cart.lineAdded', line: testCartLine },
  { type: 'cart.ordered', order: { orderedProducts: [] } },
  { type: 'wishlist.edited', change: { kind: 'removed', productId: 'p' } },
  { type: 'wishlist.changed' },
  { type: 'cart.replaced', items: [] },
  { type: 'wishlist.replaced', items: [] },
  { type: 'xstate.done.actor.loadCart', output: [] },
  { type: 'xstate.error.actor.loadCart', error: new Error('Network down') },
  { type: 'xstate.done.actor.loadWishlist', output: [] },
  { type: 'xstate.error.actor.loadWishlist', error: new Error('Network down') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = [
  'signedOut',
  'signedIn.cart.loading',
  'signedIn.cart.ready',
  'signedIn.cart.failed',
  'signedIn.wishlist.loading',
  'signedIn.wishlist.ready',
  'signedIn.wishlist.failed',
]

describe("the shopper's lists reachability", () => {
  const paths = getShortestPaths(shopperListsMachine, { events: events as never })
  const reached = shortestPathPerState(paths)
  const reachedLeaves = new Set([...reached.keys()].flatMap((key) => key.split(' + ')))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(shopperListsMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from a fresh page', () => {
    expect([...reachedLeaves].sort()).toEqual([...expectedStates].sort())
  })

  it('reaches both lists ready only through a sign-in', () => {
    const path = reached.get('signedIn.cart.ready + signedIn.wishlist.ready')
    expect(path, 'both lists are never ready').toBeDefined()
    expect(path!.steps.map((step) => step.event.type)).toContain('session.signedIn')
  })
})
