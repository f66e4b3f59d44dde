import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { navCountsMachine } from './nav-counts.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'


// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The
// counts are few and fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'cart.changed' },
  { type: 'wishlist.changed' },
  { type: 'counts.refresh' },
  { type: 'xstate.done.actor.cartQuantity', output: 2 },
  { type: 'xstate.error.actor.cartQuantity', error: new Error('Network down') },
  { type: 'xstate.done.actor.wishlistCount', output: 5 },
  { type: 'xstate.error.actor.wishlistCount', error: new Error('Network down') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['signedOut', 'signedIn.cart.loading', 'signedIn.cart.ready', 'signedIn.wishlist.loading', 'signedIn.wishlist.ready']

describe('navigation counts reachability', () => {
  const paths = getShortestPaths(navCountsMachine, { events: events as never })
  const reached = shortestPathPerState(paths)
  const reachedLeaves = new Set([...reached.keys()].flatMap((key) => key.split(' + ')))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(navCountsMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from a fresh page', () => {
    expect([...reachedLeaves].sort()).toEqual([...expectedStates].sort())
  })

  it('reaches both counts ready only through a sign-in', () => {
    const path = reached.get('signedIn.cart.ready + signedIn.wishlist.ready')
    expect(path, 'both counts are never ready').toBeDefined()
    expect(path!.steps.map((step) => step.event.type)).toContain('session.signedIn')
  })
})
