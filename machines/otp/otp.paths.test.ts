import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { EventFromLogic } from 'xstate'
import type { Session } from '@/domain/account'
import { otpMachine } from './otp.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

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

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['enteringCode', 'verifying', 'refreshingToken', 'redirecting', 'verified', 'resending']

describe('otp reachability', () => {
  const paths = getShortestPaths(otpMachine, { events, input: { email: 'tunde@example.com' } })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(otpMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from the verification page', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    const path = reached.get(state)
    expect(path, `no path reaches ${state}`).toBeDefined()
    expect(path!.steps[0]?.event.type).toBe('xstate.init')
  })

  it('reaches verifying only with a 5-character code', () => {
    const submit = reached.get('verifying')!.steps.at(-1)!.event
    expect(submit).toEqual({ type: 'code.submit', code: '12345' })
  })

  it('never resends twice on any path', () => {
    for (const path of paths) {
      const resends = path.steps.filter((step) => step.event.type === 'code.resend')
      const failures = path.steps.filter((step) => (step.event.type as string) === 'xstate.error.actor.sendOtp')
      expect(resends.length).toBeLessThanOrEqual(1 + failures.length)
    }
  })
})
