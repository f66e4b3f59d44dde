import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { wishlistToggleMachine } from './wishlist-toggle.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const product = testProduct('camon')

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'wishlist.toggle', signedIn: false, saved: false },
  { type: 'wishlist.toggle', signedIn: true, saved: false },
  { type: 'wishlist.toggle', signedIn: true, saved: true },
  {
    type: 'xstate.done.actor.addWishlistItem',
    output: { _id: 'w-1', productId: product, createdAt: '2026-11-24T09:00:00.000Z' },
  },
  { type: 'xstate.error.actor.addWishlistItem', error: new Error('Network down') },
  { type: 'xstate.done.actor.removeWishlistItem' },
  { type: 'xstate.error.actor.removeWishlistItem', error: new Error('Network down') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['idle', 'adding', 'removing']

describe('wishlist toggle reachability', () => {
  const paths = getShortestPaths(wishlistToggleMachine, { events: events as never, input: { product } })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(wishlistToggleMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from a fresh heart', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it('adds only for a signed-in shopper and a product not saved', () => {
    expect(reached.get('adding')!.steps.at(-1)!.event).toEqual({
      type: 'wishlist.toggle',
      signedIn: true,
      saved: false,
    })
    expect(reached.get('removing')!.steps.at(-1)!.event).toEqual({
      type: 'wishlist.toggle',
      signedIn: true,
      saved: true,
    })
  })
})
