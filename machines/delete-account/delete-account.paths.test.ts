import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ACCOUNT_DELETED } from '@/domain/account-recovery'
import { pathTo } from '@/domain/routes'
import { deleteAccountMachine } from './delete-account.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const input = { accountEmail: 'ada@oja.test' }
const refusal = new Error('A withdrawal from your wallet is still being paid out')
// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'deletion.open' },
  { type: 'deletion.close' },
  { type: 'email.change', value: 'someone@oja.test' },
  { type: 'email.change', value: 'ADA@oja.test' },
  { type: 'deletion.confirm' },
  { type: 'xstate.done.actor.deleteAccount', output: undefined },
  { type: 'xstate.error.actor.deleteAccount', error: refusal },
]

describe('delete my account reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(deleteAccountMachine, { events: events as never, input }))
  const effectsInto = (state: string) => effectsAlong(deleteAccountMachine, input, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual(leafStatesOf(deleteAccountMachine.root).sort())
  })

  it("deletes only after the account's email was typed", () => {
    const steps = reached.get('deleting')!.steps.map((step) => step.event)
    expect(steps.at(-2)).toEqual({ type: 'email.change', value: 'ADA@oja.test' })
    expect(steps.at(-1)!.type).toBe('deletion.confirm')
    expect(effectsInto('deleting')).toEqual([])
  })

  it('ends the session here and goes home with the notice', () => {
    expect(effectsInto('deleted')).toEqual([
      { type: 'endSession', params: { message: ACCOUNT_DELETED, to: pathTo('home') } },
    ])
  })

  it('logs a refusal, shown in the dialog', () => {
    expect(effectsInto('refused')).toEqual([{ type: 'logFailure', params: { error: refusal } }])
  })
})
