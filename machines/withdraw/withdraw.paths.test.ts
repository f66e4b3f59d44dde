import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { withdrawMachine } from './withdraw.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testTransaction } from '../wallet/test-wallet'

// Invoked actors and delays do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  {
    type: 'xstate.done.actor.loadSettings',
    output: { banks: [{ name: 'Access Bank', code: '044' }], feePercent: null },
  },
  { type: 'xstate.error.actor.loadSettings', error: new Error('Banks unavailable') },
  { type: 'withdraw.retry' },
  { type: 'amount.change', amount: '1000' },
  { type: 'bank.change', bankCode: '044' },
  { type: 'accountNumber.change', accountNumber: '0690000031' },
  { type: 'xstate.done.actor.verifyAccount', output: 'Ada Obi' },
  { type: 'xstate.error.actor.verifyAccount', error: new Error('No account') },
  { type: 'withdraw.submit' },
  { type: 'xstate.done.actor.withdraw', output: testTransaction('t1', { type: 'withdrawal' }) },
  { type: 'xstate.error.actor.withdraw', error: new Error('refused') },
  { type: 'xstate.after.reload.withdraw.withdrawn' },
]

// Written out by hand so that dropping or renaming a state fails here; 'editing.checking' only chooses the next.
const expectedStates = [
  'loading',
  'failed',
  'editing.checking',
  'editing.unverified',
  'editing.verifying',
  'editing.lookupFailed',
  'editing.verified',
  'submitting',
  'withdrawn',
]

describe('withdraw reachability', () => {
  const reached = shortestPathPerState(
    getShortestPaths(withdrawMachine, { events: events as never, input: { balance: 2_000_000 } }),
  )

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(withdrawMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates.filter((state) => state !== 'editing.checking'))('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('submits only a verified account with an amount', () => {
    const steps = reached.get('submitting')!.steps.map((step) => step.event.type)
    expect(steps).toContain('xstate.done.actor.verifyAccount')
    expect(steps).toContain('amount.change')
    expect(steps.at(-1)).toBe('withdraw.submit')
  })

  it('never submits with a balance that cannot cover the amount and its fee', () => {
    const poor = shortestPathPerState(
      getShortestPaths(withdrawMachine, { events: events as never, input: { balance: 100_000 } }),
    )
    expect(poor.has('submitting')).toBe(false)
  })
})
