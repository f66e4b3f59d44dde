import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ordersMachine } from './orders.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testOrder } from './test-order'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'orders.retry' },
  { type: 'orders.changed', order: testOrder('o1', { status: 'Delivered' }) },
  { type: 'xstate.done.actor.loadOrders', output: [testOrder('o1')] },
  { type: 'xstate.done.actor.loadOrders', output: [] },
  { type: 'xstate.error.actor.loadOrders', error: new Error('Database unavailable') },
]

const states = leafStatesOf(ordersMachine.root).filter((state) => state !== 'opening')

describe('orders reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(ordersMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(ordersMachine, {}, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
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

  it('shows the orders, or none, telling the app nothing', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
  })

  it('takes an order answered anew without leaving the list or telling the app anything', () => {
    const changed = getShortestPaths(ordersMachine, { events: events as never }).filter(
      (path) => path.steps.at(-1)?.event.type === 'orders.changed',
    )
    expect(changed.map((path) => path.state.value)).toEqual(['listed'])
    expect(effectsAlong(ordersMachine, {}, changed[0]!)).toEqual([])
  })

  it('only logs orders that did not load', () => {
    expect(effectsInto('failed')).toEqual([
      { type: 'logFailure', params: { error: new Error('Database unavailable') } },
    ])
  })
})
