import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { buyAirtimeMachine } from './buy-airtime.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

// Invoked actors and delays do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'phone.change', phone: '08031234567' },
  { type: 'amount.change', amount: '100' },
  { type: 'airtime.purchase' },
  { type: 'xstate.done.actor.buyAirtime', output: {} },
  { type: 'xstate.error.actor.buyAirtime', error: new Error('Insufficient funds. please add more funds') },
  { type: 'xstate.after.reloadDelay.buyAirtime.purchased' },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['editing', 'purchasing', 'purchased', 'reloading']

describe('buy airtime reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(buyAirtimeMachine, { events: events as never }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(buyAirtimeMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('purchases only with a phone and an amount', () => {
    expect(reached.get('purchasing')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'phone.change',
      'amount.change',
      'airtime.purchase',
    ])
    const belowMinimum = shortestPathPerState(
      getShortestPaths(buyAirtimeMachine, {
        events: events.map((event) =>
          event.type === 'amount.change' ? { type: 'amount.change', amount: '49' } : event,
        ) as never,
      }),
    )
    expect(belowMinimum.has('purchasing')).toBe(false)
  })
})
