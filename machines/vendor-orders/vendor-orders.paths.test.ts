import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { vendorOrdersMachine } from './vendor-orders.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testVendorOrderLine, testVendorOrderPage } from './test-vendor-orders'

const refused = new Error('Your orders could not be loaded just now. Please try again.')

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'orders.retry' },
  { type: 'orders.more' },
  {
    type: 'xstate.done.actor.loadVendorOrders',
    output: testVendorOrderPage([testVendorOrderLine('6650000000000000000000a1')], 1, 2),
  },
  { type: 'xstate.done.actor.loadVendorOrders', output: testVendorOrderPage([]) },
  { type: 'xstate.error.actor.loadVendorOrders', error: refused },
]

const states = leafStatesOf(vendorOrdersMachine.root)

describe('vendor orders reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(vendorOrdersMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(vendorOrdersMachine, undefined, reached.get(state)!)
  const toldAndLogged = [
    { type: 'logFailure', params: { error: refused } },
    { type: 'notify', params: { kind: 'error', message: refused.message } },
  ]

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('loads more only from a list that has a next page', () => {
    expect(reached.get('loadingMore')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadVendorOrders',
      'orders.more',
    ])
    const lastPageOnly = events.filter(
      (event) => event.type !== 'xstate.done.actor.loadVendorOrders' || event.output.nextPage === null,
    )
    expect(
      shortestPathPerState(getShortestPaths(vendorOrdersMachine, { events: lastPageOnly as never })).has('loadingMore'),
    ).toBe(false)
  })

  it('lists lines, or none, telling the app nothing', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
    expect(effectsInto('loadingMore')).toEqual([])
  })

  it('logs a first page that did not load and tells the vendor', () => {
    expect(effectsInto('failed')).toEqual(toldAndLogged)
  })

  it('logs a next page that did not load, says so and keeps the list', () => {
    const path = { steps: [...reached.get('loadingMore')!.steps, { event: events.at(-1)! }] }
    expect(effectsAlong(vendorOrdersMachine, undefined, path)).toEqual(toldAndLogged)
  })
})
