import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject, EventFromLogic } from 'xstate'
import { OTP_SENT, VERIFICATION_SUCCESS, type Session } from '@/domain/account'
import { pathTo } from '@/domain/routes'
import { otpMachine } from './otp.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

type OtpPathEvent = EventFromLogic<typeof otpMachine>

const refreshed: Session = { token: 'tok-verified', user: { email: 'tunde@example.com' } }

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState
// would raise, so every branch is explored.
const events = [
  { type: 'code.change', code: '1234' },
  { type: 'code.submit', code: '1234' },
  { type: 'code.submit', code: '12345' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.verifyOtp' },
  { type: 'xstate.error.actor.verifyOtp', error: new Error('Invalid OTP') },
  { type: 'xstate.done.actor.refreshToken', output: refreshed },
  { type: 'xstate.error.actor.refreshToken', error: new Error('Network down') },
  { type: 'xstate.after.redirect.otp.redirecting' },
  { type: 'xstate.done.actor.sendOtp' },
  { type: 'xstate.error.actor.sendOtp', error: new Error('Mail server unavailable') },
] as unknown as OtpPathEvent[]

const states = leafStatesOf(otpMachine.root)
const input = { email: 'tunde@example.com' }
const welcomed = [
  { type: 'storeSession', params: refreshed },
  { type: 'notify', params: { kind: 'success', message: VERIFICATION_SUCCESS } },
]

describe('otp reachability', () => {
  const paths = getShortestPaths(otpMachine, { events, input })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)
  const effectsInto = (state: string) => effectsAlong(otpMachine, input, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(otpMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state from the verification page', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('reaches verifying only with a 5-character code, telling the app nothing until it is checked', () => {
    const submit = reached.get('verifying')!.steps.at(-1)!.event
    expect(submit).toEqual({ type: 'code.submit', code: '12345' })
    expect(effectsInto('verifying')).toEqual([])
    expect(effectsInto('refreshingToken')).toEqual([])
  })

  it('keeps the refreshed session and says the email is verified, then goes to the profile after the delay', () => {
    expect(effectsInto('redirecting')).toEqual(welcomed)
    expect(effectsInto('verified')).toEqual([...welcomed, { type: 'navigate', params: { to: pathTo('profile') } }])
  })

  it("says why a code was refused, or the session could not be refreshed, with the server's word", () => {
    expect(after('verifying', { type: 'xstate.error.actor.verifyOtp', error: new Error('Invalid OTP') })).toEqual([
      { type: 'notify', params: { kind: 'error', message: 'Invalid OTP' } },
    ])
    expect(
      after('refreshingToken', { type: 'xstate.error.actor.refreshToken', error: new Error('Network down') }),
    ).toEqual([{ type: 'notify', params: { kind: 'error', message: 'Network down' } }])
  })

  it("says a new code was sent, or why not with the server's word", () => {
    expect(effectsInto('resending')).toEqual([])
    expect(after('resending', { type: 'xstate.done.actor.sendOtp' })).toEqual([
      { type: 'notify', params: { kind: 'success', message: OTP_SENT } },
    ])
    expect(
      after('resending', { type: 'xstate.error.actor.sendOtp', error: new Error('Mail server unavailable') }),
    ).toEqual([{ type: 'notify', params: { kind: 'error', message: 'Mail server unavailable' } }])
  })

  it('never resends twice on any path', () => {
    for (const path of paths) {
      const resends = path.steps.filter((step) => step.event.type === 'code.resend')
      const failures = path.steps.filter((step) => (step.event.type as string) === 'xstate.error.actor.sendOtp')
      expect(resends.length).toBeLessThanOrEqual(1 + failures.length)
    }
  })
})
