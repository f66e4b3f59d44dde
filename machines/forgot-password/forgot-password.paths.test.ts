import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject, EventFromLogic } from 'xstate'
import { PASSWORD_RESET_DONE, RESET_CODE_WRONG, resetCodeSentMessage } from '@/domain/account-recovery'
import { pathTo } from '@/domain/routes'
import { forgotPasswordMachine } from './forgot-password.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

type ForgotPasswordPathEvent = EventFromLogic<typeof forgotPasswordMachine>

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState would raise,
// so every branch is explored. The fields are typed whole, so the form is valid or not in one step.
const events = [
  { type: 'field.change', field: 'email', value: 'ada@example.com' },
  { type: 'field.change', field: 'code', value: 'AB12C' },
  { type: 'field.change', field: 'password', value: 'new-pass' },
  { type: 'field.change', field: 'confirmPassword', value: 'new-pass' },
  { type: 'email.submit' },
  { type: 'reset.submit' },
  { type: 'code.resend' },
  { type: 'email.edit' },
  { type: 'xstate.done.actor.forgotPassword' },
  { type: 'xstate.error.actor.forgotPassword', error: new Error('Too many requests') },
  { type: 'xstate.done.actor.resetPassword' },
  { type: 'xstate.error.actor.resetPassword', error: new Error(RESET_CODE_WRONG) },
  { type: 'xstate.after.redirect.forgotPassword.done' },
] as unknown as ForgotPasswordPathEvent[]

const states = leafStatesOf(forgotPasswordMachine.root)
const input = undefined as never

describe('forgot password reachability', () => {
  const paths = getShortestPaths(forgotPasswordMachine, { events })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)
  const effectsInto = (state: string) => effectsAlong(forgotPasswordMachine, input, reached.get(state)!)
  const after = (state: string, event: AnyEventObject) =>
    effectsAlong(forgotPasswordMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state from the forgot-password page', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('sends a code only for an email, and resets only with the whole form, telling the app nothing on the way', () => {
    const sending = reached.get('sending')!.steps.map((step) => step.event.type)
    expect(sending.slice(-2)).toEqual(['field.change', 'email.submit'])
    const resetting = reached.get('resetting')!.steps.map((step) => step.event.type)
    expect(resetting.filter((type) => type === 'field.change')).toHaveLength(4)
    for (const state of ['sending', 'enteringCode', 'resending', 'resetting']) expect(effectsInto(state)).toEqual([])
  })

  it('says the password is reset, then goes to sign in after the delay', () => {
    const done = [{ type: 'notify', params: { kind: 'success', message: PASSWORD_RESET_DONE } }]
    expect(effectsInto('done')).toEqual(done)
    expect(effectsInto('redirected')).toEqual([...done, { type: 'navigate', params: { to: pathTo('login') } }])
  })

  it('says a new code was sent with the address it went to; a refusal is shown on the page, not as a toast', () => {
    expect(after('resending', { type: 'xstate.done.actor.forgotPassword' })).toEqual([
      { type: 'notify', params: { kind: 'success', message: resetCodeSentMessage('ada@example.com') } },
    ])
    expect(after('resending', { type: 'xstate.error.actor.forgotPassword', error: new Error('Too many') })).toEqual([])
    expect(after('resetting', { type: 'xstate.error.actor.resetPassword', error: new Error('Wrong') })).toEqual([])
  })

  it('leaves for sign in only after a reset on every path', () => {
    for (const path of paths) {
      const left = effectsAlong(forgotPasswordMachine, input, path).some((effect) => effect.type === 'navigate')
      const reset = path.steps.some((step) => (step.event.type as string) === 'xstate.done.actor.resetPassword')
      expect(left && !reset).toBe(false)
    }
  })
})
