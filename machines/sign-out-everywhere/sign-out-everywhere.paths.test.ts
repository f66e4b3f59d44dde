import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { SIGNED_OUT_EVERYWHERE } from '@/domain/account-recovery'
import { pathTo } from '@/domain/routes'
import { signOutEverywhereMachine } from './sign-out-everywhere.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const failure = new Error('Offline')
// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'everywhere.ask' },
  { type: 'everywhere.confirm' },
  { type: 'everywhere.cancel' },
  { type: 'xstate.done.actor.signOutEverywhere', output: 2 },
  { type: 'xstate.error.actor.signOutEverywhere', error: failure },
]

describe('sign out of all devices reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(signOutEverywhereMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(signOutEverywhereMachine, undefined, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual(leafStatesOf(signOutEverywhereMachine.root).sort())
  })

  it('signs out only after the shopper confirmed', () => {
    expect(reached.get('signingOut')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'everywhere.ask',
      'everywhere.confirm',
    ])
    expect(effectsInto('confirming')).toEqual([])
    expect(effectsInto('signingOut')).toEqual([])
  })

  it('ends the session here, to /login with the notice', () => {
    expect(effectsInto('signedOut')).toEqual([
      { type: 'endSession', params: { message: SIGNED_OUT_EVERYWHERE, to: pathTo('login') } },
    ])
  })
})
