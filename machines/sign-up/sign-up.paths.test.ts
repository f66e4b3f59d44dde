import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject, EventFromLogic } from 'xstate'
import { greetingName, signedUpMessage, type Session } from '@/domain/account'
import { pathTo } from '@/domain/routes'
import { signUpMachine } from './sign-up.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

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

const states = leafStatesOf(signUpMachine.root)
const greeted = { kind: 'success', message: signedUpMessage(greetingName({ email: 'ada@example.com' })) }

describe('sign-up reachability', () => {
  const paths = getShortestPaths(signUpMachine, { events })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)
  /** The effects of the shortest path into `state`, followed by `event`. */
  const effectsAfter = (state: string, event: AnyEventObject) =>
    effectsAlong(signUpMachine, undefined, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state from an empty form', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it.each(states)('reaches %s by a shortest path', (state) => {
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

  it('asks nothing of the app until the server answers, nor when it refuses', () => {
    expect(effectsAlong(signUpMachine, undefined, reached.get('submitting')!)).toEqual([])
    expect(effectsAlong(signUpMachine, undefined, reached.get('error')!)).toEqual([])
  })

  it('greets a new user whose email needs verifying, stores the session and goes to /verification', () => {
    const done = { type: 'xstate.done.actor.signUp', output: pending }
    expect(effectsAfter('submitting', done)).toEqual([
      { type: 'storeSession', params: pending },
      { type: 'notify', params: greeted },
      { type: 'navigate', params: { to: pathTo('verification') } },
    ])
  })

  it('greets a new user with nothing to verify, stores the session and goes home', () => {
    const done = { type: 'xstate.done.actor.signUp', output: ready }
    expect(effectsAfter('submitting', done)).toEqual([
      { type: 'notify', params: greeted },
      { type: 'storeSession', params: ready },
      { type: 'navigate', params: { to: pathTo('home') } },
    ])
  })
})
