import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { buyDataMachine } from './buy-data.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { mtnMonthly } from './test-plans'

// Invoked actors and delays do not run during traversal: their outcomes are fed in as the events XState would raise.
// The answers are fixed so the context space stays small.
const events: AnyEventObject[] = [
  { type: 'phone.change', phone: '08031234567' },
  { type: 'plan.choose', planId: mtnMonthly._id },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'data.purchase' },
  { type: 'plans.retry' },
  { type: 'xstate.done.actor.loadPlans', output: [mtnMonthly] },
  { type: 'xstate.error.actor.loadPlans', error: new Error('VTU unavailable') },
  { type: 'xstate.done.actor.buyDataPlan', output: {} },
  { type: 'xstate.error.actor.buyDataPlan', error: new Error('Insufficient funds. please add more funds') },
  { type: 'xstate.after.reloadDelay.buyData.purchased' },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['loadingPlans', 'plansFailed', 'choosing', 'reviewing', 'purchasing', 'purchased', 'reloading']

describe('buy data reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(buyDataMachine, { events: events as never }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(buyDataMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('reaches the summary only with a phone and a plan', () => {
    expect(reached.get('reviewing')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadPlans',
      'phone.change',
      'plan.choose',
      'step.continue',
    ])
  })

  it('never reaches the summary without a phone', () => {
    const withoutPhone = shortestPathPerState(
      getShortestPaths(buyDataMachine, { events: events.filter((event) => event.type !== 'phone.change') as never }),
    )
    expect(withoutPhone.has('reviewing')).toBe(false)
  })
})
