import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletTransactionsMachine } from './wallet-transactions.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testTransaction, testTransactionPage } from '../wallet/test-wallet'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'transactions.retry' },
  { type: 'transactions.reload' },
  { type: 'transactions.more' },
  { type: 'xstate.done.actor.loadTransactions', output: testTransactionPage([testTransaction('t2')], 1, 2) },
  { type: 'xstate.done.actor.loadTransactions', output: testTransactionPage([]) },
  {
    type: 'xstate.error.actor.loadTransactions',
    error: new Error('An error has occured while fetch transactions. please try again later'),
  },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['loading', 'failed', 'empty', 'listed', 'loadingMore']

describe('wallet transactions reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(walletTransactionsMachine, { events: events as never }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(walletTransactionsMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    expect(reached.get(state)!.steps[0]!.event.type).toBe('xstate.init')
  })

  it('loads more only from a list that has a next page', () => {
    expect(reached.get('loadingMore')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadTransactions',
      'transactions.more',
    ])
    const lastPageOnly = events.filter(
      (event) => event.type !== 'xstate.done.actor.loadTransactions' || event.output.nextPage === null,
    )
    expect(
      shortestPathPerState(getShortestPaths(walletTransactionsMachine, { events: lastPageOnly as never })).has(
        'loadingMore',
      ),
    ).toBe(false)
  })
})
