import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { PASSWORD_CHANGED } from '@/domain/account-recovery'
import { changePasswordMachine } from './change-password.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const refusal = new Error('Your current password is not right')
// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'field.change', field: 'currentPassword', value: 'old-pass' },
  { type: 'field.change', field: 'password', value: 'new-pass' },
  { type: 'field.change', field: 'confirmPassword', value: 'new-pass' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  { type: 'xstate.error.actor.changePassword', error: refusal },
]

describe('change password reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(changePasswordMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(changePasswordMachine, undefined, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual(leafStatesOf(changePasswordMachine.root).sort())
  })

  it('submits only a filled form', () => {
    const steps = reached.get('submitting')!.steps.map((step) => step.event.type)
    expect(steps.filter((type) => type === 'field.change')).toHaveLength(3)
    expect(effectsInto('submitting')).toEqual([])
  })

  it('says the password changed, and nothing else', () => {
    expect(effectsInto('changed')).toEqual([{ type: 'notify', params: { kind: 'success', message: PASSWORD_CHANGED } }])
  })

  it('logs a refusal, shown in the form rather than a toast', () => {
    expect(effectsInto('refused')).toEqual([{ type: 'logFailure', params: { error: refusal } }])
  })
})
