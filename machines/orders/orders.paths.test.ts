import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ordersMachine } from './orders.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testOrder } from './test-order'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'orders.retry' },
  { type: 'xstate.done.actor.loadOrders', output: [testOrder('o1')] },
  { type: 'xstate.done.actor.loadOrders', output: [] },
  { type: 'xstate.error.actor.loadOrders', error: new Error('Database unavailable') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['loading', 'failed', 'empty', 'listed']

describe('orders reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(ordersMachine, { events: events as never }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(ordersMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('lists orders only on an answer that holds some', () => {
    const retried = shortestPathPerState(
      getShortestPaths(ordersMachine, {
        events: events.filter(
          (event) => event.type !== 'xstate.done.actor.loadOrders' || event.output.length === 0,
        ) as never,
      }),
    )
    expect(retried.has('listed')).toBe(false)
    expect(reached.get('listed')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadOrders',
    ])
  })
})
