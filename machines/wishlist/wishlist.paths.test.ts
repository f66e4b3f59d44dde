import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { WishlistItem } from '@/domain/contract'
import { wishlistMachine } from './wishlist.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testProduct } from '../lib/test-product'

const camon: WishlistItem = { _id: 'w-camon', productId: testProduct('camon'), createdAt: '2026-11-24T09:00:00.000Z' }

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The
// list is one product so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'wishlist.retry' },
  { type: 'item.remove', productId: 'camon' },
  { type: 'xstate.done.actor.loadWishlist', output: [camon] },
  { type: 'xstate.error.actor.loadWishlist', error: new Error('Network down') },
  { type: 'xstate.done.actor.removeWishlistItem' },
  { type: 'xstate.error.actor.removeWishlistItem', error: new Error('Network down') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['loading', 'failed', 'filled', 'empty', 'removing']

describe('the wishlist page reachability', () => {
  const paths = getShortestPaths(wishlistMachine, { events: events as never, input: { items: null } })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(wishlistMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from a page the app had no list for', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it('reaches the empty page only by removing the last product', () => {
    const types = reached.get('empty')!.steps.map((step) => step.event.type)
    expect(types).toContain('xstate.done.actor.removeWishlistItem')
  })
})
