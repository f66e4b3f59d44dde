import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletMachine } from './wallet.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testNotice, testWallet } from './test-wallet'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'wallet.reload' },
  { type: 'xstate.done.actor.loadWallet', output: testWallet() },
  { type: 'xstate.error.actor.loadWallet', error: new Error('Error, Please try again later') },
  { type: 'xstate.done.actor.loadWallet', output: testWallet(20000, [testNotice('65a1f0c2e4b0a1b2c3d4e5f6')]) },
  { type: 'notices.dismiss' },
  { type: 'xstate.done.actor.acknowledgeNotices', output: testWallet(20000) },
  { type: 'xstate.error.actor.acknowledgeNotices', error: new Error('offline') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['loading', 'ready', 'failed', 'dismissingNotices']

describe('wallet reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(walletMachine, { events: events as never }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(walletMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('is ready only once the wallet has been read', () => {
    expect(reached.get('ready')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadWallet',
    ])
  })

  it('dismisses notices only when the wallet it read has some', () => {
    expect(reached.get('dismissingNotices')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadWallet',
      'notices.dismiss',
    ])
  })
})
