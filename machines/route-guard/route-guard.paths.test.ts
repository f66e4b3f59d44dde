import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { routeGuardMachine, type RouteGuardEvent, type RouteGuardInput } from './route-guard.machine'
import { leafKeys, leafStatesOf } from '../lib/state-paths'

const visitor: RouteGuardInput = { from: '/cart' }
const unverified: RouteGuardInput = {
  token: 'tok',
  user: { email: 'tunde@example.com', verificationCode: '48213' },
  from: '/cart',
}
const verified: RouteGuardInput = { token: 'tok', user: { email: 'ada@example.com' }, from: '/cart' }

const events: RouteGuardEvent[] = [
  { type: 'route.check', ...visitor },
  { type: 'route.check', ...unverified },
  { type: 'route.check', ...verified },
]

// Written out by hand so that dropping or renaming a state fails here. `checking` is transient: its
// `always` transitions leave it before any snapshot is taken, so no path can rest there.
const transientStates = ['checking']
const expectedStates = ['verificationRequired', 'signInRequired', 'allowed']

describe('route guard reachability', () => {
  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(routeGuardMachine.root).sort()).toEqual([...expectedStates, ...transientStates].sort())
  })

  it('leaves checking immediately whatever the input', () => {
    for (const input of [visitor, unverified, verified]) {
      const paths = getShortestPaths(routeGuardMachine, { input, events })
      for (const path of paths) expect(leafKeys(path.state.value)).not.toContain('checking')
    }
  })

  it.each([
    ['signInRequired', visitor],
    ['verificationRequired', unverified],
    ['allowed', verified],
  ] as const)('reaches %s straight from its input', (state, input) => {
    const paths = getShortestPaths(routeGuardMachine, { input, events })
    const initial = paths.find((path) => path.steps.length === 1)
    expect(initial?.state.value).toBe(state)
  })

  it('reaches every state from any starting state through route.check', () => {
    for (const input of [visitor, unverified, verified]) {
      const paths = getShortestPaths(routeGuardMachine, { input, events })
      const reached = new Set(paths.flatMap((path) => leafKeys(path.state.value)))
      expect([...reached].sort()).toEqual([...expectedStates].sort())
    }
  })
})
