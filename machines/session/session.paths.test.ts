import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { EventFromLogic } from 'xstate'
import type { Session } from '@/domain/account'
import { sessionMachine } from './session.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

type SessionPathEvent = EventFromLogic<typeof sessionMachine>

const stored: Session = { token: 'stored', user: { email: 'ada@example.com' } }
const vendor: Session = { token: 'vendor', user: { email: 'kemi@example.com', vendorId: 'vendor-7' } }

// Invoked actors and timers do not run during traversal: their outcomes are fed in as the events XState
// would raise, so every branch (401 and other failures included) is explored.
const events = [
  { type: 'xstate.done.actor.readStoredSession', output: stored },
  { type: 'xstate.done.actor.readStoredSession', output: null },
  { type: 'xstate.error.actor.readStoredSession', error: new SyntaxError('bad JSON') },
  { type: 'xstate.done.actor.refreshToken', output: stored },
  { type: 'xstate.error.actor.refreshToken', error: { status: 401 } },
  { type: 'xstate.error.actor.refreshToken', error: { status: 503 } },
  { type: 'session.signIn', ...vendor },
  { type: 'session.logout' },
] as unknown as SessionPathEvent[]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['restoring', 'signedIn.idle', 'signedIn.refreshing', 'signedOut']

describe('session reachability', () => {
  const paths = getShortestPaths(sessionMachine, { events })
  // Several snapshots share a state and differ in context; keep the shortest way into each state.
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(sessionMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state from a fresh load', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it.each(expectedStates)('reaches %s by a shortest path', (state) => {
    const path = reached.get(state)
    expect(path, `no path reaches ${state}`).toBeDefined()
    expect(path!.steps[0]?.event.type).toBe('xstate.init')
  })

  it('reaches signedIn.refreshing only from a stored session', () => {
    const steps = reached.get('signedIn.refreshing')!.steps.map((step) => step.event)
    expect(steps.at(-1)).toMatchObject({ type: 'xstate.done.actor.readStoredSession', output: stored })
  })
})
