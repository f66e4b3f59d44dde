import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { walletMessages } from '@/domain/wallet'
import { withdrawMachine } from './withdraw.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'
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

const states = leafStatesOf(withdrawMachine.root)
const input = { balance: 2_000_000 }
const withdrawn = { type: 'notify', params: { kind: 'success', message: walletMessages.withdrawn } }

describe('withdraw reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(withdrawMachine, { events: events as never, input }))
  const effectsInto = (state: string) => effectsAlong(withdrawMachine, input, reached.get(state)!)
  const then = (state: string, event: AnyEventObject) => ({ steps: [...reached.get(state)!.steps, { event }] })

  // 'editing.checking' only chooses the next state: it is never rested in.
  it('reaches every resting state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual(states.filter((state) => state !== 'editing.checking').sort())
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

  it('tells the app nothing while the shopper fills the form, the account is looked up and the withdrawal is sent', () => {
    for (const state of ['editing.unverified', 'editing.verifying', 'editing.verified', 'submitting'])
      expect(effectsInto(state), state).toEqual([])
  })

  it('logs banks that did not load', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: new Error('Banks unavailable') } }])
  })

  it('shows why an account was not found in the form, logging nothing', () => {
    const lookupFailed = reached.get('editing.lookupFailed')!
    expect(effectsInto('editing.lookupFailed')).toEqual([])
    expect(snapshotAlong(withdrawMachine, input, lookupFailed).context.lookupMessage).toBe('No account')
  })

  it('says the withdrawal was made, then reloads the page after the delay', () => {
    expect(effectsInto('withdrawn')).toEqual([withdrawn])
    expect(
      effectsAlong(withdrawMachine, input, then('withdrawn', { type: 'xstate.after.reload.withdraw.withdrawn' })),
    ).toEqual([withdrawn, { type: 'reload', params: undefined }])
  })

  it("logs a refused withdrawal and shows the server's word in the form", () => {
    const error = new Error('refused')
    const refused = then('submitting', { type: 'xstate.error.actor.withdraw', error })
    expect(effectsAlong(withdrawMachine, input, refused)).toEqual([{ type: 'logFailure', params: { error } }])
    const after = snapshotAlong(withdrawMachine, input, refused)
    expect(after.value).toEqual({ editing: 'verified' })
    expect(after.context.message).toBe('refused')
  })
})
