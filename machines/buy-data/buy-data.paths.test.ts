import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletMessages } from '@/domain/wallet'
import { buyDataMachine } from './buy-data.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
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

// `opening` decides at once whether the plans came with the page; nothing rests in it.
const states = leafStatesOf(buyDataMachine.root).filter((state) => state !== 'opening')
const purchased = { type: 'notify', params: { kind: 'success', message: walletMessages.dataPurchased } }

describe('buy data reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(buyDataMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(buyDataMachine, {}, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
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

  it('tells the app nothing while the plans load, the shopper chooses and the purchase is made', () => {
    expect(effectsInto('choosing')).toEqual([])
    expect(effectsInto('reviewing')).toEqual([])
    expect(effectsInto('purchasing')).toEqual([])
  })

  it("logs plans that did not load and tells the shopper the server's word", () => {
    expect(effectsInto('plansFailed')).toEqual([
      { type: 'logFailure', params: { error: new Error('VTU unavailable') } },
      { type: 'notify', params: { kind: 'error', message: 'VTU unavailable' } },
    ])
  })

  it('says the data was bought, then reloads the page after the delay', () => {
    expect(effectsInto('purchased')).toEqual([purchased])
    expect(effectsInto('reloading')).toEqual([purchased, { type: 'reload', params: undefined }])
  })

  it("says why a purchase was refused, with the server's word, and keeps the summary", () => {
    const error = new Error('Insufficient funds. please add more funds')
    const refused = {
      steps: [...reached.get('purchasing')!.steps, { event: { type: 'xstate.error.actor.buyDataPlan', error } }],
    }
    expect(effectsAlong(buyDataMachine, {}, refused)).toEqual([
      { type: 'notify', params: { kind: 'error', message: 'Insufficient funds. please add more funds' } },
    ])
  })
})
