import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { EventFromLogic } from 'xstate'
import { appMachine } from './app.machine'
import { leafStatesOf } from '../lib/state-paths'

type AppPathEvent = EventFromLogic<typeof appMachine>

// The root only holds the long-lived actors and passes facts on: it has one state, which every event keeps.
const events: AppPathEvent[] = [
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'cart.changed' },
  { type: 'wishlist.changed' },
  { type: 'lists.refresh' },
  { type: 'cart.replaced', items: [] },
  { type: 'wishlist.replaced', items: [] },
]

describe('app root reachability', () => {
  it('is one state, the one every path rests in', () => {
    expect(leafStatesOf(appMachine.root)).toEqual([''])
    const paths = getShortestPaths(appMachine, { events })
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['{}']))
  })

  it('invokes each long-lived actor under its own name, id and systemId alike', () => {
    const invoked = appMachine.root.invoke.map(({ id, src, systemId }) => ({ id, src, systemId }))
    expect(invoked).toEqual([
      { id: 'session', src: 'session', systemId: 'session' },
      { id: 'signInModal', src: 'signInModal', systemId: 'signInModal' },
      { id: 'shopperLists', src: 'shopperLists', systemId: 'shopperLists' },
      { id: 'followSession', src: 'followSession', systemId: undefined },
    ])
  })
})
