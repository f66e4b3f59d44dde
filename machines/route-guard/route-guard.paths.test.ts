import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { pathTo } from '@/domain/routes'
import {
  routeGuardMachine,
  routeGuardRedirect,
  type RouteGuardEvent,
  type RouteGuardInput,
} from './route-guard.machine'
import { effectsAlong, leafKeys, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'

const visitor: RouteGuardInput = { from: '/cart' }
const unverified: RouteGuardInput = {
  token: 'tok',
  user: { email: 'tunde@example.com', verificationCode: '48213' },
  from: '/cart',
}
// spec §2: without a token it is /login whatever the stored user says.
const tokenless: RouteGuardInput = { user: { email: 'tunde@example.com', verificationCode: '48213' }, from: '/cart' }
const verified: RouteGuardInput = { token: 'tok', user: { email: 'ada@example.com' }, from: '/cart' }

const events: RouteGuardEvent[] = [
  { type: 'route.check', ...visitor, from: '/wishlist' },
  { type: 'route.check', ...unverified },
  { type: 'route.check', ...verified },
]

// `checking` is transient: its `always` transitions leave it before any snapshot is taken, so no path can rest there.
const states = leafStatesOf(routeGuardMachine.root).filter((state) => state !== 'checking')

// The machine has no slot of the app's: what a path does is where the view sends the shopper (routeGuardRedirect).
describe('route guard reachability', () => {
  const walk = (input: RouteGuardInput) => shortestPathPerState(getShortestPaths(routeGuardMachine, { input, events }))

  it('leaves checking immediately whatever the input', () => {
    for (const input of [visitor, unverified, verified]) {
      const paths = getShortestPaths(routeGuardMachine, { input, events })
      for (const path of paths) expect(leafKeys(path.state.value)).not.toContain('checking')
    }
  })

  it.each([
    ['signInRequired', visitor, { to: pathTo('login'), state: { from: '/cart' } }],
    ['signInRequired', tokenless, { to: pathTo('login'), state: { from: '/cart' } }],
    ['verificationRequired', unverified, { to: pathTo('verification') }],
    ['allowed', verified, null],
  ] as const)('reaches %s straight from its input and sends the shopper on from there', (state, input, redirect) => {
    const path = walk(input).get(state)!
    expect(path.steps).toHaveLength(1)
    expect(routeGuardRedirect(snapshotAlong(routeGuardMachine, input, path))).toEqual(redirect)
    expect(effectsAlong(routeGuardMachine, input, path)).toEqual([])
  })

  it('reaches every state from any starting state through route.check', () => {
    for (const input of [visitor, unverified, verified]) {
      expect([...walk(input).keys()].sort()).toEqual([...states].sort())
    }
  })

  it('sends a visitor to sign in, back to the page of the latest check', () => {
    const path = walk(verified).get('signInRequired')!
    expect(path.steps.at(-1)!.event).toMatchObject({ type: 'route.check', from: '/wishlist' })
    expect(routeGuardRedirect(snapshotAlong(routeGuardMachine, verified, path))).toEqual({
      to: pathTo('login'),
      state: { from: '/wishlist' },
    })
  })
})
