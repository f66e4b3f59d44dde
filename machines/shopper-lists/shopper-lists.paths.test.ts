import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { shopperListsMachine, shopperListsSelectors } from './shopper-lists.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'
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

// 'opening' (the lists' and each list's) only decides where they start.
const states = leafStatesOf(shopperListsMachine.root).filter((state) => !state.endsWith('opening'))
const input = {}

describe("the shopper's lists reachability", () => {
  const paths = getShortestPaths(shopperListsMachine, { events: events as never })
  const reached = shortestPathPerState(paths)
  const reachedLeaves = new Set([...reached.keys()].flatMap((key) => key.split(' + ')))
  const effectsInto = (state: string) => effectsAlong(shopperListsMachine, input, reached.get(state)!)

  it('reaches every state from a fresh page', () => {
    expect([...reachedLeaves].sort()).toEqual([...states].sort())
  })

  it('reaches both lists ready only through a sign-in, logging nothing', () => {
    const path = reached.get('signedIn.cart.ready + signedIn.wishlist.ready')
    expect(path, 'both lists are never ready').toBeDefined()
    expect(path!.steps.map((step) => step.event.type)).toContain('session.signedIn')
    expect(effectsInto('signedIn.cart.ready + signedIn.wishlist.ready')).toEqual([])
  })

  it('logs each list that did not load, naming it', () => {
    expect(effectsInto('signedIn.cart.failed + signedIn.wishlist.loading')).toEqual([
      { type: 'logFailure', params: { list: 'cart', error: new Error('Network down') } },
    ])
    expect(effectsInto('signedIn.cart.loading + signedIn.wishlist.failed')).toEqual([
      { type: 'logFailure', params: { list: 'wishlist', error: new Error('Network down') } },
    ])
  })

  it('counts a line added to a ready cart at once, and loads the cart again after an order', () => {
    const ready = reached.get('signedIn.cart.ready + signedIn.wishlist.ready')!.steps
    const added = snapshotAlong(shopperListsMachine, input, {
      steps: [...ready, { event: { type: 'cart.lineAdded', line: testCartLine } }],
    })
    expect(shopperListsSelectors.cartQuantity(added)).toBe(1)
    expect(added.matches({ signedIn: { cart: 'ready' } })).toBe(true)
    const ordered = snapshotAlong(shopperListsMachine, input, {
      steps: [...ready, { event: { type: 'cart.ordered', order: { orderedProducts: [] } } }],
    })
    expect(ordered.matches({ signedIn: { cart: 'loading' } })).toBe(true)
  })

  it('forgets the lists when the shopper signs out', () => {
    const ready = reached.get('signedIn.cart.ready + signedIn.wishlist.ready')!.steps
    const out = snapshotAlong(shopperListsMachine, input, {
      steps: [
        ...ready,
        { event: { type: 'cart.lineAdded', line: testCartLine } },
        { event: { type: 'session.signedOut' } },
      ],
    })
    expect(out.value).toBe('signedOut')
    expect(shopperListsSelectors.cartQuantity(out)).toBe(0)
  })
})
