import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { EventFromLogic } from 'xstate'
import type { Session } from '@/domain/account'
import { signUpMachine } from './sign-up.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

type SignUpPathEvent = EventFromLogic<typeof signUpMachine>

const pending: Session = { token: 'tok-new', user: { email: 'ada@example.com', verificationCode: '48213' } }
const ready: Session = { token: 'tok-ready', user: { email: 'ada@example.com' } }

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
// Field values are few and fixed so the context space stays small.
const events = [
  { type: 'field.change', field: 'email', value: 'ada@example.com' },
  { type: 'field.change', field: 'password', value: 'abcd' },
  { type: 'field.change', field: 'acceptTerms', value: true },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.signUp', output: pending },
  { type: 'xstate.done.actor.signUp', output: ready },
  { type: 'xstate.error.actor.signUp', error: new Error('Email already exists') },
] as unknown as SignUpPathEvent[]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['idle', 'submitting', 'error', 'success']

describe('sign-up reachability', () => {
  const paths = getShortestPaths(signUpMachine, { events })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(signUpMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from an empty form', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    const path = reached.get(state)
    expect(path, `no path reaches ${state}`).toBeDefined()
    expect(path!.steps[0]?.event.type).toBe('xstate.init')
  })

  it('reaches submitting only after email, password and terms are filled in', () => {
    const types = reached.get('submitting')!.steps.map((step) => step.event)
    expect(types.slice(1)).toEqual([
      expect.objectContaining({ type: 'field.change' }),
      expect.objectContaining({ type: 'field.change' }),
      expect.objectContaining({ type: 'field.change' }),
      { type: 'form.submit' },
    ])
  })
})
