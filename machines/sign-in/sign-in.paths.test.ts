import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { EventFromLogic } from 'xstate'
import type { Session } from '@/domain/account'
import { signInMachine } from './sign-in.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

type SignInPathEvent = EventFromLogic<typeof signInMachine>

const verified: Session = { token: 'tok-1', user: { email: 'ada@example.com' } }
const unverified: Session = { token: 'tok-2', user: { email: 'tunde@example.com', verificationCode: '48213' } }

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState
// would raise. Field values are few and fixed so the context space stays small.
const events = [
  { type: 'field.change', field: 'email', value: 'ada@example.com' },
  { type: 'field.change', field: 'password', value: 'secret' },
  { type: 'form.submit' },
  { type: 'signIn.google', oauthToken: 'google-credential' },
  { type: 'signIn.apple', appleToken: 'apple-token' },
  { type: 'xstate.done.actor.signIn', output: verified },
  { type: 'xstate.done.actor.signIn', output: unverified },
  { type: 'xstate.error.actor.signIn', error: new Error('Invalid email or password') },
  { type: 'xstate.after.otpDelay.signIn.success.waitingToSendOtp' },
  { type: 'xstate.done.actor.sendOtp' },
  { type: 'xstate.error.actor.sendOtp', error: new Error('Mail server unavailable') },
] as unknown as SignInPathEvent[]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = [
  'idle',
  'submitting',
  'error',
  'success.waitingToSendOtp',
  'success.sendingOtp',
  'success.redirected',
]

describe('sign-in reachability', () => {
  const paths = getShortestPaths(signInMachine, { events, input: {} })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(signInMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from an empty form', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    const path = reached.get(state)
    expect(path, `no path reaches ${state}`).toBeDefined()
    expect(path!.steps[0]?.event.type).toBe('xstate.init')
  })

  it('reaches submitting fastest through a social sign-in, which needs no form', () => {
    const types = reached.get('submitting')!.steps.map((step) => step.event.type)
    expect(types).toHaveLength(2)
    expect(['signIn.google', 'signIn.apple']).toContain(types[1])
  })

  it('reaches the OTP only for a user with a verification code', () => {
    const steps = reached.get('success.sendingOtp')!.steps.map((step) => step.event)
    expect(steps).toContainEqual(expect.objectContaining({ type: 'xstate.done.actor.signIn', output: unverified }))
  })
})
