import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { signInModalMachine } from './sign-in-modal.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise, so
// every branch (a closed provider window, Google's and Apple's refusals) is explored. Routes are few and fixed so
// the context space stays small.
const events: AnyEventObject[] = [
  { type: 'modal.open', from: '/cart' },
  { type: 'modal.close' },
  { type: 'provider.continue', provider: 'google' },
  { type: 'provider.continue', provider: 'apple', from: null },
  { type: 'xstate.done.actor.requestIdToken', output: 'id-token' },
  { type: 'xstate.done.actor.requestIdToken', output: null },
  { type: 'xstate.error.actor.requestIdToken', error: new Error('popup blocked') },
  { type: 'xstate.done.actor.signInWithProvider' },
  { type: 'xstate.error.actor.signInWithProvider', error: new Error('Apple account not linked') },
]

// Written out by hand so that dropping or renaming a state fails here. `settled` and `failed` only decide where
// to go next: the machine passes through them and never rests there.
const restingStates = ['closed', 'open', 'awaitingToken', 'signingIn', 'error']
const passingStates = ['settled', 'failed']

describe('sign-in modal reachability', () => {
  const paths = getShortestPaths(signInModalMachine, { events: events as never })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(signInModalMachine.root).sort()).toEqual([...restingStates, ...passingStates].sort())
  })

  it('rests in every resting state from a fresh page', () => {
    expect([...reached.keys()].sort()).toEqual([...restingStates].sort())
  })

  it('shows an error only after a sign-in started in the modal was refused', () => {
    const steps = reached.get('error')!.steps.map((step) => step.event.type)
    expect(steps).toContain('modal.open')
    expect(steps.at(-1)).toMatch(/^xstate\.error\.actor\./)
  })

  it('reaches signingIn only with a token', () => {
    const steps = reached.get('signingIn')!.steps.map((step) => step.event)
    expect(steps.at(-1)).toMatchObject({ type: 'xstate.done.actor.requestIdToken', output: 'id-token' })
  })
})
