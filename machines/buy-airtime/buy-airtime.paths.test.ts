import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletMessages } from '@/domain/wallet'
import { buyAirtimeMachine } from './buy-airtime.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

// Invoked actors and delays do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'phone.change', phone: '08031234567' },
  { type: 'amount.change', amount: '100' },
  { type: 'airtime.purchase' },
  { type: 'xstate.done.actor.buyAirtime', output: {} },
  { type: 'xstate.error.actor.buyAirtime', error: new Error('Insufficient funds. please add more funds') },
  { type: 'xstate.after.reloadDelay.buyAirtime.purchased' },
]

const states = leafStatesOf(buyAirtimeMachine.root)
const purchased = { type: 'notify', params: { kind: 'success', message: walletMessages.airtimePurchased } }

describe('buy airtime reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(buyAirtimeMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(buyAirtimeMachine, undefined, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
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

  it('tells the app nothing while the shopper types and the purchase is made', () => {
    expect(effectsInto('editing')).toEqual([])
    expect(effectsInto('purchasing')).toEqual([])
  })

  it('says the airtime was bought, then reloads the page after the delay', () => {
    expect(effectsInto('purchased')).toEqual([purchased])
    expect(effectsInto('reloading')).toEqual([purchased, { type: 'reload', params: undefined }])
  })

  it("says why a purchase was refused, with the server's word, and stays", () => {
    const error = new Error('Insufficient funds. please add more funds')
    const refused = {
      steps: [...reached.get('purchasing')!.steps, { event: { type: 'xstate.error.actor.buyAirtime', error } }],
    }
    expect(effectsAlong(buyAirtimeMachine, undefined, refused)).toEqual([
      { type: 'notify', params: { kind: 'error', message: 'Insufficient funds. please add more funds' } },
    ])
  })
})
