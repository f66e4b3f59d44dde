import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject, EventFromLogic } from 'xstate'
import { OTP_SENT, type Session } from '@/domain/account'
import { pathTo } from '@/domain/routes'
import { signInMachine } from './sign-in.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

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

const states = leafStatesOf(signInMachine.root)

describe('sign-in reachability', () => {
  const paths = getShortestPaths(signInMachine, { events, input: {} })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)
  const effectsInto = (state: string) => effectsAlong(signInMachine, {}, reached.get(state)!)
  /** The effects of the shortest path into `state`, followed by `event`. */
  const effectsAfter = (state: string, event: AnyEventObject) =>
    effectsAlong(signInMachine, {}, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state from an empty form', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it.each(states)('reaches %s by a shortest path', (state) => {
    const path = reached.get(state)
    expect(path, `no path reaches ${state}`).toBeDefined()
    expect(path!.steps[0]?.event.type).toBe('xstate.init')
  })

  it('reaches submitting fastest through a social sign-in, which needs no form', () => {
    const types = reached.get('submitting')!.steps.map((step) => step.event.type)
    expect(types).toHaveLength(2)
    expect(['signIn.google', 'signIn.apple']).toContain(types[1])
  })

  it('asks nothing of the app while the form is edited or refused', () => {
    expect(effectsInto('submitting')).toEqual([])
    expect(effectsInto('error')).toEqual([])
  })

  it('stores a verified session and goes on to the profile', () => {
    expect(effectsInto('success.redirected')).toEqual([
      { type: 'storeSession', params: verified },
      { type: 'navigate', params: { to: pathTo('profile') } },
    ])
  })

  it('stores an unverified session and waits before sending the code', () => {
    expect(effectsInto('success.waitingToSendOtp')).toEqual([{ type: 'storeSession', params: unverified }])
    const steps = reached.get('success.sendingOtp')!.steps.map((step) => step.event)
    expect(steps).toContainEqual(expect.objectContaining({ type: 'xstate.done.actor.signIn', output: unverified }))
  })

  it('says the code was sent and goes to /verification', () => {
    expect(effectsAfter('success.sendingOtp', { type: 'xstate.done.actor.sendOtp' })).toEqual([
      { type: 'storeSession', params: unverified },
      { type: 'notify', params: { kind: 'success', message: OTP_SENT } },
      { type: 'navigate', params: { to: pathTo('verification') } },
    ])
  })

  it("goes to /verification with the server's word when the code could not be sent", () => {
    const failed = { type: 'xstate.error.actor.sendOtp', error: new Error('Mail server unavailable') }
    expect(effectsAfter('success.sendingOtp', failed)).toEqual([
      { type: 'storeSession', params: unverified },
      { type: 'notify', params: { kind: 'error', message: 'Mail server unavailable' } },
      { type: 'navigate', params: { to: pathTo('verification') } },
    ])
  })
})
