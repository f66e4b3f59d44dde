import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletMachine } from './wallet.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
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

const states = leafStatesOf(walletMachine.root)

describe('wallet reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(walletMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(walletMachine, undefined, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(walletMachine, undefined, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('is ready only once the wallet has been read, telling the app nothing', () => {
    expect(reached.get('ready')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadWallet',
    ])
    expect(effectsInto('ready')).toEqual([])
  })

  it('logs a wallet that did not load', () => {
    expect(effectsInto('failed')).toEqual([
      { type: 'logFailure', params: { error: new Error('Error, Please try again later') } },
    ])
  })

  it('dismisses notices only when the wallet it read has some', () => {
    expect(reached.get('dismissingNotices')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadWallet',
      'notices.dismiss',
    ])
    expect(effectsInto('dismissingNotices')).toEqual([])
  })

  it('logs notices the server did not hear were seen, and logs nothing when it did', () => {
    const error = new Error('offline')
    expect(after('dismissingNotices', { type: 'xstate.error.actor.acknowledgeNotices', error })).toEqual([
      { type: 'logFailure', params: { error } },
    ])
    expect(
      after('dismissingNotices', { type: 'xstate.done.actor.acknowledgeNotices', output: testWallet(20000) }),
    ).toEqual([])
  })
})
