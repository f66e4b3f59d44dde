import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletTransactionsMachine } from './wallet-transactions.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testTransaction, testTransactionPage } from '../wallet/test-wallet'

const refused = new Error('An error has occured while fetch transactions. please try again later')

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'transactions.retry' },
  { type: 'transactions.reload' },
  { type: 'transactions.more' },
  { type: 'xstate.done.actor.loadTransactions', output: testTransactionPage([testTransaction('t2')], 1, 2) },
  { type: 'xstate.done.actor.loadTransactions', output: testTransactionPage([]) },
  { type: 'xstate.error.actor.loadTransactions', error: refused },
]

const states = leafStatesOf(walletTransactionsMachine.root)

describe('wallet transactions reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(walletTransactionsMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(walletTransactionsMachine, undefined, reached.get(state)!)
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

  it('lists transactions, or none, telling the app nothing', () => {
    expect(effectsInto('listed')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
    expect(effectsInto('loadingMore')).toEqual([])
  })

  it("logs a first page that did not load and tells the shopper the server's word", () => {
    expect(effectsInto('failed')).toEqual(toldAndLogged)
  })

  it('logs a next page that did not load, says so and keeps the list', () => {
    const path = { steps: [...reached.get('loadingMore')!.steps, { event: events.at(-1)! }] }
    expect(effectsAlong(walletTransactionsMachine, undefined, path)).toEqual(toldAndLogged)
  })
})
